// Which format a record is in, told by its content alone: the first importer that knows it reads
// it. Text that no importer knows (a picture, an empty file, another program's JSON) is said so,
// with the formats that are accepted.

import type { ImportOutcome, Importer } from './types.ts';

/** Bytes no text record holds: NUL, or a PNG's or a zip's opening. */
const BINARY = /[\u0000\ufffd]|^\u0089PNG|^PK\u0003\u0004/;

export function importWith(importers: readonly Importer[], text: string): ImportOutcome {
  const formats = importers.map((i) => i.format).join(', ');
  if (text.trim() === '') return { ok: false, format: null, problem: { line: 1, code: 'empty', params: {} } };
  if (BINARY.test(text.slice(0, 4096))) return { ok: false, format: null, problem: { line: 1, code: 'binary', params: { formats } } };
  const importer = importers.find((i) => i.detects(text));
  if (!importer) return { ok: false, format: null, problem: { line: 1, code: 'unknown-format', params: { formats } } };
  try {
    return importer.read(text);
  } catch (error) {
    // A fault of the importer, not of the record: said, never thrown at the reader.
    return { ok: false, format: importer.format, problem: { line: 1, code: 'internal', params: { detail: String((error as Error)?.message ?? error).slice(0, 200) } } };
  }
}
