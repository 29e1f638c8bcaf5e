// The state of a deal at a Guangdong table and what it expects next. Only this folder reads
// these fields; viewers ask the machine (`view`, `waits`, `markers`).

import type { Tile } from '../../../tiles/index.ts';
import type { ApplyResult as GenericApplyResult, Call, DealSetup, Payment, Seat, TableState, WinRecord } from '../../../game/types.ts';
import type { WallCount } from '../../../game/wall.ts';
import type { Ruleset } from '../../types.ts';
import { GD_WALL_SIZE } from '../tileset.ts';

export * from '../../../game/types.ts';

/** What the deal waits for next. */
export type Expect =
  | { kind: 'deal'; seat: Seat }
  | { kind: 'draw'; seat: Seat }
  /** A kong's replacement from the tail. */
  | { kind: 'replacement'; seat: Seat }
  /** A seat holding 14 (the dealer's first turn, or after a draw): win, kong or discard. */
  | { kind: 'act'; seat: Seat }
  /** After a pong: discard only. */
  | { kind: 'discard'; seat: Seat }
  /** Pong or kong on a discard (ruling 3: never a win). */
  | { kind: 'claims'; discarder: Seat; tile: Tile; calls: readonly Call[] }
  /** An added kong: seats its tile completes may rob it, several at once (`won`: those who have). */
  | { kind: 'rob'; konger: Seat; tile: Tile; calls: readonly Call[]; won: readonly Seat[] }
  /** The win is made: the horse is revealed next (ruling 8). */
  | { kind: 'horse' }
  | { kind: 'draw-game' }
  | { kind: 'ended' };

/** The table's seats and result, the wall's counts (the tail gives kong replacements), and what comes next. */
export interface GdState extends TableState, WallCount {
  expect: Expect;
  /** The acting seat's tile came from a kong's replacement. */
  replaced: boolean;
  /** Payments made during the deal: the kongs' (ruling 7). */
  paid: readonly Payment[];
  /** Wins made, nearest the robbed seat first, before the horse settles them. */
  wins: readonly (WinRecord & { from: Seat | null })[];
  /** The horse, once revealed (ruling 8). */
  horse: Tile | null;
}

export type ApplyResult = GenericApplyResult<GdState>;

/** What a deal is played with: its setup (dealer, streak, the wall's order when known) and the rule set (for scoring). */
export interface GdDeal extends DealSetup {
  ruleset: Ruleset;
}

/** The state with `patch` applied and the step counted (`steps` 0: an intermediate state). */
export function next(state: GdState, patch: Partial<GdState>, steps = 1): GdState {
  // Built field by field in one order, so every state shares one shape.
  return {
    seats: patch.seats ?? state.seats,
    dealer: state.dealer,
    streak: state.streak,
    front: patch.front ?? state.front,
    tail: patch.tail ?? state.tail,
    seen: patch.seen ?? state.seen,
    expect: patch.expect ?? state.expect,
    replaced: patch.replaced ?? state.replaced,
    paid: patch.paid ?? state.paid,
    wins: patch.wins ?? state.wins,
    horse: patch.horse ?? state.horse,
    result: patch.result ?? state.result,
    step: state.step + steps,
  };
}

/** Tiles that can still be drawn: the wall less what is taken and the horse set aside (ruling 8). */
export function drawable(state: GdState): number {
  return GD_WALL_SIZE - 1 - state.front - state.tail;
}

/** Payments of `amount` to `to` from each other seat. */
export function fromEachOther(to: Seat, amount: number, reason: string): Payment[] {
  return ([0, 1, 2, 3] as Seat[]).filter((s) => s !== to).map((from) => ({ from, to, amount, reason }));
}
