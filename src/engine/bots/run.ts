// A simulated session: deals played in a row by the bots, each dealer and streak following from
// the last result; in every hundred deals a few are stacked to show the rare rules.

import type { Seat } from '../game/types.ts';
import type { DealLogJson } from '../deal/schema.ts';
import type { Ruleset } from '../rules/types.ts';
import { getRuleset } from '../rules/index.ts';
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

/** How a run goes from one deal to the next: as each deal's result says, or by the rule set's succession (a game). */
export interface RunOptions {
  /** Follow the rule set's succession, options set by deal included (mcr: the round wind): the deals of one game. */
  game?: boolean;
}

export function* simulateRun(ruleset: Ruleset, seed: number, count: number, options: RunOptions = {}): Generator<SimulatedDeal> {
  let dealer = (seed % 4) as Seat;
  let streak = 0;
  let rules = ruleset;
  for (let index = 0; index < count; index++) {
    const scenario = scenarioAt(rules, index);
    const arranged = scenario ? stacked(rules, scenario, seed, index, dealer, streak) : null;
    const shown = arranged !== null;
    const deal = arranged ?? plain(rules, seed, index, dealer, streak);
    const meta = {
      app: 'fzmj simulate',
      table: 'Simulated table',
      seed,
      deal: index,
      time: new Date(START + index * 600_000).toISOString(),
      ...(scenario && shown ? { stacked: scenario.note } : {}),
    };
    const log = dealLog(rules, deal.plan, deal.played, { names: BOT_NAMES, meta });
    yield { index, log, played: deal.played, scenario: scenario && shown ? scenario.name : null };
    const result = deal.played.final.result!;
    if (!options.game) {
      dealer = result.nextDealer;
      streak = result.nextStreak;
      continue;
    }
    const winners = result.winner === null ? [] : [result.winner, ...(result.alsoWon ?? []).map((w) => w.winner)];
    const next = rules.succession.next({ index, dealer, streak, winners, options: rules.options });
    dealer = next.dealer;
    streak = next.streak;
    if (Object.entries(next.options).some(([id, value]) => rules.options[id] !== value)) rules = withOptions(rules, next.options);
  }
}

/** The same rule set with some options set otherwise (values its succession gave, so they are valid). */
function withOptions(rules: Ruleset, options: Readonly<Record<string, unknown>>): Ruleset {
  const made = getRuleset(rules.name, { ...rules.options, ...options });
  if (!made.ok) throw new Error(`${rules.name}: the succession gave options the rule set refuses (${made.problem.code})`);
  return made.ruleset;
}
