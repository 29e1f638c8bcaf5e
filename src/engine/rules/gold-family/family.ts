// A table of the gold family as a rule set's parts: what the house rules (`fuzhou`) and the
// classic 144-tile game (`fuzhou-144`) share, a gold revealed at the deal, bonus tiles, 16 tiles
// held and five melds, the reserve and the final sweep, with each table's constants, wins,
// scoring and extra checks plugged in.

import type { NoWin, Ruleset, WinBy, WinScore } from '../types.ts';
import { type RulesetParts, USUAL } from '../define.ts';
import type { Problem } from '../../schema/problem.ts';
import type { GoldTable } from './game/context.ts';
import { createGoldDeal } from './game/index.ts';
import { GOLD_FAMILY_EVENTS } from './game/events.ts';
import { CLAIM_RANK } from './game/claims.ts';
import { asGold, type GoldSituation, goldSituationParser } from './situation-json.ts';
import { situationChecker } from './situation.ts';
import { analyseGoldHand, goldReadings, goldSituationForm, goldSituationJson, goldSituationNotes } from './checker.ts';
import { GOLD_HAND_KINDS } from './tiles.ts';
import { GOLD_SUCCESSION } from './succession.ts';

/** Every way of winning at a gold table: the usual three and grabbing the revealed gold. */
export const GOLD_WIN_BY: readonly WinBy[] = ['self-draw', 'discard', 'rob-kong', 'gold-grab'];

export interface GoldRulesetSpec {
  /** The rule set's name, as its situations' JSON says it. */
  name: string;
  table: GoldTable;
  wins: readonly string[];
  figures: readonly string[];
  score(situation: GoldSituation): WinScore | NoWin;
  /** Extra checks beyond copies, shapes and counts. */
  check?(situation: GoldSituation): Problem[];
  whyWin?: Ruleset['whyWin'];
}

export function goldRuleset(spec: GoldRulesetSpec): RulesetParts {
  const baseCheck = situationChecker(spec.table.copies);
  return {
    copies: spec.table.copies,
    handKinds: GOLD_HAND_KINDS,
    handSize: 16,
    meldsToWin: 5,
    isFlower: spec.table.isBonus,
    wilds: { kind: 'revealed' },
    // A kong outranks a pong at these tables; the usual table ranks them equal.
    claims: { ...USUAL.claims, rank: CLAIM_RANK },
    winBy: GOLD_WIN_BY,
    wins: spec.wins,
    figures: spec.figures,
    situationForm: goldSituationForm(spec.table, GOLD_WIN_BY),
    situationJson: (s) => goldSituationJson(spec.name, s),
    situationNotes: (s) => goldSituationNotes(spec.name, s),
    analyse: analyseGoldHand,
    readings: goldReadings,
    parseSituation: goldSituationParser(GOLD_WIN_BY),
    checkSituation: (s) => {
      const problems = baseCheck(s);
      return problems.length || !spec.check ? problems : spec.check(asGold(s));
    },
    score: (s) => spec.score(asGold(s)),
    ...(spec.whyWin ? { whyWin: spec.whyWin } : {}),
    deal: (setup, ruleset) => createGoldDeal(spec.table, ruleset, setup),
    events: GOLD_FAMILY_EVENTS,
    succession: GOLD_SUCCESSION,
  };
}
