// The named interpretations of the `mcr` rule set, each defaulting to this site's reading (its
// numbered readings, `ruling.N` in words.ts).

import { type OptionsOf, optionTable } from '../option-table.ts';

export const MCR_OPTIONS = optionTable({
  /** mcr ruling 7: the round (prevalent) wind of the deal, East unless the log says otherwise. */
  roundWind: { ruling: 7, values: ['1z', '2z', '3z', '4z'], default: '1z' },
});

export type McrOptions = OptionsOf<typeof MCR_OPTIONS>;
