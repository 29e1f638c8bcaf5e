// Benchmarks run from an esbuild bundle of bench/run.ts: the figures are our code's, not a
// development loader's (tsx wraps every function to keep its name, which costs real time).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { importGlobPlugin } from '../scripts/import-glob.mjs';

mkdirSync('bench/out', { recursive: true });
await build({ entryPoints: ['bench/run.ts'], bundle: true, platform: 'node', format: 'esm', outfile: 'bench/out/run.mjs', logLevel: 'error', packages: 'external', plugins: [importGlobPlugin] });
const result = spawnSync(process.execPath, ['--expose-gc', 'bench/out/run.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
