// The `guangdong` rule set (推倒胡 at a Guangdong table), as it differs from the usual table
// (../define.ts): the Red dragons wild (guangdong ruling 2), pong and kong only, several winners
// and wins by self-draw or robbing a kong (3), three shapes (4), stacking fans (5) and 2^fan
// points (6), kong payments during the deal (7), the horse (8). Its 136 tiles without flowers
// (1) are the usual table's.

import { USUAL, type RulesetParts } from '../define.ts';
import type { Situation } from '../types.ts';
import { analyseGdHand, GD_SITUATION_FORM, gdReadings, gdSituationJson } from './checker.ts';
import { createGdDeal } from './game/index.ts';
import { GUANGDONG_EVENTS } from './game/events.ts';
import type { GdOptions } from './options.ts';
import { GD_FANS, scoreGuangdong } from './score.ts';
import { asGd, checkGdSituation, GD_WIN_BY, parseGdSituation } from './situation.ts';
import { RED } from './tileset.ts';
import { GD_SUCCESSION } from './succession.ts';

export const GD_WINS = ['normal', 'seven-pairs', 'thirteen-orphans'] as const;

export function createGuangdong(options: GdOptions): RulesetParts {
  return {
    wilds: { kind: 'fixed', tiles: [RED] },
    succession: GD_SUCCESSION,
    claims: { ...USUAL.claims, melds: ['pong', 'kong'], multipleWinners: true },
    winBy: GD_WIN_BY,
    wins: GD_WINS,
    figures: ['fan', 'counted', 'total'],
    items: GD_FANS.map(([id]) => id).filter((id) => id !== 'basic'),
    situationForm: GD_SITUATION_FORM,
    situationJson: gdSituationJson,
    analyse: (concealed, melds) => analyseGdHand(concealed, melds),
    readings: gdReadings,
    parseSituation: (json) => parseGdSituation(json),
    checkSituation: (s: Situation) => checkGdSituation(asGd(s)),
    score: (s: Situation) => scoreGuangdong(asGd(s), options),
    deal: (setup, ruleset) => createGdDeal(ruleset, setup),
    events: GUANGDONG_EVENTS,
  };
}
