// `--option NAME=VALUE` checked against what the rule sets declare, before any input is read:
// an unknown name (`__proto__` included) or a value outside the option's listed values is refused.

import { allRulesets, type OptionSpec, type OptionValue } from '../engine/index.ts';
import { UsageError } from './args.ts';

const show = (v: OptionValue) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The declared specs of an option name, in every rule set that has it (an own id, never a prototype's). */
function specsOf(name: string): OptionSpec[] {
  return allRulesets().flatMap((r) => r.optionSpecs.filter((o) => o.id === name));
}

export function checkOptions(options: Record<string, OptionValue>): void {
  for (const name of Object.keys(options)) {
    const specs = specsOf(name);
    if (specs.length === 0) throw new UsageError('cli.error.option-unknown', { name });
    const value = options[name];
    if (!specs.some((o) => o.values.some((v) => v === value))) {
      const values = [...new Set(specs.flatMap((o) => o.values.map(show)))].join(' | ');
      throw new UsageError('cli.error.option-value', { name, value: String(value), values });
    }
  }
}
