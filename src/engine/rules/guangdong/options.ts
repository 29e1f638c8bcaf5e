// The named interpretations of the `guangdong` rule set, each defaulting to this site's reading
// (its numbered readings, `ruling.N` in words.ts).

import { type OptionsOf, optionTable } from '../option-table.ts';

export const GD_OPTIONS = optionTable({
  /** guangdong ruling 6: the fan is capped at 8 (4 at a Sichuan table). */
  fanCap: { ruling: 6, values: [8, 4], default: 8 },
  /** guangdong ruling 5: thirteen orphans scores the cap (`cap`), or only its other fans (`none`). */
  thirteenOrphans: { ruling: 5, values: ['cap', 'none'], default: 'cap' },
});

export type GdOptions = OptionsOf<typeof GD_OPTIONS>;
