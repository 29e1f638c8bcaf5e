// What the command line echoes of its input: never more than about 60 characters of it, with
// the position, and never a control character (a name or a quoted tile string could otherwise
// move the cursor, clear the screen or reverse the text on the user's terminal).

import type { Problem } from '../engine/index.ts';

/** The longest piece of the user's input a message quotes. */
export const QUOTE = 60;

// C0 and C1 controls, and the bidirectional embeddings, overrides, isolates and marks.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text with every control character shown as an escape (`\u001b`), for quoting input. */
export function printable(text: string): string {
  return text.replace(CONTROLS, (c) => (c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** A name for text output: control characters removed. */
export function cleanName(name: string): string {
  return name.replace(CONTROLS, '');
}

/** At most `max` characters of `text`, an ellipsis marking what is left out. */
export function clip(text: string, max = QUOTE): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1)}…`;
}

/**
 * At most `max` characters of `text` around `at` (0-based), with ellipses where it is cut:
 * the place a message points at stays in view.
 */
export function clipAround(text: string, at: number, max = QUOTE): string {
  if (text.length <= max) return text;
  let start = Math.max(0, Math.min(at - Math.floor(max / 2), text.length - max));
  let end = start + max;
  const head = start > 0 ? '…' : '';
  const tail = end < text.length ? '…' : '';
  if (head) start++;
  if (tail) end--;
  return `${head}${text.slice(start, end)}${tail}`;
}

// Problem parameters that repeat what the input said.
const ECHOES = new Set(['char', 'tile', 'field', 'name', 'got', 'value', 'detail', 'tiles', 'version']);

/**
 * A problem safe to print: the tile string a notation problem quotes is cut to the part around
 * its position, every other text parameter and field name to {@link QUOTE} characters, and
 * control characters are escaped.
 */
export function safeProblem(problem: Problem): Problem {
  const params: Problem['params'] = {};
  const position = typeof problem.params.position === 'number' ? problem.params.position - 1 : 0;
  for (const [key, value] of Object.entries(problem.params)) {
    if (typeof value !== 'string') params[key] = value;
    else if (key === 'text') params[key] = printable(clipAround(value, position));
    // Parameters the engine writes itself (lists of allowed values) may be longer than a quote.
    else params[key] = printable(clip(value, ECHOES.has(key) ? QUOTE : 4 * QUOTE));
  }
  const path = problem.path.map((part) => (typeof part === 'string' ? printable(clip(part)) : part));
  return { ...problem, path, params };
}

// ---- JSON: where the first syntax error is (the character found shown printable) ----

import { jsonSyntaxError as locateJsonError, type JsonSyntax } from '../engine/deal/json-syntax.ts';
export type { JsonSyntax } from '../engine/deal/json-syntax.ts';

export function jsonSyntaxError(text: string): JsonSyntax {
  const at = locateJsonError(text);
  return at.kind === 'unexpected' ? { ...at, token: printable(at.token) } : at;
}
