// The `mcr` rule set (Mahjong Competition Rules, 国标麻将) as a Ruleset: 144 tiles with eight
// flowers and no wild tile (mcr ruling 1), the 81 fans and the 8-point minimum (rulings 2–4),
// claims (5), payments (6), the dealer and the winds (7), and the circumstances of a win (8).

import { tile } from '../../tiles/index.ts';
import type { Ruleset, Situation } from '../types.ts';
import { analyseMcrHand, asMcr, MCR_SITUATION_FORM, mcrReadings, mcrSituationJson } from './checker.ts';
import { createMcrDeal, MCR_CLAIM_RANK } from './game/index.ts';
import { type McrOptions, mcrOptionSpecs } from './options.ts';
import { scoreMcr } from './score.ts';
import { NO_OWN_EVENTS } from '../../deal/events.ts';
import { checkMcrSituation, MCR_WIN_BY, parseMcrSituation } from './situation.ts';
import { isMcrFlower, MCR_COPIES, MCR_HAND_KINDS, MCR_WALL_SIZE } from './tileset.ts';

export const MCR_WINS = ['mcr'] as const;

export function createMcr(options: McrOptions): Ruleset {
  const roundWind = tile(options.roundWind);
  const ruleset: Ruleset = {
    name: 'mcr',
    words: 'mcr',
    options,
    optionSpecs: mcrOptionSpecs,
    copies: MCR_COPIES,
    handKinds: MCR_HAND_KINDS,
    wallSize: MCR_WALL_SIZE,
    handSize: 13,
    meldsToWin: 4,
    isFlower: isMcrFlower,
    wilds: { kind: 'none' },
    claims: { melds: ['chow', 'pong', 'kong'], rank: MCR_CLAIM_RANK, multipleWinners: false },
    shapes: ['melds-and-pair', 'seven-pairs', 'thirteen-orphans', 'knitted'],
    winBy: MCR_WIN_BY,
    wins: MCR_WINS,
    figures: ['fanPoints', 'flowers', 'total'],
    situationForm: MCR_SITUATION_FORM,
    situationJson: mcrSituationJson,
    analyse: (concealed, melds) => analyseMcrHand(concealed, melds),
    readings: mcrReadings,
    parseSituation: (json) => parseMcrSituation(json),
    checkSituation: (s: Situation) => checkMcrSituation(asMcr(s)),
    score: (s) => scoreMcr(asMcr(s)),
    deal: (setup) => createMcrDeal(ruleset, roundWind, setup),
    // Stacked walls are the simulator's: the registry attaches them outside the browser.
    scenarios: [],
    events: NO_OWN_EVENTS,
  };
  return ruleset;
}
