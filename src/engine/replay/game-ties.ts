// What ties the deals of a game, checked deal by deal: the same rule set and options, the same
// players (in the same seats unless the rule set lets them move), the dealer, streak and deal
// options the rule set's succession says the previous deal leaves, the number of deals, and the
// running totals. Each tie is judged on the deals as their logs record them (the deal's own
// verdict says whether that record is right), so one wrong deal breaks no tie after it.

import type { Seat } from '../vocabulary.ts';
import type { DealLog } from '../deal/parse.ts';
import type { GameLog } from '../deal/parse-game.ts';
import type { OptionValue } from '../rules/types.ts';

/** A tie broken at a deal (1 for the first): a stable code and its figures, for words. */
export interface GameBreak {
  deal: number;
  code: 'ruleset' | 'option' | 'players' | 'seats' | 'dealer' | 'streak' | 'deal-option' | 'too-many-deals' | 'total' | 'totals-count';
  params: Record<string, string | number>;
}

const recordedWinners = (log: DealLog): Seat[] => {
  const first = log.result.winner;
  if (first === undefined || first === null) return [];
  return [first as Seat, ...(log.result.alsoWon ?? []).map((w) => w.winner as Seat)];
};

const sameSeats = (a: DealLog, b: readonly { name: string }[]): boolean => a.seats.every((s, i) => s.name === b[i].name);

const show = (v: OptionValue | undefined): string => (v === undefined ? '' : String(v));

/** Whether a deal's four seats hold the game's four players. */
function samePlayers(game: GameLog, log: DealLog): boolean {
  const names = new Set(log.seats.map((s) => s.name));
  return names.size === 4 && game.players.every((p) => names.has(p.name));
}

/**
 * Where the players must sit, if they do not: at deal 1 and wherever seats never change, as the
 * game lists them (0); where they may change between rounds, as at the deal before within a
 * round (its number), unless that deal's players were wrong, which is said there. Null: as they must.
 */
function misSeated(game: GameLog, index: number, log: DealLog, previous: DealLog | null): number | null {
  const succession = game.ruleset.succession;
  let mayHaveMoved = false;
  for (let i = 1; i <= index && !mayHaveMoved; i++) mayHaveMoved = succession.seatsMayChange(i);
  if (!mayHaveMoved) return sameSeats(log, game.players) ? null : 0;
  if (succession.seatsMayChange(index) || !previous || !samePlayers(game, previous)) return null;
  return sameSeats(log, previous.seats) ? null : index;
}

/** The ties of one deal to the game and to the deal before it (null when that one could not be read). */
function dealTies(game: GameLog, index: number, log: DealLog, previous: DealLog | null, out: GameBreak[]): void {
  const deal = index + 1;
  const rules = game.ruleset;
  const succession = rules.succession;
  if (log.ruleset.name !== rules.name) {
    out.push({ deal, code: 'ruleset', params: { expected: rules.name, recorded: log.ruleset.name } });
    return;
  }
  for (const spec of rules.optionSpecs) {
    if (succession.dealOptions.includes(spec.id)) continue;
    const want = rules.options[spec.id];
    const got = log.ruleset.options[spec.id];
    if (want !== got) out.push({ deal, code: 'option', params: { option: spec.id, expected: show(want), recorded: show(got) } });
  }
  if (!samePlayers(game, log)) out.push({ deal, code: 'players', params: {} });
  else {
    const before = misSeated(game, index, log, previous);
    if (before !== null) out.push({ deal, code: 'seats', params: { previous: before } });
  }
  if (!previous) return;
  const next = succession.next({ index: index - 1, dealer: previous.dealer, streak: previous.streak, winners: recordedWinners(previous), options: previous.ruleset.options });
  if (log.dealer !== next.dealer) out.push({ deal, code: 'dealer', params: { expected: next.dealer, recorded: log.dealer } });
  if (log.streak !== next.streak) out.push({ deal, code: 'streak', params: { expected: next.streak, recorded: log.streak } });
  for (const [option, value] of Object.entries(next.options)) {
    const got = log.ruleset.options[option];
    if (got !== value) out.push({ deal, code: 'deal-option', params: { option, expected: show(value), recorded: show(got) } });
  }
}

/**
 * Each player's running total after each deal (in `players` order): the sum of the deltas of the
 * seat the player holds in each deal. A deal that cannot be read takes its recorded totals as they
 * stand (or, with none recorded, leaves the totals as they were).
 */
export function runningTotals(game: GameLog, logs: readonly (DealLog | null)[]): number[][] {
  const running = [0, 0, 0, 0];
  const names = game.players.map((p) => p.name);
  return logs.map((log, i) => {
    const recorded = game.totals?.[i];
    if (!log) {
      if (recorded) running.splice(0, 4, ...recorded);
      return [...running];
    }
    log.seats.forEach((s, seat) => {
      const player = names.indexOf(s.name);
      if (player >= 0) running[player] += log.result.deltas[seat];
    });
    return [...running];
  });
}

/** The running totals against the sum of the deltas, player by player. */
function totalTies(game: GameLog, logs: readonly (DealLog | null)[], out: GameBreak[]): void {
  const totals = game.totals;
  if (!totals) return;
  if (totals.length !== logs.length) out.push({ deal: Math.min(totals.length, logs.length) + 1, code: 'totals-count', params: { expected: logs.length, recorded: totals.length } });
  const running = runningTotals(game, logs);
  const names = game.players.map((p) => p.name);
  for (let i = 0; i < Math.min(totals.length, logs.length); i++) {
    if (!logs[i]) continue;
    names.forEach((name, p) => {
      if (totals[i][p] !== running[i][p]) out.push({ deal: i + 1, code: 'total', params: { player: name, expected: running[i][p], recorded: totals[i][p] } });
    });
  }
}

/** Every tie the game breaks, in deal order; `logs[i]` is deal i's log as read, or null. */
export function gameBreaks(game: GameLog, logs: readonly (DealLog | null)[]): GameBreak[] {
  const out: GameBreak[] = [];
  const max = game.ruleset.succession.maxDeals;
  logs.forEach((log, i) => {
    if (log) dealTies(game, i, log, i > 0 ? logs[i - 1] : null, out);
    if (max !== null && i === max) out.push({ deal: i + 1, code: 'too-many-deals', params: { maximum: max } });
  });
  totalTies(game, logs, out);
  return out.sort((a, b) => a.deal - b.deal);
}
