// From what was read to a JSON value: bad JSON is reported with its line and column and the
// character found there (in the user's language), never with the text itself.

import type { Problem } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';
import { UsageError } from './args.ts';
import { MAX_INPUT_MB, type Input } from './io.ts';
import { jsonSyntaxError } from './text.ts';

export type Json = { ok: true; value: unknown } | { ok: false; problem: Problem };

export function parseJson(text: string, _lang: Lang): Json {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const at = jsonSyntaxError(text);
    return { ok: false, problem: { path: [], code: 'bad-json', params: { line: at.line, column: at.column, token: at.kind === 'unexpected' ? at.token : '' } } };
  }
}

/** The text of an input that must be read whole (score): anything else is a UsageError (exit 2). */
export function textOf(file: string, input: Input): string {
  if (input.kind === 'text') return input.text;
  if (input.kind === 'too-large') {
    if (input.size === undefined) throw new UsageError('cli.error.over-limit', { file, limit: MAX_INPUT_MB });
    throw new UsageError('cli.error.too-large', { file, size: input.size, limit: MAX_INPUT_MB });
  }
  throw new UsageError('cli.error.encoding', { file, encoding: input.encoding });
}
