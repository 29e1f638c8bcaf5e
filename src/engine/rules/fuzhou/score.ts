// Scoring a Fuzhou win (rulings 7, 10–13): legality first, then the highest special that the
// hand's readings allow, then base + bonus × multiplier, item by item.

import { wildsToComplete, wildsToMelds } from '../../hand/index.ts';
import { readGoldHand, reading } from '../gold-family/gold-hand.ts';
import type { NoWin, ScoreItem, Situation, WinScore } from '../types.ts';
import type { GoldSituation } from '../gold-family/situation-json.ts';
import type { FuzhouOptions } from './options.ts';

export type FuzhouWin = 'normal' | 'pinghu' | 'gold-grab' | 'three-golds' | 'gold-pair' | 'gold-dragon';

/** Bases of the special wins, highest first (ruling 12). */
export const SPECIAL_BASE: ReadonlyArray<readonly [FuzhouWin, number]> = [
  ['gold-dragon', 50],
  ['gold-pair', 30],
  ['three-golds', 20],
  ['gold-grab', 15],
  ['pinghu', 10],
];

const RULING_OF_WIN: Record<FuzhouWin, number> = {
  normal: 13,
  pinghu: 11,
  'gold-grab': 8,
  'three-golds': 9,
  'gold-pair': 10,
  'gold-dragon': 10,
};

const before = new Uint8Array(34);

const noWin = (reason: string): NoWin => ({ ok: false, reason });

/** A lone gold whose other tiles already form every meld (ruling 7), judged before the winning tile. */
export function isIdleGold(concealedBefore: ArrayLike<number>, goldsBefore: number): boolean {
  return goldsBefore === 1 && wildsToMelds(concealedBefore) === 0;
}

/** A Fuzhou win: the shared shape plus the formula's parts. */
export interface FuzhouScore extends WinScore {
  base: number;
  bonus: number;
  multiplier: number;
}

export function scoreFuzhou(s: GoldSituation, options: FuzhouOptions): FuzhouScore | NoWin {
  const { counts, golds, complete, threeGolds, fromOther, exposedKongs, concealedKongs } = readGoldHand(s);
  if (!complete && !threeGolds) return noWin('incomplete');

  if (fromOther && s.winningTile === s.wild) return noWin('dead-gold');
  if (s.winBy === 'gold-grab' && s.winningTile !== s.wild) return noWin('gold-grab-without-gold');
  if (fromOther && s.goldDiscarded) return noWin('discarded-gold');
  if (fromOther && options.idleGold) {
    before.set(counts);
    before[s.winningTile]--;
    if (isIdleGold(before, golds)) return noWin('idle-gold');
  }

  const win = bestWin(s, options, counts, golds, complete, threeGolds, exposedKongs + concealedKongs);
  const selfDrawLike = s.winBy === 'self-draw' || s.winBy === 'gold-grab' || (s.winBy === 'rob-kong' && options.robKongPays === 'as-self-draw');
  const special = win !== 'normal';
  const base = special ? SPECIAL_BASE.find(([w]) => w === win)![1] : selfDrawLike ? 2 : 1;
  const multiplier = special || selfDrawLike ? 2 : 1;

  const items: ScoreItem[] = [
    { id: `base.${win === 'normal' ? (selfDrawLike ? 'normal-self-draw' : 'normal-discard') : win}`, count: 1, each: base, points: base, ruling: RULING_OF_WIN[win] },
    { id: 'bonus.flowers', count: s.flowers.length, each: 1, points: s.flowers.length, ruling: 13 },
    { id: 'bonus.golds', count: golds, each: 1, points: golds, ruling: 13 },
    { id: 'bonus.exposed-kongs', count: exposedKongs, each: 1, points: exposedKongs, ruling: 13 },
    { id: 'bonus.concealed-kongs', count: concealedKongs, each: 2, points: 2 * concealedKongs, ruling: 13 },
    { id: 'bonus.streak', count: s.streak, each: 1, points: s.streak, ruling: 13 },
  ];
  let bonus = 0;
  for (let i = 1; i < items.length; i++) bonus += items[i].points;
  items.push({
    id: special ? 'multiplier.special' : selfDrawLike ? 'multiplier.self-draw' : 'multiplier.discard',
    count: 1,
    each: multiplier,
    points: multiplier,
    ruling: 13,
  });

  const total = base + bonus * multiplier;
  return {
    ok: true,
    ruleset: 'fuzhou',
    win,
    base,
    bonus,
    multiplier,
    total,
    figures: { base, bonus, multiplier, total },
    items,
    // Ruling 13: each of the other three pays the total, a discard win too.
    payments: [{ from: 'each-other', amount: total, reason: 'win' }],
    decomposition: reading(win, counts, golds, s.wild, complete),
    golds,
  };
}

function bestWin(s: Situation, options: FuzhouOptions, counts: Uint8Array, golds: number, complete: boolean, threeGolds: boolean, kongs: number): FuzhouWin {
  if (complete) {
    if (golds === 3 && wildsToComplete(counts) === 0) return 'gold-dragon';
    if (isGoldPair(counts, golds, options)) return 'gold-pair';
  }
  if (threeGolds) return 'three-golds';
  if (s.winBy === 'gold-grab') return 'gold-grab';
  if (kongs === 0 && s.flowers.length <= options.pinghuMaxFlowers) return 'pinghu';
  return 'normal';
}

/** Two golds as the pair; with `goldPairNatural`, every meld natural (ruling 10). */
function isGoldPair(counts: Uint8Array, golds: number, options: FuzhouOptions): boolean {
  if (options.goldPairNatural) return golds === 2 && wildsToMelds(counts) === 0;
  return golds >= 2 && wildsToMelds(counts) <= golds - 2;
}

/**
 * Why a win is or is not Pinghu (ruling 11: no flowers and no kongs), and, for a higher named
 * hand, that only the highest counts (ruling 12).
 */
export function whyFuzhouWin(score: WinScore, s: Situation, options: FuzhouOptions): { key: string; params: Record<string, string | number> }[] {
  const kongs = s.melds.filter((m) => m.type === 'kong' || m.type === 'added-kong' || m.type === 'concealed-kong').length;
  const flowers = s.flowers.length;
  if (score.win === 'pinghu') return [{ key: 'pinghu', params: { flowers: options.pinghuMaxFlowers } }];
  if (score.win === 'normal') {
    const out: { key: string; params: Record<string, string | number> }[] = [];
    if (flowers > options.pinghuMaxFlowers) out.push({ key: 'not-pinghu-flowers', params: { count: flowers } });
    if (kongs > 0) out.push({ key: 'not-pinghu-kongs', params: { count: kongs } });
    return out;
  }
  // A higher named hand that would also have been a Pinghu.
  return kongs === 0 && flowers <= options.pinghuMaxFlowers && score.decomposition !== null ? [{ key: 'highest-only', params: {} }] : [];
}
