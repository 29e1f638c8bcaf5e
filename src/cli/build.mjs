// Builds the `fzmj` command: src/cli/main.ts and everything it imports bundled by esbuild into
// one JavaScript file that `node` runs directly (no TypeScript at run time, a fast start).
// Run by `npm ci` (prepare) and `npm run build`; `node src/cli/build.mjs [OUTFILE]`.
//
// The bundle is written beside its input list (OUTFILE.inputs.json) so that `npm run fzmj`
// (src/cli/launch.mjs) can rebuild it when a source changed, and written to a temporary name
// then renamed, so a process starting it never reads half a file.
import { chmodSync, mkdirSync, renameSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where package.json's `bin` points. */
export const BIN = join(ROOT, 'build', 'fzmj.mjs');
const ENTRY = join(ROOT, 'src', 'cli', 'main.ts');

const inputsOf = (outfile) => `${outfile}.inputs.json`;

/** Bundles the command into `outfile` (default: the `bin` of package.json). */
export async function buildCli(outfile = BIN) {
  const { build } = await import('esbuild');
  // The rule-set registry finds its folders with Vite's import.meta.glob: expanded here.
  const { globbedFolders, importGlobPlugin } = await import('../../scripts/import-glob.mjs');
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    minify: true,
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'error',
    absWorkingDir: ROOT,
    outfile,
    plugins: [importGlobPlugin],
  });
  mkdirSync(dirname(outfile), { recursive: true });
  const [output] = result.outputFiles;
  const temporary = `${outfile}.${process.pid}.tmp`;
  writeFileSync(temporary, output.contents, { mode: 0o755 });
  chmodSync(temporary, 0o755);
  renameSync(temporary, outfile);
  // The folders a glob read count as inputs too: a rule-set folder added changes their time.
  const inputs = [...Object.keys(result.metafile.inputs), ...globbedFolders].map((p) => relative(ROOT, resolve(ROOT, p)));
  const list = `${inputsOf(outfile)}.${process.pid}.tmp`;
  writeFileSync(list, `${JSON.stringify(inputs)}\n`);
  renameSync(list, inputsOf(outfile));
  return outfile;
}

/** Whether `outfile` is missing or older than any file it was built from (or package.json). */
export function isStale(outfile = BIN) {
  let built;
  let inputs;
  try {
    built = statSync(outfile).mtimeMs;
    inputs = JSON.parse(readFileSync(inputsOf(outfile), 'utf8'));
  } catch {
    return true;
  }
  for (const input of [...inputs, 'package.json']) {
    try {
      if (statSync(join(ROOT, input)).mtimeMs > built) return true;
    } catch {
      return true; // an input was removed or renamed
    }
  }
  return false;
}

/** Builds the command unless it is up to date; returns its path. */
export async function ensureCli(outfile = BIN) {
  if (isStale(outfile)) await buildCli(outfile);
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await buildCli(process.argv[2] ? resolve(process.argv[2]) : BIN);
}
