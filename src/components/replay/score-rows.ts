// The score check as rows, shown at the end of a deal: the engine's recomputed breakdown item by
// item beside what the log recorded, the sums, and what each seat pays.

import type { DealResult, Seat } from '../../engine/game/types.ts';
import type { DealLog } from '../../engine/deal/parse.ts';
import { MAX_DIFFERENCES, matchItems } from '../../engine/replay/verify.ts';

export interface ItemRow {
  id: string;
  /** The ruling of the rule set the line comes from (for its link). */
  ruling: number;
  count: number;
  each: number;
  points: number;
  /** Recorded points (and count), when the log has this item. */
  recorded: { points: number; count?: number } | null;
  ok: boolean;
}

export interface SumRow {
  /** A headline figure of the rule set's formula (fuzhou: base, bonus, multiplier, total). */
  key: string;
  recomputed: number;
  recorded: number | null;
  ok: boolean;
}

export interface PayRow {
  seat: Seat;
  recomputed: number;
  recorded: number;
  ok: boolean;
}

export interface ScoreRows {
  items: ItemRow[];
  sums: SumRow[];
  pays: PayRow[];
  /** Items the log records that the engine does not score: ids it does not know, or records more often than the engine scores them. */
  extra: { id: string; points: number }[];
  /** How many more such items there are than `extra` lists (at most MAX_DIFFERENCES are listed). */
  extraMore: number;
}

export function scoreRows(recorded: DealLog['result'], result: DealResult): ScoreRows {
  const score = result.score;
  const breakdown = recorded.breakdown;
  // Recorded lines matched with the engine's as the verdict matches them: each at most once.
  const recordedItems = breakdown?.items ?? [];
  const engineItems = score?.items ?? [];
  const matched = matchItems(recordedItems, engineItems);
  const items: ItemRow[] = engineItems.map((item) => {
    const mine = recordedItems.find((_, k) => matched[k] === item);
    const rec = mine ? { points: mine.points, count: mine.count } : null;
    const ok = !rec || (rec.points === item.points && (rec.count === undefined || rec.count === item.count));
    return { id: item.id, ruling: item.ruling, count: item.count, each: item.each, points: item.points, recorded: rec, ok };
  });
  // Listed as the verdict lists its differences: the first few, the rest counted.
  const unmatched = recordedItems.filter((_, k) => matched[k] === null);
  const extra = unmatched.slice(0, MAX_DIFFERENCES).map((r) => ({ id: r.id, points: r.points }));
  const sum = (key: string): SumRow => {
    const mine = score && Object.hasOwn(score.figures, key) ? score.figures[key] : 0;
    const theirs = breakdown && Object.hasOwn(breakdown, key) ? (breakdown[key] as number) : null;
    return { key, recomputed: mine, recorded: theirs, ok: theirs === null || theirs === mine };
  };
  const sums = score ? Object.keys(score.figures).map(sum) : [];
  const pays = ([0, 1, 2, 3] as Seat[]).map((seat) => ({
    seat,
    recomputed: result.deltas[seat],
    recorded: recorded.deltas[seat],
    ok: result.deltas[seat] === recorded.deltas[seat],
  }));
  return { items, sums, pays, extra, extraMore: unmatched.length - extra.length };
}
