// How many tile kinds would have completed the hand (mcr ruling 2: Edge Wait, Closed Wait and
// Single Wait count only when exactly one kind could). The hand before the winning tile is read in
// every shape of ruling 4; a kind the hand already holds four of cannot arrive and is no wait.

import { honorKey, isComplete, suitKey } from '../../hand/complete.ts';
import { honorTable, P5, suitEntry, suitTable } from '../../hand/suit-table.ts';
import { KINDS, KNITTED, KNITTED_OF, ORPHANS } from './tiles.ts';

const marks = new Uint8Array(KINDS);
let found = 0;
let held: Uint8Array = new Uint8Array(KINDS);
const keys = new Int32Array(4);
const entries = new Int32Array(4);
const residues = new Uint8Array(4);

/**
 * Marks the kinds that make `c` four sets and a pair (`sets` sets), stopping at two: the win
 * check's four table entries, each candidate looking up only its own suit's shape with it added.
 * Only a kind held or next to one held (two apart at most) can join a group.
 */
function markSetsWaits(c: Uint8Array): void {
  const table = suitTable();
  keys[0] = suitKey(c, 0);
  keys[1] = suitKey(c, 9);
  keys[2] = suitKey(c, 18);
  keys[3] = honorKey(c);
  entries[0] = table[keys[0]] || suitEntry(keys[0]);
  entries[1] = table[keys[1]] || suitEntry(keys[1]);
  entries[2] = table[keys[2]] || suitEntry(keys[2]);
  entries[3] = honorTable()[keys[3]];
  let melds = 0;
  let best = 3;
  for (let g = 0; g < 4; g++) {
    melds += entries[g] >> 2;
    if ((entries[g] & 3) < best) best = entries[g] & 3;
  }
  // One tile more lowers what is missing by one at most.
  if (melds + best - 1 > 1) return;
  // A whole hand has every group's tiles a multiple of three but the pair's (two more): so the
  // tile goes to the one group one over a multiple of three, or to one of two groups two over.
  let ones = 0;
  let twos = 0;
  for (let g = 0; g < 4; g++) {
    let tiles = 0;
    for (let t = 9 * g; t < (g === 3 ? KINDS : 9 * g + 9); t++) tiles += c[t];
    const r = tiles % 3;
    residues[g] = r;
    if (r === 1) ones++;
    else if (r === 2) twos++;
  }
  const want = ones === 1 && twos === 0 ? 1 : ones === 0 && twos === 2 ? 2 : 0;
  if (want === 0) return;
  for (let t = 0; t < KINDS && found < 2; t++) {
    if (residues[t < 27 ? (t / 9) | 0 : 3] !== want) {
      t = t < 27 ? 9 * ((t / 9) | 0) + 8 : KINDS;
      continue;
    }
    if (held[t] >= 4 || marks[t]) continue;
    let g: number;
    let entry: number;
    if (t < 27) {
      const r = t % 9;
      if (c[t] === 0 && !(r > 0 && c[t - 1]) && !(r > 1 && c[t - 2]) && !(r < 8 && c[t + 1]) && !(r < 7 && c[t + 2])) continue;
      g = (t / 9) | 0;
      const key = keys[g] + P5[r];
      entry = table[key] || suitEntry(key);
    } else {
      if (c[t] === 0) continue;
      g = 3;
      entry = honorTable()[keys[3] + P5[t - 27]];
    }
    let d = entry & 3;
    for (let h = 0; h < 4; h++) if (h !== g && (entries[h] & 3) < d) d = entries[h] & 3;
    if (melds - (entries[g] >> 2) + (entry >> 2) + d - 1 <= 0) {
      marks[t] = 1;
      found++;
    }
  }
}

function mark(t: number): void {
  if (held[t] >= 4 || marks[t]) return;
  marks[t] = 1;
  found++;
}

/**
 * The number of kinds (capped at 2: "one" or "more than one") that complete a hand whose
 * concealed part without the winning tile is `c` (13 − 3 × melds tiles). `all` counts every tile
 * the hand holds without the winning tile, melds included. `c` is used as scratch and restored.
 */
export function waitCount(c: Uint8Array, all: Uint8Array, meldCount: number): number {
  marks.fill(0);
  found = 0;
  held = all;
  markSetsWaits(c);
  if (found >= 2) return 2;

  if (meldCount === 0) {
    let odd = -1;
    let odds = 0;
    let kinds = 0;
    let single = true;
    let knittedBits = 0x3f;
    for (let t = 0; t < KINDS; t++) {
      const n = c[t];
      if (n === 0) continue;
      kinds++;
      if (n & 1) {
        odds++;
        odd = t;
      }
      if (n > 1) single = false;
      if (t < 27) knittedBits &= KNITTED_OF[t];
    }
    // Seven pairs: six pairs (four alike are two) and a single.
    if (odds === 1) mark(odd);
    // Thirteen orphans: all thirteen (any completes), or twelve with a pair (the missing one).
    let orphanKinds = 0;
    let orphanTiles = 0;
    let missing = -1;
    for (const t of ORPHANS) {
      if (c[t] > 0) orphanKinds++;
      else missing = t;
      orphanTiles += c[t];
    }
    if (orphanTiles === 13) {
      if (orphanKinds === 13) for (const t of ORPHANS) mark(t);
      else if (orphanKinds === 12) mark(missing);
    }
    // Honors and knitted tiles: thirteen different tiles leave three kinds of their straight or honors.
    if (single && kinds === 13 && knittedBits !== 0) {
      for (let k = 0; k < KNITTED.length; k++) {
        if (!(knittedBits & (1 << k))) continue;
        for (const t of KNITTED[k]) if (c[t] === 0) mark(t);
        for (let t = 27; t < KINDS; t++) if (c[t] === 0) mark(t);
      }
    }
  }

  if (meldCount <= 1 && found < 2) {
    // A knitted straight lacking one tile at most: eight kinds of its suited tiles at least.
    let suitedKinds = 0;
    for (let t = 0; t < 27; t++) if (c[t] > 0) suitedKinds++;
    if (suitedKinds < 8) return Math.min(found, 2);
    for (const nine of KNITTED) {
      let lacking = -1;
      let lacks = 0;
      for (const t of nine) {
        if (c[t] === 0) {
          lacks++;
          lacking = t;
        }
      }
      if (lacks > 1) continue;
      for (const t of nine) if (c[t] > 0) c[t]--;
      if (lacks === 1) {
        if (isComplete(c, 0)) mark(lacking);
      } else {
        markSetsWaits(c);
      }
      for (const t of nine) if (t !== lacking) c[t]++;
    }
  }
  return Math.min(found, 2);
}
