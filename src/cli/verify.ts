// `fzmj verify PATH...|- [--json]`: replay each deal log (files, folders of *.json, or standard
// input) and check its recorded result; a game log, each of its deals and the ties between them. Exit 0 all consistent, 1 any not, 2 a path that cannot
// be read at all (3 an internal error, reported against its file and, while an event was being
// applied, its step).
//
// Each file is opened once and fstat()ed once (a folder's entries say what they are), read
// through the capped reader, and parsed once.

import { closeSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatPath, InternalStepError, verifyRecord, type DealLog, type Difference, type Problem, type GameLog, type GameVerdict, type RecordCheck, type Verdict } from '../engine/index.ts';
import { t, type Lang } from '../i18n/index.ts';
import { noteText, verdictText } from '../i18n/deal-format.ts';
import { problemMessage } from '../i18n/problem.ts';
import { breakText } from '../i18n/game-format.ts';
import { readArgs, UsageError } from './args.ts';
import { MAX_INPUT_MB, openPath, readFailure, readListedFile, readOpened, readStdin, type Input, type ReadFailure } from './io.ts';
import { parseJson } from './input.ts';
import { usageMessage } from './message.ts';
import { checkOptions } from './options.ts';
import { cleanName, clip, printable, safeJson, safePath } from './text.ts';
import type { CommandResult } from './score.ts';

/** One thing a path names: a file to verify, or a failure to report. */
type Found = { file: string; read: () => Promise<Input> } | { file: string; failure: ReadFailure };

const byName = new Intl.Collator('en').compare;

/** The files a path names: itself, or the .json files below a folder, in name order. */
function* filesOf(path: string, stdin: () => Promise<Input>): Generator<Found> {
  if (path === '-') {
    yield { file: '-', read: stdin };
    return;
  }
  const opened = openPath(path);
  if (opened.kind === 'failed') {
    yield { file: path, failure: opened.failure };
    return;
  }
  if (opened.kind === 'file') {
    // Named explicitly: read whatever it is (a FIFO, a device) through the capped reader; a FIFO
    // is opened without waiting and given a while to be written to, never waited on for ever.
    yield { file: path, read: async () => readOpened(path, opened.fd, opened.stats) };
    return;
  }
  yield* folder(path);
}

function* folder(path: string): Generator<Found> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (error) {
    yield { file: path, failure: readFailure(path, error) };
    return;
  }
  entries.sort((a, b) => byName(a.name, b.name));
  for (const e of entries) {
    const file = join(path, e.name);
    if (e.isDirectory()) yield* folder(file);
    else if (!e.name.endsWith('.json')) continue;
    else if (e.isFile()) yield { file, read: async () => readListedFile(file) };
    else if (e.isSymbolicLink()) {
      yield {
        file,
        read: async () => {
          const opened = openPath(file);
          if (opened.kind === 'failed') throw new UsageError(opened.failure.key, opened.failure.params);
          if (opened.kind === 'directory') throw new UsageError('cli.error.directory', { file });
          if (!opened.stats.isFile()) {
            closeSync(opened.fd);
            throw new UsageError('cli.error.not-regular', { file }); // a link to a FIFO or device
          }
          return readOpened(file, opened.fd, opened.stats);
        },
      };
    } else {
      // A FIFO, socket or device named *.json inside a folder: never waited on or read.
      yield { file, failure: { key: 'cli.error.not-regular', params: { file } } };
    }
  }
}

/** A file's verdict: one deal's (with its log when it was read), or a whole game's. */
type Checked = { kind: 'deal'; verdict: Verdict; log: DealLog | null } | Extract<RecordCheck, { kind: 'game' }>;

const invalidFile = (problem: Problem): Checked => ({ kind: 'deal', verdict: { status: 'invalid', problem }, log: null });

function check(input: Input, lang: Lang, options: Record<string, unknown>): Checked {
  if (input.kind === 'too-large') {
    const problem: Problem =
      input.size === undefined ? { path: [], code: 'over-limit', params: { limit: MAX_INPUT_MB } } : { path: [], code: 'too-large', params: { size: input.size, limit: MAX_INPUT_MB } };
    return invalidFile(problem);
  }
  if (input.kind === 'encoding') return invalidFile({ path: [], code: 'encoding', params: { encoding: input.encoding } });
  const json = parseJson(input.text, lang);
  if (!json.ok) return invalidFile(json.problem);
  return verifyRecord(json.value, options);
}

// Problems only the command line finds (in how the file is read, before any JSON).
const OWN_PROBLEMS = new Set(['encoding', 'over-limit']);

/** An invalid log's problem in words: the CLI's own (encoding, size) or the engine's (quoted safely by problemMessage). */
function problemText(lang: Lang, problem: Problem): string {
  if (OWN_PROBLEMS.has(problem.code)) return t(lang, `cli.problem.${problem.code}`, problem.params);
  return problemMessage(lang, problem);
}

/** A difference for --json: a recorded string (an item id may be megabytes long) cut to a quote. */
const quotedDifference = (d: Difference): Difference => ({ ...d, recorded: typeof d.recorded === 'string' ? clip(d.recorded) : d.recorded });

function verdictLine(lang: Lang, verdict: Verdict, names: readonly string[], words?: string): string {
  if (verdict.status !== 'invalid') return verdictText(lang, verdict, names, words);
  return t(lang, 'deal.verdict.line', { status: t(lang, 'deal.verdict.invalid'), detail: problemText(lang, verdict.problem) });
}

/** The verdict's notes, as the text output's lines below the verdict (two spaces in) or as --json objects. */
const noteLines = (lang: Lang, verdict: Verdict, names: readonly string[]): string[] => (verdict.status === 'invalid' ? [] : verdict.notes.map((n) => `  ${noteText(lang, n, names)}`));
const notesJson = (lang: Lang, verdict: Exclude<Verdict, { status: 'invalid' }>, names: readonly string[]) =>
  verdict.notes.map((n) => ({ step: n.step, seat: n.seat, claim: n.claim, other: n.other, otherClaim: n.otherClaim, message: noteText(lang, n, names) }));

function verdictJson(file: string, verdict: Verdict, lang: Lang, names: readonly string[], words?: string): object {
  switch (verdict.status) {
    case 'consistent':
      return { file, status: 'consistent', deltas: verdict.result.deltas, winner: verdict.result.winner, win: verdict.result.score?.win ?? null, notes: notesJson(lang, verdict, names) };
    case 'mismatch':
      return {
        file,
        status: 'mismatch',
        differences: verdict.differences.map(quotedDifference),
        more: verdict.more,
        message: verdictText(lang, verdict, names, words),
        notes: notesJson(lang, verdict, names),
      };
    case 'illegal':
      return {
        file,
        status: 'illegal',
        step: verdict.step,
        reason: verdict.violation.code,
        params: verdict.violation.params,
        message: verdictText(lang, verdict, names, words),
        notes: notesJson(lang, verdict, names),
      };
    case 'invalid': {
      return { file, status: 'invalid', path: formatPath(safePath(verdict.problem.path)), reason: verdict.problem.code, message: problemText(lang, verdict.problem) };
    }
  }
}

/** An exception while checking a file, in words: internal, and at which step when the engine was applying an event. */
export function internalText(lang: Lang, error: unknown): string {
  const cause = error instanceof InternalStepError ? error.cause : error;
  const detail = clip(printable(String((cause as Error)?.message ?? cause)), 200);
  if (error instanceof InternalStepError) return t(lang, 'cli.error.internal-step', { step: error.index + 1, index: error.index, detail });
  return t(lang, 'cli.error.internal', { detail });
}

/**
 * A game's lines: its verdict, then each deal's verdict with its notes and the ties broken at it,
 * every deal named by its number; with --json, one object per deal and one for the game.
 */
function gameLines(file: string, game: GameLog, verdict: GameVerdict, lang: Lang, json: boolean): string[] {
  const players = game.players.map((p) => cleanName(p.name));
  const words = game.ruleset.words;
  const out: string[] = [];
  const context = (deal: number) => ({
    players,
    seats: verdict.deals[deal - 1]?.log?.seats.map((s) => s.name) ?? [],
    previousSeats: verdict.deals[deal - 2]?.log?.seats.map((s) => s.name) ?? [],
    words,
  });
  const broken = verdict.deals.filter((d) => d.verdict.status !== 'consistent').length;
  const head = { count: verdict.deals.length, breaks: verdict.breaks.length, deals: broken };
  if (json) {
    const breaks = verdict.breaks.map((b) => ({ deal: b.deal, reason: b.code, params: b.params, message: breakText(lang, b, context(b.deal)) }));
    out.push(safeJson({ file, kind: 'game', status: verdict.status, deals: verdict.deals.length, breaks }));
  } else out.push(`${printable(file)}: ${t(lang, verdict.status === 'consistent' ? 'game.consistent' : 'game.broken', head)}`);
  for (const deal of verdict.deals) {
    const names = deal.log?.seats.map((s) => cleanName(s.name)) ?? [];
    const dealWords = deal.log?.ruleset.words;
    const at = t(lang, 'game.deal', { deal: deal.number });
    if (json) {
      out.push(safeJson({ ...verdictJson(file, deal.verdict, lang, names, dealWords), deal: deal.number }));
      continue;
    }
    out.push(`${printable(file)}: ${t(lang, 'game.at', { deal: at, detail: verdictLine(lang, deal.verdict, names, dealWords) })}`, ...noteLines(lang, deal.verdict, names));
    for (const b of verdict.breaks) if (b.deal === deal.number) out.push(`${printable(file)}: ${breakText(lang, b, context(b.deal))}`);
  }
  // Ties broken after the last deal (a count of totals that says there were more).
  if (!json) for (const b of verdict.breaks) if (b.deal > verdict.deals.length) out.push(`${printable(file)}: ${breakText(lang, b, context(b.deal))}`);
  return out;
}

export async function verifyCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, ['--json'], []);
  if (!args.positional.length) throw new UsageError('cli.error.missing-file');
  checkOptions(args.options);
  const json = args.flags.has('--json');
  const out: string[] = [];
  const err: string[] = [];
  const counts = { consistent: 0, mismatch: 0, illegal: 0, invalid: 0 };
  const games = { consistent: 0, broken: 0 };
  let unreadable = false;
  let internal = false;
  // Standard input is read once, however often `-` is named.
  let stdin: Promise<Input> | undefined;
  const readStandardInput = () => (stdin ??= readStdin());
  const failed = (failure: ReadFailure) => {
    unreadable = true;
    // The file name whole (escaped), as each verdict line shows it.
    err.push(`fzmj verify: ${usageMessage(lang, failure.key, failure.params, false)}`);
  };
  for (const path of args.positional) {
    for (const found of filesOf(path, readStandardInput)) {
      if ('failure' in found) {
        failed(found.failure);
        continue;
      }
      const { file } = found;
      let checked: Checked;
      try {
        checked = check(await found.read(), lang, args.options);
      } catch (error) {
        if (error instanceof UsageError) {
          failed({ key: error.key, params: error.params });
        } else {
          internal = true;
          err.push(`fzmj verify: ${printable(file)}: ${internalText(lang, error)}`);
        }
        continue;
      }
      if (checked.kind === 'game' && checked.game) {
        games[checked.verdict.status]++;
        for (const deal of checked.verdict.deals) counts[deal.verdict.status]++;
        out.push(...gameLines(file, checked.game, checked.verdict, lang, json));
        continue;
      }
      const verdict = checked.kind === 'deal' ? checked.verdict : ({ status: 'invalid', problem: checked.problem } as const);
      const log = checked.kind === 'deal' ? checked.log : null;
      if (checked.kind === 'game') games.broken++;
      const names = log?.seats.map((s) => cleanName(s.name)) ?? [];
      const words = log?.ruleset.words;
      counts[verdict.status]++;
      if (json) out.push(safeJson(verdictJson(file, verdict, lang, names, words)));
      else out.push(`${printable(file)}: ${verdictLine(lang, verdict, names, words)}`, ...noteLines(lang, verdict, names));
    }
  }
  const total = counts.consistent + counts.mismatch + counts.illegal + counts.invalid;
  if (!json) out.push(t(lang, 'deal.summary', { count: total, ...counts }));
  const gameCount = games.consistent + games.broken;
  if (!json && gameCount) out.push(t(lang, 'game.summary', { count: gameCount, ...games }));
  const code = internal ? 3 : unreadable ? 2 : total === counts.consistent && games.broken === 0 ? 0 : 1;
  return { code, stdout: out.length ? `${out.join('\n')}\n` : '', stderr: err.length ? `${err.join('\n')}\n` : '' };
}
