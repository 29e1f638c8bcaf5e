// Writing deal logs: events and results back into the JSON format, tiles in notation.

import { formatTiles, tileCode } from '../tiles/index.ts';
import type { DealEvent, DealResult } from '../game/types.ts';
import type { DealEventJson, DealLogJson } from './schema.ts';

export function eventToJson(e: DealEvent): DealEventJson {
  switch (e.type) {
    case 'deal':
      return { type: 'deal', seat: e.seat, tiles: formatTiles(e.tiles) };
    case 'chow':
      return { type: 'chow', seat: e.seat, tiles: formatTiles(e.tiles), ...(e.tile !== undefined ? { tile: tileCode(e.tile) } : {}) };
    case 'win':
      return {
        type: 'win',
        seat: e.seat,
        how: e.how,
        ...(e.tile !== undefined ? { tile: tileCode(e.tile) } : {}),
        ...(e.swap !== undefined ? { swap: tileCode(e.swap) } : {}),
      };
    case 'draw-game':
    case 'time-up':
      return { type: e.type };
    case 'horse':
      return { type: 'horse', tile: tileCode(e.tile) };
    case 'call':
      return { type: 'call', seat: e.seat, claim: e.claim };
    case 'gold':
      return { type: 'gold', tile: tileCode(e.tile) };
    case 'pong':
    case 'kong':
      return { type: e.type, seat: e.seat, ...(e.tile !== undefined ? { tile: tileCode(e.tile) } : {}) };
    default:
      return { type: e.type, seat: e.seat, tile: tileCode(e.tile) } as DealEventJson;
  }
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
