// Deal-log benchmarks of issue 3: simulate and verify rates, and the memory of a replay's states.
import { allRulesets, parseDealLog, replay, verifyText, type Ruleset } from '../src/engine/index.ts';
import { simulateRun } from '../src/engine/bots/run.ts';
import { perSecond, report } from './measure.ts';

export function benchDeals(): void {
  for (const rules of allRulesets()) benchDealsOf(rules);
}

function benchDealsOf(rules: Ruleset): void {
  console.log(`\nDeal logs, ${rules.name} (one core)`);
  let seed = 1;
  // Simulation includes the stacked deals' extra attempts, as `fzmj simulate` runs them.
  const simRate = perSecond(100, () => {
    for (const d of simulateRun(rules, seed++, 100)) if (!d.log) throw new Error('no log');
  }, 2);
  report('simulate (deals played by the bots, logs built)', simRate, 'deals/s', 500);

  const logs = [...simulateRun(rules, 777, 500)].map((d) => JSON.stringify(d.log));
  const verifyRate = perSecond(logs.length, () => {
    for (const text of logs) if (verifyText(text).status !== 'consistent') throw new Error('inconsistent');
  }, 2);
  report('verify (JSON text to verdict)', verifyRate, 'deals/s', 5000);

  const parsed = logs.map((text) => {
    const p = parseDealLog(text);
    if (!p.ok) throw new Error('log does not parse');
    return p.log;
  });
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    console.log('  (run with node --expose-gc for the memory figure)');
    return;
  }
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = parsed.map((log) => replay(log));
  gc();
  const after = process.memoryUsage().heapUsed;
  const states = kept.reduce((n, r) => n + r.states.length, 0);
  const perDeal = (after - before) / kept.length;
  report(`memory of a replayed deal (all ${Math.round(states / kept.length)} states, narration)`, perDeal / 1024, 'KB', undefined);
  console.log(`  ${''.padEnd(52)} ${'target < 1024 KB:'.padStart(12)} ${perDeal < 1024 * 1024 ? 'met' : 'NOT met'}`);
  const longest = kept.reduce((a, r) => (r.states.length > a.states.length ? r : a));
  console.log(`  longest deal replayed: ${longest.states.length - 1} events`);
}
