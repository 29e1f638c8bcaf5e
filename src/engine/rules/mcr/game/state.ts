// The state of a deal at an MCR table and what it expects next. Only this folder reads these
// fields; viewers ask the machine (`view`, `waits`, `markers`).

import type { Tile } from '../../../tiles/index.ts';
import type { ApplyResult as GenericApplyResult, Call, DealSetup, Seat, TableState } from '../../../game/types.ts';
import type { WallCount } from '../../../game/wall.ts';
import type { Ruleset } from '../../types.ts';
import type { McrScoring } from '../options.ts';
import type { McrScore } from '../score.ts';
import type { McrSituation } from '../situation.ts';

/** A win declared on a discard, kept until every seat that called a win on it has declared. */
export interface McrWin {
  seat: Seat;
  score: McrScore;
  situation: McrSituation;
}

export * from '../../../game/types.ts';

/** What the deal waits for next. */
export type Expect =
  | { kind: 'deal'; seat: Seat }
  /** Opening flower replacement, dealer first in rounds: `queue` seats still to act this round, `next` the seats of the next round, `owed` replacements due. */
  | { kind: 'opening-flowers'; queue: readonly Seat[]; next: readonly Seat[]; owed: number; drawing: boolean }
  | { kind: 'draw'; seat: Seat }
  | { kind: 'replacement'; seat: Seat; after: 'flower' | 'kong' }
  /** A flower just drawn: it is set aside before anything else. */
  | { kind: 'flower'; seat: Seat; tile: Tile }
  /** A seat holding 14 (the dealer's first turn, or after a draw): win, kong or discard. */
  | { kind: 'act'; seat: Seat }
  /** After a chow or pong: discard only. */
  | { kind: 'discard'; seat: Seat }
  /** `won`: with `multipleWins` (ruling 10), the wins already declared on this discard, while other seats' called wins are due. */
  | { kind: 'claims'; discarder: Seat; tile: Tile; calls: readonly Call[]; won?: readonly McrWin[] }
  /** An added kong: only a win may take its tile (robbing the kong). */
  | { kind: 'rob'; konger: Seat; tile: Tile; calls: readonly Call[] }
  | { kind: 'draw-game' }
  | { kind: 'ended' };

/**
 * The table's seats and result, the wall's counts (the tail gives flower and kong replacements),
 * and what comes next. At Botzone's table (ruling 10) `quarters` counts the tiles each seat took
 * from its own quarter (by seat wind: the dealer's first) and `front` all of them; `tail` stays 0.
 */
export interface McrState extends TableState, WallCount {
  expect: Expect;
  quarters: readonly [number, number, number, number];
  /** Where the acting seat's drawn tile came from: a kong's or a flower's replacement, or null (the wall's front, or none). */
  replaced: 'kong' | 'flower' | null;
}

export type ApplyResult = GenericApplyResult<McrState>;

/** What the rule set's options make of a table: its round wind, its readings and its wall. */
export interface McrTable {
  /** The round wind, `1z`–`4z` as a tile (mcr ruling 7). */
  roundWind: Tile;
  /** The scorer's readings (ruling 9). */
  scoring: McrScoring;
  /** Ruling 10, `wall: botzone`: each seat draws from its own quarter of a 136-tile wall. */
  quarters: boolean;
  /** Ruling 10, `multipleWins`: every seat that declares a win on one discard wins. */
  multipleWins: boolean;
}

/** What a deal is played with: its setup (dealer, streak, the wall's order when known), the rule set (for scoring) and the table. */
export interface McrDeal extends DealSetup, McrTable {
  ruleset: Ruleset;
}

/** The state with `patch` applied and the step counted. */
export function next(state: McrState, patch: Partial<McrState>): McrState {
  return update(state, patch, 1);
}

/** The state with `patch` applied, the same step (an intermediate state, such as a passed turn). */
export function update(state: McrState, patch: Partial<McrState>, steps = 0): McrState {
  // Built field by field in one order, so every state shares one shape.
  return {
    seats: patch.seats ?? state.seats,
    dealer: state.dealer,
    streak: state.streak,
    front: patch.front ?? state.front,
    tail: patch.tail ?? state.tail,
    seen: patch.seen ?? state.seen,
    quarters: patch.quarters ?? state.quarters,
    expect: patch.expect ?? state.expect,
    replaced: 'replaced' in patch ? patch.replaced! : state.replaced,
    result: patch.result ?? state.result,
    step: state.step + steps,
  };
}
