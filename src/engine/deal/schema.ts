// The deal log format, version 1: a documented, versioned JSON record of one deal. Tiles are
// written in the tile notation of tiles/notation.ts; seats are 0–3 in turn order (counter-clockwise).
// Written with zod/mini (the same checks and JSON Schema as zod's chained API, a fraction of the
// size), because the replay page parses logs in the browser.

import * as z from 'zod/mini';
import { CLAIM_KINDS, type EventJson, type EventSpec, type FieldKind, type OwnEventSpec } from '../vocabulary.ts';
import type { CORE_EVENTS, LogEvents } from './events.ts';
import { DEAL_FORMAT, DEAL_VERSION, MAX_ALSO_WON, MAX_ANNOTATIONS, MAX_EVENTS, MAX_NOTE_CHARS } from './format.ts';

export { DEAL_FORMAT, DEAL_VERSION, MAX_ALSO_WON, MAX_ANNOTATIONS, MAX_EVENTS, MAX_NOTE_CHARS } from './format.ts';

const seat = z.int().check(z.gte(0), z.lte(3));
const tile = z.string();
const tiles = z.string();
const claim = z.enum(CLAIM_KINDS as [string, ...string[]]);

/** One event's schema from its table row: each field by its kind, `?` ones optional, no others. */
function eventObject(spec: EventSpec, how: z.ZodMiniType) {
  const kinds: Record<FieldKind, z.ZodMiniType> = { seat, tile, 'tile-pair': tiles, tiles, claim, how };
  const shape: Record<string, z.ZodMiniType> = { type: z.literal(spec.type) };
  for (const [name, field] of Object.entries(spec.fields)) {
    const kind = kinds[field.replace('?', '') as FieldKind];
    shape[name] = field.endsWith('?') ? z.optional(kind) : kind;
  }
  return z.strictObject(shape);
}

/** The schema of one event of a log that may hold these events. */
function eventSchemaOf(events: LogEvents, how: z.ZodMiniType) {
  const variants = events.specs.map((spec) => eventObject(spec, how));
  return z.discriminatedUnion('type', variants as [(typeof variants)[number], ...typeof variants]);
}

const int = z.int();

const noteText = z.string().check(z.maxLength(MAX_NOTE_CHARS));
export const annotationSchema = z.strictObject({
  step: z.int().check(z.gte(0), z.lte(MAX_EVENTS)),
  note: z.optional(z.strictObject({ zh: noteText, en: noteText })),
  predict: z.optional(z.boolean()),
});
const seatInfo = z.looseObject({ name: z.string().check(z.minLength(1), z.maxLength(100)) });

export const itemSchema = z.strictObject({ id: z.string(), count: z.optional(int), points: int });
const breakdownSchema = z.optional(
  z.catchall(
    z.object({
      total: int,
      items: z.optional(z.array(itemSchema)),
    }),
    int,
  ),
);
const winName = z.optional(z.nullable(z.string().check(z.maxLength(40))));
/** The schemas of a log, its result and one event, for a log that may hold these events. */
export function logSchemasOf(events: LogEvents) {
  const how = howEnum(events.hows);
  const result = resultSchemaOf(how);
  return { event: eventSchemaOf(events, how), result, log: dealLogSchemaOf(result) };
}

const howEnum = (hows: readonly string[]) => z.enum(hows as [string, ...string[]]);

function resultSchemaOf(how: ReturnType<typeof howEnum>) {
  const winHow = z.optional(z.nullable(how));
  return z.strictObject({
    deltas: z.tuple([int, int, int, int]),
    winner: z.optional(z.nullable(seat)),
    win: winName,
    how: winHow,
    breakdown: breakdownSchema,
    alsoWon: z.optional(z.array(z.strictObject({ winner: seat, win: winName, how: winHow, breakdown: breakdownSchema })).check(z.maxLength(MAX_ALSO_WON))),
    nextDealer: z.optional(seat),
    nextStreak: z.optional(z.int().check(z.gte(0))),
  });
}

function dealLogSchemaOf(result: ReturnType<typeof resultSchemaOf>) {
  return z.strictObject({
    format: z.literal(DEAL_FORMAT),
    version: z.literal(DEAL_VERSION),
    ruleset: z.string(),
    options: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    seats: z.tuple([seatInfo, seatInfo, seatInfo, seatInfo]),
    dealer: seat,
    streak: z.int().check(z.gte(0), z.lte(1000)),
    wall: z.optional(tiles),
    meta: z.optional(z.looseObject({ table: z.optional(z.string()), time: z.optional(z.string()), app: z.optional(z.string()), seed: z.optional(int), stacked: z.optional(z.string()) })),
    notes: z.optional(z.string()),
    annotations: z.optional(z.array(annotationSchema).check(z.maxLength(MAX_ANNOTATIONS))),
    events: z.array(z.unknown()).check(z.maxLength(MAX_EVENTS)),
    result,
  });
}

/** An event as a log writes it (tiles in notation). */
export type DealEventJson = EventJson<(typeof CORE_EVENTS)[number] | OwnEventSpec>;
export type DealLogJson = Omit<z.infer<ReturnType<typeof dealLogSchemaOf>>, 'events'> & { events: DealEventJson[] };
