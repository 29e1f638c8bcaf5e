// The tiles a hand one short of whole is waiting on: each tile whose addition makes it whole.
// The four groups' entries (three suits, the honors) are looked up once; each candidate looks
// up only its own group's shape with the tile added.

import type { Tile } from '../tiles/index.ts';
import { P5, honorTable, suitEntry, suitTable } from './suit-table.ts';
import { honorKey, suitKey } from './complete.ts';

/** Which tiles may still arrive (copies left in the game); the wild kind is asked as `wildKind`. */
export type CanArrive = (tile: Tile) => boolean;

const keys = new Int32Array(4);
const entries = new Int32Array(4);
/** For each group, the smallest pair delta (+1, as packed) among the other three. */
const others = new Int32Array(4);

const always: CanArrive = () => true;

/**
 * Tiles that complete the concealed part (non-wild counts plus `wilds` wild tiles).
 * `candidates` lists the tile kinds a hand can hold in this rule set; the wild kind among them
 * means drawing another wild. In the order of `candidates`.
 */
export function waitingTiles(counts: ArrayLike<number>, wilds: number, wildKind: Tile | null, candidates: readonly Tile[], canArrive: CanArrive = always): Tile[] {
  const table = suitTable();
  const honors = honorTable();
  keys[0] = suitKey(counts, 0);
  keys[1] = suitKey(counts, 9);
  keys[2] = suitKey(counts, 18);
  keys[3] = honorKey(counts);
  entries[0] = table[keys[0]] || suitEntry(keys[0]);
  entries[1] = table[keys[1]] || suitEntry(keys[1]);
  entries[2] = table[keys[2]] || suitEntry(keys[2]);
  entries[3] = honors[keys[3]];
  let melds = 0;
  let best = 3; // delta + 1 of the pair as two wilds
  for (let g = 0; g < 4; g++) {
    melds += entries[g] >> 2;
    if ((entries[g] & 3) < best) best = entries[g] & 3;
  }
  // One more tile lowers the wilds needed by at most one (a tile can always be read as a wild):
  // a hand needing more than wilds + 1 waits on nothing. Drawing a wild is exactly that test.
  const need = melds + best - 1;
  if (need > wilds + 1) return [];
  for (let g = 0; g < 4; g++) {
    let m = 3;
    for (let h = 0; h < 4; h++) if (h !== g && (entries[h] & 3) < m) m = entries[h] & 3;
    others[g] = m;
  }

  const out: Tile[] = [];
  const n = candidates.length;
  // The usual candidates are a range of tile ids (0–26, the suited tiles): loop over it directly.
  const first = n > 0 ? candidates[0] : 0;
  const range = n > 0 && candidates[n - 1] === first + n - 1 && isRange(candidates);
  for (let i = 0; i < n; i++) {
    const t = range ? first + i : candidates[i];
    if (t === wildKind) {
      if (canArrive(t)) out.push(t);
      continue;
    }
    if (t >= 34 || counts[t] >= 4) continue;
    let g: number;
    let entry: number;
    if (t < 27) {
      g = (t / 9) | 0;
      const key = keys[g] + P5[t % 9];
      entry = table[key] || suitEntry(key);
    } else {
      g = 3;
      entry = honors[keys[3] + P5[t - 27]];
    }
    const d = Math.min(entry & 3, others[g]);
    if (melds - (entries[g] >> 2) + (entry >> 2) + d - 1 <= wilds && canArrive(t)) out.push(t);
  }
  return out;
}

// Whether a list is consecutive tile ids; remembered per list (rule sets pass the same array).
const ranges = new WeakMap<readonly Tile[], boolean>();
function isRange(list: readonly Tile[]): boolean {
  let known = ranges.get(list);
  if (known === undefined) {
    known = list.every((t, i) => t === list[0] + i);
    ranges.set(list, known);
  }
  return known;
}
