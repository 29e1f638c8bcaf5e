// Scoring a win at a Guangdong table (guangdong rulings 3–6): a discard is never won on; the hand
// must make one of the three shapes with the Red dragons wild; its fans stack, the reading that
// scores most is taken, and the points are 2 to the power of the fan, capped.

import type { Decomposition } from '../../hand/index.ts';
import type { NoWin, RolePayment, ScoreItem, WinScore } from '../types.ts';
import { isKong } from '../melds.ts';
import type { GdOptions } from './options.ts';
import { shapesOf, type GdShape } from './shapes.ts';
import type { GdSituation } from './situation.ts';
import { RED } from './tileset.ts';

export type GdFanId = 'basic' | 'all-pungs' | 'seven-pairs' | 'full-flush' | 'root' | 'kong-bloom' | 'self-draw' | 'thirteen-orphans';

/** Each fan's value, in the order a score lists them (ruling 5); thirteen orphans is worth the cap. */
export const GD_FANS: ReadonlyArray<readonly [GdFanId, number]> = [
  ['basic', 0],
  ['thirteen-orphans', 0],
  ['seven-pairs', 2],
  ['all-pungs', 1],
  ['full-flush', 2],
  ['root', 1],
  ['kong-bloom', 1],
  ['self-draw', 1],
];

export interface GdFan {
  id: GdFanId;
  count: number;
  fan: number;
}

export interface GdScore extends WinScore {
  /** The fans scored, each with how many times and the fan it adds. */
  fans: GdFan[];
  /** The fans summed, before the cap. */
  fan: number;
  /** 2 to the power of the capped fan: what each payer pays. */
  points: number;
}

const noWin = (reason: string): NoWin => ({ ok: false, reason });

/** Four identical natural tiles in the winning hand, a kong or four held (ruling 5); Red dragons are wild, never a root. */
export function rootCount(s: GdSituation): number {
  const counts = new Uint8Array(34);
  for (const t of s.concealed) if (t !== RED && t < 34) counts[t]++;
  for (const m of s.melds) for (const t of m.tiles) if (t < 34) counts[t]++;
  let roots = 0;
  for (let t = 0; t < 34; t++) if (counts[t] === 4) roots++;
  return roots;
}

/** Every natural tile of one suit (characters, dots or bamboo); the wilds go with any. */
function isFullFlush(s: GdSituation): boolean {
  let suit = -1;
  const tiles = [...s.concealed, ...s.melds.flatMap((m) => m.tiles)];
  for (const t of tiles) {
    if (t === RED) continue;
    if (t >= 27) return false;
    const k = (t / 9) | 0;
    if (suit >= 0 && k !== suit) return false;
    suit = k;
  }
  return suit >= 0;
}

function fansOf(s: GdSituation, shape: GdShape, reading: Decomposition | null, options: GdOptions): GdFan[] {
  const fans: GdFan[] = [{ id: 'basic', count: 1, fan: 0 }];
  // Under `none` the shape scores only its other fans: no item worth nothing is listed for it.
  if (shape === 'thirteen-orphans' && options.thirteenOrphans === 'cap') fans.push({ id: 'thirteen-orphans', count: 1, fan: options.fanCap });
  if (shape === 'seven-pairs') fans.push({ id: 'seven-pairs', count: 1, fan: 2 });
  if (shape === 'normal' && reading && reading.every((g) => g.type !== 'chow')) fans.push({ id: 'all-pungs', count: 1, fan: 1 });
  if (isFullFlush(s)) fans.push({ id: 'full-flush', count: 1, fan: 2 });
  const roots = rootCount(s);
  if (roots) fans.push({ id: 'root', count: roots, fan: roots });
  if (s.kongReplacement && s.winBy === 'self-draw' && s.melds.some((m) => isKong(m.type))) fans.push({ id: 'kong-bloom', count: 1, fan: 1 });
  if (s.winBy === 'self-draw') fans.push({ id: 'self-draw', count: 1, fan: 1 });
  return fans;
}

const RULING: Record<GdFanId, number> = { basic: 5, 'all-pungs': 5, 'seven-pairs': 5, 'full-flush': 5, root: 5, 'kong-bloom': 5, 'self-draw': 5, 'thirteen-orphans': 5 };

/** Scores a possible situation (see checkGdSituation): the best reading, or why it is no win. */
export function scoreGuangdong(s: GdSituation, options: GdOptions): GdScore | NoWin {
  // Ruling 3: a discard is never won on.
  if (s.winBy === 'discard') return noWin('no-discard-win');
  let best: { shape: GdShape; reading: Decomposition | null; fans: GdFan[]; fan: number; plain: number } | null = null;
  for (const { shape, readings } of shapesOf(s.concealed, s.melds.length)) {
    for (const reading of readings.length ? readings : [null]) {
      const fans = fansOf(s, shape, reading, options);
      const fan = fans.reduce((sum, f) => sum + f.fan, 0);
      // Between equal fan, the reading with the most wilds standing for themselves (777z) reads most plainly.
      const plain = reading ? reading.reduce((n, g) => n + g.wilds.filter((i) => g.tiles[i] === RED).length, 0) : 0;
      if (!best || fan > best.fan || (fan === best.fan && plain > best.plain)) best = { shape, reading, fans, fan, plain };
    }
  }
  if (!best) return noWin('incomplete');
  const counted = Math.min(best.fan, options.fanCap);
  const points = 2 ** counted;
  const items: ScoreItem[] = best.fans.map((f) => ({ id: f.id, count: f.count, each: f.count ? f.fan / f.count : 0, points: f.fan, ruling: RULING[f.id] }));
  const payments: RolePayment[] = [{ from: s.winBy === 'rob-kong' ? 'discarder' : 'each-other', amount: points, reason: 'win' }];
  const golds = s.concealed.filter((t) => t === RED).length;
  return {
    ok: true,
    ruleset: 'guangdong',
    win: best.shape,
    total: points,
    figures: { fan: best.fan, counted, total: points },
    items,
    payments,
    decomposition: best.reading,
    golds,
    fans: best.fans.filter((f) => f.id !== 'basic'),
    fan: best.fan,
    points,
    // Ruling 6: over the cap the formula says so ("9 fan, capped at 8"), never 9 beside 2⁸.
    ...(counted < best.fan ? { formula: 'capped' } : {}),
  };
}
