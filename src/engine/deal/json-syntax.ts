// One pass over a JSON text, before anything is built from it: where it first goes wrong (its
// line and column from 1, and the character found there), how deep it nests and whether an
// object repeats a key. It stops at the first of these, so a hostile text costs only its prefix.

import type { Path } from '../schema/problem.ts';

export type JsonSyntax = { kind: 'end'; line: number; column: number } | { kind: 'unexpected'; token: string; line: number; column: number };

/** What a scan found: nothing wrong, a syntax error at an offset, nesting past the limit, or a repeated key. */
export type JsonScan = { kind: 'ok' } | { kind: 'syntax'; at: number } | { kind: 'too-deep'; at: number; path: Path } | { kind: 'duplicate'; at: number; key: string; path: Path };

export interface ScanLimits {
  /** Containers (objects and arrays) nested deeper than this are refused; the document itself is level 1. */
  maxDepth?: number;
  /** Whether an object that names a key twice is refused (JSON.parse would keep the last). */
  duplicates?: boolean;
}

/**
 * The first syntax error of a text that JSON.parse refused: its line and column (from 1) and the
 * character found there. V8's own message gives a position only for some errors, so this walks
 * the text (iteratively: any depth).
 */
export function jsonSyntaxError(text: string): JsonSyntax {
  const found = scanJson(text);
  return positionOf(text, found.kind === 'ok' ? text.length : found.at);
}

/** The line and column (from 1) of an offset, and the character there (`end` past the last one). */
export function positionOf(text: string, at: number): JsonSyntax {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const column = at - lineStart + 1;
  if (at >= text.length) return { kind: 'end', line, column };
  const code = text.codePointAt(at)!;
  return { kind: 'unexpected', token: String.fromCodePoint(code), line, column };
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** Walks `text` once as JSON, without building it, and stops at the first thing wrong. */
export function scanJson(text: string, limits: ScanLimits = {}): JsonScan {
  const maxDepth = limits.maxDepth ?? Number.POSITIVE_INFINITY;
  const checkKeys = limits.duplicates === true;
  const n = text.length;
  let i = 0;
  let why: JsonScan | null = null;
  const skip = () => {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
  };
  // What is expected next: a value, or (inside a container) what follows one.
  const stack: number[] = []; // 0x5b '[' or 0x7b '{'
  // For each open container, where in it the reading is (a key, or an index), and an object's keys.
  const path: Path = [];
  // An object's keys so far: a list while short (most objects have a few), a set past that.
  const keys: (string[] | Set<string> | null)[] = [];
  let expectValue = true;
  const stop = (at: number): JsonScan => why ?? { kind: 'syntax', at };
  for (;;) {
    skip();
    if (i >= n) return stop(n);
    const c = text.charCodeAt(i);
    if (expectValue) {
      if (c === 0x7b || c === 0x5b) {
        if (stack.length >= maxDepth) return { kind: 'too-deep', at: i, path: path.slice() };
        stack.push(c);
        keys.push(c === 0x7b && checkKeys ? [] : null);
        path.push(0);
        i++;
        skip();
        const close = c === 0x7b ? 0x7d : 0x5d;
        if (i < n && text.charCodeAt(i) === close) {
          leave();
          i++;
          expectValue = false;
          if (stack.length === 0) return trailing();
          continue;
        }
        if (c === 0x7b) {
          const key = member();
          if (key >= 0) return stop(key);
        }
        continue;
      }
      const end = scalar();
      if (end >= 0) return stop(end);
      expectValue = false;
      if (stack.length === 0) return trailing();
      continue;
    }
    // After a value inside a container: a comma or the closing bracket.
    const top = stack[stack.length - 1];
    const close = top === 0x7b ? 0x7d : 0x5d;
    if (c === close) {
      leave();
      i++;
      if (stack.length === 0) return trailing();
      continue;
    }
    if (c !== 0x2c) return stop(i);
    i++;
    skip();
    if (top === 0x7b) {
      const key = member();
      if (key >= 0) return stop(key);
    } else (path[path.length - 1] as number)++;
    expectValue = true;
  }

  function leave(): void {
    stack.pop();
    keys.pop();
    path.pop();
  }

  function trailing(): JsonScan {
    skip();
    return i >= n ? { kind: 'ok' } : { kind: 'syntax', at: i };
  }

  /** Reads an object member's key and its colon at i; the offset of an error, or -1. */
  function member(): number {
    if (i >= n) return n;
    const start = i;
    const key = string();
    if (key >= 0) return key;
    const slice = text.slice(start + 1, i - 1);
    const name = slice.includes('\\') ? (JSON.parse(`"${slice}"`) as string) : slice;
    const seen = keys[keys.length - 1];
    if (seen) {
      if (Array.isArray(seen) ? seen.includes(name) : seen.has(name)) {
        why = { kind: 'duplicate', at: start, key: name, path: path.slice(0, -1) };
        return start;
      }
      if (!Array.isArray(seen)) seen.add(name);
      else if (seen.length < 16) seen.push(name);
      else keys[keys.length - 1] = new Set([...seen, name]);
    }
    path[path.length - 1] = name;
    skip();
    if (i >= n) return n;
    if (text.charCodeAt(i) !== 0x3a) return i;
    i++;
    return -1;
  }

  /** Reads a string at i; the offset of an error in it, or -1. */
  function string(): number {
    if (text.charCodeAt(i) !== 0x22) return i;
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return -1;
      }
      if (c < 0x20) return i;
      if (c === 0x5c) {
        const e = text.charCodeAt(i + 1);
        if (i + 1 >= n) return n;
        if (e === 0x75) {
          for (let k = 2; k < 6; k++) {
            if (i + k >= n) return n;
            if (!/[0-9a-fA-F]/.test(text[i + k])) return i + k;
          }
          i += 6;
        } else if ('"\\/bfnrt'.includes(text[i + 1])) i += 2;
        else return i + 1;
        continue;
      }
      i++;
    }
    return n;
  }

  /** Reads a string, number or literal at i; the offset of an error, or -1. */
  function scalar(): number {
    const c = text.charCodeAt(i);
    if (c === 0x22) return string();
    for (const word of ['true', 'false', 'null']) {
      if (c === word.charCodeAt(0)) {
        for (let k = 0; k < word.length; k++) {
          if (i + k >= n) return n;
          if (text.charCodeAt(i + k) !== word.charCodeAt(k)) return i + k;
        }
        i += word.length;
        return -1;
      }
    }
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    m.lastIndex = i;
    const found = m.exec(text);
    if (!found) {
      // A minus sign or a digit that starts a number but does not finish one.
      if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
        let j = i + 1;
        while (j < n && /[\d.eE+-]/.test(text[j])) j++;
        return Math.min(j, n);
      }
      return i;
    }
    i += found[0].length;
    // `1.` or `1e`: the number stopped at a character that cannot follow it.
    if (i < n && /[.eE]/.test(text[i])) {
      const j = i + 1;
      return Math.min(j, n);
    }
    return -1;
  }
}
