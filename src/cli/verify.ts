// `fzmj verify PATH... [--json]`: replay each deal log (files, or folders of *.json) and check
// its recorded result. Exit 0 all consistent, 1 any not, 2 a path that cannot be read at all.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatPath, sizeProblem, verifyLog, type Verdict } from '../engine/index.ts';
import { t, type Lang } from '../i18n/index.ts';
import { verdictText } from '../i18n/deal-format.ts';
import { problemMessage } from '../i18n/problem.ts';
import { readArgs, UsageError } from './args.ts';
import { readInput } from './io.ts';
import type { CommandResult } from './score.ts';

/** The files a path names: itself, or the .json files below a folder, in name order. */
function filesOf(path: string): string[] {
  const stat = statSync(path);
  if (!stat.isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? filesOf(join(path, e.name)) : e.name.endsWith('.json') ? [join(path, e.name)] : []));
}

function verdictJson(file: string, verdict: Verdict, lang: Lang, names: readonly string[], words?: string): object {
  const message = verdictText(lang, verdict, names, words);
  switch (verdict.status) {
    case 'consistent':
      return { file, status: 'consistent', deltas: verdict.result.deltas, winner: verdict.result.winner, win: verdict.result.score?.win ?? null };
    case 'mismatch':
      return { file, status: 'mismatch', differences: verdict.differences, message };
    case 'illegal':
      return { file, status: 'illegal', step: verdict.step, reason: verdict.violation.code, params: verdict.violation.params, message };
    case 'invalid':
      return { file, status: 'invalid', path: formatPath(verdict.problem.path), reason: verdict.problem.code, message: problemMessage(lang, verdict.problem) };
  }
}

export async function verifyCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, ['--json'], []);
  if (!args.positional.length) throw new UsageError('cli.error.missing-file');
  const json = args.flags.has('--json');
  const out: string[] = [];
  const err: string[] = [];
  const counts = { consistent: 0, mismatch: 0, illegal: 0, invalid: 0 };
  let unreadable = false;
  for (const path of args.positional) {
    let files: string[];
    try {
      files = filesOf(path);
    } catch {
      unreadable = true;
      err.push(`fzmj verify: ${t(lang, 'cli.error.not-found', { file: path })}`);
      continue;
    }
    for (const file of files) {
      let verdict: Verdict;
      let names: string[] = [];
      let words: string | undefined;
      try {
        const tooLarge = sizeProblem(statSync(file).size);
        if (tooLarge) {
          verdict = { status: 'invalid', problem: tooLarge };
        } else {
          const checked = verifyLog(await readInput(file), args.options);
          verdict = checked.verdict;
          names = checked.log?.seats.map((s) => s.name) ?? [];
          words = checked.log?.ruleset.words;
        }
      } catch (error) {
        unreadable = true;
        err.push(`fzmj verify: ${error instanceof UsageError ? t(lang, error.key, error.params) : String(error)}`);
        continue;
      }
      counts[verdict.status]++;
      out.push(json ? JSON.stringify(verdictJson(file, verdict, lang, names, words)) : `${file}: ${verdictText(lang, verdict, names, words)}`);
    }
  }
  const total = counts.consistent + counts.mismatch + counts.illegal + counts.invalid;
  if (!json) out.push(t(lang, 'deal.summary', { count: total, ...counts }));
  const code = unreadable ? 2 : total === counts.consistent ? 0 : 1;
  return { code, stdout: out.length ? `${out.join('\n')}\n` : '', stderr: err.length ? `${err.join('\n')}\n` : '' };
}
