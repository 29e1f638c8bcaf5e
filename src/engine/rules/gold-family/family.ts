// A Fuzhou-style table as a Ruleset: what the house rules (`fuzhou`) and the classic 144-tile
// game (`fuzhou-144`) share, a gold revealed at the deal, bonus tiles, claims, the reserve and
// the final sweep, with each table's constants, readings, scoring and scenarios plugged in.

import type { Tile } from '../../tiles/index.ts';
import type { NoWin, OptionSpec, Options, Ruleset, Scenario, Situation, WinBy, WinScore } from '../types.ts';
import type { Problem } from '../../schema/problem.ts';
import type { GoldTable } from './game/context.ts';
import { createGoldDeal } from './game/index.ts';
import { CLAIM_RANK } from './game/claims.ts';
import { goldSituationParser } from './situation-json.ts';
import { situationChecker } from './situation.ts';
import { analyseGoldHand, goldReadings, goldSituationForm, goldSituationJson } from './checker.ts';

export interface GoldRulesetSpec {
  name: string;
  words: string;
  options: Options;
  optionSpecs: readonly OptionSpec[];
  table: GoldTable;
  handKinds: readonly Tile[];
  winBy: readonly WinBy[];
  wins: readonly string[];
  figures: readonly string[];
  score(situation: Situation): WinScore | NoWin;
  /** Extra checks beyond copies, shapes and counts. */
  check?(situation: Situation): Problem[];
  /** Stacked walls for the simulator: attached by the registry outside the browser (see define.ts). */
  whyWin?: Ruleset['whyWin'];
  scenarios?: readonly Scenario[];
}

export function goldRuleset(spec: GoldRulesetSpec): Ruleset {
  const baseCheck = situationChecker(spec.table.copies);
  const ruleset: Ruleset = {
    name: spec.name,
    words: spec.words,
    options: spec.options,
    optionSpecs: spec.optionSpecs,
    copies: spec.table.copies,
    handKinds: spec.handKinds,
    wallSize: spec.table.wallSize,
    handSize: 16,
    meldsToWin: 5,
    isFlower: spec.table.isBonus,
    wilds: { kind: 'revealed' },
    claims: { melds: ['chow', 'pong', 'kong'], rank: CLAIM_RANK, multipleWinners: false },
    shapes: ['melds-and-pair'],
    winBy: spec.winBy,
    wins: spec.wins,
    figures: spec.figures,
    situationForm: goldSituationForm(spec.table, spec.winBy),
    situationJson: (s) => goldSituationJson(spec.name, s),
    analyse: analyseGoldHand,
    readings: goldReadings,
    parseSituation: goldSituationParser(spec.winBy),
    checkSituation: (s) => {
      const problems = baseCheck(s);
      return problems.length || !spec.check ? problems : spec.check(s);
    },
    score: spec.score,
    ...(spec.whyWin ? { whyWin: spec.whyWin } : {}),
    deal: (setup) => createGoldDeal(spec.table, ruleset, setup),
    scenarios: spec.scenarios ?? [],
  };
  return ruleset;
}
