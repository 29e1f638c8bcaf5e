// The MCR set (mcr ruling 1): 144 tiles, four of each suited tile, wind and dragon, one of each
// of the eight flowers and seasons (`1f`–`8f`), which are set aside and replaced from the tail.

import { HAND_KINDS, TILE_KINDS, type Tile } from '../../tiles/index.ts';

export const MCR_COPIES: Uint8Array = Uint8Array.from({ length: TILE_KINDS }, (_, t) => (t < HAND_KINDS ? 4 : 1));

export const MCR_WALL_SIZE = 144;

export const MCR_FLOWERS: readonly Tile[] = Array.from({ length: TILE_KINDS - HAND_KINDS }, (_, i) => HAND_KINDS + i);

export const isMcrFlower = (tile: Tile): boolean => tile >= HAND_KINDS;
