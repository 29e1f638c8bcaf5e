// One reading of a whole concealed part, found without search: the wild-need tables say at every
// step which way of using the lowest tile keeps the hand completable with the wilds at hand.

import type { Tile } from '../tiles/index.ts';
import { suitKey } from './complete.ts';
import type { Decomposition, Group } from './decompose.ts';
import { P5, honorNeed, suitNeed } from './suit-table.ts';

export interface ReadingOptions {
  /** The pair is two wilds; the rest is read as melds only. */
  wildPair?: boolean;
}

const c = new Int8Array(9);
// The suit being read: its remaining key, wilds still to place, whether its pair is unplaced.
let key = 0;
let need = 0;
let pair = false;

// Module-level helpers rather than closures: this runs for every scored hand.
function fits(sub: number, cost: number, pairAfter: boolean): boolean {
  return cost <= need && cost + suitNeed(sub, pairAfter) === need;
}

function take(out: Group[], group: Group, cost: number, pairAfter: boolean, r1: number, r2 = -1, r3 = -1): void {
  c[r1]--;
  key -= P5[r1];
  if (r2 >= 0) {
    c[r2]--;
    key -= P5[r2];
  }
  if (r3 >= 0) {
    c[r3]--;
    key -= P5[r3];
  }
  need -= cost;
  pair = pairAfter;
  out.push(group);
}

// Reads one suit with exactly the wilds its table entry says it needs, choosing at the lowest
// rank the first option whose cost plus the rest's need equals the current need.
function readSuit(suitKeyValue: number, start: number, withPair: boolean, out: Group[]): void {
  key = suitKeyValue;
  pair = withPair;
  let k = key;
  for (let r = 0; r < 9; r++) {
    c[r] = k % 5;
    k = (k - c[r]) / 5;
  }
  need = suitNeed(key, pair);
  while (key !== 0) {
    let i = 0;
    while (c[i] === 0) i++;
    const t = start + i;
    const n = c[i];
    if (n >= 3 && fits(key - 3 * P5[i], 0, pair)) take(out, { type: 'pong', tiles: [t, t, t], wilds: [] }, 0, pair, i, i, i);
    else if (i + 2 < 9 && c[i + 1] > 0 && c[i + 2] > 0 && fits(key - P5[i] - P5[i + 1] - P5[i + 2], 0, pair))
      take(out, { type: 'chow', tiles: [t, t + 1, t + 2], wilds: [] }, 0, pair, i, i + 1, i + 2);
    else if (pair && n >= 2 && fits(key - 2 * P5[i], 0, false)) take(out, { type: 'pair', tiles: [t, t], wilds: [] }, 0, false, i, i);
    else if (n === 2 && fits(key - 2 * P5[i], 1, pair)) take(out, { type: 'pong', tiles: [t, t, t], wilds: [2] }, 1, pair, i, i);
    else if (i + 1 < 9 && c[i + 1] > 0 && fits(key - P5[i] - P5[i + 1], 1, pair)) {
      // A run whose lowest rank would leave the suit reaches down instead.
      const group: Group = i + 2 > 8 ? { type: 'chow', tiles: [t - 1, t, t + 1], wilds: [0] } : { type: 'chow', tiles: [t, t + 1, t + 2], wilds: [2] };
      take(out, group, 1, pair, i, i + 1);
    } else if (i + 2 < 9 && c[i + 2] > 0 && fits(key - P5[i] - P5[i + 2], 1, pair)) take(out, { type: 'chow', tiles: [t, t + 1, t + 2], wilds: [1] }, 1, pair, i, i + 2);
    else if (pair && fits(key - P5[i], 1, false)) take(out, { type: 'pair', tiles: [t, t], wilds: [1] }, 1, false, i);
    else take(out, { type: 'pong', tiles: [t, t, t], wilds: [1, 2] }, 2, pair, i);
  }
  if (pair) out.push({ type: 'pair', tiles: [-1, -1], wilds: [0, 1] }); // placeholder: the wilds' own kind
}

function readHonor(t: Tile, n: number, pair: boolean, out: Group[]): void {
  // Counts 0–4: with the pair, a pair first when that is cheapest; wilds fill the rest.
  let left = n;
  if (pair) {
    const pairFirst = left >= 2 ? 0 + honorNeed(left - 2, false) : 1 + honorNeed(0, false);
    if (left === 0 || pairFirst === honorNeed(left, true)) {
      if (left >= 2) out.push({ type: 'pair', tiles: [t, t], wilds: [] });
      else if (left === 1) out.push({ type: 'pair', tiles: [t, t], wilds: [1] });
      else out.push({ type: 'pair', tiles: [-1, -1], wilds: [0, 1] });
      left = Math.max(0, left - 2);
      pair = false;
    }
  }
  while (left > 0) {
    const real = Math.min(left, 3);
    out.push({ type: 'pong', tiles: [t, t, t], wilds: [0, 1, 2].slice(real) });
    left -= real;
  }
  if (pair) out.push({ type: 'pair', tiles: [t, t], wilds: [1] });
}

/**
 * One reading of non-wild counts plus `wilds`, or null when they are not whole.
 * Wilds the tiles do not need are read as wilds of their own kind.
 */
export function firstDecomposition(counts: ArrayLike<number>, wilds: number, wildKind: Tile, options: ReadingOptions = {}): Decomposition | null {
  const keys = [suitKey(counts, 0), suitKey(counts, 9), suitKey(counts, 18)];
  let melds = 0;
  let host = -1; // 0–2 a suit, 3–9 an honor, -1 the wild pair
  let bestDelta = 2;
  for (let g = 0; g < 10; g++) {
    const key = g < 3 ? keys[g] : counts[27 + g - 3];
    if (key === 0) continue;
    const m = g < 3 ? suitNeed(key, false) : honorNeed(key, false);
    const delta = (g < 3 ? suitNeed(key, true) : honorNeed(key, true)) - m;
    melds += m;
    if (delta < bestDelta) {
      bestDelta = delta;
      host = g;
    }
  }
  if (options.wildPair) {
    host = -1;
    bestDelta = 2;
  }
  if (melds + bestDelta > wilds) return null;

  const out: Group[] = [];
  if (host === -1) out.push({ type: 'pair', tiles: [wildKind, wildKind], wilds: [0, 1] });
  for (let g = 0; g < 3; g++) if (keys[g] !== 0) readSuit(keys[g], g * 9, g === host, out);
  for (let h = 0; h < 7; h++) if (counts[27 + h] !== 0) readHonor(27 + h, counts[27 + h], 3 + h === host, out);
  for (let left = wilds - melds - bestDelta; left > 0; left -= 3) out.push({ type: 'pong', tiles: [wildKind, wildKind, wildKind], wilds: [0, 1, 2] });
  for (const group of out) if (group.tiles[0] === -1) group.tiles = [wildKind, wildKind];
  return out;
}
