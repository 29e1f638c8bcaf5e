// Turns an engine Problem into one line for a reader: where (field path), then what.
import { formatPath, type Problem } from '../engine/schema/problem.ts';
import { safeProblem } from '../engine/schema/quote.ts';
import { rulesetNames } from '../engine/rules/index.ts';
import { hasMessage, t, type Lang } from './index.ts';
import { ownKey } from './own-words.ts';

/**
 * The words of a problem: those of the rule set `words` if it has its own, else the engine's, else
 * those of a rule set that alone checks it (`mcr.problem.…`), for a caller that knows no rule set.
 */
function problemKey(lang: Lang, code: string, words?: string): string {
  const shared = ownKey(lang, words, `problem.${code}`, `engine.problem.${code}`);
  if (hasMessage(lang, shared)) return shared;
  return (
    rulesetNames()
      .map((name) => `${name}.problem.${code}`)
      .find((key) => hasMessage(lang, key)) ?? shared
  );
}

/** Names a field in the reader's words (`concealed` → "Concealed tiles"), or undefined to show its path. */
export type FieldNamer = (path: Problem['path']) => string | undefined;

/**
 * The problem in words; what it quotes of the input is cut short and its control characters escaped.
 * `words`: the rule set's namespace when it is known, for its own win word (和 in mcr). A form
 * passes `field` so its reader sees a field's label, not its key in the data.
 */
export function problemMessage(lang: Lang, problem: Problem, words?: string, field?: FieldNamer): string {
  const safe = safeProblem(problem);
  const where = (safe.path.length && field?.(safe.path)) || formatPath(safe.path);
  const what = t(lang, problemKey(lang, safe.code, words), words !== undefined && rulesetNames().includes(words) ? { ...safe.params, words } : safe.params);
  return where ? `${where}: ${what}` : what;
}
