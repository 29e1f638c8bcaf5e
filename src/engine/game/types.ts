// The game of one deal as immutable data: events (what happened), the state after each, and
// what the state expects next. Shared by the rule sets' state machines, the replay and the bots.

import type { Tile } from '../tiles/index.ts';
import type { MeldType, WinScore } from '../rules/types.ts';

export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export type ClaimKind = 'win' | 'kong' | 'pong' | 'chow';
export type WinHow = 'self-draw' | 'discard' | 'rob-kong' | 'gold-grab' | 'three-golds';
export const WIN_HOWS: readonly WinHow[] = ['self-draw', 'discard', 'rob-kong', 'gold-grab', 'three-golds'];

export type DealEvent =
  | { type: 'deal'; seat: Seat; tiles: readonly Tile[] }
  | { type: 'flower'; seat: Seat; tile: Tile }
  | { type: 'gold'; tile: Tile }
  | { type: 'draw'; seat: Seat; tile: Tile }
  | { type: 'discard'; seat: Seat; tile: Tile }
  /** A claim declared on a discard, a kong being added, or the revealed gold; resolved by priority. */
  | { type: 'call'; seat: Seat; claim: ClaimKind }
  | { type: 'chow'; seat: Seat; tiles: readonly [Tile, Tile]; tile?: Tile }
  | { type: 'pong'; seat: Seat; tile?: Tile }
  | { type: 'kong'; seat: Seat; tile?: Tile }
  | { type: 'added-kong'; seat: Seat; tile: Tile }
  | { type: 'concealed-kong'; seat: Seat; tile: Tile }
  /** `swap`: the tile a dealer gives up to grab the gold. */
  | { type: 'win'; seat: Seat; how: WinHow; tile?: Tile; swap?: Tile }
  | { type: 'draw-game' };

export type EventType = DealEvent['type'];
export const EVENT_TYPES: readonly EventType[] = [
  'deal', 'flower', 'gold', 'draw', 'discard', 'call', 'chow', 'pong', 'kong', 'added-kong', 'concealed-kong', 'win', 'draw-game',
];

export interface MeldRecord {
  type: MeldType;
  /** Lowest first. */
  tiles: readonly Tile[];
  /** The claimed tile and the seat it came from (chow, pong, exposed kong; kept by an added kong). */
  claimed?: { tile: Tile; from: Seat };
}

export interface DiscardRecord {
  tile: Tile;
  /** The seat that claimed it (it then lives in that seat's meld or winning hand). */
  claimedBy?: Seat;
  /** A discarded gold: dead, nobody may claim it. */
  dead?: boolean;
}

export interface SeatState {
  /** Concealed tiles, sorted; includes a just-drawn tile. */
  hand: readonly Tile[];
  melds: readonly MeldRecord[];
  flowers: readonly Tile[];
  discards: readonly DiscardRecord[];
  /** This seat discarded a gold: from now on it may only win by self-draw. */
  goldDiscarded: boolean;
  /** The tile this seat drew last, while it is still the one to act on it. */
  drawn: Tile | null;
}

export interface Call {
  seat: Seat;
  claim: ClaimKind;
}

/** What the deal waits for next. */
export type Expect =
  | { kind: 'deal'; seat: Seat }
  /** Opening flower replacement: `queue` seats still to act this round, `drawsOwed` replacements due. */
  | { kind: 'opening-flowers'; queue: readonly Seat[]; next: readonly Seat[]; owed: number; drawing: boolean }
  | { kind: 'gold' }
  /** After the gold: grabs, three golds, the dealer's win, kongs or first discard. */
  | { kind: 'opening'; calls: readonly Call[] }
  | { kind: 'draw'; seat: Seat }
  | { kind: 'replacement'; seat: Seat; after: 'flower' | 'kong' }
  | { kind: 'flower'; seat: Seat; tile: Tile }
  /** A seat holding a fresh tile: win, kong or discard. */
  | { kind: 'act'; seat: Seat }
  /** After a chow or pong: discard only. */
  | { kind: 'discard'; seat: Seat }
  | { kind: 'claims'; discarder: Seat; tile: Tile; calls: readonly Call[] }
  | { kind: 'rob'; konger: Seat; tile: Tile; calls: readonly Call[] }
  /** The final sweep: `seat` draws next (no discards, claims or kongs). */
  | { kind: 'sweep'; seat: Seat }
  /** The final sweep, after `seat` drew: a winning draw must win, else play moves on. */
  | { kind: 'sweep-drawn'; seat: Seat }
  | { kind: 'draw-game' }
  | { kind: 'ended' };

export interface DealResult {
  winner: Seat | null;
  how: WinHow | null;
  /** The recomputed score of the win (null for a draw game). */
  score: WinScore | null;
  /** Each seat's score change; zero-sum. */
  deltas: readonly [number, number, number, number];
  nextDealer: Seat;
  nextStreak: number;
}

export interface GameState {
  seats: readonly [SeatState, SeatState, SeatState, SeatState];
  dealer: Seat;
  streak: number;
  /** The gold's kind once flipped. */
  gold: Tile | null;
  /** The face-up indicator; null once it is grabbed into a hand. */
  indicator: Tile | null;
  /** Tiles taken from the front of the wall (deal and draws) and from the tail (replacements, flips). */
  front: number;
  tail: number;
  /** Tail tiles never drawn: 18 after the flip, more with each kong. */
  reserve: number;
  sweep: boolean;
  /** Copies of each tile kind out of the wall so far (tile conservation); counted only when the wall order is unknown. */
  seen: Readonly<Uint8Array>;
  expect: Expect;
  result: DealResult | null;
  /** Events applied so far. */
  step: number;
}

/** A broken rule: a stable code for i18n and its parameters (seat numbers, tiles). */
export interface Violation {
  code: string;
  params: Record<string, string | number>;
}

export type ApplyResult = { ok: true; state: GameState } | { ok: false; violation: Violation };

/** A tile a seat is waiting on, and how many of it are still unseen (in the wall or other hands). */
export interface Wait {
  tile: Tile;
  left: number;
}

export interface SeatMarkers {
  /** A lone gold doing no work (ruling 7): only a self-draw wins. */
  idleGold: boolean;
  /** The seat may only win by self-draw (idle gold, or it discarded a gold). */
  selfDrawOnly: boolean;
}

export interface DealSetup {
  dealer: Seat;
  streak: number;
  /** The wall's order, front first, when the log carries it. */
  wall: readonly Tile[] | null;
}

/** One deal of a rule set: its start, its state machine, and what the viewer derives per state. */
export interface DealMachine {
  readonly initial: GameState;
  readonly wallSize: number;
  apply(state: GameState, event: DealEvent): ApplyResult;
  legalEvents(state: GameState): DealEvent[];
  /** Tiles that can still be drawn (beyond the reserve). */
  drawable(state: GameState): number;
  /** What a seat with a hand one short of a win is waiting on; null when it holds a fresh tile. */
  waits(state: GameState, seat: Seat): Wait[] | null;
  markers(state: GameState, seat: Seat): SeatMarkers;
}
