// The `guangdong` rule set (推倒胡 at a Guangdong table) as a Ruleset: 136 tiles, no flowers
// (guangdong ruling 1), the Red dragons wild (2), pong and kong only and wins by self-draw or
// robbing a kong (3), three shapes (4), stacking fans (5) and 2^fan points (6), kong payments
// during the deal (7), the horse (8), and how a deal ends and who deals next (9, 10).

import type { Ruleset, Situation } from '../types.ts';
import { analyseGdHand, GD_SITUATION_FORM, gdReadings, gdSituationJson } from './checker.ts';
import { createGdDeal } from './game/index.ts';
import { GD_CLAIM_RANK } from './game/claims.ts';
import { GUANGDONG_EVENTS } from './game/events.ts';
import { type GdOptions, gdOptionSpecs } from './options.ts';
import { scoreGuangdong } from './score.ts';
import { asGd, checkGdSituation, GD_WIN_BY, parseGdSituation } from './situation.ts';
import { GD_COPIES, GD_HAND_KINDS, GD_WALL_SIZE, RED } from './tileset.ts';

export const GD_WINS = ['normal', 'seven-pairs', 'thirteen-orphans'] as const;

export function createGuangdong(options: GdOptions): Ruleset {
  const ruleset: Ruleset = {
    name: 'guangdong',
    words: 'guangdong',
    options,
    optionSpecs: gdOptionSpecs,
    copies: GD_COPIES,
    handKinds: GD_HAND_KINDS,
    wallSize: GD_WALL_SIZE,
    handSize: 13,
    meldsToWin: 4,
    isFlower: () => false,
    wilds: { kind: 'fixed', tiles: [RED] },
    claims: { melds: ['pong', 'kong'], rank: GD_CLAIM_RANK, multipleWinners: true },
    shapes: ['melds-and-pair', 'seven-pairs', 'thirteen-orphans'],
    winBy: GD_WIN_BY,
    wins: GD_WINS,
    figures: ['fan', 'counted', 'total'],
    situationForm: GD_SITUATION_FORM,
    situationJson: gdSituationJson,
    analyse: (concealed, melds) => analyseGdHand(concealed, melds),
    readings: gdReadings,
    parseSituation: (json) => parseGdSituation(json),
    checkSituation: (s: Situation) => checkGdSituation(asGd(s)),
    score: (s) => scoreGuangdong(asGd(s), options),
    deal: (setup) => createGdDeal(ruleset, setup),
    // Stacked walls are the simulator's: the registry attaches them outside the browser.
    scenarios: [],
    events: GUANGDONG_EVENTS,
  };
  return ruleset;
}
