// The bots benches' deals, shared so bench/bots.ts and bench/bots-slowest.ts play the same ones:
// deal `i` of a rule set, one strong seat (turn about) against three quick ones, its dealer
// passing every four deals, from a seeded wall; and how long one call takes.
import type { Ruleset, Seat } from '../src/engine/index.ts';
import { derive, seeded } from '../src/engine/bots/rng.ts';
import { shuffledWall } from '../src/engine/bots/wall.ts';

export const SEED = 23;

/** `BOT_RULESETS=mcr,guangdong` runs only those. */
export const only = process.env.BOT_RULESETS?.split(',');

/** Deal `i` of the bench: its random source, the strong seat, the bots' plan and the deal machine. */
export function benchDeal(ruleset: Ruleset, i: number) {
  const random = seeded(derive(SEED, i));
  const strong = (i % 4) as Seat;
  const dealer = (Math.floor(i / 4) % 4) as Seat;
  const plan = { personas: { [strong]: { level: 'strong' as const } } };
  const machineOf = ruleset.deal({ dealer, streak: 0, wall: shuffledWall(ruleset.copies, random) });
  return { random, strong, plan, machineOf };
}

/** How long `run` takes, in ms. */
export const timed = (run: () => unknown): number => {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
};
