// The fans that chows make together (mcr ruling 2's account-once rule), for up to four chows:
// - four chows of one fan (Quadruple Chow, Four Pure Shifted Chows) count that fan alone;
// - else at most one fan of three chows; the fourth chow may then make one fan of two with one of
//   the three (never one that the fan of three excludes);
// - else fans of two chows (Pure Double Chow, Mixed Double Chow, Short Straight, Two Terminal
//   Chows), each combining a chow not yet combined with another: the pairs counted form a forest,
//   and no chow is in two pairs of the same fan ("a set reused once, never for the same fan").
// Among the ways allowed, the most points; between equal ones, the most of the lower-numbered
// fans (Pure Double Chow before Mixed Double Chow before Short Straight before Two Terminal Chows).
// The results depend only on the chows, so each combination is worked out once and remembered.

import { FAN_BY_NO, N } from './fans.ts';
import { rankOf, suitOf } from './tiles.ts';

/** The fan two chows (first tiles a ≤ b) make, or 0. */
export function pairFan(a: number, b: number): number {
  if (suitOf(a) === suitOf(b)) {
    if (a === b) return N.pureDoubleChow;
    if (b - a === 3) return N.shortStraight;
    if (rankOf(a) === 0 && rankOf(b) === 6) return N.twoTerminalChows;
    return 0;
  }
  return rankOf(a) === rankOf(b) ? N.mixedDoubleChow : 0;
}

/** The fan three chows (sorted first tiles) make, or 0. */
export function tripleFan(a: number, b: number, c: number): number {
  const sa = suitOf(a);
  const sb = suitOf(b);
  const sc = suitOf(c);
  if (sa === sb && sb === sc) {
    if (a === b && b === c) return N.pureTripleChow;
    if ((b - a === 1 && c - b === 1) || (b - a === 2 && c - b === 2)) return N.pureShiftedChows;
    if (rankOf(a) === 0 && b - a === 3 && c - b === 3) return N.pureStraight;
    return 0;
  }
  if (sa === sb || sb === sc || sa === sc) return 0;
  const r = [rankOf(a), rankOf(b), rankOf(c)].sort((x, y) => x - y);
  if (r[0] === r[2]) return N.mixedTripleChow;
  if (r[1] === r[0] + 1 && r[2] === r[1] + 1) return N.mixedShiftedChows;
  if (r[0] === 0 && r[1] === 3 && r[2] === 6) return N.mixedStraight;
  return 0;
}

/** The fan four chows of one suit (sorted first tiles) make, or 0. */
export function fourFan(s: readonly number[]): number {
  if (suitOf(s[0]) !== suitOf(s[3])) return 0;
  if (s[0] === s[3]) return N.quadrupleChow;
  const d = s[1] - s[0];
  if ((d === 1 || d === 2) && s[2] - s[1] === d && s[3] - s[2] === d) return N.fourPureShiftedChows;
  return 0;
}

interface Option {
  points: number;
  /** Fan numbers, ascending, one entry per count. */
  fans: number[];
}

const pointsOf = (fans: number[]) => fans.reduce((sum, no) => sum + FAN_BY_NO[no].points, 0);

/** Better: more points; then, at the first difference of the ascending lists, the lower number. */
function better(a: Option, b: Option | null): boolean {
  if (!b) return true;
  if (a.points !== b.points) return a.points > b.points;
  for (let i = 0; i < Math.min(a.fans.length, b.fans.length); i++) if (a.fans[i] !== b.fans[i]) return a.fans[i] < b.fans[i];
  return a.fans.length > b.fans.length;
}

/** Pairs of chows only: the largest forest with no chow in two pairs of one fan. */
function pairsOnly(s: readonly number[]): Option {
  const edges: [number, number, number][] = [];
  for (let i = 0; i < s.length; i++)
    for (let j = i + 1; j < s.length; j++) {
      const f = pairFan(s[i], s[j]);
      if (f) edges.push([i, j, f]);
    }
  let best: Option = { points: 0, fans: [] };
  for (let mask = 1; mask < 1 << edges.length; mask++) {
    const parent = [0, 1, 2, 3];
    const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x])));
    const used = new Set<string>();
    const fans: number[] = [];
    let ok = true;
    for (let e = 0; e < edges.length && ok; e++) {
      if (!(mask & (1 << e))) continue;
      const [i, j, f] = edges[e];
      const ri = find(i);
      const rj = find(j);
      if (ri === rj || used.has(`${i}:${f}`) || used.has(`${j}:${f}`)) ok = false;
      parent[ri] = rj;
      used.add(`${i}:${f}`).add(`${j}:${f}`);
      fans.push(f);
    }
    if (!ok) continue;
    fans.sort((x, y) => x - y);
    const option = { points: pointsOf(fans), fans };
    if (better(option, best)) best = option;
  }
  return best;
}

function solve(s: readonly number[]): Option {
  if (s.length === 4) {
    const f = fourFan(s);
    if (f) return { points: FAN_BY_NO[f].points, fans: [f] };
  }
  let best = pairsOnly(s);
  if (s.length < 3) return best;
  for (let out = s.length === 4 ? 0 : -1; out < s.length; out++) {
    const three = s.filter((_, i) => i !== out);
    if (three.length !== 3) continue;
    const f = tripleFan(three[0], three[1], three[2]);
    if (!f) continue;
    const fans = [f];
    if (out >= 0) {
      // The fourth chow joins one of the three once, with a fan the fan of three leaves countable.
      let extra = 0;
      for (const t of three) {
        const g = pairFan(Math.min(t, s[out]), Math.max(t, s[out]));
        if (g && !FAN_BY_NO[f].excludes.includes(FAN_BY_NO[g].id) && (extra === 0 || g < extra)) extra = g;
      }
      if (extra) fans.push(extra);
    }
    const option = { points: pointsOf(fans), fans: fans.sort((x, y) => x - y) };
    if (better(option, best)) best = option;
  }
  return best;
}

// The remembered results: each distinct one once, flat ([no, count, …], 0-ended) in `RESULT`,
// found through a table by the chows' dense key (0 = not yet worked out). A typed table, no Map:
// this runs for every reading of every scored hand.
const SLOTS = 22; // 0: no chow; 1–21: the 21 chows (suit × first rank 0–6)
const KEY_OF = new Int8Array(27).map((_, t) => (t % 9 < 7 ? 1 + ((t / 9) | 0) * 7 + (t % 9) : 0));
const table = new Uint16Array(SLOTS ** 4);
const RESULT: number[] = [0];
const results = new Map<string, number>();

/**
 * The chow fans of up to four chows given by first tile, sorted ascending (the array is not kept),
 * as the offset in `chowResult` of their flat list [no, count, …] ended by 0.
 */
export function chowFans(starts: ArrayLike<number>, n: number): number {
  let key = 0;
  for (let i = 0; i < n; i++) key = key * SLOTS + KEY_OF[starts[i]];
  const found = table[key];
  if (found !== 0) return found;
  const option = solve(Array.from({ length: n }, (_, i) => starts[i]));
  const flat: number[] = [];
  for (const no of option.fans) {
    if (flat.length > 0 && flat[flat.length - 2] === no) flat[flat.length - 1]++;
    else flat.push(no, 1);
  }
  const text = flat.join();
  let at = results.get(text);
  if (at === undefined) {
    at = RESULT.length;
    RESULT.push(...flat, 0);
    results.set(text, at);
    chowResult = Int8Array.from(RESULT);
  }
  table[key] = at;
  return at;
}

/** Every result `chowFans` has given, flat: read from its offset up to the 0. */
export let chowResult: Int8Array = Int8Array.from(RESULT);
