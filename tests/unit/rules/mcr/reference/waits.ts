// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// How many tile kinds would have completed the hand (mcr ruling 2: Edge Wait, Closed Wait and
// Single Wait count only when exactly one kind could). The hand before the winning tile is read in
// every shape of ruling 4; a kind the hand already holds four of cannot arrive and is no wait.

import { isComplete, waitingTiles } from './hand/index.ts';
import { KINDS, KNITTED, KNITTED_OF, ORPHANS } from './tiles.ts';

const ALL_KINDS = Array.from({ length: KINDS }, (_, t) => t);
const marks = new Uint8Array(KINDS);
let found = 0;
let held: Uint8Array = new Uint8Array(KINDS);
const canArrive = (t: number): boolean => held[t] < 4;

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
  for (const t of waitingTiles(c, 0, null, ALL_KINDS, canArrive)) mark(t);
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
        for (const t of waitingTiles(c, 0, null, ALL_KINDS, canArrive)) mark(t);
      }
      for (const t of nine) if (t !== lacking) c[t]++;
    }
  }
  return Math.min(found, 2);
}
