// The deal log's JSON Schema as the site publishes it: generated from the zod schema (so the two
// cannot drift), then given its descriptions here (a rule set's own events bring theirs in their
// table), so the words for editors and apps stay out of the schema the replay page ships to the browser.

import * as z from 'zod/mini';
import { MAX_EVENTS } from './schema.ts';
import { registeredEvents, schemasFor } from './registered.ts';

type Node = { description?: string; properties?: Record<string, Node>; items?: Node; oneOf?: Node[]; anyOf?: Node[]; const?: unknown; [key: string]: unknown };

const SEAT = 'A seat, 0–3, in turn order: seat 1 plays after seat 0.';
const TILE = 'One tile in notation, e.g. "5p".';
const TILES = 'Tiles in notation, e.g. "123m5p".';
const WIN = "The named win, one of the rule set's (fuzhou: normal, pinghu, gold-grab, three-golds, gold-pair, gold-dragon).";
const BREAKDOWN = "The score's headline figures as the rule set states them (fuzhou: base, bonus, multiplier, total; fuzhou-144: points, multiplier, total) and its items.";

const TOP: Record<string, string> = {
  ruleset: 'The rule set: "fuzhou" (the default), "fuzhou-144", …',
  options: "The rule set's named options; defaults for the rest.",
  seats: 'The four players in turn order, each with at least a name.',
  dealer: SEAT,
  wall: "The whole wall at the start, front first (the rule set's every tile: 123 for fuzhou, 144 for fuzhou-144).",
  annotations: 'Notes for teaching, each shown at a step (the number of events applied): text in both languages, and "predict" to pause there and ask what the player would do next.',
};

/** The core events' words; a rule set's own events bring theirs (`about` in its table). */
const EVENTS: Record<string, string> = {
  deal: "A seat's dealt tiles, taken from the front: the dealer 17, the others 16.",
  flower: 'A flower set aside (then replaced from the tail, except in the final sweep).',
  draw: 'A draw: from the front, or from the tail when it replaces a flower or a kong.',
  call: 'A claim declared before it is resolved; the highest call wins (win > kong > pong > chow, then the seat nearest the discarder).',
  kong: 'An exposed kong claimed on a discard.',
};

/** An event's own fields, where they mean more than a seat or a tile. */
const EVENT_FIELDS: Record<string, Record<string, string>> = {
  chow: { tiles: 'The two tiles from the hand.' },
  win: { tile: 'The tile won on (checked when given).', swap: 'The tile a dealer gives up to grab the gold.' },
};

const RESULT: Record<string, string> = {
  deltas: "Each seat's score change, zero-sum.",
  winner: SEAT,
  win: WIN,
  breakdown: BREAKDOWN,
  alsoWon: 'The other winners of the deal, when several players rob one kong (guangdong): each with its own win and breakdown, in turn order after the first.',
  nextDealer: SEAT,
};

function describeAll(properties: Record<string, Node> | undefined, words: Record<string, string>): void {
  for (const [name, text] of Object.entries(words)) if (properties?.[name]) properties[name].description = text;
}

/** The JSON Schema the site publishes at /schema/deal-v1.json. */
export function dealJsonSchema(): object {
  const events = registeredEvents();
  const { log, event: eventSchema } = schemasFor(events);
  const full = z.extend(log, { events: z.array(eventSchema).check(z.maxLength(MAX_EVENTS)) });
  const schema = z.toJSONSchema(full) as Node;
  describeAll(schema.properties, TOP);
  for (const event of schema.properties?.events?.items?.oneOf ?? []) {
    const type = String(event.properties?.type?.const);
    const about = EVENTS[type] ?? events.byType.get(type)?.about;
    if (about) event.description = about;
    describeAll(event.properties, { seat: SEAT, tile: TILE, tiles: TILES, ...EVENT_FIELDS[type] });
  }
  const result = schema.properties?.result;
  describeAll(result?.properties, RESULT);
  describeAll(result?.properties?.alsoWon?.items?.properties, { winner: SEAT, win: WIN, breakdown: BREAKDOWN });
  return { $id: 'deal-v1.json', title: 'Fuzhou mahjong deal log, version 1', ...schema };
}
