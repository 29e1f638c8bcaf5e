// Which bot decisions are slow: plays deals as bench/bots.ts does (one strong seat against three
// quick ones, the same seeds), times every decision, re-times the slowest on their own state (the
// fastest of three, so a pause of a busy machine drops out) and prints them with the hand that
// decided, and a digest of every event the bots chose: a change that only speeds the bots up
// leaves it as it was. `BOT_RULESETS=mcr BOT_DEALS=300 node bench/build.mjs --entry bench/bots-slowest.ts`.
import { createHash } from 'node:crypto';
import { allRulesets, formatTiles, type DealMachine, type Seat, type TableState } from '../src/engine/index.ts';
import { botStep } from '../src/engine/bots/simulate.ts';
import { seeded } from '../src/engine/bots/rng.ts';
import { benchDeal, only, timed } from './bot-deals.ts';
import { load, machine } from './measure.ts';

const DEALS = Number(process.env.BOT_DEALS ?? 300);
const SHOW = Number(process.env.BOT_SHOW ?? 12);

interface Slow {
  ms: number;
  deal: number;
  state: TableState;
  strong: Seat;
  machine: DealMachine;
}

console.log(`Machine: ${machine()}\nSlowest bot decisions over ${DEALS} deals per rule set`);
for (const ruleset of allRulesets().filter((r) => !only || only.includes(r.name))) {
  const slow: Slow[] = [];
  const digest = createHash('sha256');
  for (let i = 0; i < DEALS; i++) {
    const { random, strong, plan, machineOf } = benchDeal(ruleset, i);
    let state = machineOf.initial;
    while (state.result === null) {
      const before = state;
      const t0 = performance.now();
      const step = botStep(ruleset, machineOf, state, plan, random);
      const ms = performance.now() - t0;
      state = step.state;
      digest.update(JSON.stringify(step.events));
      if (slow.length < 4 * SHOW || ms > slow[slow.length - 1].ms) {
        slow.push({ ms, deal: i, state: before, strong, machine: machineOf });
        slow.sort((a, b) => b.ms - a.ms);
        slow.length = Math.min(slow.length, 4 * SHOW);
      }
    }
  }
  // Re-timed on the same state: the bot's own cost, not the machine's pauses.
  const again = slow.map((s) => {
    const plan = { personas: { [s.strong]: { level: 'strong' as const } } };
    const ms = Math.min(...[1, 2, 3].map((k) => timed(() => botStep(ruleset, s.machine, s.state, plan, seeded(k)))));
    return { ...s, again: ms };
  });
  again.sort((a, b) => b.again - a.again);
  console.log(`\n${ruleset.name} (${load()}): events digest ${digest.digest('hex').slice(0, 16)}`);
  for (const s of again.slice(0, SHOW)) {
    const d = s.machine.view(s.state).decision;
    const who = d.kind === 'turn' ? `turn of seat ${d.seat} (${d.seat === s.strong ? 'strong' : 'quick'})` : d.kind;
    const seat = d.kind === 'turn' ? d.seat : s.strong;
    const hand = s.state.seats[seat];
    const melds = hand.melds.map((m) => formatTiles(m.tiles)).join(' ');
    const holds = `${formatTiles(hand.hand)}${melds ? ` + ${melds}` : ''}`;
    const ms = `${s.again.toFixed(1)} ms (first ${s.ms.toFixed(1)})`;
    console.log(`  ${ms}, deal ${s.deal}, ${who}: strong seat ${seat} holds ${holds}`);
  }
}
