// The `fuzhou-144` rule set: the classic 144-tile Fuzhou table game, read as this site's numbered
// readings for it say (`ruling.N` in words.ts, shown on the rules index). A table of the gold
// family (../gold-family): its constants, options, wins and scoring.

import type { Problem } from '../../schema/problem.ts';
import type { RulesetParts } from '../define.ts';
import { goldRuleset } from '../gold-family/family.ts';
import type { GoldTable } from '../gold-family/game/context.ts';
import type { Fuzhou144Options } from './options.ts';
import type { GoldSituation } from '../gold-family/situation-json.ts';
import { scoreFuzhou144 } from './score.ts';
import { FUZHOU_144_COPIES, FUZHOU_144_WALL_SIZE, isBonus144 } from './tileset.ts';

export { FUZHOU_144_OPTIONS, type Fuzhou144Options } from './options.ts';

export const FUZHOU_144_WINS = ['standard', 'self-draw', 'three-golds', 'gold-pair', 'gold-grab', 'gold-dragon'] as const;

/** The classic table: its constants and the options that shape its deal machine. */
export function fuzhou144Table(options: Fuzhou144Options): GoldTable {
  return {
    copies: FUZHOU_144_COPIES,
    wallSize: FUZHOU_144_WALL_SIZE,
    isBonus: isBonus144,
    reserve: 18,
    finalSweep: 4,
    bonusSetReserve: options.honorSetReserve,
    goldFlipFlower: options.goldFlipFlower,
    // Ruling 3: by default a gold is never discarded (no dead gold); the idle-gold rule is the house rules' alone.
    idleGold: false,
    goldDiscardable: options.goldDiscardable,
    dealerGoldGrab: options.dealerGoldGrab,
    // Ruling 5: three golds win after one's own draw; the dealer's 17th tile is its opening draw.
    threeGoldsOnDeal: { dealer: true, others: false },
    streakBonus: options.streakBonus,
    goldPairPriority: options.goldPairPriority,
  };
}

export function createFuzhou144(options: Fuzhou144Options): RulesetParts {
  const table = fuzhou144Table(options);
  return goldRuleset({
    name: 'fuzhou-144',
    table,
    wins: FUZHOU_144_WINS,
    figures: ['points', 'multiplier', 'total'],
    score: (situation) => scoreFuzhou144(situation, options),
    check: (situation) => goldDiscardedCheck(situation, table, options),
  });
}

/**
 * Ruling 3: a gold is never discarded here, so a situation saying the winner discarded one cannot
 * happen; refused by name unless the table allows it (a `goldDiscardable` option, when there is one).
 */
function goldDiscardedCheck(situation: GoldSituation, table: GoldTable, options: Fuzhou144Options): Problem[] {
  const allowed = table.goldDiscardable || (options as Record<string, unknown>).goldDiscardable === true;
  if (!situation.goldDiscarded || allowed) return [];
  return [{ path: ['goldDiscarded'], code: 'gold-not-discardable', params: {} }];
}
