// From the fans a reading shows to the fans it counts (mcr rulings 2 and 3): fans are taken in
// official order (the highest first); a fan counts unless one already counted excludes it, and a
// fan that does not count excludes nothing. Then the points, and Chicken Hand (8) when nothing
// counts. Flowers are not fans here: they come after the minimum (ruling 3).
//
// The scorer's hot path: a set of fans is their counts plus a bit per fan present, and each fan's
// exclusions are a bit mask, so settling a reading visits only the fans it shows; nothing is
// cleared or copied per reading but three words of bits.

import { FAN_BY_NO, FAN_COUNT, fanNo, N } from './fans.ts';

/** Raw fan counts, indexed by official number (0 unused). */
export const FAN_SLOTS = 82;

/**
 * Which fans are present (fan `no` is bit `no & 31` of word `no >> 5`) and their counts by official
 * number. Counts are never cleared: a count is read only where its bit is set.
 */
export interface FanSet {
  n: Uint8Array;
  bits: Int32Array;
}

export function newFanSet(): FanSet {
  return { n: new Uint8Array(FAN_SLOTS), bits: new Int32Array(3) };
}

/** Sets fan `no` to `count` (a count of 0 leaves the set as it was). */
export function put(f: FanSet, no: number, count: number): void {
  if (count <= 0) return;
  f.n[no] = count;
  f.bits[no >> 5] |= 1 << (no & 31);
}

/** Adds `count` to fan `no` (a count whose bit is not set is read as 0: counts are never cleared). */
export function add(f: FanSet, no: number, count: number): void {
  if (count <= 0) return;
  const w = no >> 5;
  const bit = 1 << (no & 31);
  if (f.bits[w] & bit) f.n[no] += count;
  else {
    f.n[no] = count;
    f.bits[w] |= bit;
  }
}

const EXCLUDES: readonly (readonly number[])[] = FAN_BY_NO.map((def, no) => (no === 0 ? [] : def.excludes.map(fanNo)));
const EXCLUDES_ONE: readonly (readonly number[])[] = FAN_BY_NO.map((def, no) => (no === 0 ? [] : (def.excludesOne ?? []).map(fanNo)));
const POINTS = Uint8Array.from(FAN_BY_NO, (def, no) => (no === 0 ? 0 : def.points));

// Counting in official order works only if every exclusion points to a later fan.
for (let no = 1; no <= FAN_COUNT; no++) {
  for (const e of [...EXCLUDES[no], ...EXCLUDES_ONE[no]]) {
    if (e <= no) throw new Error(`fan ${no} excludes an earlier fan ${e}`);
  }
}

/** Each fan's exclusions as three words of bits. */
const MASK = new Int32Array(3 * FAN_SLOTS);
for (let no = 1; no <= FAN_COUNT; no++) for (const e of EXCLUDES[no]) MASK[3 * no + (e >> 5)] |= 1 << (e & 31);
/** The fans whose `excludesOne` is not empty (Nine Gates), as bits. */
const ONE = new Int32Array(3);
for (let no = 1; no <= FAN_COUNT; no++) if (EXCLUDES_ONE[no].length) ONE[no >> 5] |= 1 << (no & 31);
const FLOWER_BIT = 1 << (N.flowerTiles & 31);

/**
 * Writes into `out` the fans of `raw` that count (with their counts; other counts in `out.n` are
 * left as they were: read a count only where its bit is set) and returns their points (8 for Chicken Hand).
 * Flower Tiles (81) is left out of both. `raw.n` may be changed (a fan counted once fewer).
 */
export function settle(raw: FanSet, out: FanSet): number {
  const n = raw.n;
  let e0 = 0;
  let e1 = 0;
  let e2 = 0;
  let c0 = 0;
  let c1 = 0;
  let c2 = 0;
  let points = 0;
  for (let w = 0; w < 3; w++) {
    let x = raw.bits[w];
    if (w === 2) x &= ~FLOWER_BIT;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const no = (w << 5) | (31 - Math.clz32(low));
      const ex = w === 0 ? e0 : w === 1 ? e1 : e2;
      if (ex & low || n[no] === 0) continue;
      if (w === 0) c0 |= low;
      else if (w === 1) c1 |= low;
      else c2 |= low;
      out.n[no] = n[no];
      points += n[no] * POINTS[no];
      const m = 3 * no;
      e0 |= MASK[m];
      e1 |= MASK[m + 1];
      e2 |= MASK[m + 2];
      if (ONE[w] & low) {
        // Later fans only, so their counts are lowered before they are reached.
        const one = EXCLUDES_ONE[no];
        for (let k = 0; k < one.length; k++) if (n[one[k]] > 0) n[one[k]]--;
      }
    }
  }
  if (points === 0) {
    out.n[N.chickenHand] = 1;
    c1 |= 1 << (N.chickenHand & 31);
    points = POINTS[N.chickenHand];
  }
  out.bits[0] = c0;
  out.bits[1] = c1;
  out.bits[2] = c2;
  return points;
}

/**
 * Compares two settled sets of equal points: positive when `a` counts more of the lowest-numbered
 * fan where they differ, negative when `b` does, 0 when they are the same.
 */
export function compareFans(a: FanSet, b: FanSet): number {
  for (let w = 0; w < 3; w++) {
    let x = a.bits[w] | b.bits[w];
    const aw = a.bits[w];
    const bw = b.bits[w];
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const no = (w << 5) | (31 - Math.clz32(low));
      const ca = aw & low ? a.n[no] : 0;
      const cb = bw & low ? b.n[no] : 0;
      if (ca !== cb) return ca - cb;
    }
  }
  return 0;
}

export const fanPoints = (no: number): number => POINTS[no];
