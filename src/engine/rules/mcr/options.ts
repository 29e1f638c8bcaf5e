// The named interpretations of the `mcr` rule set, each defaulting to this site's reading (its
// numbered readings, `ruling.N` in words.ts). zod/mini: the replay page reads options in the browser.

import * as z from 'zod/mini';
import type { OptionSpec } from '../types.ts';

export const MCR_WINDS = ['1z', '2z', '3z', '4z'] as const;

export const mcrOptionsSchema = z.strictObject({
  /** mcr ruling 7: the round (prevalent) wind of the deal, East unless the log says otherwise. */
  roundWind: z._default(z.enum(MCR_WINDS), '1z'),
});

export type McrOptions = z.infer<typeof mcrOptionsSchema>;

export const MCR_DEFAULTS: McrOptions = mcrOptionsSchema.parse({});

export const mcrOptionSpecs: readonly OptionSpec[] = [{ id: 'roundWind', ruling: 7, values: [...MCR_WINDS] }].map((spec) => ({
  ...spec,
  default: MCR_DEFAULTS[spec.id as keyof McrOptions],
}));
