// The one checked door for situations: a rule set's JSON (the `fzmj score` format) parsed by the
// rule set, then checked by it for what cannot happen. What comes out may be scored; what does not
// comes with every problem found, each with its field path.

import type { CheckedSituation, Ruleset } from '../rules/types.ts';
import type { Problem } from '../schema/problem.ts';
import { asChecked } from './checked.ts';

export type SituationRead = { ok: true; situation: CheckedSituation } | { ok: false; problems: Problem[] };

/** Parses and checks a situation's JSON for this rule set. */
export function readSituation(ruleset: Ruleset, json: Record<string, unknown>): SituationRead {
  // More melds than a hand holds are refused before the schema walks them (200,000 of them
  // overflowed its stack).
  if (Array.isArray(json.melds) && json.melds.length > ruleset.meldsToWin) {
    return { ok: false, problems: [{ path: ['melds'], code: 'too-many-melds', params: { max: ruleset.meldsToWin } }] };
  }
  const parsed = ruleset.parseSituation(json);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const problems = ruleset.checkSituation(parsed.situation);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, situation: asChecked(parsed.situation) };
}
