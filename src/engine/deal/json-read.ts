// Untrusted JSON text to a value, for deal logs and situations alike: the text is walked once
// first (syntax, depth, repeated keys) so nothing is built from a text that is refused.

import { printable } from '../schema/quote.ts';
import type { Problem } from '../schema/problem.ts';
import { positionOf, scanJson } from './json-syntax.ts';

/**
 * How deep a document may nest: the document is level 1, and a seat (level 3) may hold 16 levels
 * of its own, itself included (FREE_FORM_LIMITS.depth), so 18 in all.
 */
export const MAX_JSON_DEPTH = 18;

export type JsonRead = { ok: true; value: unknown } | { ok: false; problem: Problem };

/** A bad-JSON problem pointing at an offset: line, column and the character there (shown printable). */
export function badJson(text: string, at: number): Problem {
  const where = positionOf(text, at);
  return { path: [], code: 'bad-json', params: { line: where.line, column: where.column, token: where.kind === 'unexpected' ? printable(where.token) : '' } };
}

/**
 * The value of a JSON text, or the first problem with it: a syntax error (with its line and
 * column), nesting deeper than {@link MAX_JSON_DEPTH} (found while reading, never after
 * building the tree), or an object naming a key twice (JSON.parse would silently keep the last).
 */
export function readJson(text: string, maxDepth = MAX_JSON_DEPTH): JsonRead {
  const scan = scanJson(text, { maxDepth, duplicates: true });
  switch (scan.kind) {
    case 'syntax':
      return { ok: false, problem: badJson(text, scan.at) };
    case 'too-deep':
      // The field it is in (`events[5]`, `meta.x`), not the whole run of indexes down to it.
      return { ok: false, problem: { path: scan.path.slice(0, 2), code: 'too-deep', params: { limit: maxDepth } } };
    case 'duplicate':
      return { ok: false, problem: { path: [...scan.path, scan.key], code: 'duplicate-key', params: { field: scan.key } } };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // The scan accepts exactly JSON; should the two ever disagree, the text is still refused.
    return { ok: false, problem: badJson(text, 0) };
  }
}
