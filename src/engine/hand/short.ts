// How many tiles a concealed part is from sets and a pair: the tiles still to draw (each with a
// discard), wilds or wilds filling any place. Unlike wildsToComplete, which must use every tile
// held, a tile that fits nowhere is counted as one to throw away, not as two wilds short.

/** Most sets one suit is asked for (five in the 17-tile hand). */
const MAX_SETS = 5;
const WIDTH = (MAX_SETS + 1) * 2;

/**
 * For one suit's counts: the most of its tiles that fit in at most g groups of a set (a whole
 * set, or part of one: two tiles of it, or one) and at most p (0 or 1) groups of the pair,
 * at index g * 2 + p.
 */
type Fits = Int8Array;

const NONE: Fits = new Int8Array(WIDTH);
const suitMemo = new Map<number, Fits>();
const honorMemo = new Map<number, Fits>();

function keyOf(c: Uint8Array): number {
  let key = 0;
  for (let i = 0; i < c.length; i++) key = key * 5 + c[i];
  return key;
}

/** Adds the fits of what is left after one group (dg sets, dp pair) of `gain` tiles. */
function merge(out: Fits, rest: Fits, dg: number, dp: number, gain: number): void {
  for (let g = dg; g <= MAX_SETS; g++) {
    for (let p = dp; p <= 1; p++) {
      const v = rest[(g - dg) * 2 + p - dp] + gain;
      if (v > out[g * 2 + p]) out[g * 2 + p] = v;
    }
  }
}

function fits(c: Uint8Array, chows: boolean): Fits {
  let i = 0;
  while (i < c.length && c[i] === 0) i++;
  if (i === c.length) return NONE;
  const memo = chows ? suitMemo : honorMemo;
  const key = keyOf(c);
  const known = memo.get(key);
  if (known) return known;
  const out = new Int8Array(WIDTH);
  const group = (tiles: readonly number[], dg: number, dp: number) => {
    for (const t of tiles) c[t]--;
    merge(out, fits(c, chows), dg, dp, tiles.length);
    for (const t of tiles) c[t]++;
  };
  // The lowest tile is left out, or starts the pair, or starts a set (whole or in part).
  c[i]--;
  merge(out, fits(c, chows), 0, 0, 0);
  c[i]++;
  if (c[i] >= 2) group([i, i], 0, 1);
  group([i], 0, 1);
  if (c[i] >= 3) group([i, i, i], 1, 0);
  if (c[i] >= 2) group([i, i], 1, 0);
  group([i], 1, 0);
  if (chows && i + 1 < c.length && c[i + 1] > 0) {
    if (i + 2 < c.length && c[i + 2] > 0) group([i, i + 1, i + 2], 1, 0);
    group([i, i + 1], 1, 0);
  }
  if (chows && i + 2 < c.length && c[i + 2] > 0) group([i, i + 2], 1, 0);
  if (memo.size > 200_000) memo.clear();
  memo.set(key, out);
  return out;
}

/** Scratch rows, reused: this runs thousands of times per bot decision (fits keeps its own copies). */
const PARTS = { 9: new Uint8Array(9), 7: new Uint8Array(7) };
const rows = [new Int8Array(WIDTH), new Int8Array(WIDTH)];

/** Tiles to draw before counts plus `wilds` wild tiles hold `sets` sets and one pair (0: complete). */
export function tilesShort(counts: ArrayLike<number>, wilds: number, sets: number): number {
  const s = Math.max(0, Math.min(sets, MAX_SETS));
  let total: Fits = NONE;
  let spare = 0;
  for (const [start, size, chows] of [
    [0, 9, true],
    [9, 9, true],
    [18, 9, true],
    [27, 7, false],
  ] as const) {
    const part = PARTS[size];
    for (let k = 0; k < size; k++) part[k] = counts[start + k];
    const f = fits(part, chows);
    // The best split of the groups between the suits so far and this one; only up to the `s`
    // groups asked for, which is all the answer reads.
    const next = rows[spare];
    for (let g = 0; g <= s; g++) {
      for (let p = 0; p <= 1; p++) {
        let best = 0;
        for (let h = 0; h <= g; h++) for (let q = 0; q <= p; q++) best = Math.max(best, total[h * 2 + q] + f[(g - h) * 2 + p - q]);
        next[g * 2 + p] = best;
      }
    }
    total = next;
    spare = 1 - spare;
  }
  return Math.max(0, 3 * s + 2 - wilds - total[s * 2 + 1]);
}
