// The `fuzhou` rule set: the app's house rules, as this site reads them (its numbered readings,
// `ruling.N` in words.ts, shown on the rules index). A table of the gold family (../gold-family).

import type { RulesetParts } from '../define.ts';
import { goldRuleset } from '../gold-family/family.ts';
import type { FuzhouOptions } from './options.ts';
import { scoreFuzhou, whyFuzhouWin } from './score.ts';
import { FUZHOU_COPIES, FUZHOU_WALL_SIZE, isFuzhouFlower } from './tileset.ts';
import type { GoldTable } from '../gold-family/game/context.ts';

export type { FuzhouOptions } from './options.ts';
export { FUZHOU_OPTIONS } from './options.ts';

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

export function createFuzhou(options: FuzhouOptions): RulesetParts {
  return goldRuleset({
    name: 'fuzhou',
    table: fuzhouTable(options),
    wins: FUZHOU_WINS,
    figures: ['base', 'bonus', 'multiplier', 'total'],
    score: (situation) => scoreFuzhou(situation, options),
    whyWin: (score, situation) => whyFuzhouWin(score, situation, options),
  });
}
