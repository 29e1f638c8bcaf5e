// Checking a deal: replay it, recompute the result with the engine's scoring, and compare it
// with what the exporting app recorded, field by field.

import type { DealResult, Violation } from '../game/types.ts';
import type { Problem } from '../schema/problem.ts';
import type { DealLog } from '../deal/parse.ts';
import { replay, replayText, type Replay } from './replay.ts';
import { unrankedClaims, type MissedChance } from '../analysis/missed.ts';

export interface Difference {
  field: string;
  recorded: unknown;
  recomputed: unknown;
}

/**
 * A note on a replayed deal, not a fault: at `step` (an index in `events`) `seat` made `claim`
 * with no calls recorded before it, while `other` could have made `otherClaim`, which ranks
 * higher. A log need not record passes, so the claim stands.
 */
export type VerdictNote = Extract<MissedChance, { kind: 'outranked' }>;

export type Verdict =
  | { status: 'consistent'; result: DealResult; notes: VerdictNote[] }
  /** `differences`: the first {@link MAX_DIFFERENCES}; `more`: how many others there are. */
  | { status: 'mismatch'; differences: Difference[]; more: number; result: DealResult; notes: VerdictNote[] }
  | { status: 'illegal'; step: number; violation: Violation; notes: VerdictNote[] }
  | { status: 'invalid'; problem: Problem };

/**
 * A verdict lists at most this many differences and counts the rest: a log may record 900,000
 * items, and each would otherwise be a line of the output.
 */
export const MAX_DIFFERENCES = 10;

/** The differences kept (the first `limit`) and how many were found in all. */
interface Differences {
  list: Difference[];
  count: number;
  limit: number;
  push(d: Difference): void;
}

const differences = (limit: number): Differences => ({
  list: [],
  count: 0,
  limit,
  push(d) {
    this.count++;
    if (this.list.length < this.limit) this.list.push(d);
  },
});

/** Recorded vs recomputed, for every field the log states: the first `limit` differences, and how many more. */
export function compareResult(recorded: DealLog['result'], result: DealResult, limit = MAX_DIFFERENCES): { differences: Difference[]; more: number } {
  const diffs = differences(limit);
  const check = checkInto(diffs);
  // Score changes always add up to 0: a log whose do not is told so first.
  const sum = recorded.deltas.reduce((a, b) => a + b, 0);
  if (sum !== 0) diffs.push({ field: 'result.deltas', recorded: sum, recomputed: 0 });
  recorded.deltas.forEach((d, i) => check(`result.deltas[${i}]`, d, result.deltas[i]));
  compareWin('result', recorded, result, diffs);
  // Other winners (several robbers of one kong), when the log records them: as many, each as its own.
  if (recorded.alsoWon !== undefined) {
    const others = result.alsoWon ?? [];
    check('result.alsoWon.length', recorded.alsoWon.length, others.length);
    recorded.alsoWon.forEach((w, i) => {
      const mine = others[i];
      if (mine) compareWin(`result.alsoWon[${i}]`, w, mine, diffs);
    });
  }
  check('result.nextDealer', recorded.nextDealer, result.nextDealer);
  check('result.nextStreak', recorded.nextStreak, result.nextStreak);
  return { differences: diffs.list, more: diffs.count - diffs.list.length };
}

/** A field's check: a difference when the log states it (not undefined) and the engine disagrees. */
const checkInto =
  (diffs: Differences) =>
  (field: string, a: unknown, b: unknown): void => {
    if (a !== undefined && a !== b) diffs.push({ field, recorded: a, recomputed: b });
  };

type RecordedWin = Pick<DealLog['result'], 'winner' | 'how' | 'win' | 'breakdown'>;

/** One winner's record (who, how, the named win, the breakdown) against the engine's, under `at`. */
function compareWin(at: string, recorded: RecordedWin, engine: Pick<DealResult, 'winner' | 'how' | 'score'>, diffs: Differences): void {
  const check = checkInto(diffs);
  check(`${at}.winner`, recorded.winner, engine.winner);
  check(`${at}.how`, recorded.how, engine.how);
  check(`${at}.win`, recorded.win, engine.score?.win ?? null);
  const b = recorded.breakdown;
  const s = engine.score;
  if (b) {
    // The rule set's headline figures (fuzhou: base, bonus, multiplier, total), in the log's order.
    for (const [field, value] of Object.entries(b)) {
      if (field !== 'items') check(`${at}.breakdown.${field}`, value, s && Object.hasOwn(s.figures, field) ? s.figures[field] : 0);
    }
    // Each recorded line is matched with a line of the engine's of the same id not matched yet:
    // the recorded lines must be among the engine's counted as a multiset, so a line recorded
    // twice that the engine scores once is a difference.
    const matched = matchItems(b.items ?? [], s?.items ?? []);
    b.items?.forEach((item, i) => {
      const mine = matched[i];
      if (mine === null) {
        // A line the rule set does not score is a difference, whatever points it claims; so is
        // a line recorded more often than the engine scores it (the whole line, by its id).
        const known = s?.items.some((x) => x.id === item.id) ?? false;
        diffs.push({ field: known ? `${at}.breakdown.items[${i}]` : `${at}.breakdown.items[${i}].id`, recorded: item.id, recomputed: null });
        return;
      }
      check(`${at}.breakdown.items[${i}].points`, item.points, mine.points);
      if (item.count !== undefined) check(`${at}.breakdown.items[${i}].count`, item.count, mine.count);
    });
  }
}

/**
 * For each recorded item, in order, the engine's item of the same id it is matched with (each of
 * the engine's items matched at most once), or null when none is left.
 */
export function matchItems<T extends { id: string }>(recorded: readonly { id: string }[], engine: readonly T[]): (T | null)[] {
  const used = new Set<number>();
  return recorded.map((item) => {
    const at = engine.findIndex((x, k) => x.id === item.id && !used.has(k));
    if (at < 0) return null;
    used.add(at);
    return engine[at];
  });
}

export function verdictOf(r: Replay): Verdict {
  // An illegal event always comes before a malformed one (the replay stops at either): it is
  // the first thing wrong with the deal.
  if (r.invalid && !r.illegal) return { status: 'invalid', problem: r.invalid };
  // The notes are found once here, for every reader of the verdict (the CLI, the viewer).
  const notes = unrankedClaims(r);
  if (r.illegal) return { status: 'illegal', step: r.illegal.index, violation: r.illegal.violation, notes };
  if (!r.result) return { status: 'illegal', step: r.log.events.length, violation: { code: 'unfinished', params: { events: r.log.events.length } }, notes };
  const found = compareResult(r.log.result, r.result);
  return found.differences.length ? { status: 'mismatch', ...found, result: r.result, notes } : { status: 'consistent', result: r.result, notes };
}

export function verify(log: DealLog): Verdict {
  return verdictOf(replay(log, { narrate: false }));
}

/** Verifies a log given as text or parsed JSON, with the log when it could be read; never throws. */
export function verifyLog(input: unknown, options: Record<string, unknown> = {}): { verdict: Verdict; log: DealLog | null } {
  const outcome = replayText(input, options, { narrate: false });
  if (!outcome.replay) return { verdict: { status: 'invalid', problem: (outcome as { problem: Problem }).problem }, log: null };
  return { verdict: verdictOf(outcome.replay), log: outcome.replay.log };
}

export function verifyText(input: unknown, options: Record<string, unknown> = {}): Verdict {
  return verifyLog(input, options).verdict;
}
