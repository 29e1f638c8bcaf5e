// Notes what a finished build of dist/ was made from (scripts/build-inputs.mjs), so the browser
// tests can reuse a build of the same inputs instead of building again. The note is removed when a
// build starts and written only when it has finished: a failed or interrupted build leaves none.
// Builds into another folder (the tests' second site) leave dist/'s note alone.
import type { AstroIntegration } from 'astro';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash, STAMP } from '../../scripts/build-inputs.mjs';

export default function buildStamp(): AstroIntegration {
  let root = '';
  let intoDist = false;
  let inputs: string | null = null;
  return {
    name: 'site-build-stamp',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        intoDist = resolve(fileURLToPath(config.outDir)) === resolve(root, 'dist');
      },
      'astro:build:start': async () => {
        if (!intoDist) return;
        await rm(join(root, STAMP), { force: true });
        // The inputs as the build found them: a file changed while it runs makes the note stale.
        inputs = inputsHash(root);
      },
      'astro:build:done': async () => {
        if (!intoDist || inputs === null) return;
        await mkdir(dirname(join(root, STAMP)), { recursive: true });
        await writeFile(join(root, STAMP), `${inputs}\n`);
      },
    },
  };
}
