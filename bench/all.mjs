// `npm run bench`: every benchmark in turn, each in its own process, whatever the others did
// (a missed budget or a failure never stops the rest). Each figure is printed with the machine's
// load; at the end, a summary of every target missed and every benchmark that failed.
// `npm run bench -- engine cli` runs only those steps.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

const tsx = join('node_modules', 'tsx', 'dist', 'cli.mjs');
// The rule-set registry's import.meta.glob, expanded for code tsx runs (scripts/import-glob.mjs).
const GLOB = ['--import', './scripts/import-glob-register.mjs'];
const STEPS = [
  // The engine and deal logs from an esbuild bundle (tsx's wrappers would cost real time).
  { name: 'engine', args: ['bench/build.mjs'] },
  // The bots' decision time and the stronger level's win rate (issue 23).
  { name: 'bots', args: ['bench/build.mjs', '--entry', 'bench/bots.ts'] },
  { name: 'cli', args: [tsx, ...GLOB, 'bench/cli.ts'] },
  { name: 'site', args: [tsx, ...GLOB, 'bench/site-budgets.ts'] },
  { name: 'replay', args: [tsx, ...GLOB, 'bench/replay-ui.ts'] },
];

const only = process.argv.slice(2);
mkdirSync('bench/out', { recursive: true });
const missesFile = join('bench', 'out', 'misses.txt');
rmSync(missesFile, { force: true });
const failed = [];
for (const step of STEPS) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const result = spawnSync(process.execPath, step.args, { stdio: 'inherit', env: { ...process.env, BENCH_MISSES: missesFile } });
  const took = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed.push(`${step.name}: exited ${result.status ?? result.signal} after ${took} s`);
}

let misses = [];
try {
  misses = readFileSync(missesFile, 'utf8').split('\n').filter(Boolean);
} catch {
  // nothing missed
}
const [one] = loadavg();
console.log(`\n=== summary (load ${one.toFixed(2)}/${cpus().length}) ===`);
if (!misses.length && !failed.length) console.log('every target met');
for (const m of misses) console.log(`missed: ${m}`);
for (const f of failed) console.log(`failed: ${f}`);
// Figures are not tests: a missed target is reported, not an error; a benchmark that broke is.
process.exitCode = failed.length ? 1 : 0;
