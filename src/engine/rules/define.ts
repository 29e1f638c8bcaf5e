// How a rule set registers: its name, the schema of its options, and how it is made from them.
// The options are checked here, so each rule set's constructor receives its own typed options.

import type * as z from 'zod/mini';
import type { Ruleset, Scenario } from './types.ts';

export interface RulesetDefinition {
  name: string;
  make(options: unknown): { ok: true; ruleset: Ruleset } | { ok: false; error: z.core.$ZodError };
}

export function defineRuleset<O>(name: string, optionsSchema: z.ZodMiniType<O>, create: (options: O) => Ruleset): RulesetDefinition {
  return {
    name,
    make(options) {
      const parsed = optionsSchema.safeParse(options, { reportInput: true });
      return parsed.success ? { ok: true, ruleset: create(parsed.data) } : { ok: false, error: parsed.error };
    },
  };
}

/**
 * A definition whose rule sets carry the simulator's stacked walls: the registry used outside the
 * browser wraps each definition so; the browser's registry does not, and never loads their code.
 */
export function withScenarios(definition: RulesetDefinition, scenarios: (options: never) => readonly Scenario[]): RulesetDefinition {
  return {
    name: definition.name,
    make(options) {
      const made = definition.make(options);
      return made.ok ? { ok: true, ruleset: { ...made.ruleset, scenarios: scenarios(made.ruleset.options as never) } } : made;
    },
  };
}
