// Bot benchmarks of issue 23: how long each bot level takes to decide (the table must never wait:
// target 50 ms at worst), and the stronger level's win rate against the quick one over 2,000
// simulated deals per rule set, one strong seat (turn about) against three quick ones. Not tests.
import { allRulesets, type Seat } from '../src/engine/index.ts';
import { botStep } from '../src/engine/bots/simulate.ts';
import { derive, seeded } from '../src/engine/bots/rng.ts';
import { shuffledWall } from '../src/engine/bots/wall.ts';
import { load, machine, miss } from './measure.ts';

const DEALS = Number(process.env.BOT_DEALS ?? 2000);
const SEED = 23;
const BUDGET_MS = 50;

type Timing = { n: number; total: number; max: number };
const timing = (): Timing => ({ n: 0, total: 0, max: 0 });
const add = (t: Timing, ms: number) => {
  t.n++;
  t.total += ms;
  t.max = Math.max(t.max, ms);
};
const show = (t: Timing) => `mean ${(t.total / Math.max(1, t.n)).toFixed(3)} ms, worst ${t.max.toFixed(1)} ms over ${t.n}`;

console.log(`Machine: ${machine()}\nBots: ${DEALS} deals per rule set, one strong seat against three quick ones`);
for (const ruleset of allRulesets()) {
  const wins = { strong: 0, quick: 0, draws: 0 };
  const times = { quick: timing(), strong: timing() };
  const started = performance.now();
  for (let i = 0; i < DEALS; i++) {
    const random = seeded(derive(SEED, i));
    const strong = (i % 4) as Seat;
    const dealer = (Math.floor(i / 4) % 4) as Seat;
    const plan = { personas: { [strong]: { level: 'strong' as const } } };
    const machineOf = ruleset.deal({ dealer, streak: 0, wall: shuffledWall(ruleset.copies, random) });
    let state = machineOf.initial;
    for (let guard = 0; state.result === null; guard++) {
      if (guard > 4000) throw new Error('deal did not end');
      const d = machineOf.view(state).decision;
      const t0 = performance.now();
      state = botStep(ruleset, machineOf, state, plan, random).state;
      const ms = performance.now() - t0;
      // A claim window weighs every seat at once: it counts for the level of the slowest, the strong one.
      if (d.kind === 'turn') add(d.seat === strong ? times.strong : times.quick, ms);
      else if (d.kind === 'claims' || d.kind === 'window') add(times.strong, ms);
    }
    const winner = state.result.winner;
    if (winner === null) wins.draws++;
    else if (winner === strong) wins.strong++;
    else wins.quick++;
  }
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  // Per seat: the strong seat's wins over the deals, the quick seats' wins over three times as many seats.
  const strongRate = wins.strong / DEALS;
  const quickRate = wins.quick / (3 * DEALS);
  console.log(`\n${ruleset.name} (${secs} s, ${load()})`);
  console.log(`  win rate per seat: strong ${(100 * strongRate).toFixed(1)} %, quick ${(100 * quickRate).toFixed(1)} %, draws ${((100 * wins.draws) / DEALS).toFixed(1)} %`);
  console.log(`  quick bot's own turn: ${show(times.quick)}`);
  console.log(`  strong bot's own turn and claim windows: ${show(times.strong)}`);
  if (strongRate <= quickRate) miss(`bots: ${ruleset.name} strong level wins ${(100 * strongRate).toFixed(1)} % ≤ quick ${(100 * quickRate).toFixed(1)} %`);
  for (const [level, t] of Object.entries(times)) if (t.max > BUDGET_MS) miss(`bots: ${ruleset.name} ${level} worst decision ${t.max.toFixed(1)} ms > ${BUDGET_MS} ms`);
}
