// `fzmj import FILE... [--out DIR]`: reads other platforms' records (the format told by content),
// turns each deal into our deal log and checks it like any log: one line a deal, what the source
// does not record, a line that cannot be read by its number. With --out each deal is written to
// DIR/<file>-001.json, …. Exit 0 every deal consistent and every line read, 1 any not, 2 a file
// that cannot be read at all.

import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkImported, importRecord, type ImportedDeal } from '../engine/import/index.ts';
import { DEAL_FORMAT, getRuleset, isGameDocument } from '../engine/index.ts';
import { t, type Lang } from '../i18n/index.ts';
import { importCheckText, importProblemText, lackText } from '../i18n/import-format.ts';
import { readArgs, UsageError } from './args.ts';
import { errnoText } from './errno.ts';
import { readInput } from './io.ts';
import { makeFolder } from './mkdir.ts';
import type { CommandResult } from './score.ts';
import { printable } from './text.ts';

interface Counts {
  deals: number;
  consistent: number;
}

/** One deal's lines: its verdict, its fans counted differently, and (once per file) what the source lacks. */
function dealLines(lang: Lang, file: string, deal: ImportedDeal, counts: Counts): string[] {
  const check = checkImported(deal);
  counts.deals++;
  if (check.verdict.status === 'consistent' && check.fans.length === 0) counts.consistent++;
  const found = getRuleset(deal.log.ruleset, deal.log.options ?? {});
  const words = found.ok ? found.ruleset.words : deal.log.ruleset;
  const [head, ...fans] = importCheckText(
    lang,
    check,
    deal.log.seats.map((s) => s.name),
    words,
  );
  const title = printable(deal.title ?? '');
  return [`${file}: ${t(lang, 'import.deal', { title, verdict: head })}`, ...fans.map((f) => `  ${f}`)];
}

/** Whether the text is one of our own logs already (for `fzmj verify`, not an import). */
function isOwnLog(text: string): boolean {
  if (!text.trimStart().startsWith('{')) return false;
  try {
    const doc = JSON.parse(text) as { format?: unknown };
    return doc.format === DEAL_FORMAT || isGameDocument(doc);
  } catch {
    return false;
  }
}

function write(file: string, value: unknown, lang: Lang): void {
  try {
    writeFileSync(file, `${JSON.stringify(value, null, 1)}\n`);
  } catch (error) {
    throw new UsageError('cli.error.not-writable', { file, detail: errnoText(lang, error) });
  }
}

export async function importCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, [], ['--out']);
  if (!args.positional.length) throw new UsageError('cli.error.missing-file', {});
  const out = args.values.get('--out');
  if (out !== undefined) {
    try {
      makeFolder(out);
    } catch (error) {
      throw new UsageError('cli.error.not-writable', { file: out, detail: errnoText(lang, error) });
    }
  }
  const lines: string[] = [];
  const counts: Counts = { deals: 0, consistent: 0 };
  let unread = 0;
  for (const path of args.positional) {
    const input = await readInput(path);
    const file = printable(path);
    if (input.kind !== 'text') {
      unread++;
      lines.push(`${file}: ${t(lang, 'import.problem.not-text')}`);
      continue;
    }
    if (isOwnLog(input.text)) {
      unread++;
      lines.push(`${file}: ${t(lang, 'import.problem.own-format')}`);
      continue;
    }
    const outcome = await importRecord(input.text);
    if (!outcome.ok) {
      unread++;
      lines.push(`${file}: ${importProblemText(lang, outcome.problem)}`);
      continue;
    }
    outcome.deals.forEach((deal, i) => {
      lines.push(...dealLines(lang, file, deal, counts));
      if (out !== undefined) {
        const name = join(out, `${basename(path).replace(/\.[^.]*$/, '') || 'record'}-${String(i + 1).padStart(3, '0')}.json`);
        write(name, deal.log, lang);
        lines.push(`  ${t(lang, 'import.wrote', { file: printable(name) })}`);
      }
    });
    // What the source does not record is said once for the file: it is the same for every deal.
    for (const lack of new Set(outcome.deals.flatMap((d) => d.lacks))) lines.push(`${file}: ${lackText(lang, lack)}`);
    for (const problem of outcome.problems) lines.push(`${file}: ${importProblemText(lang, problem)}`);
    unread += outcome.problems.length;
  }
  const other = counts.deals - counts.consistent;
  const code = other > 0 || unread > 0 ? 1 : 0;
  return { code, stdout: `${[...lines, t(lang, 'import.summary', { count: counts.deals, consistent: counts.consistent, other, problems: unread })].join('\n')}\n`, stderr: '' };
}
