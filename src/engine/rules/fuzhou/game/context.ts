// What a Fuzhou deal is played with: the options, the rule set (for scoring), and the wall's
// order when the log carries it. Handlers receive it with the state; both are immutable.

import type { Tile } from '../../../tiles/index.ts';
import type { Seat, Violation } from '../../../game/types.ts';
import type { Ruleset } from '../../types.ts';
import type { FuzhouOptions } from '../options.ts';

export interface FuzhouDeal {
  options: FuzhouOptions;
  ruleset: Ruleset<FuzhouOptions>;
  /** The full tile order at the start (front first), when known. */
  wall: readonly Tile[] | null;
  dealer: Seat;
  streak: number;
}

export const WALL_SIZE = 123;
export const RESERVE = 18;
export const FINAL_SWEEP = 4;

export const violation = (code: string, params: Violation['params'] = {}): Violation => ({ code, params });
