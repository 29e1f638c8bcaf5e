// Scoring a win at the classic 144-tile table (rulings 3, 5, 8): legality, then the one named
// hand with the highest multiplier, then points item by item × that multiplier.

import { wildsToComplete, wildsToMelds } from '../../hand/index.ts';
import { readGoldHand, reading } from '../gold-family/gold-hand.ts';
import { SUITED_KINDS } from '../../tiles/index.ts';
import type { NoWin, RolePayment, ScoreItem, WinScore } from '../types.ts';
import type { GoldSituation } from '../gold-family/situation-json.ts';
import type { Fuzhou144Options } from './options.ts';
import { FLOWER_SETS } from './tileset.ts';

export type Fuzhou144Win = 'standard' | 'self-draw' | 'three-golds' | 'gold-pair' | 'gold-grab' | 'gold-dragon';

/** Each named hand's multiplier, highest first (ruling 8). */
export const MULTIPLIERS: ReadonlyArray<readonly [Fuzhou144Win, number]> = [
  ['gold-dragon', 8],
  ['gold-grab', 5],
  ['gold-pair', 4],
  ['three-golds', 3],
  ['self-draw', 2],
  ['standard', 1],
];

const RULING_OF_WIN: Record<Fuzhou144Win, number> = {
  standard: 8,
  'self-draw': 8,
  'three-golds': 5,
  'gold-pair': 5,
  'gold-grab': 4,
  'gold-dragon': 5,
};

export interface Fuzhou144Score extends WinScore {
  points: number;
  multiplier: number;
}

const noWin = (reason: string): NoWin => ({ ok: false, reason });

/** Single bonus tiles and complete sets (four of one honor; a whole flower or season set). */
export function bonusCount(flowers: readonly number[]): { singles: number; sets: number } {
  const counts = new Uint8Array(42);
  for (const t of flowers) counts[t]++;
  let sets = 0;
  let inSets = 0;
  for (let t = SUITED_KINDS; t < 34; t++) {
    if (counts[t] === 4) {
      sets++;
      inSets += 4;
    }
  }
  for (const set of FLOWER_SETS) {
    if (set.every((t) => counts[t] > 0)) {
      sets++;
      inSets += set.length;
    }
  }
  return { singles: flowers.length - inSets, sets };
}

export function scoreFuzhou144(s: GoldSituation, options: Fuzhou144Options): Fuzhou144Score | NoWin {
  const { counts, golds, complete, threeGolds, fromOther, exposedKongs, concealedKongs } = readGoldHand(s);
  if (!complete && !threeGolds) return noWin('incomplete');
  // Ruling 3: a gold is never konged, and never discarded or dead when discarded, so nobody wins on one
  // from another seat; with goldDiscardable, its discarder may win only by self-draw (as the house rules).
  if (fromOther && s.winningTile === s.wild) return noWin('gold-never-discarded');
  if (fromOther && options.goldDiscardable && s.goldDiscarded) return noWin('discarded-gold');
  if (s.winBy === 'gold-grab' && s.winningTile !== s.wild) return noWin('gold-grab-without-gold');

  const applies: Record<Fuzhou144Win, boolean> = {
    'gold-dragon': complete && golds === 3 && wildsToComplete(counts) === 0,
    'gold-grab': s.winBy === 'gold-grab',
    'gold-pair': complete && golds === 2 && wildsToMelds(counts) === 0,
    'three-golds': threeGolds,
    'self-draw': s.winBy === 'self-draw',
    standard: true,
  };
  const [win, multiplier] = MULTIPLIERS.find(([w]) => applies[w])!;

  const { singles, sets } = bonusCount(s.flowers);
  const items: ScoreItem[] = [
    { id: 'points.base', count: 1, each: 3, points: 3, ruling: 8 },
    { id: 'points.golds', count: golds, each: 1, points: golds, ruling: 8 },
    { id: 'points.bonus-tiles', count: singles, each: 1, points: singles, ruling: 8 },
    { id: 'points.bonus-sets', count: sets, each: 6, points: 6 * sets, ruling: 8 },
    { id: 'points.exposed-kongs', count: exposedKongs, each: 1, points: exposedKongs, ruling: 8 },
    { id: 'points.concealed-kongs', count: concealedKongs, each: 2, points: 2 * concealedKongs, ruling: 8 },
    { id: 'points.streak', count: s.streak, each: 2, points: 2 * s.streak, ruling: 8 },
  ];
  const points = items.reduce((sum, item) => sum + item.points, 0);
  items.push({ id: `multiplier.${win}`, count: 1, each: multiplier, points: multiplier, ruling: RULING_OF_WIN[win] });
  const total = points * multiplier;
  const payments: RolePayment[] = [{ from: options.whoPays === 'discarder' && fromOther ? 'discarder' : 'each-other', amount: total, reason: 'win' }];
  return {
    ok: true,
    ruleset: 'fuzhou-144',
    win,
    points,
    multiplier,
    total,
    figures: { points, multiplier, total },
    items,
    payments,
    decomposition: reading(win, counts, golds, s.wild, complete),
    golds,
  };
}
