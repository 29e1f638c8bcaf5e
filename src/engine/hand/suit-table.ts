// How many wilds a group of tiles needs to become whole melds, with or without the hand's pair in
// it: one packed table entry per suit shape (the base-5 key of its nine counts), so a win check is
// four look-ups. Honors, which never form runs, share one table keyed the same way by the counts of
// the seven honors.
//
// An entry packs both figures of a shape: `melds << 2 | (delta + 1)`, where `melds` is the wilds
// the shape needs as melds only and `delta` what holding the pair there changes (-1 to 2; 2 for an
// empty shape, which cannot hold the pair: the pair is then two wilds). 0 means "not yet computed"
// (no computed entry is 0: a shape needing no wild as melds cannot lower that by holding the pair).

/** Powers of five: the weight of each rank in a suit key (and of each honor in the honor key). */
export const P5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625] as const;
const KEYS = 1953125; // 5^9
const HONOR_KEYS = 78125; // 5^7

/** Wilds for melds only, from a packed entry. */
export const entryMelds = (entry: number): number => entry >> 2;
/** Wilds the pair adds (or saves) when held in this shape, from a packed entry. */
export const entryDelta = (entry: number): number => (entry & 3) - 1;

const pack = (melds: number, withPair: number): number => (melds << 2) | (withPair - melds + 1);

// Filled as shapes occur: a zeroed 1.9 MB table costs nothing until touched.
let suits: Uint8Array | null = null;
let honors: Uint8Array | null = null;

/** The packed suit table (entries may still be 0: use {@link suitEntry}). */
export function suitTable(): Uint8Array {
  return (suits ??= new Uint8Array(KEYS));
}

/** The packed honor table, complete (computed on first use: 78,125 entries, each a sum). */
export function honorTable(): Uint8Array {
  if (honors) return honors;
  const table = new Uint8Array(HONOR_KEYS);
  for (let key = 0; key < HONOR_KEYS; key++) {
    let melds = 0;
    let delta = 2;
    for (let k = key, h = 0; h < 7; h++, k = (k / 5) | 0) {
      const n = k % 5;
      melds += HONOR_MELDS[n];
      const d = HONOR_WITH_PAIR[n] - HONOR_MELDS[n];
      if (d < delta) delta = d;
    }
    table[key] = (melds << 2) | (delta + 1);
  }
  return (honors = table);
}

/** The packed entry of a suit shape, computing it (and the shapes below it) if needed. */
export function suitEntry(key: number): number {
  const table = (suits ??= new Uint8Array(KEYS));
  return table[key] || solve(table, key);
}

/** Wilds a suit shape needs to be all melds (pair=false) or melds plus the pair (pair=true). */
export function suitNeed(key: number, pair: boolean): number {
  const entry = suitEntry(key);
  return pair ? (entry >> 2) + (entry & 3) - 1 : entry >> 2;
}

// Search from the lowest rank held: every way that rank's tiles can be used, wilds standing in
// for the missing ones. Ranks below it are empty, so a run "reaching down" consumes the same real
// tiles as one reaching up; trying upward runs is enough. Both figures come from the same sub-shapes.
function solve(table: Uint8Array, key: number): number {
  if (key === 0) return (table[0] = pack(0, 2));
  let i = 0;
  let k = key;
  while (k % 5 === 0) {
    k /= 5;
    i++;
  }
  const n = k % 5;
  const n1 = i < 8 ? ((k / 5) | 0) % 5 : 0;
  const n2 = i < 7 ? ((k / 25) | 0) % 5 : 0;
  const p = P5[i];
  let melds = 127;
  let withPair = 127;
  const meld = (sub: number, cost: number) => {
    const e = table[sub] || solve(table, sub);
    const m = cost + (e >> 2);
    const w = m + (e & 3) - 1;
    if (m < melds) melds = m;
    if (w < withPair) withPair = w;
  };
  const pair = (sub: number, cost: number) => {
    const e = table[sub] || solve(table, sub);
    const w = cost + (e >> 2);
    if (w < withPair) withPair = w;
  };
  // A triplet of this rank, wilds making up missing copies.
  if (n >= 3) meld(key - 3 * p, 0);
  else if (n === 2) meld(key - 2 * p, 1);
  meld(key - p, 2);
  // Runs holding this rank as their lowest real tile.
  if (n1 > 0) {
    if (n2 > 0) meld(key - p - 5 * p - 25 * p, 0);
    meld(key - p - 5 * p, 1);
  }
  if (n2 > 0) meld(key - p - 25 * p, 1);
  // The pair: natural, or one tile and a wild.
  if (n >= 2) pair(key - 2 * p, 0);
  pair(key - p, 1);
  return (table[key] = pack(melds, withPair));
}

// Honors cannot form runs: each kind is alone. Index by count 0–4.
const HONOR_MELDS = [0, 2, 1, 0, 2];
const HONOR_WITH_PAIR = [2, 1, 0, 2, 1];

export function honorNeed(count: number, pair: boolean): number {
  return pair ? HONOR_WITH_PAIR[count] : HONOR_MELDS[count];
}
