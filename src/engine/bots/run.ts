// A simulated session: deals played in a row by the bots, each dealer and streak following from
// the last result; in every hundred deals a few are stacked to show the rare rules.

import type { Seat } from '../game/types.ts';
import type { DealLogJson } from '../deal/schema.ts';
import type { Ruleset } from '../rules/types.ts';
import { dealLog, playDeal, type PlayedDeal } from './simulate.ts';
import type { Scenario } from '../rules/types.ts';
import { derive, seeded } from './rng.ts';
import { shuffledWall } from './wall.ts';

export const BOT_NAMES = ['Mei', 'Lin', 'Hua', 'Jun'];
const ATTEMPTS = 400;
const START = Date.UTC(2026, 0, 1);

/** The scenario deal `index` of a run is stacked for, if any: every hundred deals hold each one once. */
export function scenarioAt(ruleset: Ruleset, index: number): Scenario | null {
  const offset = index % 100;
  const k = (offset - 3) / 8;
  return Number.isInteger(k) && k >= 0 && k < ruleset.scenarios.length ? ruleset.scenarios[k] : null;
}

function stacked(ruleset: Ruleset, scenario: Scenario, seed: number, index: number, dealer: Seat, streak: number) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const random = seeded(derive(seed, index * 7919 + attempt + 1));
    const arranged = scenario.arrange(dealer, random);
    if (!arranged) continue;
    const plan = { dealer, streak, wall: arranged.wall, personas: arranged.personas };
    const played = playDeal(ruleset, plan, random);
    if (scenario.shows(played)) return { plan, played };
  }
  return null;
}

function plain(ruleset: Ruleset, seed: number, index: number, dealer: Seat, streak: number) {
  const random = seeded(derive(seed, index * 7919));
  const plan = { dealer, streak, wall: shuffledWall(ruleset.copies, random) };
  return { plan, played: playDeal(ruleset, plan, random) };
}

export interface SimulatedDeal {
  index: number;
  log: DealLogJson;
  played: PlayedDeal;
  scenario: string | null;
}

export function* simulateRun(ruleset: Ruleset, seed: number, count: number): Generator<SimulatedDeal> {
  let dealer = (seed % 4) as Seat;
  let streak = 0;
  for (let index = 0; index < count; index++) {
    const scenario = scenarioAt(ruleset, index);
    const arranged = scenario ? stacked(ruleset, scenario, seed, index, dealer, streak) : null;
    const shown = arranged !== null;
    const deal = arranged ?? plain(ruleset, seed, index, dealer, streak);
    const meta = {
      app: 'fzmj simulate',
      table: 'Simulated table',
      seed,
      deal: index,
      time: new Date(START + index * 600_000).toISOString(),
      ...(scenario && shown ? { stacked: scenario.note } : {}),
    };
    const log = dealLog(ruleset, deal.plan, deal.played, { names: BOT_NAMES, meta });
    yield { index, log, played: deal.played, scenario: scenario && shown ? scenario.name : null };
    const result = deal.played.final.result!;
    dealer = result.nextDealer;
    streak = result.nextStreak;
  }
}
