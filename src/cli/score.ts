// `fzmj score FILE...|-`: score winning situations. One file prints its breakdown (or `--json`);
// several files, or newline-delimited situations on standard input, print one JSON result a
// line, all scored in one process. Exit 0 every one a legal win, 1 some read but not a legal
// win, 2 some not a valid situation (its line on stderr): the worst of them.

import { noWinDetails, parseSituation } from '../engine/index.ts';
import { decompositionJson, scoreText } from './score-text.ts';
import { t, type Lang } from '../i18n/index.ts';
import { problemMessage } from '../i18n/problem.ts';
import { readArgs, UsageError } from './args.ts';
import { readInput } from './io.ts';
import { parseJson, textOf, type Json } from './input.ts';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** One situation scored: its exit code, its JSON result, its text breakdown, or its problem. */
interface Scored {
  code: number;
  json: Record<string, unknown>;
  text: string;
  error?: string;
}

function scoreOne(json: Json, options: Record<string, unknown>, lang: Lang): Scored {
  const parsed = json.ok ? parseSituation(json.value, options) : json;
  if (!parsed.ok) {
    // The rule set named in the input, if it is one, lends the message its win word.
    const named = json.ok && typeof json.value === 'object' && json.value !== null && !Array.isArray(json.value) ? (json.value as Record<string, unknown>).ruleset : undefined;
    const message = problemMessage(lang, parsed.problem, typeof named === 'string' ? named : undefined); // quoted safely by problemMessage
    return { code: 2, json: { ok: false, invalid: true, message }, text: '', error: message };
  }
  const { situation, ruleset } = parsed;
  const outcome = ruleset.score(situation);
  if (!outcome.ok) {
    const details = noWinDetails(outcome);
    const reason = t(lang, `${ruleset.words}.reason.${outcome.reason}`, details);
    return { code: 1, json: { ok: false, ruleset: ruleset.name, reason: outcome.reason, ...details, message: reason }, text: `${t(lang, 'cli.score.not-a-win', { reason, words: ruleset.words })}\n` };
  }
  // The shared fields first, then whatever the rule set adds (fuzhou's base, bonus and multiplier, mcr's fans).
  const { ok: _ok, ruleset: _name, figures, decomposition, reading: _reading, ...own } = outcome as typeof outcome & { reading?: unknown };
  return {
    code: 0,
    json: {
      ok: true,
      ruleset: ruleset.name,
      options: ruleset.options,
      winBy: situation.winBy,
      ...figures,
      ...own,
      total: outcome.total,
      decomposition: decompositionJson(decomposition),
    },
    text: scoreText(lang, ruleset, outcome, situation),
  };
}

/** Newline-delimited situations: every non-empty line a JSON object of its own. */
function lines(text: string, lang: Lang): { line: number; json: Json }[] | null {
  const whole = parseJson(text, lang);
  if (whole.ok) return null;
  const out: { line: number; json: Json }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() !== '') out.push({ line: i + 1, json: parseJson(raw, lang) });
  });
  // Situations a line start with a line that is a whole situation; a pretty-printed document
  // that does not parse is bad JSON, said once for the file.
  return out.length > 1 && out[0].json.ok ? out : null;
}

export async function scoreCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, ['--json'], []);
  if (args.positional.length === 0) throw new UsageError('cli.error.missing-file');
  const asJson = args.flags.has('--json');
  const results: { where: Record<string, string | number>; scored: Scored }[] = [];
  for (const file of args.positional) {
    const text = textOf(file, await readInput(file));
    const many = lines(text, lang);
    if (many) for (const { line, json } of many) results.push({ where: { file, line }, scored: scoreOne(json, args.options, lang) });
    else results.push({ where: { file }, scored: scoreOne(parseJson(text, lang), args.options, lang) });
  }
  const code = Math.max(...results.map((r) => r.scored.code));
  if (results.length === 1) {
    const { scored } = results[0];
    if (scored.error !== undefined) return { code: 2, stdout: '', stderr: `fzmj score: ${scored.error}\n` };
    return { code: scored.code, stdout: asJson ? `${JSON.stringify(scored.json, null, 2)}\n` : scored.text, stderr: '' };
  }
  // Several: one JSON result a line, named by file (and line); problems also on stderr.
  const stdout = results.map((r) => JSON.stringify({ ...r.where, ...r.scored.json })).join('\n');
  const stderr = results
    .filter((r) => r.scored.error !== undefined)
    .map((r) => `fzmj score: ${r.where.file}${r.where.line !== undefined ? `:${r.where.line}` : ''}: ${r.scored.error}`)
    .join('\n');
  return { code, stdout: `${stdout}\n`, stderr: stderr ? `${stderr}\n` : '' };
}
