// Other platforms' records read into ours: the format told by content (detect.ts), each rule
// set's importers found by the registry, and each deal checked as a log is (check.ts).

import { loadImporters } from '#rules/registry';
import { importWith } from './detect.ts';
import type { ImportOutcome } from './types.ts';

export type { ImportedDeal, ImportOutcome, ImportProblem, Importer, Lack } from './types.ts';
export { checkImported, fanDifferences, type FanDifference, type ImportCheck } from './check.ts';
export { importWith } from './detect.ts';

/** The record in `text` read by the importer of its format, or why none can read it; never throws. */
export async function importRecord(text: string): Promise<ImportOutcome> {
  return importWith(await loadImporters(), text);
}

/** The formats accepted, as their ids. */
export async function importFormats(): Promise<string[]> {
  return (await loadImporters()).map((i) => i.format);
}
