// The game of one deal as immutable data: events (what happened), the state after each, and
// what the state expects next. Shared by the rule sets' state machines, the replay and the bots.

import type { DealEvent, MeldType, Payment, Seat, Situation, Tile, WinHow, WinScore, ClaimKind } from '../vocabulary.ts';

export { SEATS } from '../vocabulary.ts';
export type { ClaimKind, CoreEvent, CoreWinHow, DealEvent, EventType, OwnEvent, Payment, Seat, WinHow } from '../vocabulary.ts';

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
}

export interface SeatState {
  /** Concealed tiles, sorted; includes a just-drawn tile. */
  hand: readonly Tile[];
  melds: readonly MeldRecord[];
  flowers: readonly Tile[];
  discards: readonly DiscardRecord[];
  /** The tile this seat drew last, while it is still the one to act on it. */
  drawn: Tile | null;
}

export interface Call {
  seat: Seat;
  claim: ClaimKind;
}

/** One seat's win: who, how, its score and the situation it was scored from. */
export interface WinRecord {
  winner: Seat;
  how: WinHow;
  score: WinScore;
  situation: Situation;
}

export interface DealResult {
  winner: Seat | null;
  how: WinHow | null;
  /** The recomputed score of the win (null for a draw game). */
  score: WinScore | null;
  /** What the score was computed from: the winner's hand and circumstances (null for a draw game). */
  situation: Situation | null;
  /** Further winners of the same deal beyond `winner` (robbers of one kong), nearest first. */
  alsoWon?: readonly WinRecord[];
  /** Every payment of the deal, in the order made; the deltas are their sum. */
  settlement: readonly Payment[];
  /**
   * How a deal without a winner ended, when not on an empty wall (a rule set's own event ended it):
   * an id in the rule set's words, which say it as `end.<id>` and `score.<id>` (each also `-paid`).
   */
  ending?: string;
  /** Each seat's score change; zero-sum. */
  deltas: readonly [number, number, number, number];
  nextDealer: Seat;
  nextStreak: number;
}

/** Each seat's change from a list of payments. */
export function deltasOf(settlement: readonly Payment[]): [number, number, number, number] {
  const deltas: [number, number, number, number] = [0, 0, 0, 0];
  for (const p of settlement) {
    deltas[p.from] -= p.amount;
    deltas[p.to] += p.amount;
  }
  return deltas;
}

/**
 * What every rule set's state holds: the four seats as a viewer draws them, the dealer, and the
 * result once the deal is over. Anything else a machine keeps (what it expects next, the wall's
 * counts, a wild) is its own: viewers ask the machine (`view`, `waits`, `markers`).
 */
export interface TableState {
  readonly seats: readonly [SeatState, SeatState, SeatState, SeatState];
  readonly dealer: Seat;
  readonly streak: number;
  readonly result: DealResult | null;
  /** Events applied so far. */
  readonly step: number;
}

/** A broken rule: a stable code for i18n and its parameters (seat numbers, tiles). */
export interface Violation {
  code: string;
  params: Record<string, string | number>;
}

export type ApplyResult<S extends TableState = TableState> = { ok: true; state: S } | { ok: false; violation: Violation };

/** A tile a seat is waiting on, and how many of it are still unseen (in the wall or other hands). */
export interface Wait {
  tile: Tile;
  left: number;
}

/** A fact the centre of the table shows beside the tiles left: an id in the rule set's words and its value. */
export interface CentreFact {
  id: string;
  value: number | string;
}

/** Where the deal stands, for the bots: whose decision it is, and of what kind. */
export type Decision =
  /** Nothing to choose: the one legal event (a deal, a draw, a flower set aside). */
  | { kind: 'forced' }
  /** Seats other than `from` may claim `tile` (a discard, or an added kong's tile: wins only). */
  | { kind: 'claims'; from: Seat; tile: Tile; winsOnly: boolean }
  /** A window where several seats may declare a win (a revealed wild). */
  | { kind: 'window'; seat: Seat }
  /** `seat` plays its own turn: win, kong or discard. */
  | { kind: 'turn'; seat: Seat }
  | { kind: 'over' };

/** What a viewer draws of a state, as the rule set reads it. */
export interface TableFacts {
  /** The seat whose move the table waits for; null while claims are open or the deal is over. */
  acting: Seat | null;
  /** Claims declared and not yet resolved. */
  calls: readonly Call[];
  /** Tile kinds that are wild in this deal now (a revealed kind, fixed wild kinds); empty when none. */
  wilds: readonly Tile[];
  /** The face-up tile that reveals a wild (a revealed wild's indicator): null before the reveal or once taken; absent in a rule set without one. */
  indicator?: Tile | null;
  /** Tile kinds dead once discarded (nobody may claim them), shown marked as wild and dimmed; absent when none. */
  deadDiscards?: readonly Tile[];
  /** Tiles that can still be drawn. */
  left: number;
  /** Further figures for the centre (the reserve, the horse, …). */
  centre: readonly CentreFact[];
  /** Payments already made during the deal (kongs), for a running score; absent where none are. */
  paid?: readonly Payment[];
  /** A phase to announce (`sweep`, …): an id in the rule set's words; null when none. */
  phase: string | null;
  decision: Decision;
}

export interface DealSetup {
  dealer: Seat;
  streak: number;
  /** The wall's order, front first, when the log carries it. */
  wall: readonly Tile[] | null;
}

/** An event told in words: an i18n key with parameters (seats as numbers, tiles in notation). */
export interface Narration {
  key: string;
  params: Record<string, string | number>;
  /** Why it went this way, where others wanted the same tile (a claim over another call). */
  why?: Narration;
}

/**
 * One deal of a rule set: its start, its state machine, and what a viewer derives per state.
 * Methods (not function properties), so a machine over its own richer state is a DealMachine.
 */
export interface DealMachine<S extends TableState = TableState> {
  readonly initial: S;
  readonly wallSize: number;
  apply(state: S, event: DealEvent): ApplyResult<S>;
  legalEvents(state: S): DealEvent[];
  /** What the table shows of a state. */
  view(state: S): TableFacts;
  /** What a seat with a hand one short of a win is waiting on; null when it holds a fresh tile. */
  waits(state: S, seat: Seat): Wait[] | null;
  /** Markers on a seat (ids in the rule set's words), such as a lone idle wild. */
  markers(state: S, seat: Seat): readonly string[];
  narrate(before: S, event: DealEvent, after: S): Narration;
}
