// Ships the header search module: src/components/site/search-ui.ts compiled on its own to
// /search.js, so pages carry no search code until the reader asks for it (see boot.ts).
// esbuild's transform (the one Vite uses) is enough: the module imports nothing, so there is
// nothing to bundle, and TypeScript stays a development tool.
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const SOURCE = new URL('../components/site/search-ui.ts', import.meta.url);
export const SEARCH_SCRIPT = 'search.js';

export function compileSearchClient(): Promise<string> {
  return compileModule(SOURCE);
}

/** One self-contained TypeScript module (it imports nothing) as the browser's JavaScript. */
export async function compileModule(file: URL): Promise<string> {
  const source = await readFile(file, 'utf8');
  const out = await transform(source, { loader: 'ts', format: 'esm', target: 'es2020', sourcefile: fileURLToPath(file), legalComments: 'none' });
  return out.code;
}

export default function searchClient(): AstroIntegration {
  return {
    name: 'site-search-client',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(`/${SEARCH_SCRIPT}`, (_req, res) => {
          compileSearchClient().then(
            (code) => {
              res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
              res.end(code);
            },
            (error: unknown) => {
              res.statusCode = 500;
              res.end(String(error));
            },
          );
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const code = await compileSearchClient();
        await writeFile(new URL(SEARCH_SCRIPT, dir), code);
        logger.info(`/${SEARCH_SCRIPT}: ${code.length} bytes`);
      },
    },
  };
}
