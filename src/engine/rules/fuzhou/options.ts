// The named interpretations of the `fuzhou` rule set. Each defaults to this site's numbered
// reading of the house rules (`ruling.N` in words.ts, on the rules index); a table that plays it
// differently switches the option and re-checks its deals.

import { type OptionsOf, optionTable } from '../option-table.ts';

export const FUZHOU_OPTIONS = optionTable({
  /** Ruling 2: a flower flipped for the gold goes to the dealer's flowers (as the classic rules have it); or it is only set aside. */
  goldFlipFlower: { ruling: 2, values: ['dealer', 'set-aside'], default: 'dealer' },
  /** Ruling 7: a lone gold doing no work forbids winning on a discard or a robbed kong. */
  idleGold: { ruling: 7, values: [true, false], default: true },
  /** Ruling 8: the dealer may grab the gold by swapping one of the 17 tiles for it. */
  dealerGoldGrab: { ruling: 8, values: [true, false], default: true },
  /** Ruling 9: three golds held straight after the deal and flower replacement win at once. */
  threeGoldsOnDeal: { ruling: 9, values: [true, false], default: true },
  /** Ruling 10: a gold pair needs the five melds natural (no gold in them); some classic tables only ask for two golds as the pair. */
  goldPairNatural: { ruling: 10, values: [true, false], default: true },
  /** Ruling 11: how many flowers a Pinghu may have: 0 by the manual's table; some classic tables allow 1 (any of 0–15 is accepted). */
  pinghuMaxFlowers: { ruling: 11, values: [0, 1], default: 0, range: [0, 15] },
  /** Ruling 13: a win by robbing a kong is paid like a win on a discard (base 1, ×1), or like a self-draw. */
  robKongPays: { ruling: 13, values: ['as-discard', 'as-self-draw'], default: 'as-discard' },
  /** Ruling 13: the dealer's streak adds to every winner's bonus, or only to the dealer's own win. */
  streakBonus: { ruling: 13, values: ['every-winner', 'dealer-only'], default: 'every-winner' },
  /** Ruling 16: a gold may be discarded (it is then dead); the 144-tile table forbids it. */
  goldDiscardable: { ruling: 16, values: [true, false], default: true },
});

export type FuzhouOptions = OptionsOf<typeof FUZHOU_OPTIONS>;
