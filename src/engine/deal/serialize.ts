// Writing deal logs: events and results back into the JSON format, tiles in notation.

import { formatTiles, tileCode } from '../tiles/index.ts';
import type { DealResult } from '../game/types.ts';
import type { DealEvent, FieldKind, Tile } from '../vocabulary.ts';
import type { DealEventJson, DealLogJson } from './schema.ts';
import { registeredEvents } from './registered.ts';

/** An event as its log line: each field of its table row written by its kind, in the row's order. */
export function eventToJson(e: DealEvent): DealEventJson {
  const spec = registeredEvents().byType.get(e.type);
  if (!spec) throw new Error(`no loaded rule set declares the event type ${e.type}`);
  const event = e as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { type: e.type };
  for (const [name, field] of Object.entries(spec.fields)) {
    const value = event[name];
    if (value !== undefined) out[name] = written(field.replace('?', '') as FieldKind, value);
  }
  return out as DealEventJson;
}

function written(kind: FieldKind, value: unknown): unknown {
  if (kind === 'tile') return tileCode(value as Tile);
  if (kind === 'tiles' || kind === 'tile-pair') return formatTiles(value as readonly Tile[]);
  return value;
}

type Breakdown = NonNullable<DealLogJson['result']['breakdown']>;

const breakdownOf = (score: NonNullable<DealResult['score']>): Breakdown =>
  ({ ...score.figures, total: score.total, items: score.items.map((i) => ({ id: i.id, count: i.count, points: i.points })) }) as Breakdown;

/** The `result` object a log records, as this engine computes it. */
export function resultToJson(r: DealResult): DealLogJson['result'] {
  return {
    deltas: [...r.deltas] as [number, number, number, number],
    winner: r.winner,
    how: r.how,
    win: r.score?.win ?? null,
    ...(r.score ? { breakdown: breakdownOf(r.score) } : {}),
    ...(r.alsoWon?.length ? { alsoWon: r.alsoWon.map((w) => ({ winner: w.winner, how: w.how, win: w.score.win, breakdown: breakdownOf(w.score) })) } : {}),
    nextDealer: r.nextDealer,
    nextStreak: r.nextStreak,
  };
}
