// `fzmj rulesets [--json]`: the registered rule sets, each with its options and their defaults.

import { allRulesets, type OptionValue } from '../engine/index.ts';
import { t, type Lang } from '../i18n/index.ts';
import { readArgs, UsageError } from './args.ts';
import type { CommandResult } from './score.ts';

const show = (v: OptionValue) => (typeof v === 'string' ? v : JSON.stringify(v));

export async function rulesetsCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, ['--json'], []);
  if (args.positional.length) throw new UsageError('cli.error.unexpected', { arg: args.positional[0] });
  const rulesets = allRulesets();
  if (args.flags.has('--json')) {
    const out = rulesets.map((r) => ({ name: r.name, title: t(lang, `${r.words}.name`), options: r.optionSpecs.map((o) => ({ id: o.id, ruling: o.ruling, values: o.values, default: o.default })) }));
    return { code: 0, stdout: `${JSON.stringify(out, null, 2)}\n`, stderr: '' };
  }
  const lines: string[] = [];
  for (const r of rulesets) {
    lines.push(`${r.name}  ${t(lang, `${r.words}.name`)}`);
    for (const o of r.optionSpecs) {
      const others = o.values
        .filter((v) => v !== o.default)
        .map(show)
        .join(' | ');
      lines.push(`  --option ${o.id}=${show(o.default)}  ${t(lang, 'cli.rulesets.option', { ruling: o.ruling, others })}`);
    }
  }
  return { code: 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
}
