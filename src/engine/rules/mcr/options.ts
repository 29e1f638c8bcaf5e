// The named interpretations of the `mcr` rule set, each defaulting to this site's reading (its
// numbered readings, `ruling.N` in words.ts).

import { type OptionsOf, optionTable } from '../option-table.ts';

export const MCR_OPTIONS = optionTable({
  /** mcr ruling 7: the round (prevalent) wind of the deal, East unless the log says otherwise. */
  roundWind: { ruling: 7, values: ['1z', '2z', '3z', '4z'], default: '1z' },
  /** mcr ruling 9: a kind whose four copies the winner holds is no wait (`live`), or the shape alone decides (`shape`). */
  exhaustedWaits: { ruling: 9, values: ['live', 'shape'], default: 'live' },
  /** mcr ruling 9: one concealed and one melded kong score 明暗杠 (5) instead of Concealed Kong 2 + Melded Kong 1. */
  meldedConcealedKong: { ruling: 9, values: [false, true], default: false },
  /** mcr ruling 9: a knitted-straight tile that also fills an edge, closed or single wait scores that wait. */
  knittedWaitFans: { ruling: 9, values: [true, false], default: true },
  /** mcr ruling 10: 144 tiles with flowers, or Botzone's 136 without, each seat drawing from its own quarter. */
  wall: { ruling: 10, values: ['standard', 'botzone'], default: 'standard' },
  /** mcr ruling 10: one winner on a discard (the next seat after the discarder), or every seat that declares a win. */
  multipleWins: { ruling: 10, values: [false, true], default: false },
});

export type McrOptions = OptionsOf<typeof MCR_OPTIONS>;

/** The readings the scorer needs (ruling 9). */
export type McrScoring = Pick<McrOptions, 'exhaustedWaits' | 'meldedConcealedKong' | 'knittedWaitFans'>;

export const DEFAULT_SCORING: McrScoring = { exhaustedWaits: 'live', meldedConcealedKong: false, knittedWaitFans: true };
