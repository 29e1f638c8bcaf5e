// The named interpretations of the `fuzhou-144` rule set, each defaulting to this site's reading
// (its rules pages number them). zod/mini: the replay page reads options in the browser.

import * as z from 'zod/mini';
import type { OptionSpec } from '../types.ts';

export const fuzhou144OptionsSchema = z.strictObject({
  /** Ruling 2: a bonus tile flipped for the gold goes to the dealer; or it is only set aside. */
  goldFlipFlower: z._default(z.enum(['dealer', 'set-aside']), 'dealer'),
  /** Ruling 3: one source says a gold is never discarded; the other lets it go out, dead (as the house rules). */
  goldDiscardable: z._default(z.boolean(), false),
  /** Ruling 4: the dealer may grab the gold by swapping one of its 17 tiles for it. */
  dealerGoldGrab: z._default(z.boolean(), true),
  /** Ruling 6: between wins on one discard, a gold pair comes before seat order (one source's rule; off at the table this site follows). */
  goldPairPriority: z._default(z.boolean(), false),
  /** Ruling 7: how much the reserve grows when one player sets aside all four of one honor. */
  honorSetReserve: z._default(z.union([z.literal(2), z.literal(0)]), 2),
  /** Ruling 8: the sources name no payer; each of the other three pays, or only the discarder of a discard win. */
  whoPays: z._default(z.enum(['each-other', 'discarder']), 'each-other'),
  /** Ruling 8: the dealer's streak scores for every winner, or only for the dealer's own win. */
  streakBonus: z._default(z.enum(['every-winner', 'dealer-only']), 'every-winner'),
});

export type Fuzhou144Options = z.infer<typeof fuzhou144OptionsSchema>;

export const FUZHOU_144_DEFAULTS: Fuzhou144Options = fuzhou144OptionsSchema.parse({});

export const fuzhou144OptionSpecs: readonly OptionSpec[] = [
  { id: 'goldFlipFlower', ruling: 2, values: ['dealer', 'set-aside'] },
  { id: 'goldDiscardable', ruling: 3, values: [false, true] },
  { id: 'dealerGoldGrab', ruling: 4, values: [true, false] },
  { id: 'goldPairPriority', ruling: 6, values: [false, true] },
  { id: 'honorSetReserve', ruling: 7, values: [2, 0] },
  { id: 'whoPays', ruling: 8, values: ['each-other', 'discarder'] },
  { id: 'streakBonus', ruling: 8, values: ['every-winner', 'dealer-only'] },
].map((spec) => ({ ...spec, default: FUZHOU_144_DEFAULTS[spec.id as keyof Fuzhou144Options] }));
