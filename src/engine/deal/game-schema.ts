// The game log format, version 1: the deals of one table in order, each a version-1 deal log as
// it stands alone, in an envelope naming the rule set, the players and the running totals.
// The deals are read one by one by the deal reader (parse.ts), so one bad deal leaves the others.

import * as z from 'zod/mini';
import { GAME_FORMAT, GAME_VERSION } from './game-format.ts';

export { GAME_FORMAT, GAME_VERSION, isGameDocument } from './game-format.ts';
/** The most deals one game file holds (a rule set may set fewer: mcr 16). */
export const MAX_GAME_DEALS = 200;

const int = z.int();
const player = z.looseObject({ name: z.string().check(z.minLength(1), z.maxLength(100)) });
const four = z.tuple([int, int, int, int]);

/** The envelope; `deals` are each read as a deal log afterwards. */
export const gameEnvelopeSchema = z.strictObject({
  format: z.literal(GAME_FORMAT),
  version: z.literal(GAME_VERSION),
  ruleset: z.string(),
  options: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  players: z.tuple([player, player, player, player]),
  meta: z.optional(z.looseObject({ table: z.optional(z.string()), time: z.optional(z.string()), app: z.optional(z.string()), seed: z.optional(int) })),
  notes: z.optional(z.string()),
  deals: z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_GAME_DEALS)),
  totals: z.optional(z.array(four).check(z.maxLength(MAX_GAME_DEALS))),
});

export type GameEnvelope = z.infer<typeof gameEnvelopeSchema>;

/** A game log as the simulator writes it. */
export type GameLogJson = Omit<GameEnvelope, 'deals'> & { deals: import('./schema.ts').DealLogJson[] };

/** The running totals after each deal, by seat of the first deal (for deals whose players keep their seats). */
export function runningTotals(deals: readonly { result: { deltas: readonly number[] } }[]): [number, number, number, number][] {
  const running: [number, number, number, number] = [0, 0, 0, 0];
  return deals.map((d) => {
    d.result.deltas.forEach((delta, seat) => {
      running[seat] += delta;
    });
    return [...running];
  });
}
