// Every distinct reading of an MCR hand (mcr ruling 4): four sets and a pair (melds as given,
// the concealed part split every possible way), seven pairs, thirteen orphans, honors and knitted
// tiles, and a knitted straight with one set and a pair. Sets are never split: a reading is a
// partition of the tiles into whole groups, and melds stay as they were declared.
//
// Runs for every scored hand, so a reading lives in one reused scratch object and is handed to a
// callback; a caller that keeps one copies it (`copyReading`).

import type { Tile } from '../../tiles/index.ts';
import { isComplete } from '../../hand/index.ts';
import { KINDS, KNITTED, KNITTED_OF, ORPHANS } from './tiles.ts';

/** Group kinds. A kong is a declared meld (exposed, added or concealed); KNITTED is nine knitted tiles. */
export const CHOW = 0;
export const PUNG = 1;
export const KONG = 2;
export const PAIR = 3;
export const KNIT = 4;

/** Shapes. */
export const SETS = 0;
export const SEVEN_PAIRS = 1;
export const THIRTEEN_ORPHANS = 2;
export const HONORS_AND_KNITTED = 3;
export const KNITTED_STRAIGHT = 4;

export interface Reading {
  shape: number;
  /** Groups in use (0 for thirteen orphans and honors and knitted tiles: they have none). */
  n: number;
  kind: Int8Array;
  /** Lowest tile (a chow's first, a pung's tile); for KNIT, the index into KNITTED. */
  tile: Int8Array;
  /** 1: concealed (from the hand, or a concealed kong); 0: melded. */
  concealed: Uint8Array;
}

export const newReading = (): Reading => ({ shape: SETS, n: 0, kind: new Int8Array(8), tile: new Int8Array(8), concealed: new Uint8Array(8) });

export function copyReading(from: Reading, to: Reading): void {
  to.shape = from.shape;
  const n = (to.n = from.n);
  for (let i = 0; i < n; i++) {
    to.kind[i] = from.kind[i];
    to.tile[i] = from.tile[i];
    to.concealed[i] = from.concealed[i];
  }
}

// The reading being built, the callback and the count; module state, since this is the hot path.
const cur: Reading = newReading();
let onEach: (r: Reading) => void = () => {};
let count = 0;
/** A superset of the kinds the counts hold (tiles 0–26 as bits of `heldLo`, 27–33 of `heldHi`): what `split` looks through. */
let heldLo = 0;
let heldHi = 0;

/** The first kind from `from` on that the counts hold, or KINDS. */
function nextKind(c: Uint8Array, from: number): number {
  if (from < 27) {
    for (let x = heldLo & (-1 << from); x !== 0; x &= x - 1) {
      const t = 31 - Math.clz32(x & -x);
      if (c[t] !== 0) return t;
    }
    from = 27;
  }
  for (let x = heldHi & (-1 << (from - 27)); x !== 0; x &= x - 1) {
    const t = 58 - Math.clz32(x & -x);
    if (c[t] !== 0) return t;
  }
  return KINDS;
}

function emit(r: Reading): void {
  count++;
  onEach(r);
}

function push(kind: number, tile: Tile): void {
  const i = cur.n++;
  cur.kind[i] = kind;
  cur.tile[i] = tile;
  cur.concealed[i] = 1;
}

// Splits the concealed counts into `sets` sets and `pair` pairs, lowest tile first: every copy of
// the lowest tile starts a group there (0–1 pung, 0–1 pair, the rest chows), so each multiset of
// groups comes out exactly once.
function split(c: Uint8Array, from: number, sets: number, pair: number): void {
  const i = nextKind(c, from);
  if (i === KINDS) {
    if (sets === 0 && pair === 0) emit(cur);
    return;
  }
  const n = c[i];
  const mark = cur.n;
  for (let p = n >= 3 ? 1 : 0; p >= 0; p--) {
    for (let q = pair > 0 && n - 3 * p >= 2 ? 1 : 0; q >= 0; q--) {
      const r = n - 3 * p - 2 * q;
      if (p + r > sets) continue;
      if (r > 0 && (i >= 27 || i % 9 > 6 || c[i + 1] < r || c[i + 2] < r)) continue;
      if (p) push(PUNG, i);
      if (q) push(PAIR, i);
      for (let k = 0; k < r; k++) push(CHOW, i);
      c[i] = 0;
      if (r > 0) {
        c[i + 1] -= r;
        c[i + 2] -= r;
      }
      split(c, i + 1, sets - p - r, pair - q);
      c[i] = n;
      if (r > 0) {
        c[i + 1] += r;
        c[i + 2] += r;
      }
      cur.n = mark;
    }
  }
}

/**
 * Calls `onReading` with each distinct reading of the concealed counts (14 − 3 × melds tiles)
 * together with the melds (already in `melded`, as groups). The reading is scratch: copy it to keep it.
 * Returns how many readings there were. `held`, when the caller knows it: the kinds the counts may
 * hold as bits (0–26 in word 0, 27–33 in word 1), a superset of those they do.
 */
export function forEachReading(c: Uint8Array, melded: Reading, meldCount: number, onReading: (r: Reading) => void, held?: Int32Array): number {
  count = 0;
  onEach = onReading;
  if (held) {
    heldLo = held[0];
    heldHi = held[1];
  } else {
    heldLo = 0x7ffffff;
    heldHi = 0x7f;
  }
  const sets = 4 - meldCount;

  // Four sets and a pair.
  if (isComplete(c, 0)) {
    copyReading(melded, cur);
    cur.shape = SETS;
    split(c, 0, sets, 1);
  }

  // The other shapes have at most one meld (a knitted straight's set).
  if (meldCount > 1) return count;

  // They need many different tiles (or all in pairs): counted once.
  let even = true;
  let single = true;
  let knittedBits = 0x3f;
  let kinds = 0;
  let suitedKinds = 0;
  for (let t = 0; t < KINDS; t++) {
    const n = c[t];
    if (n === 0) continue;
    kinds++;
    if (n & 1) even = false;
    if (n > 1) single = false;
    if (t < 27) {
      suitedKinds++;
      knittedBits &= KNITTED_OF[t];
    }
  }

  if (meldCount === 0) {
    let orphans = 0;
    if (kinds === 13) for (const t of ORPHANS) if (c[t] > 0) orphans++;
    if (even) {
      cur.shape = SEVEN_PAIRS;
      cur.n = 0;
      for (let t = 0; t < KINDS; t++) for (let k = 0; k < c[t]; k += 2) push(PAIR, t);
      emit(cur);
    }
    if (orphans === 13 && kinds === 13) {
      cur.shape = THIRTEEN_ORPHANS;
      cur.n = 0;
      emit(cur);
    }
    if (single && kinds === 14 && knittedBits !== 0) {
      cur.shape = HONORS_AND_KNITTED;
      cur.n = 0;
      emit(cur);
    }
  }

  // A knitted straight (nine concealed tiles) with one more set and a pair.
  if (meldCount <= 1 && suitedKinds >= 9) {
    for (let k = 0; k < KNITTED.length; k++) {
      const nine = KNITTED[k];
      let all = true;
      for (let j = 0; j < 9 && all; j++) if (c[nine[j]] === 0) all = false;
      if (!all) continue;
      for (const t of nine) c[t]--;
      if (isComplete(c, 0)) {
        copyReading(melded, cur);
        cur.shape = KNITTED_STRAIGHT;
        const i = cur.n++;
        cur.kind[i] = KNIT;
        cur.tile[i] = k;
        cur.concealed[i] = 1;
        split(c, 0, 1 - meldCount, 1);
      }
      for (const t of nine) c[t]++;
    }
  }
  return count;
}
