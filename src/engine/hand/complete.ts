// Is a concealed part whole? Counts of the non-wild tiles plus a number of wilds (wild) must
// form melds and exactly one pair; wilds left over always form triplets of their own.
// Four look-ups in the packed tables of suit-table.ts: one per suit, one for the honors.

import { HAND_KINDS, TILE_KINDS, type Tile } from '../tiles/index.ts';
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

// Fewest wilds from four packed entries: the melds of each, plus the cheapest place for the pair
// (2: two wilds). An empty group's entry adds 0 and offers delta 2, so none is skipped.
function need(e0: number, e1: number, e2: number, eh: number): number {
  let d = e0 & 3;
  if ((e1 & 3) < d) d = e1 & 3;
  if ((e2 & 3) < d) d = e2 & 3;
  if ((eh & 3) < d) d = eh & 3;
  return (e0 >> 2) + (e1 >> 2) + (e2 >> 2) + (eh >> 2) + d - 1;
}

/**
 * Fewest wilds that make these counts into melds plus one pair. The caller guarantees the
 * tile count fits (tiles + wilds ≡ 2 mod 3), so any wilds beyond this number form triplets.
 */
export function wildsToComplete(counts: ArrayLike<number>): number {
  const table = suitTable();
  const k0 = suitKey(counts, 0);
  const k1 = suitKey(counts, 9);
  const k2 = suitKey(counts, 18);
  return need(table[k0] || suitEntry(k0), table[k1] || suitEntry(k1), table[k2] || suitEntry(k2), honorTable()[honorKey(counts)]);
}

/** Fewest wilds that make these counts into melds only, with no pair. */
export function wildsToMelds(counts: ArrayLike<number>): number {
  return (suitEntry(suitKey(counts, 0)) >> 2) + (suitEntry(suitKey(counts, 9)) >> 2) + (suitEntry(suitKey(counts, 18)) >> 2) + (honorTable()[honorKey(counts)] >> 2);
}

/** Whether counts plus `wilds` wild tiles form melds and one pair. */
export function isComplete(counts: ArrayLike<number>, wilds: number): boolean {
  return wildsToComplete(counts) <= wilds;
}

// Straight from the tiles, with no counts: the four group keys travel in two numbers, each tile
// adding its weight to both (no branch, no store per tile). A holds the characters' key and the
// dots' key × 2^21, B the bamboos' key and the honors' key × 2^21 and the wilds × 2^40: every
// part stays below its next (5^9 < 2^21, 5^7 × 2^21 < 2^40, 17 wilds × 2^40 < 2^53), so the
// sums are exact. The wild's kind weighs one wild for the call (and is put back after); any
// other tile (a flower) weighs nothing.
const TWO_21 = 2 ** 21;
const TWO_40 = 2 ** 40;
const WEIGHT_A = new Float64Array(TILE_KINDS + 1);
const WEIGHT_B = new Float64Array(TILE_KINDS + 1);
for (let t = 0; t < HAND_KINDS; t++) {
  if (t < 9) WEIGHT_A[t] = 5 ** t;
  else if (t < 18) WEIGHT_A[t] = 5 ** (t - 9) * TWO_21;
  else if (t < 27) WEIGHT_B[t] = 5 ** (t - 18);
  else WEIGHT_B[t] = 5 ** (t - 27) * TWO_21;
}
/** The slot a hand without a wild swaps: past every tile id, so no tile reads it. */
const NO_WILD = TILE_KINDS;

/**
 * How many wilds a concealed part is short of whole, from its tiles (the wild's kind read as
 * wild): 0 or less means it is whole. Same answer as `wildsToComplete(counts) - wilds`, without
 * building the counts. The caller guarantees the tile count fits (≡ 2 mod 3).
 */
export function wildsShort(tiles: readonly Tile[], wild: Tile | null): number {
  const g = wild ?? NO_WILD;
  const savedA = WEIGHT_A[g];
  const savedB = WEIGHT_B[g];
  WEIGHT_A[g] = 0;
  WEIGHT_B[g] = TWO_40;
  let a = 0;
  let b = 0;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    a += WEIGHT_A[t];
    b += WEIGHT_B[t];
  }
  WEIGHT_A[g] = savedA;
  WEIGHT_B[g] = savedB;
  const k1 = Math.floor(a / TWO_21);
  const k0 = a - k1 * TWO_21;
  const wilds = Math.floor(b / TWO_40);
  const rest = b - wilds * TWO_40;
  const kh = Math.floor(rest / TWO_21);
  const k2 = rest - kh * TWO_21;
  const table = suitTable();
  return need(table[k0] || suitEntry(k0), table[k1] || suitEntry(k1), table[k2] || suitEntry(k2), honorTable()[kh]) - wilds;
}
