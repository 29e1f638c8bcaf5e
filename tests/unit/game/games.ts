// Games for the tests: envelopes written out by hand around deals that are the bundled samples or
// seeded ones, so each test can state its game's continuity and totals itself.
import { GAME_FORMAT, GAME_VERSION, ruleset } from '../../../src/engine/index.ts';
import { simulateRun } from '../../../src/engine/bots/run.ts';
import { sampleDoc } from '../replay/fixtures.ts';

export const PLAYERS = ['Mei', 'Lin', 'Hua', 'Jun'];

export type Doc = Record<string, any>;

/** A game envelope around these deals, with the totals given (none when omitted). */
export function gameOf(name: string, deals: Doc[], totals?: number[][], options?: Record<string, unknown>): Doc {
  return {
    format: GAME_FORMAT,
    version: GAME_VERSION,
    ruleset: name,
    ...(options ? { options } : {}),
    players: PLAYERS.map((p) => ({ name: p })),
    deals,
    ...(totals ? { totals } : {}),
  };
}

/** Deals played by the bots as one game (the succession followed), as JSON documents. */
export function seededDeals(name: string, seed: number, count: number): Doc[] {
  return [...simulateRun(ruleset(name), seed, count, { game: true })].map((d) => structuredClone(d.log) as Doc);
}

export const samples = (...ids: string[]): Doc[] => ids.map(sampleDoc);
