// The named interpretations of the `fuzhou-144` rule set, each defaulting to this site's reading
// (its rules pages number them).

import { type OptionsOf, optionTable } from '../option-table.ts';

export const FUZHOU_144_OPTIONS = optionTable({
  /** Ruling 2: a bonus tile flipped for the gold goes to the dealer; or it is only set aside. */
  goldFlipFlower: { ruling: 2, values: ['dealer', 'set-aside'], default: 'dealer' },
  /** Ruling 3: one source says a gold is never discarded; the other lets it go out, dead (as the house rules). */
  goldDiscardable: { ruling: 3, values: [false, true], default: false },
  /** Ruling 4: the dealer may grab the gold by swapping one of its 17 tiles for it. */
  dealerGoldGrab: { ruling: 4, values: [true, false], default: true },
  /** Ruling 6: between wins on one discard, a gold pair comes before seat order (one source's rule; off at the table this site follows). */
  goldPairPriority: { ruling: 6, values: [false, true], default: false },
  /** Ruling 7: how much the reserve grows when one player sets aside all four of one honor. */
  honorSetReserve: { ruling: 7, values: [2, 0], default: 2 },
  /** Ruling 8: the sources name no payer; each of the other three pays, or only the discarder of a discard win. */
  whoPays: { ruling: 8, values: ['each-other', 'discarder'], default: 'each-other' },
  /** Ruling 8: the dealer's streak scores for every winner, or only for the dealer's own win. */
  streakBonus: { ruling: 8, values: ['every-winner', 'dealer-only'], default: 'every-winner' },
});

export type Fuzhou144Options = OptionsOf<typeof FUZHOU_144_OPTIONS>;
