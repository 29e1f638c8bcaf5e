// Untrusted JSON text to a value, for deal logs and situations alike: a long text is walked once
// first (syntax, depth, repeated keys) so nothing is built from a text that is refused. A short
// one (a situation, a line of a batch) is parsed first and its depth and keys counted after: a
// few kilobytes cost nothing to build, and the walk in JavaScript cost more than the parse.

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
  if (text.length <= QUICK_LIMIT) {
    const quick = quickRead(text, maxDepth);
    if (quick !== undefined) return { ok: true, value: quick };
  }
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

/** Texts up to this many characters are parsed before they are checked. */
const QUICK_LIMIT = 65536;

/**
 * The value of a short text when JSON.parse takes it, it nests no deeper than `maxDepth` and no
 * object repeats a key; else undefined, and the walk says what is wrong. A repeated key is one
 * key fewer in the value than the text names (JSON.parse keeps one of them), so the keys are
 * counted both ways: in the text, every string followed by a colon (the text is JSON, so its
 * strings are found from quote to unescaped quote).
 */
function quickRead(text: string, maxDepth: number): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return value;
  let named = 0;
  for (let i = text.indexOf('"'); i >= 0; ) {
    let j = text.indexOf('"', i + 1);
    for (;;) {
      let slashes = 0;
      while (text.charCodeAt(j - 1 - slashes) === 0x5c) slashes++;
      if (slashes % 2 === 0) break;
      j = text.indexOf('"', j + 1);
    }
    let k = j + 1;
    for (let c = text.charCodeAt(k); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++k));
    if (text.charCodeAt(k) === 0x3a) named++;
    // What follows a string is never a quote: the next string starts further on.
    i = text.indexOf('"', k);
  }
  return keysIn(value, 1, maxDepth) === named ? value : undefined;
}

/** The keys of every object in a parsed value, or -1 when a container is deeper than `maxDepth`. */
function keysIn(value: unknown, depth: number, maxDepth: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (depth > maxDepth) return -1;
  let keys = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = keysIn(value[i], depth + 1, maxDepth);
      if (inner < 0) return -1;
      keys += inner;
    }
    return keys;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) {
    const inner = keysIn(object[key], depth + 1, maxDepth);
    if (inner < 0) return -1;
    keys += inner + 1;
  }
  return keys;
}
