// Deal-log benchmarks of issues 3 and 15: simulate and verify rates (verify also as a multiple of
// a bare JSON.parse of the same texts), the memory of a replay's states, and whether replays kept
// alive slow the ones after them (the viewer's library opening 200 deals in turn).
import { allRulesets, parseDealLog, replay, replayText, verifyText, type Ruleset } from '../src/engine/index.ts';
import { simulateRun } from '../src/engine/bots/run.ts';
import { spawnSync } from 'node:child_process';
import { load, perSecond, report } from './measure.ts';

export function benchDeals(): void {
  for (const rules of allRulesets()) benchDealsOf(rules);
  benchKeptReplays();
}

function benchDealsOf(rules: Ruleset): void {
  console.log(`\nDeal logs, ${rules.name} (one core)`);
  let seed = 1;
  // Simulation includes the stacked deals' extra attempts, as `fzmj simulate` runs them.
  const simRate = perSecond(
    100,
    () => {
      for (const d of simulateRun(rules, seed++, 100)) if (!d.log) throw new Error('no log');
    },
    2,
  );
  report('simulate (deals played by the bots, logs built)', simRate, 'deals/s', 500);

  const logs = [...simulateRun(rules, 777, 500)].map((d) => JSON.stringify(d.log));
  const verifyRate = perSecond(
    logs.length,
    () => {
      for (const text of logs) if (verifyText(text).status !== 'consistent') throw new Error('inconsistent');
    },
    2,
  );
  report('verify (JSON text to verdict)', verifyRate, 'deals/s', 5000);
  let keys = 0;
  const parseRate = perSecond(
    logs.length,
    () => {
      for (const text of logs) keys += Object.keys(JSON.parse(text)).length;
    },
    1,
  );
  report('bare JSON.parse of the same texts', parseRate, 'deals/s');
  report('verify time as a multiple of JSON.parse', parseRate / verifyRate, '×', 8, 'at most');
  if (keys < 0) console.log(keys);

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
  report(`memory of a replayed deal (all ${Math.round(states / kept.length)} states, narration)`, perDeal / 1024, 'KB', 1024, 'at most');
  const longest = kept.reduce((a, r) => (r.states.length > a.states.length ? r : a));
  console.log(`  longest deal replayed: ${longest.states.length - 1} events`);
}

/**
 * 200 deals opened in turn, as the viewer's library does, each replay kept alive (what the
 * library held) or only a summary of it kept: the time of the later replays against the first
 * ones, after a warm-up. Kept replays made V8 pretenure the replay's allocation sites, and every
 * later replay slower. Each way runs in a fresh process (V8's decisions outlive a run).
 */
function benchKeptReplays(): void {
  console.log('\nReplays kept alive (200 deals opened in turn, fuzhou, narrated as the viewer does; fresh process each)');
  const figures: Record<string, { first: number; last: number }> = {};
  for (const keep of ['summary', 'whole'] as const) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], '--kept-replays', keep], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`kept replays (${keep}) failed: ${child.stderr}`);
    figures[keep] = JSON.parse(child.stdout.trim().split('\n').pop()!);
    console.log(
      `  ${keep === 'whole' ? 'whole replay kept' : 'summary kept'}: replays 1–20 ${figures[keep].first.toFixed(3)} ms (median), replays 181–200 ${figures[keep].last.toFixed(3)} ms  [${load()}]`,
    );
  }
  report('later replays / first replays, whole replays kept', figures.whole.last / figures.whole.first, '×', 1.5, 'at most');
}

/** One way of keeping replays (run in its own process by benchKeptReplays): prints {first, last} in ms. */
export function keptReplays(keep: 'whole' | 'summary'): void {
  const rules = allRulesets()[0];
  const warmUp = [...simulateRun(rules, 99, 100)].map((d) => JSON.stringify(d.log));
  for (const text of warmUp) if (!replayText(text).ok) throw new Error('warm-up deal does not replay');
  const logs = [...simulateRun(rules, 4242, 200)].map((d) => JSON.stringify(d.log));
  const held: unknown[] = [];
  const times: number[] = [];
  for (const text of logs) {
    const t0 = performance.now();
    const outcome = replayText(text);
    if (!outcome.ok) throw new Error('deal does not replay');
    const r = outcome.replay;
    times.push(performance.now() - t0);
    held.push(keep === 'whole' ? r : { end: r.end, deltas: r.result?.deltas, events: r.log.events.length });
  }
  // Medians: a systematic slowdown, not the odd collection that happens to fall on a replay.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  if (held.length !== logs.length) throw new Error('lost a replay');
  console.log(JSON.stringify({ first: median(times.slice(0, 20)), last: median(times.slice(-20)) }));
}
