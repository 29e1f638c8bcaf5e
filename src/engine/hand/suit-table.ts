// How many golds one suit needs to become whole melds, with or without the hand's pair in it.
// Values are memoised per suit shape (base-5 key of nine counts), so a win check is a few look-ups.

/** Powers of five: the weight of each rank in a suit key. */
export const P5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625] as const;
const KEYS = 1953125; // 5^9

// -1 = not yet computed. Int8 keeps the two tables at 4 MB together, filled only as shapes occur.
let needMelds: Int8Array | null = null;
let needWithPair: Int8Array | null = null;

function tables(): [Int8Array, Int8Array] {
  if (!needMelds || !needWithPair) {
    needMelds = new Int8Array(KEYS).fill(-1);
    needWithPair = new Int8Array(KEYS).fill(-1);
  }
  return [needMelds, needWithPair];
}

const scratch = new Int8Array(9);

/** Golds a suit shape needs to be all melds (pair=false) or melds plus the pair (pair=true). */
export function suitNeed(key: number, pair: boolean): number {
  const [melds, withPair] = tables();
  const table = pair ? withPair : melds;
  const known = table[key];
  if (known >= 0) return known;
  let k = key;
  for (let r = 0; r < 9; r++) {
    scratch[r] = k % 5;
    k = (k - scratch[r]) / 5;
  }
  return solve(scratch, key, pair, melds, withPair);
}

// Search from the lowest rank still held: every way that rank's tiles can be used, golds
// standing in for the missing ones. Ranks below it are empty, so a sequence "reaching down"
// consumes the same real tiles as one reaching up; trying upward sequences is enough.
function solve(c: Int8Array, key: number, pair: boolean, melds: Int8Array, withPair: Int8Array): number {
  const table = pair ? withPair : melds;
  const known = table[key];
  if (known >= 0) return known;
  let i = 0;
  while (i < 9 && c[i] === 0) i++;
  if (i === 9) {
    table[key] = pair ? 2 : 0;
    return table[key];
  }
  const n = c[i];
  let best = 127;
  const tryTake = (ranks: number[], cost: number, usesPair: boolean) => {
    let sub = key;
    for (const r of ranks) {
      c[r]--;
      sub -= P5[r];
    }
    const rest = solve(c, sub, usesPair ? false : pair, melds, withPair);
    for (const r of ranks) c[r]++;
    if (cost + rest < best) best = cost + rest;
  };
  // Triplet of this rank, golds making up missing copies.
  if (n >= 3) tryTake([i, i, i], 0, false);
  else if (n === 2) tryTake([i, i], 1, false);
  tryTake([i], 2, false);
  // Sequences holding this rank as their lowest real tile.
  if (i + 1 < 9 && c[i + 1] > 0) {
    if (i + 2 < 9 && c[i + 2] > 0) tryTake([i, i + 1, i + 2], 0, false);
    tryTake([i, i + 1], 1, false);
  }
  if (i + 2 < 9 && c[i + 2] > 0) tryTake([i, i + 2], 1, false);
  if (pair) {
    if (n >= 2) tryTake([i, i], 0, true);
    tryTake([i], 1, true);
  }
  table[key] = best;
  return best;
}

// Honors cannot form sequences: each kind is alone. Index by count 0–4.
const HONOR_MELDS = [0, 2, 1, 0, 2];
const HONOR_WITH_PAIR = [2, 1, 0, 2, 1];

export function honorNeed(count: number, pair: boolean): number {
  return pair ? HONOR_WITH_PAIR[count] : HONOR_MELDS[count];
}
