// `fzmj score FILE...|-`: score winning situations. One file prints its breakdown (or `--json`);
// several files, or newline-delimited situations on standard input, print one JSON result a
// line, all scored in one process. Exit 0 every one a legal win, 1 some read but not a legal
// win, 2 some not a valid situation (its line on stderr): the worst of them.

import { noWinDetails, readSituationInput } from '../engine/index.ts';
import { decompositionJson, scoreText } from './score-text.ts';
import { t, type Lang } from '../i18n/index.ts';
import { problemMessage } from '../i18n/problem.ts';
import { readArgs, UsageError, type OptionValue } from './args.ts';
import { readInput } from './io.ts';
import { parseJson, textOf, type Json } from './input.ts';
import { checkOptions } from './options.ts';
import { fieldOptions, type FieldOption } from './field-options.ts';
import { usageMessage } from './message.ts';
import { printable, safeJson } from './text.ts';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** One situation scored: its exit code, its JSON result, its text breakdown, or its problem. */
interface Scored {
  code: number;
  json: Record<string, unknown>;
  /** The breakdown, written only when one situation is scored (a batch prints JSON lines). */
  text: () => string;
  error?: string;
  /** The error's text names the file itself (a file that could not be read). */
  named?: boolean;
}

const noText = () => '';

function scoreOne(json: Json, given: Record<string, OptionValue>, lang: Lang): Scored {
  const { value, options, notes } = json.ok ? fieldOptions(json.value, given) : { value: undefined, options: given, notes: [] };
  const parsed = json.ok ? readSituationInput(value, options) : { ok: false as const, problems: [json.problem] };
  if (!parsed.ok) {
    // The rule set named in the input, if it is one, lends the message its win word.
    const named = json.ok && typeof json.value === 'object' && json.value !== null && !Array.isArray(json.value) ? (json.value as Record<string, unknown>).ruleset : undefined;
    const message = problemMessage(lang, parsed.problems[0], typeof named === 'string' ? named : undefined); // quoted safely by problemMessage
    return { code: 2, json: { ok: false, invalid: true, message }, text: noText, error: message };
  }
  const { situation, ruleset } = parsed;
  const outcome = ruleset.score(situation);
  if (!outcome.ok) {
    const details = noWinDetails(outcome);
    const reason = t(lang, `${ruleset.words}.reason.${outcome.reason}`, details);
    // A hand under a minimum: what it does score (mcr's fans under 8).
    const items = outcome.items ?? [];
    // Written only for one situation's breakdown: a batch prints JSON and never asks for it.
    const has = () =>
      items.length
        ? `${t(lang, 'cli.score.has', { items: items.map((i) => `${t(lang, `${ruleset.words}.item.${i.id}`)}${i.count > 1 ? ` ×${i.count}` : ''} ${i.points}`).join(' + '), points: items.reduce((sum, i) => sum + i.points, 0) })}\n`
        : '';
    return {
      code: 1,
      json: { ok: false, ruleset: ruleset.name, reason: outcome.reason, ...details, ...(items.length ? { items } : {}), message: reason },
      text: () => `${t(lang, 'cli.score.not-a-win', { reason, words: ruleset.words })}\n${has()}`,
    };
  }
  // The shared fields first, then whatever the rule set adds (fuzhou's base, bonus and multiplier, mcr's fans).
  const { ok: _ok, ruleset: _name, figures, decomposition, reading: _reading, ...own } = outcome as typeof outcome & { reading?: unknown };
  return {
    code: 0,
    json: {
      ok: true,
      ruleset: ruleset.name,
      // What was used: an option the situation's own field overrode shows that field's value.
      options: { ...ruleset.options, ...Object.fromEntries(notes.map((n) => [n.name, n.used])) },
      ...(notes.length ? { optionNotes: notes.map((n) => ({ ...n, message: noteText(lang, n) })) } : {}),
      winBy: situation.winBy,
      ...figures,
      ...own,
      total: outcome.total,
      decomposition: decompositionJson(decomposition),
    },
    text: () => scoreText(lang, ruleset, outcome, situation) + notes.map((n) => `${noteText(lang, n)}\n`).join(''),
  };
}

const noteText = (lang: Lang, n: FieldOption) => t(lang, n.from === 'option' ? 'cli.score.option-used' : 'cli.score.option-unused', { name: n.name, value: String(n.value), used: String(n.used) });

/** A file that could not be read (or is too large, or not UTF-8): its message, and the worst code. */
function unreadable(error: UsageError, lang: Lang): Scored {
  const message = usageMessage(lang, error.key, error.params);
  return { code: 2, json: { ok: false, unreadable: true, message }, text: noText, error: message, named: true };
}

/**
 * Newline-delimited situations: every non-empty line a JSON object of its own. They start with a
 * line that is a whole situation, and there are two or more: then the whole text cannot be one
 * JSON document (a value followed by more than white space), so it is not parsed as one first.
 * A pretty-printed document that does not parse is bad JSON, said once for the file. The first
 * line comes back parsed (it was parsed to tell); the others (text and number) unparsed: each is
 * parsed when it is scored, so a batch never holds every line's value at once.
 */
function lines(text: string, lang: Lang): { first: Json; rest: { line: number; raw: string }[]; line: number } | null {
  const raws = text.split(/\r?\n/);
  const out: { line: number; raw: string }[] = [];
  for (let i = 0; i < raws.length; i++) if (raws[i].trim() !== '') out.push({ line: i + 1, raw: raws[i] });
  if (out.length < 2) return null;
  const first = parseJson(out[0].raw, lang);
  return first.ok ? { first, line: out[0].line, rest: out.slice(1) } : null;
}

export async function scoreCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, ['--json'], []);
  if (args.positional.length === 0) throw new UsageError('cli.error.missing-file');
  checkOptions(args.options);
  const asJson = args.flags.has('--json');
  // Several files, or one of situations a line: one JSON result a line, named by file (and line),
  // problems also on stderr. Each result is written out as it is scored, so a batch of thousands
  // keeps lines of text, not every score's objects, until it is printed.
  const several = args.positional.length > 1;
  const out: string[] = [];
  const problems: string[] = [];
  let code = 0;
  // The file's name as the start of each of its lines' JSON (`{"file":"…"`), written once a file.
  let head = '';
  const add = (where: { file: string; line?: number }, scored: Scored): void => {
    if (scored.code > code) code = scored.code;
    // The name goes in front as text: the result is written as it is rather than copied first.
    // File names as verify shows them: control characters escaped (safeJson escapes them too).
    const named = where.line === undefined ? head : `${head},"line":${where.line}`;
    out.push(`${named},${safeJson(scored.json).slice(1)}`);
    if (scored.error === undefined) return;
    const at = scored.named ? '' : `${printable(where.file)}${where.line !== undefined ? `:${where.line}` : ''}: `;
    problems.push(`fzmj score: ${at}${scored.error}`);
  };
  for (const file of args.positional) {
    head = safeJson({ file }).slice(0, -1);
    let text: string;
    try {
      text = textOf(file, await readInput(file));
    } catch (error) {
      // As verify does: say so, and go on with the other files.
      if (!(error instanceof UsageError)) throw error;
      const scored = unreadable(error, lang);
      if (!several) return { code: 2, stdout: '', stderr: `fzmj score: ${scored.error}\n` };
      add({ file }, scored);
      continue;
    }
    const many = lines(text, lang);
    if (many) {
      add({ file, line: many.line }, scoreOne(many.first, args.options, lang));
      for (const { line, raw } of many.rest) add({ file, line }, scoreOne(parseJson(raw, lang), args.options, lang));
    } else {
      const scored = scoreOne(parseJson(text, lang), args.options, lang);
      if (several) add({ file }, scored);
      else if (scored.error !== undefined) return { code: 2, stdout: '', stderr: `fzmj score: ${scored.error}\n` };
      else return { code: scored.code, stdout: asJson ? `${JSON.stringify(scored.json, null, 2)}\n` : scored.text(), stderr: '' };
    }
  }
  return { code, stdout: `${out.join('\n')}\n`, stderr: problems.length ? `${problems.join('\n')}\n` : '' };
}
