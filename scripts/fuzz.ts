// `npm run fuzz -- [--seed N] [--count N]`: a seeded, bounded campaign of hostile deal logs,
// situations and share links against the engine, printing counts by door, kind and outcome.
// Any crash (an exception escaping the engine) is printed with its seed and index: exit 1.

import { fuzz } from './fuzz/run.ts';

function numberArg(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const text = args[at + 1] ?? '';
  if (!/^\d{1,9}$/.test(text)) {
    console.error(`${name} takes a whole number (got ${JSON.stringify(text)})`);
    process.exit(2);
  }
  return Number(text);
}

const args = process.argv.slice(2);
const seed = numberArg(args, '--seed', 1);
const count = numberArg(args, '--count', 600);
const report = await fuzz({ seed, count });

const rows = Object.entries(report.counts).sort(([a], [b]) => a.localeCompare(b));
const width = Math.max(...rows.map(([k]) => k.length), 4);
console.log(`fuzz: seed ${seed}, ${count} cases`);
console.log(`${'kind'.padEnd(width)}  refused  verified  crash`);
for (const [kind, c] of rows) console.log(`${kind.padEnd(width)}  ${String(c.refused).padStart(7)}  ${String(c.verified).padStart(8)}  ${String(c.crash).padStart(5)}`);
for (const crash of report.crashes) console.log(`\ncrash: ${crash.door}/${crash.kind}, seed ${crash.seed}, case ${crash.index}\n${crash.message}`);
console.log(report.crashes.length ? `\n${report.crashes.length} crashes` : '\nno crash');
process.exitCode = report.crashes.length ? 1 : 0;
