// Creating the folder `simulate` writes to. Node 20's `mkdirSync(…, { recursive: true })` never
// returns on some paths (under /proc it retries for ever), so the path is walked here: each
// missing part made once, without recursion, and the first failure reported in words.

import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Makes `path` and any missing parents; throws the first system error met (an existing non-folder: ENOTDIR). */
export function makeFolder(path: string): void {
  const parts: string[] = [];
  for (let at = resolve(path); ; at = dirname(at)) {
    parts.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const part of parts) {
    try {
      mkdirSync(part);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!statSync(part).isDirectory()) throw Object.assign(new Error(`${part} is not a folder`), { code: 'ENOTDIR' });
    }
  }
}
