// From untrusted JSON to a checked situation: JSON, the rule set it names, that rule set's own
// fields and notation, then its checks. The first problem found is returned with its field path;
// nothing throws.

import { getRuleset } from '../rules/index.ts';
import type { Ruleset, Situation } from '../rules/types.ts';
import type { Problem } from '../schema/problem.ts';
import { readJson } from '../deal/json-read.ts';

export type SituationResult = { ok: true; situation: Situation; ruleset: Ruleset } | { ok: false; problem: Problem };

const fail = (problem: Problem): SituationResult => ({ ok: false, problem });

/** Parses JSON text (or an already parsed value) into a situation and its rule set. */
export function parseSituation(input: unknown, options: Record<string, unknown> = {}): SituationResult {
  let value = input;
  if (typeof input === 'string') {
    // The deal log's reader: a line and column for bad JSON, depth and repeated keys checked.
    const read = readJson(input);
    if (!read.ok) return fail(read.problem);
    value = read.value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail({ path: [], code: 'not-an-object', params: {} });
  }
  const json = value as Record<string, unknown>;
  if (typeof json.ruleset !== 'string') {
    return fail({ path: ['ruleset'], code: json.ruleset === undefined ? 'missing-field' : 'wrong-type', params: { expected: 'string', got: typeof json.ruleset } });
  }
  const found = getRuleset(json.ruleset, options);
  if (!found.ok) return fail(found.problem);
  const ruleset = found.ruleset;
  // More melds than a hand holds are refused before the schema walks them (200,000 of them
  // overflowed its stack).
  if (Array.isArray(json.melds) && json.melds.length > ruleset.meldsToWin) return fail({ path: ['melds'], code: 'too-many-melds', params: { max: ruleset.meldsToWin } });
  const parsed = ruleset.parseSituation(json);
  if (!parsed.ok) return fail(parsed.problem);
  const problems = ruleset.checkSituation(parsed.situation);
  if (problems.length > 0) return fail(problems[0]);
  return { ok: true, situation: parsed.situation, ruleset };
}
