// The `mcr` rule set (Mahjong Competition Rules, 国标麻将), as it differs from the usual table
// (../define.ts): 144 tiles with eight flowers (mcr ruling 1), the 81 fans and the 8-point
// minimum (rulings 2–4), the round wind (7), the circumstances of a win (8), the readings real
// tables differ on (9), the tables themselves (10: Botzone's wall, several winners) and a game's
// deals (11). No wild tile, chow, pong and kong claimed (5) and one winner are the usual table's.

import { tile } from '../../tiles/index.ts';
import { USUAL, type RulesetParts } from '../define.ts';
import type { Situation } from '../types.ts';
import { analyseMcrHand, asMcr, MCR_SITUATION_FORM, mcrReadings, mcrSituationJson } from './checker.ts';
import { createMcrDeal } from './game/index.ts';
import type { McrOptions, McrScoring } from './options.ts';
import type { McrTable } from './game/state.ts';
import { FANS } from './fans.ts';
import { scoreMcr } from './score.ts';
import { checkMcrSituation, parseMcrSituation } from './situation.ts';
import { isMcrFlower, MCR_COPIES } from './tileset.ts';
import { MCR_SUCCESSION } from './succession.ts';

export const MCR_WINS = ['mcr'] as const;

export function createMcr(options: McrOptions): RulesetParts {
  const roundWind = tile(options.roundWind);
  const botzone = options.wall === 'botzone';
  const scoring: McrScoring = { exhaustedWaits: options.exhaustedWaits, meldedConcealedKong: options.meldedConcealedKong, knittedWaitFans: options.knittedWaitFans };
  const table: McrTable = { roundWind, scoring, quarters: botzone, multipleWins: options.multipleWins };
  return {
    // Ruling 10: Botzone's table plays the usual 136 tiles, without flowers.
    ...(botzone ? {} : { copies: MCR_COPIES }),
    isFlower: isMcrFlower,
    wins: MCR_WINS,
    figures: ['fanPoints', 'flowers', 'total'],
    items: FANS.map((f) => f.id),
    // Nor does its checker ask for flowers there.
    situationForm: botzone ? MCR_SITUATION_FORM.filter((f) => f.id !== 'flowers') : MCR_SITUATION_FORM,
    situationJson: mcrSituationJson,
    analyse: (concealed, melds) => analyseMcrHand(concealed, melds),
    readings: mcrReadings,
    parseSituation: (json) => parseMcrSituation(json),
    checkSituation: (s: Situation) => checkMcrSituation(asMcr(s)),
    score: (s: Situation) => scoreMcr(asMcr(s), scoring),
    // Ruling 10: with `multipleWins` every seat that declares a win on one discard wins.
    claims: { ...USUAL.claims, multipleWinners: options.multipleWins },
    deal: (setup, ruleset) => createMcrDeal(ruleset, table, setup),
    succession: MCR_SUCCESSION,
  };
}
