// Words for an imported record in a reader's language: a problem at its source line, the formats
// accepted, what the source lacks, and each deal's check (a broken rule with its source line, the
// fans the record and the engine count differently, by their names in the rule set's words).

import type { ImportCheck, ImportProblem, Lack } from '../engine/import/index.ts';
import { quoteValue } from '../engine/schema/quote.ts';
import { verdictText, violationText } from './deal-format.ts';
import { hasMessage, t, type Lang } from './index.ts';

/** The formats accepted, by name: our own log first, then each importer's. */
export function formatsText(lang: Lang, ids: readonly string[]): string {
  return ['json', ...ids].map((id) => (hasMessage(lang, `import.format.${id}`) ? t(lang, `import.format.${id}`) : id)).join(lang === 'zh' ? '；' : '; ');
}

/** A problem of reading, at its line; a tile, a fan or a detail of the user's quoted, never echoed whole. */
export function importProblemText(lang: Lang, problem: ImportProblem): string {
  const p = problem.params;
  const params: Record<string, string | number> = { ...p, line: problem.line };
  for (const key of ['tile', 'fan', 'detail']) if (key in p) params[key] = quoteValue(p[key]);
  if (typeof p.formats === 'string') params.formats = formatsText(lang, p.formats.split(', ').filter(Boolean));
  return t(lang, `import.problem.${problem.code}`, params);
}

export const lackText = (lang: Lang, lack: Lack): string => t(lang, `import.lack.${lack}`);

/** A fan by its name in the rule set's words (`words`), else its id. */
const fanName = (lang: Lang, words: string, id: string) => (hasMessage(lang, `${words}.item.${id}`) ? t(lang, `${words}.item.${id}`) : id);

/** An imported deal's check: the verdict (a broken rule said with its source line), then each fan counted differently. */
export function importCheckText(lang: Lang, check: ImportCheck, names: readonly string[], words: string): string[] {
  const v = check.verdict;
  const head =
    v.status === 'illegal' && check.line !== null
      ? t(lang, 'import.illegal-at', { step: v.step + 1, line: check.line, detail: violationText(lang, v.violation, names, words) })
      : verdictText(lang, v, names, words);
  return [head, ...check.fans.map((f) => t(lang, 'import.fan-differs', { fan: fanName(lang, words, f.id), recorded: f.recorded, found: f.found }))];
}
