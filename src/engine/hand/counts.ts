// Turning a list of concealed tiles into the count form the analysis works on, wilds apart.

import { HAND_KINDS, type Tile } from '../tiles/index.ts';

export interface ConcealedCounts {
  /** Counts of the non-wild tiles, indexed by tile id (0–33). */
  counts: Uint8Array;
  /** How many tiles of the wild's kind. */
  wilds: number;
}

export function concealedCounts(tiles: readonly Tile[], wild: Tile | null, into?: Uint8Array): ConcealedCounts {
  const counts = into ? into.fill(0) : new Uint8Array(HAND_KINDS);
  let wilds = 0;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    if (t === wild) wilds++;
    else counts[t]++;
  }
  return { counts, wilds };
}
