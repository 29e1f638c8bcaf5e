// `fzmj simulate --seed N --count K --out DIR [--ruleset NAME]`: bots play K deals in a row; one log file each.
// The same seed always writes the same files.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RULESET, getRuleset } from '../engine/index.ts';
import { problemMessage } from '../i18n/problem.ts';
import { simulateRun } from '../engine/bots/run.ts';
import { t, type Lang } from '../i18n/index.ts';
import { readArgs, UsageError, wholeNumber } from './args.ts';
import { errnoText } from './errno.ts';
import { makeFolder } from './mkdir.ts';
import { checkOptions } from './options.ts';
import type { CommandResult } from './score.ts';

function integer(args: ReturnType<typeof readArgs>, flag: string, min: number, max: number): number {
  const raw = args.values.get(flag);
  if (raw === undefined) throw new UsageError('cli.error.flag-missing', { flag });
  return wholeNumber(raw, flag, min, max);
}

export async function simulateCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, [], ['--seed', '--count', '--out', '--ruleset']);
  if (args.positional.length) throw new UsageError('cli.error.unexpected', { arg: args.positional[0] });
  const seed = integer(args, '--seed', 0, 2 ** 32 - 1);
  const count = integer(args, '--count', 1, 1_000_000);
  const out = args.values.get('--out');
  if (!out) throw new UsageError('cli.error.flag-missing', { flag: '--out' });
  checkOptions(args.options);
  try {
    makeFolder(out);
  } catch (error) {
    throw new UsageError('cli.error.not-writable', { file: out, detail: errnoText(lang, error) });
  }
  const found = getRuleset(args.values.get('--ruleset') ?? DEFAULT_RULESET, args.options);
  if (!found.ok) return { code: 2, stdout: '', stderr: `fzmj simulate: ${problemMessage(lang, found.problem)}\n` };
  const width = Math.max(4, String(count).length);
  let stacked = 0;
  for (const deal of simulateRun(found.ruleset, seed, count)) {
    if (deal.scenario) stacked++;
    const name = `deal-${String(deal.index + 1).padStart(width, '0')}.json`;
    try {
      writeFileSync(join(out, name), `${JSON.stringify(deal.log, null, 1)}\n`);
    } catch (error) {
      throw new UsageError('cli.error.not-writable', { file: join(out, name), detail: errnoText(lang, error) });
    }
  }
  return { code: 0, stdout: `${t(lang, 'cli.simulate.done', { count, dir: out, stacked })}\n`, stderr: '' };
}
