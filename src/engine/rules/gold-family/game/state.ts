// The state of a deal at a Fuzhou-style table (the gold, the reserve, the final sweep) and what
// it expects next. Only this family's machine reads these fields; viewers ask the machine.

import type { Tile } from '../../../tiles/index.ts';
import type { ApplyResult as GenericApplyResult, Call, Seat, TableState } from '../../../game/types.ts';
import type { WallCount } from '../../../game/wall.ts';

export * from '../../../game/types.ts';

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

/** The table's seats and result, the wall's counts (the tail gives replacements and flips), and what comes next. */
export interface GameState extends TableState, WallCount {
  /** The gold's kind once flipped. */
  gold: Tile | null;
  /** The face-up indicator; null once it is grabbed into a hand. */
  indicator: Tile | null;
  /** The wall's size and the drawable count that starts the final sweep: the table's constants. */
  wallSize: number;
  sweepAt: number;
  /** Tail tiles never drawn: 18 after the flip, more with each kong. */
  reserve: number;
  sweep: boolean;
  expect: Expect;
}

export type ApplyResult = GenericApplyResult<GameState>;

/**
 * Whether a seat has discarded a gold (ruling 6: it may then win only by self-draw). The gold is
 * flipped before the first discard and a discarded gold is never claimed, so its discards say so.
 */
export function goldDiscarded(state: GameState, seat: Seat): boolean {
  return state.gold !== null && state.seats[seat].discards.some((d) => d.tile === state.gold);
}
