// What a message echoes of the user's input, wherever it is shown (the command line, its --json,
// the viewer): never more than about 60 characters of it, and never a control character (a name,
// an item id or a quoted tile string could otherwise move the cursor, clear the screen or reverse
// the text around it). The command line and the viewer share these.

import type { Path, Problem } from './problem.ts';

/** The longest piece of the user's input a message quotes. */
export const QUOTE = 60;

// C0 and C1 controls, the bidirectional embeddings, overrides, isolates and marks, and the
// byte-order mark (invisible, yet it makes a text not JSON).
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const escapeCode = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text with every control character shown as an escape (`\u001b`), for quoting input. */
export function printable(text: string): string {
  return text.replace(CONTROLS, (c) => (c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : escapeCode(c)));
}

/** A name for text output: control characters removed. */
export function cleanName(name: string): string {
  return name.replace(CONTROLS, '');
}

/** Where to cut before `end` without splitting a surrogate pair. */
const cutAt = (text: string, end: number) => (end > 0 && /[\ud800-\udbff]/.test(text[end - 1] ?? '') ? end - 1 : end);

/** At most `max` characters of `text`, an ellipsis marking what is left out. */
export function clip(text: string, max = QUOTE): string {
  if (text.length <= max) return text;
  return `${text.slice(0, cutAt(text, max - 1))}…`;
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

/** A piece of input quoted in a message: control characters escaped, cut to {@link QUOTE} characters. */
export function quoteText(text: string, max = QUOTE): string {
  // Cut first so a huge text is never escaped whole, and again after the escapes lengthened it.
  return clipEscaped(printable(clip(text, max)), max);
}

/** {@link clip} for text with escapes in it (`\u0001`): never cut inside one. */
function clipEscaped(text: string, max: number, close = ''): string {
  if (text.length <= max) return text;
  let end = max - 1 - close.length;
  const backslash = text.lastIndexOf('\\', end);
  if (backslash >= 0 && backslash > end - 6) end = backslash;
  return `${text.slice(0, cutAt(text, end))}…${close}`;
}

/**
 * A value as a message shows it, in JSON notation (`"made.up"`, `12`, `null`): a string cut to
 * {@link QUOTE} characters, and no control character left unescaped (JSON escapes only C0).
 */
export function quoteValue(value: unknown): string {
  // Escapes lengthen a string six-fold (60 control characters are 360 of JSON): cut again, so
  // one value stays one short quote.
  const json = safeJson(typeof value === 'string' ? clip(value) : value);
  return clipEscaped(json, QUOTE + 2, typeof value === 'string' ? '"' : '');
}

/**
 * JSON text with no control character in it: the C1 controls and bidirectional marks that
 * JSON.stringify leaves as they are written `\uXXXX`, which reads back as the same value.
 */
export function safeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(CONTROLS, escapeCode);
}

/** A field path whose names (which may be the user's own keys) are quoted safely. */
export function safePath(path: readonly (string | number)[]): Path {
  return path.map((part) => (typeof part === 'string' ? quoteText(part) : part));
}

// Problem parameters that repeat what the input said.
const ECHOES = new Set(['char', 'tile', 'field', 'name', 'got', 'value', 'detail', 'tiles', 'version']);

/**
 * A problem safe to show: the tile string a notation problem quotes is cut to the part around
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
    else params[key] = quoteText(value, ECHOES.has(key) ? QUOTE : 4 * QUOTE);
  }
  return { ...problem, path: safePath(problem.path), params };
}
