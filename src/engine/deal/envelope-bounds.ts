// Long arrays and records of a log's envelope, checked before the schema reads it: zod gathers
// every element's problems into one list (with a spread), which overflows the stack when
// 200,000 elements are each wrong. The problem returned is the one the schema would name.

import type { Problem } from '../schema/problem.ts';
import { problemFromZod } from '../schema/zod-problem.ts';
import { MAX_ALSO_WON, MAX_ANNOTATIONS } from './format.ts';
import { itemSchema } from './schema.ts';

/** Arrays longer than this are checked element by element here; shorter ones go to the schema as they are. */
const LONG = 1000;
/** The most options a log may name (every rule set has fewer than 20). */
const MAX_OPTIONS = 1000;

const record = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** The first recorded item the schema refuses, with its path, when a long list has one. */
function itemsProblem(at: Problem['path'], breakdown: unknown): Problem | null {
  const items = record(breakdown)?.items;
  if (!Array.isArray(items) || items.length <= LONG) return null;
  for (let i = 0; i < items.length; i++) {
    const checked = itemSchema.safeParse(items[i], { reportInput: true });
    if (!checked.success) {
      const problem = problemFromZod(checked.error);
      return { ...problem, path: [...at, 'breakdown', 'items', i, ...problem.path] };
    }
  }
  return null;
}

/** What the schema would refuse in the envelope's long arrays and records, found without it. */
export function envelopeBoundsProblem(doc: Record<string, unknown>): Problem | null {
  const options = record(doc.options);
  if (options && Object.keys(options).length > MAX_OPTIONS) return { path: ['options'], code: 'too-many-values', params: { limit: MAX_OPTIONS } };
  if (Array.isArray(doc.annotations) && doc.annotations.length > MAX_ANNOTATIONS) return { path: ['annotations'], code: 'too-big', params: { maximum: MAX_ANNOTATIONS } };
  const result = record(doc.result);
  if (!result) return null;
  const also = result.alsoWon;
  if (Array.isArray(also) && also.length > MAX_ALSO_WON) return { path: ['result', 'alsoWon'], code: 'too-big', params: { maximum: MAX_ALSO_WON } };
  const first = itemsProblem(['result'], result.breakdown);
  if (first) return first;
  if (Array.isArray(also)) {
    for (let i = 0; i < also.length; i++) {
      const other = itemsProblem(['result', 'alsoWon', i], record(also[i])?.breakdown);
      if (other) return other;
    }
  }
  return null;
}
