// A reasoned input problem: where (a field path), what (a stable code for i18n) and the details.
// Every validation layer (JSON, schema, notation, rules) reports in this one shape (a zod issue
// becomes one in zod-problem.ts, which loads with the zod parts).

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

/** A tile-notation error inside a field. */
export function problemFromNotation(path: Path, error: NotationError): Problem {
  const { code, ...rest } = error;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(rest)) params[k] = k === 'position' ? (v as number) + 1 : (v as string | number);
  return { path, code: `notation.${code}`, params };
}
