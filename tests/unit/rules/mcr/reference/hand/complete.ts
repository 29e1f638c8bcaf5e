// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// Is a concealed part whole? Counts of the non-gold tiles plus a number of golds (wild) must
// form melds and exactly one pair; golds left over always form triplets of their own.
// Four look-ups in the packed tables of suit-table.ts: one per suit, one for the honors.

import { HAND_KINDS, TILE_KINDS, type Tile } from '../../../../../../src/engine/tiles/index.ts';
import { honorTable, suitEntry, suitTable } from './suit-table.ts';

/** Base-5 key of the nine counts of one suit starting at tile id `start`. */
export function suitKey(counts: ArrayLike<number>, start: number): number {
  return (
    counts[start] +
    5 *
      (counts[start + 1] +
        5 * (counts[start + 2] + 5 * (counts[start + 3] + 5 * (counts[start + 4] + 5 * (counts[start + 5] + 5 * (counts[start + 6] + 5 * (counts[start + 7] + 5 * counts[start + 8])))))))
  );
}

/** Base-5 key of the counts of the seven honors (tile ids 27–33). */
export function honorKey(counts: ArrayLike<number>): number {
  return counts[27] + 5 * (counts[28] + 5 * (counts[29] + 5 * (counts[30] + 5 * (counts[31] + 5 * (counts[32] + 5 * counts[33])))));
}

// Fewest golds from four packed entries: the melds of each, plus the cheapest place for the pair
// (2: two golds). An empty group's entry adds 0 and offers delta 2, so none is skipped.
function need(e0: number, e1: number, e2: number, eh: number): number {
  let d = e0 & 3;
  if ((e1 & 3) < d) d = e1 & 3;
  if ((e2 & 3) < d) d = e2 & 3;
  if ((eh & 3) < d) d = eh & 3;
  return (e0 >> 2) + (e1 >> 2) + (e2 >> 2) + (eh >> 2) + d - 1;
}

/**
 * Fewest golds that make these counts into melds plus one pair. The caller guarantees the
 * tile count fits (tiles + golds ≡ 2 mod 3), so any golds beyond this number form triplets.
 */
export function wildsToComplete(counts: ArrayLike<number>): number {
  const table = suitTable();
  const k0 = suitKey(counts, 0);
  const k1 = suitKey(counts, 9);
  const k2 = suitKey(counts, 18);
  return need(table[k0] || suitEntry(k0), table[k1] || suitEntry(k1), table[k2] || suitEntry(k2), honorTable()[honorKey(counts)]);
}

/** Fewest golds that make these counts into melds only, with no pair. */
export function wildsToMelds(counts: ArrayLike<number>): number {
  return (suitEntry(suitKey(counts, 0)) >> 2) + (suitEntry(suitKey(counts, 9)) >> 2) + (suitEntry(suitKey(counts, 18)) >> 2) + (honorTable()[honorKey(counts)] >> 2);
}

/** Whether counts plus `golds` wild tiles form melds and one pair. */
export function isComplete(counts: ArrayLike<number>, golds: number): boolean {
  return wildsToComplete(counts) <= golds;
}

// Straight from the tiles, with no counts: each tile adds its weight to its group's key (0–2 the
// suits, 3 the honors, 4 anything else), a gold adds nothing but one gold. No branch per tile.
const GROUP = new Uint8Array(TILE_KINDS + 1).fill(4);
const WEIGHT = new Int32Array(TILE_KINDS + 1);
for (let t = 0; t < HAND_KINDS; t++) {
  GROUP[t] = t < 27 ? (t / 9) | 0 : 3;
  WEIGHT[t] = 5 ** (t < 27 ? t % 9 : t - 27);
}
const keys = new Int32Array(5);

/**
 * How many golds a concealed part is short of whole, from its tiles (the gold's kind read as
 * wild): 0 or less means it is whole. Same answer as `wildsToComplete(counts) - golds`, without
 * building the counts. The caller guarantees the tile count fits (≡ 2 mod 3).
 */
export function wildsShort(tiles: readonly Tile[], gold: Tile | null): number {
  keys[0] = 0;
  keys[1] = 0;
  keys[2] = 0;
  keys[3] = 0;
  let golds = 0;
  const g = gold ?? -1;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    const isGold = +(t === g);
    golds += isGold;
    keys[GROUP[t]] += WEIGHT[t] * (1 - isGold);
  }
  const table = suitTable();
  const k0 = keys[0];
  const k1 = keys[1];
  const k2 = keys[2];
  return need(table[k0] || suitEntry(k0), table[k1] || suitEntry(k1), table[k2] || suitEntry(k2), honorTable()[keys[3]]) - golds;
}
