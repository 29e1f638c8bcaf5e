// A naive reference of fuzhou-144 scoring (ruling 8, with rulings 3–5) for the property tests:
// the formula written out again from the rulings, sharing no code with the engine. Whether a
// hand is complete, and whether it has a gold pair or gold dragon reading, is decided by the
// plain backtracking of tests/unit/engine/reference.ts.
import { naiveComplete } from '../../engine/reference.ts';
import type { Json144, MeldType, WinBy } from './helpers.ts';

/** Tile ids as the engine numbers them: 0–26 suited (m, p, s), 27–33 honors 1z–7z, 34–41 flowers 1f–8f. */
export type Tile = number;
export const HONORS: readonly Tile[] = [27, 28, 29, 30, 31, 32, 33];
export const FLOWER_SETS: readonly (readonly Tile[])[] = [
  [34, 35, 36, 37],
  [38, 39, 40, 41],
];

export interface Hand {
  gold: Tile;
  concealed: Tile[];
  melds: { type: MeldType; tiles: Tile[] }[];
  winningTile: Tile;
  winBy: WinBy;
  flowers: Tile[];
  streak: number;
}

export const MULTIPLIER = {
  standard: 1,
  'self-draw': 2,
  'three-golds': 3,
  'gold-pair': 4,
  'gold-grab': 5,
  'gold-dragon': 8,
} as const;
export type Win = keyof typeof MULTIPLIER;

export type Reference = { ok: false } | { ok: true; win: Win; golds: number; points: number; multiplier: number; total: number };

const code = (t: Tile): string => {
  if (t < 27) return `${(t % 9) + 1}${'mps'[Math.floor(t / 9)]}`;
  if (t < 34) return `${t - 26}z`;
  return `${t - 33}f`;
};
/** Reads notation (`123m5p1z`) into tile ids, written again here so the reference needs no engine code. */
export function ids(text: string): Tile[] {
  const out: Tile[] = [];
  let digits = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') digits += ch;
    else {
      const start = { m: 0, p: 9, s: 18, z: 27, f: 34 }[ch];
      if (start === undefined) throw new Error(`bad notation ${text}`);
      for (const d of digits) out.push(start + Number(d) - 1);
      digits = '';
    }
  }
  return out;
}

/** Notation one tile at a time (`1m2m3m`), which any reader of the notation accepts. */
export const notation = (tiles: readonly Tile[]): string => tiles.map(code).join('');

export function toJson(h: Hand): Json144 {
  return {
    ruleset: 'fuzhou-144',
    gold: code(h.gold),
    concealed: notation(h.concealed),
    melds: h.melds.map((m) => ({ type: m.type, tiles: notation(m.tiles) })),
    winningTile: code(h.winningTile),
    winBy: h.winBy,
    flowers: notation(h.flowers),
    streak: h.streak,
  };
}

/** Bonus tiles: complete sets (four of one honor, 1f–4f, 5f–8f) and the single tiles outside them. */
export function bonusOf(flowers: readonly Tile[]): { singles: number; sets: number } {
  const n = (t: Tile) => flowers.filter((f) => f === t).length;
  let singles = 0;
  let sets = 0;
  for (const h of HONORS) {
    if (n(h) === 4) sets++;
    else singles += n(h);
  }
  for (const set of FLOWER_SETS) {
    const held = set.filter((t) => n(t) > 0).length;
    if (held === 4) sets++;
    else singles += held;
  }
  return { singles, sets };
}

/** Whether adding this bonus tile completes a set. */
export function completesSet(flowers: readonly Tile[], t: Tile): boolean {
  if (t < 34) return flowers.filter((f) => f === t).length === 3;
  const set = FLOWER_SETS.find((s) => s.includes(t))!;
  return set.every((s) => s === t || flowers.includes(s));
}

export function referenceScore(h: Hand): Reference {
  const counts = new Array(34).fill(0);
  let golds = 0;
  for (const t of h.concealed) {
    if (t === h.gold) golds++;
    else counts[t]++;
  }
  const complete = naiveComplete(counts, golds);
  const selfDraw = h.winBy === 'self-draw';
  if (!complete && !(selfDraw && golds >= 3)) return { ok: false };

  // Named hands that apply; the highest multiplier is the one won.
  const applies: Win[] = [];
  if (h.winBy === 'discard' || h.winBy === 'rob-kong') applies.push('standard');
  if (selfDraw) applies.push('self-draw');
  if (selfDraw && golds >= 3) applies.push('three-golds');
  // Gold pair: exactly two golds, and the 15 natural tiles are five melds. A pair of an unused
  // honor (7z, two copies, no golds) stands in for the gold pair so naiveComplete can be asked.
  const withPair = [...counts];
  withPair[33] += 2;
  if (complete && golds === 2 && naiveComplete(withPair, 0)) applies.push('gold-pair');
  if (h.winBy === 'gold-grab' && complete) applies.push('gold-grab');
  // Gold dragon: exactly three golds, and the 14 natural tiles are four melds and a pair.
  if (golds === 3 && naiveComplete(counts, 0)) applies.push('gold-dragon');
  if (applies.length === 0) return { ok: false };
  const win = applies.reduce((a, b) => (MULTIPLIER[b] > MULTIPLIER[a] ? b : a));

  const { singles, sets } = bonusOf(h.flowers);
  const exposedKongs = h.melds.filter((m) => m.type === 'kong' || m.type === 'added-kong').length;
  const concealedKongs = h.melds.filter((m) => m.type === 'concealed-kong').length;
  const points = 3 + golds + singles + 6 * sets + exposedKongs + 2 * concealedKongs + 2 * h.streak;
  const multiplier = MULTIPLIER[win];
  return { ok: true, win, golds, points, multiplier, total: points * multiplier };
}
