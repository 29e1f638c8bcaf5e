// The one-suit set: the Characters 1m–9m, four of each (36 tiles), no flowers, no wilds. Hands
// hold 4 tiles (the dealer 5) and win as one set and a pair.

import { TILE_KINDS, type Tile } from '../../../src/engine/tiles/index.ts';

export const KINDS: readonly Tile[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
export const COPIES: Uint8Array = Uint8Array.from({ length: TILE_KINDS }, (_, t) => (t < 9 ? 4 : 0));
export const WALL_SIZE = 36;
/** Tiles held between turns, and the sets a winning hand has beside its pair. */
export const HAND_SIZE = 4;
export const SETS = 1;
