// The score check as rows: the engine's recomputed breakdown item by item beside what the log
// recorded, the sums, what each seat pays, and each difference of the verdict in words.

import type { DealResult, Seat } from '../../engine/game/types.ts';
import type { DealLog } from '../../engine/deal/parse.ts';
import type { Difference } from '../../engine/replay/verify.ts';
import { hasMessage, t, type Lang } from '../../i18n/index.ts';
import { seatName, signed } from './words.ts';

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
  /** Items the log records that the engine does not score (ids it does not know). */
  extra: { id: string; points: number }[];
}

export function scoreRows(recorded: DealLog['result'], result: DealResult): ScoreRows {
  const score = result.score;
  const breakdown = recorded.breakdown;
  const items: ItemRow[] = (score?.items ?? []).map((item) => {
    const mine = breakdown?.items?.find((r) => r.id === item.id);
    const rec = mine ? { points: mine.points, count: mine.count } : null;
    const ok = !rec || (rec.points === item.points && (rec.count === undefined || rec.count === item.count));
    return { id: item.id, ruling: item.ruling, count: item.count, each: item.each, points: item.points, recorded: rec, ok };
  });
  const extra = (breakdown?.items ?? []).filter((r) => !score?.items.some((i) => i.id === r.id)).map((r) => ({ id: r.id, points: r.points }));
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
  return { items, sums, pays, extra };
}

/** A field path of the result ("result.breakdown.items[2].points") as words. */
export function fieldLabel(lang: Lang, field: string, log: DealLog): string {
  const delta = /^result\.deltas\[(\d)\]$/.exec(field);
  if (delta)
    return t(lang, 'replay.field.delta', {
      seat: seatName(
        lang,
        Number(delta[1]) as Seat,
        log.seats.map((s) => s.name),
        log.dealer,
      ),
    });
  const item = /^result\.breakdown\.items\[(\d+)\]\.(points|count|id)$/.exec(field);
  if (item) {
    const id = log.result.breakdown?.items?.[Number(item[1])]?.id ?? '?';
    // A line the rule set does not know is named as recorded (cut short), never as a message key.
    if (item[2] === 'id' || !hasMessage(lang, `${log.ruleset.words}.item.${id}`)) return t(lang, 'replay.field.item-unknown', { id: id.slice(0, 40) });
    return t(lang, `replay.field.item-${item[2]}`, { item: t(lang, `${log.ruleset.words}.item.${id}`) });
  }
  const figure = /^result\.breakdown\.(\w+)$/.exec(field);
  if (figure) return t(lang, `${log.ruleset.words}.figure.${figure[1]}`);
  const key = field.replace(/^result\./, '');
  return t(lang, `replay.field.${key}`);
}

/** A recorded or recomputed value as words: seats by name, win types and ways by name. */
export function valueText(lang: Lang, field: string, value: unknown, log: DealLog): string {
  if (value === null || value === undefined) return t(lang, 'replay.value.none');
  const names = log.seats.map((s) => s.name);
  if ((field === 'result.winner' || field === 'result.nextDealer') && typeof value === 'number') return seatName(lang, value as Seat, names, log.dealer);
  if (field === 'result.win') return t(lang, `${log.ruleset.words}.win.${String(value)}`);
  if (field === 'result.how') return t(lang, `deal.how.${String(value)}`);
  if (field.startsWith('result.deltas') && typeof value === 'number') return signed(value);
  return String(value);
}

/** One sentence per difference: "Total: the log records 12, the rules give 10." */
export function differenceText(lang: Lang, difference: Difference, log: DealLog): string {
  return t(lang, 'replay.difference', {
    field: fieldLabel(lang, difference.field, log),
    recorded: valueText(lang, difference.field, difference.recorded, log),
    recomputed: valueText(lang, difference.field, difference.recomputed, log),
  });
}
