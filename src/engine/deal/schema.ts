// The deal log format, version 1: a documented, versioned JSON record of one deal. Tiles are
// written in the notation of shared/rulings.md; seats are 0–3 in turn order (counter-clockwise).

import { z } from 'zod';
import { WIN_HOWS } from '../game/types.ts';

export const DEAL_FORMAT = 'fuzhou-mahjong-deal';
export const DEAL_VERSION = 1;
export const MAX_EVENTS = 5000;

const seat = z.number().int().min(0).max(3).describe('A seat, 0–3, in turn order: seat 1 plays after seat 0.');
const tile = z.string().describe('One tile in notation, e.g. "5p".');
const tiles = z.string().describe('Tiles in notation, e.g. "123m5p".');

export const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('deal'), seat, tiles }).describe("A seat's dealt tiles, taken from the front: the dealer 17, the others 16."),
  z.strictObject({ type: z.literal('flower'), seat, tile }).describe('A flower set aside (then replaced from the tail, except in the final sweep).'),
  z.strictObject({ type: z.literal('gold'), tile }).describe('A tile flipped from the tail for the gold; a flower goes to the dealer and another is flipped.'),
  z.strictObject({ type: z.literal('draw'), seat, tile }).describe('A draw: from the front, or from the tail when it replaces a flower or a kong.'),
  z.strictObject({ type: z.literal('discard'), seat, tile }),
  z.strictObject({ type: z.literal('call'), seat, claim: z.enum(['win', 'kong', 'pong', 'chow']) })
    .describe('A claim declared before it is resolved; the highest call wins (win > kong > pong > chow, then the seat nearest the discarder).'),
  z.strictObject({ type: z.literal('chow'), seat, tiles: tiles.describe('The two tiles from the hand.'), tile: tile.optional() }),
  z.strictObject({ type: z.literal('pong'), seat, tile: tile.optional() }),
  z.strictObject({ type: z.literal('kong'), seat, tile: tile.optional() }).describe('An exposed kong claimed on a discard.'),
  z.strictObject({ type: z.literal('added-kong'), seat, tile }),
  z.strictObject({ type: z.literal('concealed-kong'), seat, tile }),
  z.strictObject({
    type: z.literal('win'),
    seat,
    how: z.enum(WIN_HOWS as [string, ...string[]]),
    tile: tile.optional().describe('The tile won on (checked when given).'),
    swap: tile.optional().describe("The tile a dealer gives up to grab the gold."),
  }),
  z.strictObject({ type: z.literal('draw-game') }),
]);

const int = z.number().int();
const seatInfo = z.looseObject({ name: z.string().min(1).max(100) });

export const resultSchema = z.strictObject({
  deltas: z.tuple([int, int, int, int]).describe("Each seat's score change, zero-sum."),
  winner: seat.nullable().optional(),
  win: z.enum(['normal', 'pinghu', 'gold-grab', 'three-golds', 'gold-pair', 'gold-dragon']).nullable().optional(),
  how: z.enum(WIN_HOWS as [string, ...string[]]).nullable().optional(),
  breakdown: z
    .strictObject({
      base: int,
      bonus: int,
      multiplier: int,
      total: int,
      items: z.array(z.strictObject({ id: z.string(), count: int.optional(), points: int })).optional(),
    })
    .optional(),
  nextDealer: seat.optional(),
  nextStreak: int.min(0).optional(),
});

export const dealLogSchema = z.strictObject({
  format: z.literal(DEAL_FORMAT),
  version: z.literal(DEAL_VERSION),
  ruleset: z.string().describe('The rule set, "fuzhou".'),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional().describe("The rule set's named options; defaults for the rest."),
  seats: z.tuple([seatInfo, seatInfo, seatInfo, seatInfo]).describe('The four players in turn order, each with at least a name.'),
  dealer: seat,
  streak: int.min(0).max(1000),
  wall: tiles.optional().describe('The whole wall at the start, front first (123 tiles).'),
  meta: z
    .looseObject({ table: z.string().optional(), time: z.string().optional(), app: z.string().optional(), seed: int.optional(), stacked: z.string().optional() })
    .optional(),
  notes: z.string().optional(),
  events: z.array(z.unknown()).max(MAX_EVENTS),
  result: resultSchema,
});

export type DealEventJson = z.infer<typeof eventSchema>;
export type DealLogJson = Omit<z.infer<typeof dealLogSchema>, 'events'> & { events: DealEventJson[] };

/** The JSON Schema the site publishes, generated from the zod schema so the two cannot drift. */
export function dealJsonSchema(): object {
  const full = dealLogSchema.extend({ events: z.array(eventSchema).max(MAX_EVENTS) });
  return {
    $id: 'deal-v1.schema.json',
    title: 'Fuzhou mahjong deal log, version 1',
    ...z.toJSONSchema(full),
  };
}
