// `fzmj simulate --seed N --count K --out DIR [--ruleset NAME]`: bots play K deals in a row; one log file each.
// With `--deals D`: K games (one unless --count says more) of D deals each, one game log file each.
// The same seed always writes the same files.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RULESET, getRuleset, MAX_GAME_DEALS, type Ruleset } from '../engine/index.ts';
import { simulateGame } from '../engine/bots/game.ts';
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
  const args = readArgs(argv, [], ['--seed', '--count', '--out', '--ruleset', '--deals']);
  if (args.positional.length) throw new UsageError('cli.error.unexpected', { arg: args.positional[0] });
  const seed = integer(args, '--seed', 0, 2 ** 32 - 1);
  const games = args.values.has('--deals');
  const deals = games ? integer(args, '--deals', 1, MAX_GAME_DEALS) : 0;
  const count = games && !args.values.has('--count') ? 1 : integer(args, '--count', 1, games ? 10_000 : 1_000_000);
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
  if (games) return writeGames(found.ruleset, { seed, count, deals, out, width }, lang);
  let stacked = 0;
  for (const deal of simulateRun(found.ruleset, seed, count)) {
    if (deal.scenario) stacked++;
    write(join(out, `deal-${String(deal.index + 1).padStart(width, '0')}.json`), deal.log, lang);
  }
  return { code: 0, stdout: `${t(lang, 'cli.simulate.done', { count, dir: out, stacked })}\n`, stderr: '' };
}

function write(file: string, value: unknown, lang: Lang): void {
  try {
    writeFileSync(file, `${JSON.stringify(value, null, 1)}\n`);
  } catch (error) {
    throw new UsageError('cli.error.not-writable', { file, detail: errnoText(lang, error) });
  }
}

/** K games of D deals, game k played from seed + k (so game 1 of seed 7 is game 2 of seed 6). */
function writeGames(ruleset: Ruleset, run: { seed: number; count: number; deals: number; out: string; width: number }, lang: Lang): CommandResult {
  let deals = 0;
  for (let k = 0; k < run.count; k++) {
    const game = simulateGame(ruleset, (run.seed + k) % 2 ** 32, run.deals);
    deals += game.deals.length;
    write(join(run.out, `game-${String(k + 1).padStart(run.width, '0')}.json`), game, lang);
  }
  return { code: 0, stdout: `${t(lang, 'cli.simulate.games', { count: run.count, deals, dir: run.out })}\n`, stderr: '' };
}
