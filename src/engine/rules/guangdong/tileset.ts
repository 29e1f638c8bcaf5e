// The Guangdong set (guangdong ruling 1): 136 tiles, four of each suited tile, wind and dragon, no
// flowers; the four Red dragons are the wild tiles (ruling 2). The wall's last tile is the horse.

import { HAND_KINDS, TILE_KINDS } from '../../tiles/index.ts';

export const GD_COPIES: Uint8Array = Uint8Array.from({ length: TILE_KINDS }, (_, t) => (t < HAND_KINDS ? 4 : 0));

export const GD_WALL_SIZE = 136;

/** The Red dragon (中, `7z`): wild in a winning hand, never ponged or konged (ruling 2). */
export const RED = 33;
