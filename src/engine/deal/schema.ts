// The deal log format, version 1: a documented, versioned JSON record of one deal. Tiles are
// written in the tile notation of tiles/notation.ts; seats are 0–3 in turn order (counter-clockwise).
// Written with zod/mini (the same checks and JSON Schema as zod's chained API, a fraction of the
// size), because the replay page parses logs in the browser.

import * as z from 'zod/mini';
import { WIN_HOWS } from '../game/types.ts';

export const DEAL_FORMAT = 'fuzhou-mahjong-deal';
export const DEAL_VERSION = 1;
export const MAX_EVENTS = 5000;

const seat = z.int().check(z.gte(0), z.lte(3));
const tile = z.string();
const tiles = z.string();

export const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('deal'), seat, tiles }),
  z.strictObject({ type: z.literal('flower'), seat, tile }),
  z.strictObject({ type: z.literal('gold'), tile }),
  z.strictObject({ type: z.literal('draw'), seat, tile }),
  z.strictObject({ type: z.literal('discard'), seat, tile }),
  z.strictObject({ type: z.literal('call'), seat, claim: z.enum(['win', 'kong', 'pong', 'chow']) }),
  z.strictObject({ type: z.literal('chow'), seat, tiles, tile: z.optional(tile) }),
  z.strictObject({ type: z.literal('pong'), seat, tile: z.optional(tile) }),
  z.strictObject({ type: z.literal('kong'), seat, tile: z.optional(tile) }),
  z.strictObject({ type: z.literal('added-kong'), seat, tile }),
  z.strictObject({ type: z.literal('concealed-kong'), seat, tile }),
  z.strictObject({
    type: z.literal('win'),
    seat,
    how: z.enum(WIN_HOWS as [string, ...string[]]),
    tile: z.optional(tile),
    swap: z.optional(tile),
  }),
  z.strictObject({ type: z.literal('draw-game') }),
  z.strictObject({ type: z.literal('horse'), tile }),
  z.strictObject({ type: z.literal('time-up') }),
]);

const int = z.int();

export const MAX_ANNOTATIONS = 500;
/** The most winners beyond the first a log records (the robbers of one kong). */
export const MAX_ALSO_WON = 3;
export const MAX_NOTE_CHARS = 2000;
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
const winHow = z.optional(z.nullable(z.enum(WIN_HOWS as [string, ...string[]])));

export const resultSchema = z.strictObject({
  deltas: z.tuple([int, int, int, int]),
  winner: z.optional(z.nullable(seat)),
  win: winName,
  how: winHow,
  breakdown: breakdownSchema,
  alsoWon: z.optional(z.array(z.strictObject({ winner: seat, win: winName, how: winHow, breakdown: breakdownSchema })).check(z.maxLength(MAX_ALSO_WON))),
  nextDealer: z.optional(seat),
  nextStreak: z.optional(z.int().check(z.gte(0))),
});

export const dealLogSchema = z.strictObject({
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
  result: resultSchema,
});

export type DealEventJson = z.infer<typeof eventSchema>;
export type DealLogJson = Omit<z.infer<typeof dealLogSchema>, 'events'> & { events: DealEventJson[] };
