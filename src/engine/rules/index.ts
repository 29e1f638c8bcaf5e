// Rule sets by name. Callers ask for a name and options and get a Ruleset; adding a rule set
// (fuzhou-144, mcr, guangdong) means adding an entry here, nothing in the callers.

import type * as z from 'zod/mini';
import { type Problem, problemFromZod } from '../schema/problem.ts';
import { createFuzhou, fuzhouOptionsSchema } from './fuzhou/index.ts';
import type { Ruleset } from './types.ts';

export * from './types.ts';
export { hasMeldShape, isKong, handTiles } from './melds.ts';

interface Entry {
  optionsSchema: z.ZodMiniType<any>;
  create: (options: any) => Ruleset<any>;
}

const RULESETS: Record<string, Entry> = {
  fuzhou: { optionsSchema: fuzhouOptionsSchema, create: createFuzhou },
};

export const DEFAULT_RULESET = 'fuzhou';

export function rulesetNames(): string[] {
  return Object.keys(RULESETS);
}

export type RulesetResult = { ok: true; ruleset: Ruleset<any> } | { ok: false; problem: Problem };

/** The rule set of that name with those options (defaults for the rest), or why not. */
export function getRuleset(name: string, options: Record<string, unknown> = {}): RulesetResult {
  const entry = Object.hasOwn(RULESETS, name) ? RULESETS[name] : undefined;
  if (!entry) return { ok: false, problem: { path: ['ruleset'], code: 'unknown-ruleset', params: { name, known: rulesetNames().join(', ') } } };
  const parsed = entry.optionsSchema.safeParse(options);
  if (!parsed.success) {
    const problem = problemFromZod(parsed.error);
    return { ok: false, problem: { ...problem, path: ['options', ...problem.path] } };
  }
  return { ok: true, ruleset: entry.create(parsed.data) };
}

/** For code that knows the name is right (tests, the bundled samples). */
export function ruleset(name = DEFAULT_RULESET, options: Record<string, unknown> = {}): Ruleset<any> {
  const found = getRuleset(name, options);
  if (!found.ok) throw new Error(`rule set ${name}: ${found.problem.code}`);
  return found.ruleset;
}
