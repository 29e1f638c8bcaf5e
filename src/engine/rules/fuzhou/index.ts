// The `fuzhou` rule set: the app's house rules (seed 000) read with shared/rulings.md.

import type { Ruleset } from '../types.ts';
import { type FuzhouOptions, fuzhouOptionSpecs } from './options.ts';
import { scoreFuzhou } from './score.ts';
import { checkFuzhouSituation } from './situation.ts';
import { createFuzhouDeal } from './game/index.ts';
import { FUZHOU_COPIES, FUZHOU_HAND_KINDS, isFuzhouFlower } from './tileset.ts';

export type { FuzhouOptions } from './options.ts';
export { fuzhouOptionsSchema, fuzhouOptionSpecs, FUZHOU_DEFAULTS } from './options.ts';

export interface FuzhouRuleset extends Ruleset<FuzhouOptions> {
  readonly name: 'fuzhou';
}

export function createFuzhou(options: FuzhouOptions): FuzhouRuleset {
  const ruleset: FuzhouRuleset = {
    name: 'fuzhou',
    options,
    optionSpecs: fuzhouOptionSpecs,
    copies: FUZHOU_COPIES,
    handKinds: FUZHOU_HAND_KINDS,
    handSize: 16,
    meldsToWin: 5,
    hasGold: true,
    isFlower: isFuzhouFlower,
    checkSituation: checkFuzhouSituation,
    score: (situation) => scoreFuzhou(situation, options),
    deal: (setup) => createFuzhouDeal(ruleset, setup),
  };
  return ruleset;
}
