// The tiles a hand one short of whole is waiting on: each tile whose addition makes it whole.
// The other suits' gold needs are computed once; each candidate re-reads only its own suit.

import type { Tile } from '../tiles/index.ts';
import { P5, honorNeed, suitNeed } from './suit-table.ts';
import { suitKey } from './complete.ts';

/** Which tiles may still arrive (copies left in the game); the gold kind is asked as `goldKind`. */
export type CanArrive = (tile: Tile) => boolean;

// Groups 0–2 are the three suits, 3–9 the seven honors.
const GROUPS = 10;
const melds = new Int32Array(GROUPS);
const deltas = new Int32Array(GROUPS);
const keys = new Int32Array(3);

/**
 * Tiles that complete the concealed part (non-gold counts plus `golds` wild tiles).
 * `candidates` lists the tile kinds a hand can hold in this rule set; the gold kind among them
 * means drawing another gold.
 */
export function waitingTiles(
  counts: ArrayLike<number>,
  golds: number,
  goldKind: Tile | null,
  candidates: readonly Tile[],
  canArrive: CanArrive = () => true,
): Tile[] {
  let total = 0;
  for (let s = 0; s < 3; s++) {
    const key = suitKey(counts, s * 9);
    keys[s] = key;
    melds[s] = key === 0 ? 0 : suitNeed(key, false);
    deltas[s] = key === 0 ? 2 : suitNeed(key, true) - melds[s];
    total += melds[s];
  }
  for (let h = 0; h < 7; h++) {
    const n = counts[27 + h];
    melds[3 + h] = honorNeed(n, false);
    deltas[3 + h] = n === 0 ? 2 : honorNeed(n, true) - melds[3 + h];
    total += melds[3 + h];
  }
  // The smallest and second smallest pair delta, so "best delta without group g" is O(1).
  let min1 = 2;
  let min1Group = -1;
  let min2 = 2;
  for (let g = 0; g < GROUPS; g++) {
    const d = deltas[g];
    if (d < min1) {
      min2 = min1;
      min1 = d;
      min1Group = g;
    } else if (d < min2) min2 = d;
  }

  const out: Tile[] = [];
  for (const t of candidates) {
    if (!canArrive(t)) continue;
    if (t === goldKind) {
      if (total + min1 <= golds + 1) out.push(t);
      continue;
    }
    if (counts[t] >= 4) continue;
    let g: number;
    let newMelds: number;
    let newDelta: number;
    if (t < 27) {
      g = (t / 9) | 0;
      const key = keys[g] + P5[t % 9];
      newMelds = suitNeed(key, false);
      newDelta = suitNeed(key, true) - newMelds;
    } else {
      g = 3 + (t - 27);
      const n = counts[t] + 1;
      newMelds = honorNeed(n, false);
      newDelta = honorNeed(n, true) - newMelds;
    }
    const others = g === min1Group ? min2 : min1;
    const best = newDelta < others ? newDelta : others;
    if (total - melds[g] + newMelds + best <= golds) out.push(t);
  }
  return out;
}
