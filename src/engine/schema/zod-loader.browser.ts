// The zod parts of the checks in the browser: not in a page's first load (a right deal is read
// by hand), loaded the first time a check needs them, or given at once by a part that always
// does (zod-ready.ts). A check that needs them before then throws ZodPartsMissing.

import type * as Parts from './zod-parts.ts';
import { isZodPartsMissing, ZodPartsMissing } from './zod-missing.ts';

export type ZodParts = typeof Parts;

let loaded: ZodParts | null = null;

export function zodParts(): ZodParts {
  if (!loaded) throw new ZodPartsMissing();
  return loaded;
}

export async function loadZodParts(): Promise<void> {
  loaded ??= await import('./zod-parts.ts');
}

export function provideZodParts(given: ZodParts): void {
  loaded ??= given;
}

/**
 * Runs a reading; if a check in it needed the zod parts, loads them and runs it again (a reading
 * keeps nothing of a run that threw, so the second gives what one run with them in would have).
 */
export async function withZodParts<T>(run: () => T): Promise<T> {
  try {
    return run();
  } catch (error) {
    if (!isZodPartsMissing(error)) throw error;
  }
  await loadZodParts();
  return run();
}
