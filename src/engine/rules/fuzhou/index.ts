// The `fuzhou` rule set: the app's house rules, as this site reads them (its numbered readings,
// `ruling.N` in words.ts, shown on the rules index).

import type { Ruleset } from '../types.ts';
import { goldRuleset } from './family.ts';
import { type FuzhouOptions, fuzhouOptionSpecs } from './options.ts';
import { scoreFuzhou, whyFuzhouWin } from './score.ts';
import { FUZHOU_COPIES, FUZHOU_HAND_KINDS, FUZHOU_WALL_SIZE, isFuzhouFlower } from './tileset.ts';
import type { GoldTable } from './game/context.ts';

export type { FuzhouOptions } from './options.ts';
export { fuzhouOptionsSchema, fuzhouOptionSpecs, FUZHOU_DEFAULTS } from './options.ts';

export const FUZHOU_WINS = ['normal', 'pinghu', 'gold-grab', 'three-golds', 'gold-pair', 'gold-dragon'] as const;

/** The house rules' table: its constants and the options that shape its deal machine. */
export function fuzhouTable(options: FuzhouOptions): GoldTable {
  return {
    copies: FUZHOU_COPIES,
    wallSize: FUZHOU_WALL_SIZE,
    isBonus: isFuzhouFlower,
    reserve: 18,
    finalSweep: 4,
    bonusSetReserve: 0,
    goldFlipFlower: options.goldFlipFlower,
    idleGold: options.idleGold,
    dealerGoldGrab: options.dealerGoldGrab,
    // Ruling 9: the option that forbids three golds on the deal binds the dealer too.
    threeGoldsOnDeal: { dealer: options.threeGoldsOnDeal, others: options.threeGoldsOnDeal },
    goldDiscardable: options.goldDiscardable,
    streakBonus: options.streakBonus,
    goldPairPriority: false,
  };
}

export function createFuzhou(options: FuzhouOptions): Ruleset {
  const table = fuzhouTable(options);
  return goldRuleset({
    name: 'fuzhou',
    words: 'fuzhou',
    options,
    optionSpecs: fuzhouOptionSpecs,
    table,
    handKinds: FUZHOU_HAND_KINDS,
    winBy: ['self-draw', 'discard', 'rob-kong', 'gold-grab'],
    wins: FUZHOU_WINS,
    figures: ['base', 'bonus', 'multiplier', 'total'],
    score: (situation) => scoreFuzhou(situation, options),
    whyWin: (score, situation) => whyFuzhouWin(score, situation, options),
  });
}
