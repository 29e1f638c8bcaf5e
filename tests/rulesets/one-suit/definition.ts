// How the one-suit test table registers: `defineRuleset` as every folder in src/engine/rules/
// does, stating only how it differs from the usual table. Registered from a test (register.ts).

import { defineRuleset } from '../../../src/engine/rules/define.ts';
import { type OptionsOf, optionTable } from '../../../src/engine/rules/option-table.ts';
import { USUAL_CLAIM_RANK } from '../../../src/engine/game/claims.ts';
import { ONE_SUIT_EVENTS } from './events.ts';
import { createDeal } from './machine.ts';
import { readingsOf, scoreOneSuit } from './score.ts';
import { analyse, asOneSuit, checkOneSuit, FORM, parseOneSuit, situationJson } from './situation.ts';
import { COPIES, HAND_SIZE, KINDS, SETS } from './tiles.ts';

export const ONE_SUIT_OPTIONS = optionTable({
  /** ruling 2: what a lucky win adds to the win's point. */
  luckyBonus: { ruling: 2, values: [1, 2], default: 1 },
});

export const definition = defineRuleset({
  name: 'one-suit',
  // After the four of src/engine/rules/ (the last is 30).
  order: 90,
  options: ONE_SUIT_OPTIONS,
  create: (options: OptionsOf<typeof ONE_SUIT_OPTIONS>) => ({
    copies: COPIES,
    handKinds: KINDS,
    handSize: HAND_SIZE,
    meldsToWin: SETS,
    claims: { melds: ['pong'], rank: USUAL_CLAIM_RANK, multipleWinners: false },
    winBy: ['self-draw', 'discard'],
    wins: ['plain', 'lucky'],
    situationForm: FORM,
    situationJson,
    analyse: (concealed, melds) => analyse(concealed, melds),
    readings: readingsOf,
    parseSituation: parseOneSuit,
    checkSituation: (s) => checkOneSuit(asOneSuit(s)),
    score: (s) => scoreOneSuit(asOneSuit(s), options),
    deal: (setup, ruleset) => createDeal(ruleset.words, options, setup),
    events: ONE_SUIT_EVENTS,
  }),
});
