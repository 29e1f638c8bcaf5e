// The house rules' 123 tiles (ruling 1): 108 suited tiles held in hands, and 15 flowers,
// one each of the seven honors and the eight flowers and seasons.

import { SUITED_KINDS, TILE_KINDS, type Tile } from '../../tiles/index.ts';

export const FUZHOU_COPIES: Uint8Array = Uint8Array.from({ length: TILE_KINDS }, (_, t) => (t < SUITED_KINDS ? 4 : 1));

/** Every honor is a flower here: set aside, replaced, a point at a win. */
export const isFuzhouFlower = (tile: Tile): boolean => tile >= SUITED_KINDS;

export const FUZHOU_WALL_SIZE = 123;
