// The `fzmj` command end to end (issue 15), each figure the median of several runs of a fresh
// process: how fast it starts, and 2,000 simulated deals verified against a bare `node` that
// reads and JSON.parses the same files. `tsx bench/cli.ts` (part of `npm run bench`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCli } from '../src/cli/build.mjs';
import { mcrSituationJson } from '../src/engine/rules/mcr/index.ts';
import { load, machine, report } from './measure.ts';
import { winningSituations } from './mcr.ts';

const node = process.execPath;

function seconds(args: string[], runs: number, input?: Buffer, ok = [0]): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(node, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, input });
    times.push((performance.now() - t0) / 1000);
    if (!ok.includes(r.status ?? -1)) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const BARE = `const fs = require('fs'); const dir = process.argv[1]; let n = 0;
for (const f of fs.readdirSync(dir)) { if (f.endsWith('.json')) { JSON.parse(fs.readFileSync(dir + '/' + f, 'utf8')); n++; } }
if (n === 0) process.exit(1);`;

async function main(): Promise<void> {
  console.log(`Machine: ${machine()}\n`);
  console.log('The fzmj command (fresh processes, medians)');
  const bin = await ensureCli();
  const start = seconds([bin, '--help'], 7);
  report('start: fzmj --help', start, 's', 0.3, 'at most');
  console.log(`  ${'(node -e 0, for scale)'.padEnd(52)} ${seconds(['-e', '0'], 7).toFixed(2).padStart(12)} s  [${load()}]`);

  const dir = mkdtempSync(join(tmpdir(), 'fzmj-bench-'));
  try {
    const sim = spawnSync(node, [bin, 'simulate', '--seed', '31337', '--count', '2000', '--out', dir], { encoding: 'utf8' });
    if (sim.status !== 0) throw new Error(`simulate failed: ${sim.stderr}`);
    const verify = seconds([bin, 'verify', dir], 5);
    const bare = seconds(['-e', BARE, dir], 5);
    report('verify 2,000 deals end to end (process start included)', verify, 's', 1, 'at most');
    report('bare node: read and JSON.parse the same 2,000 files', bare, 's');
    report('verify as a multiple of the bare read-and-parse', verify / bare, '×', 8, 'at most');

    // Issue 28: 20,000 MCR situations as NDJSON on standard input (exit 1: some are below 8 points).
    const file = join(dir, 'mcr.ndjson');
    writeFileSync(
      file,
      `${winningSituations(20000, 5)
        .map((s) => JSON.stringify(mcrSituationJson(s)))
        .join('\n')}\n`,
    );
    const ndjson = readFileSync(file);
    report('score 20,000 MCR situations (NDJSON, stdin), end to end', seconds([bin, 'score', '-'], 3, ndjson, [0, 1]), 's');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
