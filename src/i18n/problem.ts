// Turns an engine Problem into one line for a reader: where (field path), then what.
import { formatPath, type Problem } from '../engine/schema/problem.ts';
import { t, type Lang } from './index.ts';

export function problemMessage(lang: Lang, problem: Problem): string {
  const where = formatPath(problem.path);
  const what = t(lang, `engine.problem.${problem.code}`, problem.params);
  return where ? `${where}: ${what}` : what;
}
