// Is a concealed part whole? Counts of the non-gold tiles plus a number of golds (wild) must
// form melds and exactly one pair; golds left over always form triplets of their own.

import { honorNeed, suitNeed } from './suit-table.ts';

/** Base-5 key of the nine counts of one suit starting at tile id `start`. */
export function suitKey(counts: ArrayLike<number>, start: number): number {
  return (
    counts[start] +
    5 * (counts[start + 1] + 5 * (counts[start + 2] + 5 * (counts[start + 3] + 5 * (counts[start + 4] +
      5 * (counts[start + 5] + 5 * (counts[start + 6] + 5 * (counts[start + 7] + 5 * counts[start + 8])))))))
  );
}

/**
 * Fewest golds that make these counts into melds plus one pair. The caller guarantees the
 * tile count fits (tiles + golds ≡ 2 mod 3), so any golds beyond this number form triplets.
 */
export function goldsToComplete(counts: ArrayLike<number>): number {
  let total = 0;
  let bestPairDelta = 2; // the pair made of two golds
  for (let start = 0; start < 27; start += 9) {
    const key = suitKey(counts, start);
    if (key === 0) continue;
    const melds = suitNeed(key, false);
    const delta = suitNeed(key, true) - melds;
    total += melds;
    if (delta < bestPairDelta) bestPairDelta = delta;
  }
  for (let t = 27; t < 34; t++) {
    const n = counts[t];
    if (n === 0) continue;
    const melds = honorNeed(n, false);
    const delta = honorNeed(n, true) - melds;
    total += melds;
    if (delta < bestPairDelta) bestPairDelta = delta;
  }
  return total + bestPairDelta;
}

/** Fewest golds that make these counts into melds only, with no pair. */
export function goldsToMelds(counts: ArrayLike<number>): number {
  let total = 0;
  for (let start = 0; start < 27; start += 9) {
    const key = suitKey(counts, start);
    if (key !== 0) total += suitNeed(key, false);
  }
  for (let t = 27; t < 34; t++) if (counts[t] !== 0) total += honorNeed(counts[t], false);
  return total;
}

/** Whether counts plus `golds` wild tiles form melds and one pair. */
export function isComplete(counts: ArrayLike<number>, golds: number): boolean {
  return goldsToComplete(counts) <= golds;
}
