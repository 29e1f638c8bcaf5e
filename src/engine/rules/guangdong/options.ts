// The named interpretations of the `guangdong` rule set, each defaulting to this site's reading
// (its numbered readings, `ruling.N` in words.ts). zod/mini: the replay page reads options in the browser.

import * as z from 'zod/mini';
import type { OptionSpec } from '../types.ts';

export const FAN_CAPS = [8, 4] as const;
export const THIRTEEN_ORPHANS = ['cap', 'none'] as const;

export const gdOptionsSchema = z.strictObject({
  /** guangdong ruling 6: the fan is capped at 8 (4 at a Sichuan table). */
  fanCap: z._default(z.union([z.literal(8), z.literal(4)]), 8),
  /** guangdong ruling 5: thirteen orphans scores the cap (`cap`), or only its other fans (`none`). */
  thirteenOrphans: z._default(z.enum(THIRTEEN_ORPHANS), 'cap'),
});

export type GdOptions = z.infer<typeof gdOptionsSchema>;

export const GD_DEFAULTS: GdOptions = gdOptionsSchema.parse({});

export const gdOptionSpecs: readonly OptionSpec[] = [
  { id: 'fanCap', ruling: 6, values: [...FAN_CAPS] },
  { id: 'thirteenOrphans', ruling: 5, values: [...THIRTEEN_ORPHANS] },
].map((spec) => ({ ...spec, default: GD_DEFAULTS[spec.id as keyof GdOptions] }));
