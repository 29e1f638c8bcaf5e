// The named interpretations of the `fuzhou` rule set. Each defaults to this site's numbered
// reading of the house rules (`ruling.N` in words.ts, on the rules index); a table that plays it
// differently switches the option and re-checks its deals.
// zod/mini, like the deal log schema: the replay page parses logs in the browser.

import * as z from 'zod/mini';
import type { OptionSpec } from '../types.ts';

export const fuzhouOptionsSchema = z.strictObject({
  /** Ruling 2: a flower flipped for the gold goes to the dealer's flowers (as the classic rules have it); or it is only set aside. */
  goldFlipFlower: z._default(z.enum(['dealer', 'set-aside']), 'dealer'),
  /** Ruling 7: a lone gold doing no work forbids winning on a discard or a robbed kong. */
  idleGold: z._default(z.boolean(), true),
  /** Ruling 8: the dealer may grab the gold by swapping one of the 17 tiles for it. */
  dealerGoldGrab: z._default(z.boolean(), true),
  /** Ruling 9: three golds held straight after the deal and flower replacement win at once. */
  threeGoldsOnDeal: z._default(z.boolean(), true),
  /** Ruling 10: a gold pair needs the five melds natural (no gold in them); some classic tables only ask for two golds as the pair. */
  goldPairNatural: z._default(z.boolean(), true),
  /** Ruling 11: how many flowers a Pinghu may have: 0 by the manual's table; some classic tables allow 1. */
  pinghuMaxFlowers: z._default(z.int().check(z.gte(0), z.lte(15)), 0),
  /** Ruling 13: a win by robbing a kong is paid like a win on a discard (base 1, ×1), or like a self-draw. */
  robKongPays: z._default(z.enum(['as-discard', 'as-self-draw']), 'as-discard'),
  /** Ruling 13: the dealer's streak adds to every winner's bonus, or only to the dealer's own win. */
  streakBonus: z._default(z.enum(['every-winner', 'dealer-only']), 'every-winner'),
  /** Ruling 16: a gold may be discarded (it is then dead); the 144-tile table forbids it. */
  goldDiscardable: z._default(z.boolean(), true),
});

export type FuzhouOptions = z.infer<typeof fuzhouOptionsSchema>;

export const FUZHOU_DEFAULTS: FuzhouOptions = fuzhouOptionsSchema.parse({});

/** What the rules pages list: each option, the ruling it stands for, and its values. */
export const fuzhouOptionSpecs: readonly OptionSpec[] = [
  { id: 'goldFlipFlower', ruling: 2, values: ['dealer', 'set-aside'] },
  { id: 'idleGold', ruling: 7, values: [true, false] },
  { id: 'dealerGoldGrab', ruling: 8, values: [true, false] },
  { id: 'threeGoldsOnDeal', ruling: 9, values: [true, false] },
  { id: 'goldPairNatural', ruling: 10, values: [true, false] },
  { id: 'pinghuMaxFlowers', ruling: 11, values: [0, 1] },
  { id: 'robKongPays', ruling: 13, values: ['as-discard', 'as-self-draw'] },
  { id: 'streakBonus', ruling: 13, values: ['every-winner', 'dealer-only'] },
  { id: 'goldDiscardable', ruling: 16, values: [true, false] },
].map((spec) => ({ ...spec, default: FUZHOU_DEFAULTS[spec.id as keyof FuzhouOptions] }));
