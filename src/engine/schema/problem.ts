// A reasoned input problem: where (a field path), what (a stable code for i18n) and the details.
// Every validation layer (JSON, schema, notation, rules) reports in this one shape.

import type { $ZodError } from 'zod/v4/core';
import type { NotationError } from '../tiles/index.ts';

export type Path = (string | number)[];

export interface Problem {
  path: Path;
  code: string;
  params: Record<string, string | number>;
}

/** `melds[1].tiles`, `events[12].seat`; the empty path is the whole document. */
export function formatPath(path: readonly (string | number | symbol)[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
};

/** The first problem zod found, in our shape: unknown fields name themselves in the path. */
export function problemFromZod(error: $ZodError): Problem {
  const issue = error.issues[0];
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  switch (issue.code) {
    case 'unrecognized_keys':
      return { path: [...path, issue.keys[0]], code: 'unknown-field', params: { field: issue.keys[0] } };
    case 'invalid_type': {
      // A number of the wrong kind is said for what it is: JSON reads 1e309 as Infinity, and 1.5
      // is a number, so "expected number, got number" would say nothing.
      if (typeof issue.input === 'number') {
        if (!Number.isFinite(issue.input)) return { path, code: 'number-too-large', params: {} };
        if (issue.expected === 'int') return { path, code: 'not-a-whole-number', params: { value: String(issue.input) } };
      }
      // zod reports the input only when asked; its message always names what it received.
      const got = issue.input !== undefined ? describe(issue.input) : (/received (\w+)/.exec(issue.message)?.[1] ?? 'undefined');
      if (got === 'undefined') return { path, code: 'missing-field', params: { field: String(path.at(-1) ?? '') } };
      return { path, code: 'wrong-type', params: { expected: String(issue.expected), got } };
    }
    case 'invalid_value':
      return { path, code: 'not-one-of', params: { values: issue.values.map((v) => JSON.stringify(v)).join(', ') } };
    case 'too_small':
      // Text is measured in characters, and the message says so.
      return { path, code: issue.origin === 'string' ? 'too-short-text' : 'too-small', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { path, code: issue.origin === 'string' ? 'too-long-text' : 'too-big', params: { maximum: Number(issue.maximum) } };
    case 'not_multiple_of':
      if (Number(issue.divisor) === 1) return { path, code: 'not-a-whole-number', params: { value: String(issue.input) } };
      return { path, code: 'invalid-value', params: {} };
    case 'invalid_union':
      return { path, code: 'invalid-value', params: {} };
    default:
      return { path, code: 'invalid-value', params: { detail: issue.message } };
  }
}

/** A tile-notation error inside a field. */
export function problemFromNotation(path: Path, error: NotationError): Problem {
  const { code, ...rest } = error;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(rest)) params[k] = k === 'position' ? (v as number) + 1 : (v as string | number);
  return { path, code: `notation.${code}`, params };
}
