// Rule sets by name. Callers ask for a name and options and get a Ruleset; adding a rule set
// means adding its folder and one line in `registry.ts`, nothing in the callers.

import { type Problem, problemFromZod } from '../schema/problem.ts';
import type { Ruleset } from './types.ts';
// '#rules/registry' is registry.ts, or registry.browser.ts in a browser build (package.json "imports").
import { DEFINITIONS, DEFAULT_RULESET, LAZY, NAMES } from '#rules/registry';

export * from './types.ts';
export { hasMeldShape, isKong, handTiles } from './melds.ts';
export { isBaseItem, isMultiplierItem, subtotalFigure } from './score-lines.ts';
export { winnerGain } from '../game/settle.ts';
export { DEFAULT_RULESET } from '#rules/registry';

export function rulesetNames(): string[] {
  return [...NAMES];
}

/**
 * Makes a rule set ready to use: in the browser every rule set but the default is its own chunk,
 * loaded here once; elsewhere every one is built in and this resolves at once. Unknown names
 * resolve too (getRuleset then says the name is unknown).
 */
export async function loadRuleset(name: string): Promise<void> {
  if (DEFINITIONS.some((d) => d.name === name) || !Object.hasOwn(LAZY, name)) return;
  const definition = await LAZY[name]();
  if (!DEFINITIONS.some((d) => d.name === name)) DEFINITIONS.push(definition);
}

/**
 * The rule set a parsed deal log or situation names: its own top-level `ruleset` (never one
 * inside `meta`, and escapes already read), or null.
 */
export function rulesetNamedIn(doc: unknown): string | null {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || !Object.hasOwn(doc, 'ruleset')) return null;
  const name = (doc as { ruleset: unknown }).ruleset;
  return typeof name === 'string' && name.length <= 40 ? name : null;
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
