// The deal log format, version 1: a documented, versioned JSON record of one deal. Tiles are
// written in the tile notation of tiles/notation.ts; seats are 0–3 in turn order (counter-clockwise).
// Written with zod/mini (the same checks and JSON Schema as zod's chained API, a fraction of the
// size), because the replay page parses logs in the browser.

import * as z from 'zod/mini';
import { WIN_HOWS } from '../game/types.ts';

export const DEAL_FORMAT = 'fuzhou-mahjong-deal';
export const DEAL_VERSION = 1;
export const MAX_EVENTS = 5000;

const describe = <T extends z.ZodMiniType>(schema: T, description: string): T => schema.check(z.describe(description)) as T;

const seat = describe(z.int().check(z.gte(0), z.lte(3)), 'A seat, 0–3, in turn order: seat 1 plays after seat 0.');
const tile = describe(z.string(), 'One tile in notation, e.g. "5p".');
const tiles = describe(z.string(), 'Tiles in notation, e.g. "123m5p".');

export const eventSchema = z.discriminatedUnion('type', [
  describe(z.strictObject({ type: z.literal('deal'), seat, tiles }), "A seat's dealt tiles, taken from the front: the dealer 17, the others 16."),
  describe(z.strictObject({ type: z.literal('flower'), seat, tile }), 'A flower set aside (then replaced from the tail, except in the final sweep).'),
  describe(z.strictObject({ type: z.literal('gold'), tile }), 'A tile flipped from the tail for the gold; a flower goes to the dealer and another is flipped.'),
  describe(z.strictObject({ type: z.literal('draw'), seat, tile }), 'A draw: from the front, or from the tail when it replaces a flower or a kong.'),
  z.strictObject({ type: z.literal('discard'), seat, tile }),
  describe(
    z.strictObject({ type: z.literal('call'), seat, claim: z.enum(['win', 'kong', 'pong', 'chow']) }),
    'A claim declared before it is resolved; the highest call wins (win > kong > pong > chow, then the seat nearest the discarder).',
  ),
  z.strictObject({ type: z.literal('chow'), seat, tiles: describe(tiles, 'The two tiles from the hand.'), tile: z.optional(tile) }),
  z.strictObject({ type: z.literal('pong'), seat, tile: z.optional(tile) }),
  describe(z.strictObject({ type: z.literal('kong'), seat, tile: z.optional(tile) }), 'An exposed kong claimed on a discard.'),
  z.strictObject({ type: z.literal('added-kong'), seat, tile }),
  z.strictObject({ type: z.literal('concealed-kong'), seat, tile }),
  z.strictObject({
    type: z.literal('win'),
    seat,
    how: z.enum(WIN_HOWS as [string, ...string[]]),
    tile: describe(z.optional(tile), 'The tile won on (checked when given).'),
    swap: describe(z.optional(tile), 'The tile a dealer gives up to grab the gold.'),
  }),
  z.strictObject({ type: z.literal('draw-game') }),
  describe(z.strictObject({ type: z.literal('horse'), tile }), 'The horse: the tile set aside at the deal, revealed when a deal with a winner ends (guangdong).'),
  describe(z.strictObject({ type: z.literal('time-up') }), "The room's time limit ends the deal without a winner (guangdong)."),
]);

const int = z.int();

export const MAX_ANNOTATIONS = 500;
export const MAX_NOTE_CHARS = 2000;
const noteText = z.string().check(z.maxLength(MAX_NOTE_CHARS));
export const annotationSchema = z.strictObject({
  step: z.int().check(z.gte(0), z.lte(MAX_EVENTS)),
  note: z.optional(z.strictObject({ zh: noteText, en: noteText })),
  predict: z.optional(z.boolean()),
});
const seatInfo = z.looseObject({ name: z.string().check(z.minLength(1), z.maxLength(100)) });

const breakdownSchema = describe(
  z.optional(
    z.catchall(
      z.object({
        total: int,
        items: z.optional(z.array(z.strictObject({ id: z.string(), count: z.optional(int), points: int }))),
      }),
      int,
    ),
  ),
  "The score's headline figures as the rule set states them (fuzhou: base, bonus, multiplier, total; fuzhou-144: points, multiplier, total) and its items.",
);
const winName = describe(z.optional(z.nullable(z.string().check(z.maxLength(40)))), "The named win, one of the rule set's (fuzhou: normal, pinghu, gold-grab, three-golds, gold-pair, gold-dragon).");
const winHow = z.optional(z.nullable(z.enum(WIN_HOWS as [string, ...string[]])));

export const resultSchema = z.strictObject({
  deltas: describe(z.tuple([int, int, int, int]), "Each seat's score change, zero-sum."),
  winner: z.optional(z.nullable(seat)),
  win: winName,
  how: winHow,
  breakdown: breakdownSchema,
  alsoWon: describe(
    z.optional(z.array(z.strictObject({ winner: seat, win: winName, how: winHow, breakdown: breakdownSchema })).check(z.maxLength(3))),
    'The other winners of the deal, when several players rob one kong (guangdong): each with its own win and breakdown, in turn order after the first.',
  ),
  nextDealer: z.optional(seat),
  nextStreak: z.optional(z.int().check(z.gte(0))),
});

export const dealLogSchema = z.strictObject({
  format: z.literal(DEAL_FORMAT),
  version: z.literal(DEAL_VERSION),
  ruleset: describe(z.string(), 'The rule set: "fuzhou" (the default), "fuzhou-144", …'),
  options: describe(z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))), "The rule set's named options; defaults for the rest."),
  seats: describe(z.tuple([seatInfo, seatInfo, seatInfo, seatInfo]), 'The four players in turn order, each with at least a name.'),
  dealer: seat,
  streak: z.int().check(z.gte(0), z.lte(1000)),
  wall: describe(z.optional(tiles), "The whole wall at the start, front first (the rule set's every tile: 123 for fuzhou, 144 for fuzhou-144)."),
  meta: z.optional(z.looseObject({ table: z.optional(z.string()), time: z.optional(z.string()), app: z.optional(z.string()), seed: z.optional(int), stacked: z.optional(z.string()) })),
  notes: z.optional(z.string()),
  annotations: describe(
    z.optional(z.array(annotationSchema).check(z.maxLength(MAX_ANNOTATIONS))),
    'Notes for teaching, each shown at a step (the number of events applied): text in both languages, and "predict" to pause there and ask what the player would do next.',
  ),
  events: z.array(z.unknown()).check(z.maxLength(MAX_EVENTS)),
  result: resultSchema,
});

export type DealEventJson = z.infer<typeof eventSchema>;
export type DealLogJson = Omit<z.infer<typeof dealLogSchema>, 'events'> & { events: DealEventJson[] };

/** The JSON Schema the site publishes, generated from the zod schema so the two cannot drift. */
export function dealJsonSchema(): object {
  const full = z.extend(dealLogSchema, { events: z.array(eventSchema).check(z.maxLength(MAX_EVENTS)) });
  return {
    $id: 'deal-v1.json',
    title: 'Fuzhou mahjong deal log, version 1',
    ...z.toJSONSchema(full),
  };
}
