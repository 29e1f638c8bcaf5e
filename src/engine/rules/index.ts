// Rule sets by name. Callers ask for a name and options and get a Ruleset; adding a rule set
// means adding its folder and one line in `registry.ts`, nothing in the callers.

import { type Problem, problemFromZod } from '../schema/problem.ts';
import type { Ruleset } from './types.ts';
import { DEFINITIONS, DEFAULT_RULESET } from './registry.ts';

export * from './types.ts';
export { hasMeldShape, isKong, handTiles } from './melds.ts';
export { DEFAULT_RULESET } from './registry.ts';

export function rulesetNames(): string[] {
  return DEFINITIONS.map((d) => d.name);
}

export type RulesetResult = { ok: true; ruleset: Ruleset } | { ok: false; problem: Problem };

/** The rule set of that name with those options (defaults for the rest), or why not. */
export function getRuleset(name: string, options: Record<string, unknown> = {}): RulesetResult {
  const definition = DEFINITIONS.find((d) => d.name === name);
  if (!definition) return { ok: false, problem: { path: ['ruleset'], code: 'unknown-ruleset', params: { name: String(name).slice(0, 60), known: rulesetNames().join(', ') } } };
  const made = definition.make(options);
  if (!made.ok) {
    const problem = problemFromZod(made.error);
    return { ok: false, problem: { ...problem, path: ['options', ...problem.path] } };
  }
  return { ok: true, ruleset: made.ruleset };
}

/** For code that knows the name is right (tests, the bundled samples). */
export function ruleset(name = DEFAULT_RULESET, options: Record<string, unknown> = {}): Ruleset {
  const found = getRuleset(name, options);
  if (!found.ok) throw new Error(`rule set ${name}: ${found.problem.code}`);
  return found.ruleset;
}

/** Every registered rule set with its defaults, for tests that cover each one on arrival. */
export function allRulesets(): Ruleset[] {
  return rulesetNames().map((name) => ruleset(name));
}
