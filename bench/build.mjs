// Benchmarks run from an esbuild bundle of bench/run.ts: the figures are our code's, not a
// development loader's (tsx wraps every function to keep its name, which costs real time).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { importGlobPlugin } from '../scripts/import-glob.mjs';

mkdirSync('bench/out', { recursive: true });
// `--entry bench/x.ts` bundles and runs another benchmark the same way.
const at = process.argv.indexOf('--entry');
const entry = at >= 0 ? process.argv[at + 1] : 'bench/run.ts';
const args = at >= 0 ? process.argv.slice(2).filter((_, i) => i !== at - 2 && i !== at - 1) : process.argv.slice(2);
const outfile = `bench/out/${entry.replace(/^.*\//, '').replace(/\.ts$/, '')}.mjs`;
await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error', packages: 'external', plugins: [importGlobPlugin] });
const result = spawnSync(process.execPath, ['--expose-gc', outfile, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
