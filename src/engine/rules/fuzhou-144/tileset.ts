// The classic table's 144 tiles (ruling 1): 108 suited tiles, the only ones ever held, and 36
// bonus tiles, four of each honor and one of each flower and season.

import { SUITED_KINDS, TILE_KINDS, type Tile } from '../../tiles/index.ts';

const HONORS_END = 34;

export const FUZHOU_144_COPIES: Uint8Array = Uint8Array.from({ length: TILE_KINDS }, (_, t) => (t < HONORS_END ? 4 : 1));

export const isBonus144 = (tile: Tile): boolean => tile >= SUITED_KINDS;

export const FUZHOU_144_WALL_SIZE = 144;

/** Flower sets that score as one (ruling 8): 梅蘭竹菊 and 春夏秋冬. */
export const FLOWER_SETS: readonly (readonly Tile[])[] = [
  [34, 35, 36, 37],
  [38, 39, 40, 41],
];
