// A zod issue said as a Problem: only ever asked with an error of the schemas, so it travels
// with the zod parts (zod-parts.ts) and is never in a page's first load.

import type { $ZodError } from 'zod/v4/core';
import type { Problem } from './problem.ts';

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
