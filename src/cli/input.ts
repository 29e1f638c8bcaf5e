// From what was read to a JSON value: bad JSON is reported with its line and column and the
// character found there (in the user's language), never with the text itself.

import type { Problem } from '../engine/index.ts';
import { readJson } from '../engine/deal/json-read.ts';
import type { Lang } from '../i18n/index.ts';
import { UsageError } from './args.ts';
import { MAX_INPUT_MB, type Input } from './io.ts';

export type Json = { ok: true; value: unknown } | { ok: false; problem: Problem };

/**
 * The engine's reader (syntax, depth and repeated keys checked while reading); a document that is
 * not an object (a JSON string holding a log, say) is refused here as the viewer refuses it, never
 * handed on to be read a second time.
 */
export function parseJson(text: string, _lang: Lang): Json {
  const read = readJson(text);
  if (!read.ok) return read;
  const value = read.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: { path: [], code: 'not-an-object', params: {} } };
  return read;
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
