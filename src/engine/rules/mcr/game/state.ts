// The state of a deal at an MCR table and what it expects next. Only this folder reads these
// fields; viewers ask the machine (`view`, `waits`, `markers`).

import type { Tile } from '../../../tiles/index.ts';
import type { ApplyResult as GenericApplyResult, Call, DealSetup, Seat, TableState } from '../../../game/types.ts';
import type { WallCount } from '../../../game/wall.ts';
import type { Ruleset } from '../../types.ts';
import { MCR_WALL_SIZE } from '../tileset.ts';

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
  | { kind: 'claims'; discarder: Seat; tile: Tile; calls: readonly Call[] }
  /** An added kong: only a win may take its tile (robbing the kong). */
  | { kind: 'rob'; konger: Seat; tile: Tile; calls: readonly Call[] }
  | { kind: 'draw-game' }
  | { kind: 'ended' };

/** The table's seats and result, the wall's counts (the tail gives flower and kong replacements), and what comes next. */
export interface McrState extends TableState, WallCount {
  expect: Expect;
  /** Where the acting seat's drawn tile came from: a kong's or a flower's replacement, or null (the wall's front, or none). */
  replaced: 'kong' | 'flower' | null;
}

export type ApplyResult = GenericApplyResult<McrState>;

/** What a deal is played with: its setup (dealer, streak, the wall's order when known), the rule set (for scoring), the round wind. */
export interface McrDeal extends DealSetup {
  ruleset: Ruleset;
  /** The round wind, `1z`–`4z` as a tile (mcr ruling 7). */
  roundWind: Tile;
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
    expect: patch.expect ?? state.expect,
    replaced: 'replaced' in patch ? patch.replaced! : state.replaced,
    result: patch.result ?? state.result,
    step: state.step + steps,
  };
}

/** Tiles that can still be drawn: MCR keeps nothing back (no reserve). */
export function drawable(state: McrState): number {
  return MCR_WALL_SIZE - state.front - state.tail;
}
