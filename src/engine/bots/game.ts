// A simulated game: the bots play the deals of one table in a row, each deal following the last by
// the rule set's succession, written as one game log with its running totals.

import { GAME_FORMAT, GAME_VERSION, type GameLogJson, runningTotals } from '../deal/game-schema.ts';
import type { Ruleset } from '../rules/types.ts';
import { BOT_NAMES, simulateRun } from './run.ts';

/** The options that differ from their defaults, apart from those each deal sets for itself. */
function gameOptions(ruleset: Ruleset): Record<string, string | number | boolean> | undefined {
  const own = new Set(ruleset.succession.dealOptions);
  const changed = ruleset.optionSpecs.filter((o) => !own.has(o.id) && ruleset.options[o.id] !== o.default);
  return changed.length ? Object.fromEntries(changed.map((o) => [o.id, ruleset.options[o.id]])) : undefined;
}

/** A game of `count` deals (at most the rule set's own limit): the same seed, the same game. */
export function simulateGame(ruleset: Ruleset, seed: number, count: number): GameLogJson {
  const max = ruleset.succession.maxDeals;
  const deals = [...simulateRun(ruleset, seed, max === null ? count : Math.min(count, max), { game: true })].map((d) => d.log);
  const options = gameOptions(ruleset);
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    ruleset: ruleset.name,
    ...(options ? { options } : {}),
    players: BOT_NAMES.map((name) => ({ name })) as GameLogJson['players'],
    meta: { app: 'fzmj simulate', table: 'Simulated table', seed, time: deals[0].meta?.time },
    deals,
    totals: runningTotals(deals),
  };
}
