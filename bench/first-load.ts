// A page's first-load JavaScript as built: its islands' scripts (component and renderer) and the
// modules they import statically, each with its gzip size, largest first. What a dynamic
// `import()` brings later (the analyzer, the zod parts of the checks, a rule set) is not in it.
// The browser budget test (tests/browser/replay-budget.test.ts) counts what Chromium fetches.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  /** The path served, e.g. `/_astro/index.Ab12.js`. */
  path: string;
  gzip: number;
}

/** `import … from "./x.js"` and `import "./x.js"` at a statement's start; not `import("./x.js")`. */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$\s{},*]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** The scripts a page's islands start from: every `component-url` and `renderer-url`. */
function entries(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:component|renderer)-url="([^"]+\.js)"/g)].map((m) => m[1]))];
}

/** The page's islands' first-load chunks, largest first (`file` as in dist/, e.g. `en/replay/index.html`). */
export async function firstLoadChunks(dist: string, file: string): Promise<Chunk[]> {
  const html = await readFile(join(dist, file), 'utf8');
  const seen = new Map<string, number>();
  const queue = entries(html);
  while (queue.length) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    const code = await readFile(join(dist, path));
    seen.set(path, gzipSync(code, { level: 9 }).length);
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const m of code.toString('utf8').matchAll(STATIC_IMPORT)) queue.push(dir + m[1].slice(2));
  }
  return [...seen].map(([path, gzip]) => ({ path, gzip })).sort((a, b) => b.gzip - a.gzip);
}
