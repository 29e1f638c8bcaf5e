// `fzmj score FILE|-`: score one winning situation. Exit 0 a legal win, 1 a hand that is read
// but is not a legal win, 2 input that is not a valid situation (one line on stderr).

import { parseSituation } from '../engine/index.ts';
import { decompositionJson, scoreText } from './score-text.ts';
import { t, type Lang } from '../i18n/index.ts';
import { problemMessage } from '../i18n/problem.ts';
import { readArgs, UsageError } from './args.ts';
import { readInput } from './io.ts';
import { parseJson, textOf } from './input.ts';
import { safeProblem } from './text.ts';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function scoreCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, ['--json'], []);
  if (args.positional.length !== 1) throw new UsageError('cli.error.missing-file');
  const file = args.positional[0];
  const json = parseJson(textOf(file, await readInput(file)), lang);
  const parsed = json.ok ? parseSituation(json.value, args.options) : json;
  if (!parsed.ok) return { code: 2, stdout: '', stderr: `fzmj score: ${problemMessage(lang, safeProblem(parsed.problem))}\n` };
  const { situation, ruleset } = parsed;
  const outcome = ruleset.score(situation);
  const asJson = args.flags.has('--json');
  if (!outcome.ok) {
    const stdout = asJson
      ? `${JSON.stringify({ ok: false, ruleset: ruleset.name, reason: outcome.reason, message: t(lang, `${ruleset.words}.reason.${outcome.reason}`) }, null, 2)}\n`
      : `${t(lang, 'cli.score.not-a-win', { reason: t(lang, `${ruleset.words}.reason.${outcome.reason}`) })}\n`;
    return { code: 1, stdout, stderr: '' };
  }
  if (asJson) {
    const out = {
      ok: true,
      ruleset: ruleset.name,
      options: ruleset.options,
      win: outcome.win,
      winBy: situation.winBy,
      ...outcome.figures,
      total: outcome.total,
      payments: outcome.payments,
      golds: outcome.golds,
      items: outcome.items,
      decomposition: decompositionJson(outcome.decomposition),
    };
    return { code: 0, stdout: `${JSON.stringify(out, null, 2)}\n`, stderr: '' };
  }
  return { code: 0, stdout: scoreText(lang, ruleset, outcome, situation), stderr: '' };
}

