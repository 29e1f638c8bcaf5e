// The tiles every table of the gold family shares: hands hold only suited tiles; every honor,
// flower and season is a bonus tile, set aside and replaced (each table says how many copies).

import { SUITED_KINDS, type Tile } from '../../tiles/index.ts';

/** The tile kinds a hand holds: the 27 suited kinds, in sort order. */
export const GOLD_HAND_KINDS: readonly Tile[] = Array.from({ length: SUITED_KINDS }, (_, t) => t);

/** Honors, flowers and seasons: never held, set aside when drawn. */
export const isGoldBonus = (tile: Tile): boolean => tile >= SUITED_KINDS;
