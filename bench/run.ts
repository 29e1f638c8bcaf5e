// The engine and deal-log benchmarks (bench/build.mjs bundles and runs this; `npm run bench`
// runs it among the others): figures printed with the machine they ran on. Not tests.
import { benchDeals, keptReplays } from './deals.ts';
import { benchEngine } from './engine.ts';
import { benchCheck } from './check.ts';
import { benchMcr } from './mcr.ts';
import { benchImports } from './imports.ts';
import { machine } from './measure.ts';

const kept = process.argv.indexOf('--kept-replays');
if (kept >= 0) {
  keptReplays(process.argv[kept + 1] === 'whole' ? 'whole' : 'summary');
} else {
  console.log(`Machine: ${machine()}\n`);
  benchEngine();
  await benchMcr();
  benchCheck();
  benchDeals();
  await benchImports();
}
