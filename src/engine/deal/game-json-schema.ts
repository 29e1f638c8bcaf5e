// The JSON Schema the site publishes at /schema/deal-v1.json: a log of either kind, one deal (the
// deal log's schema, json-schema.ts) or a game of them (the game envelope, its deals each a deal
// log), generated from the zod schemas so the file cannot drift from what the engine reads.

import * as z from 'zod/mini';
import { dealJsonSchema } from './json-schema.ts';
import { GAME_VERSION, gameEnvelopeSchema, MAX_GAME_DEALS } from './game-schema.ts';

type Node = { description?: string; properties?: Record<string, Node>; [key: string]: unknown };

const GAME_FIELDS: Record<string, string> = {
  ruleset: 'The rule set every deal is played by.',
  options: "The rule set's named options for the whole game (an option a rule set sets deal by deal, such as a round wind, is each deal's own).",
  players: 'The four players, in the seat order of the first deal, each with at least a name (names are told apart, so each is different).',
  deals: 'The deals in the order they were played, each a complete deal log (format fuzhou-mahjong-deal, version 1) as it would stand alone.',
  totals: "The running score after each deal, one list of four per deal, by player in the order of players: the sum of each player's deltas so far.",
  notes: 'Free text about the game.',
};

/** The game envelope's own JSON Schema, its deals each a deal log. */
export function gameJsonSchema(dealRef = '#/$defs/deal'): Node {
  const full = z.extend(gameEnvelopeSchema, { deals: z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_GAME_DEALS)) });
  const { $schema: _schema, ...schema } = z.toJSONSchema(full) as Node;
  const properties = schema.properties ?? {};
  properties.deals = { ...properties.deals, items: { $ref: dealRef } };
  for (const [name, text] of Object.entries(GAME_FIELDS)) if (properties[name]) properties[name].description = text;
  return { title: `Fuzhou mahjong game log, version ${GAME_VERSION}`, ...schema };
}

/** One schema for every log the site reads: a deal log or a game log. */
export function logJsonSchema(): object {
  const { $id: _id, $schema, ...deal } = dealJsonSchema() as Node;
  return {
    $schema,
    $id: 'deal-v1.json',
    title: 'Fuzhou mahjong deal log or game log, version 1',
    oneOf: [{ $ref: '#/$defs/deal' }, { $ref: '#/$defs/game' }],
    $defs: { deal, game: gameJsonSchema() },
  };
}
