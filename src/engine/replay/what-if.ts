// What if: a deal replayed under other readings of its rule set (its options switched), and its
// winning hand scored by the other rule sets that can read it (a fuzhou hand at the classic
// 144-tile table). The viewer shows these beside what the log recorded; no rule lives here.

import type { DealResult } from '../game/types.ts';
import type { Options, Ruleset, ScoreOutcome, Situation } from '../rules/types.ts';
import { readSituation } from '../situation/read.ts';
import { verifyLog, type Verdict } from './verify.ts';

export interface Rescored {
  verdict: Verdict;
  result: DealResult | null;
}

/** The deal (its log's text) replayed with these options over the log's own. */
export function rescoreWithOptions(text: string, options: Options): Rescored {
  const { verdict } = verifyLog(text, { ...options });
  return { verdict, result: verdict.status === 'consistent' || verdict.status === 'mismatch' ? verdict.result : null };
}

/**
 * The winning situation as each other rule set reads it (same fields, its own name): its score
 * there, where it reads and is possible there (the door checks it as that rule set would).
 */
export function scoredElsewhere(from: Ruleset, situation: Situation, others: readonly Ruleset[]): { ruleset: Ruleset; outcome: ScoreOutcome }[] {
  const json = from.situationJson(situation);
  const out: { ruleset: Ruleset; outcome: ScoreOutcome }[] = [];
  for (const other of others) {
    if (other.name === from.name) continue;
    const read = readSituation(other, { ...json, ruleset: other.name });
    if (read.ok) out.push({ ruleset: other, outcome: other.score(read.situation) });
  }
  return out;
}
