// The zod parts of the checks, built in: outside the browser (the CLI, tests, the pages' build)
// every reader may use them at once. In a browser build zod-loader.browser.ts stands in for this
// file (package.json "imports", '#engine/zod-parts'), and loads them only when asked.

import * as parts from './zod-parts.ts';

export type ZodParts = typeof parts;

export const zodParts = (): ZodParts => parts;

export async function loadZodParts(): Promise<void> {}

/** Marks the parts as in where a page needs them at once; they always are here. */
export function provideZodParts(_given: ZodParts): void {}

/** Runs a reading that may need the zod parts; here they are always in. */
export async function withZodParts<T>(run: () => T): Promise<T> {
  return run();
}
