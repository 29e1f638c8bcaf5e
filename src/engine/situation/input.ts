// From untrusted input to a checked situation: JSON text (or a parsed value), the rule set it
// names, then the door (`readSituation`: that rule set's fields and notation, then its checks).
// Problems come with their field paths; nothing throws.

import { getRuleset } from '../rules/index.ts';
import type { CheckedSituation, Ruleset } from '../rules/types.ts';
import type { Problem } from '../schema/problem.ts';
import { readJson } from '../deal/json-read.ts';
import { readSituation } from './read.ts';

export type SituationResult = { ok: true; situation: CheckedSituation; ruleset: Ruleset } | { ok: false; problems: Problem[] };

const fail = (problem: Problem): SituationResult => ({ ok: false, problems: [problem] });

/** Reads JSON text (or an already parsed value) naming its rule set into a checked situation and that rule set. */
export function readSituationInput(input: unknown, options: Record<string, unknown> = {}): SituationResult {
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
  const read = readSituation(found.ruleset, json);
  return read.ok ? { ok: true, situation: read.situation, ruleset: found.ruleset } : read;
}
