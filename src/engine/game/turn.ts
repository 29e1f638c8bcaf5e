// A seat's moves as every table checks them against its hand: the deal it is dealt, a discard,
// a concealed kong, a kong added to a pong. What a table bars further (a gold, a wild kind, a
// wall too short for the replacement) and what follows each move are the table's own.

import { tileCode, type Tile } from '../tiles/index.ts';
import { fail, violation } from './flow.ts';
import { countOf, withSeat, withoutTiles } from './seat.ts';
import type { DealEvent, Seat, TableState, Violation } from './types.ts';
import type { Taken } from './wall.ts';

type Seats = TableState['seats'];

/** The seats after a move, or the rule it breaks. */
export type Moved = { ok: true; seats: Seats } | { ok: false; violation: Violation };

export type Dealt = { ok: true; seat: Seat; seats: Seats; front: number; seen: Uint8Array } | { ok: false; violation: Violation };

/** A deal to `expected`, the seats in turn from the dealer: `sizes` its tiles (the dealer's, the others'), taken from the wall's front, its hand sorted. */
export function dealTo(state: TableState, expected: Seat, event: DealEvent, sizes: readonly [number, number], take: (tiles: readonly Tile[]) => Taken): Dealt {
  if (event.type !== 'deal') return fail('expected-deal', { seat: expected });
  if (event.seat !== expected) return fail('deal-out-of-order', { seat: event.seat, expected });
  const size = event.seat === state.dealer ? sizes[0] : sizes[1];
  if (event.tiles.length !== size) return fail('deal-size', { seat: event.seat, count: event.tiles.length, expected: size });
  const taken = take(event.tiles);
  if (!taken.ok) return { ok: false, violation: taken.violation };
  return { ok: true, seat: event.seat, seats: withSeat(state.seats, event.seat, { hand: [...event.tiles].sort((a, b) => a - b) }), front: taken.front, seen: taken.seen };
}

/** `seat` discards `tile` from its hand. */
export function discardFrom(seats: Seats, seat: Seat, tile: Tile): Moved {
  const s = seats[seat];
  const hand = withoutTiles(s.hand, [tile]);
  if (!hand) return { ok: false, violation: violation('tile-not-held', { seat, tile: tileCode(tile) }) };
  return { ok: true, seats: withSeat(seats, seat, { hand, drawn: null, discards: [...s.discards, { tile }] }) };
}

/** `seat` lays its four `tile`s face down as a kong. */
export function concealKong(seats: Seats, seat: Seat, tile: Tile): Moved {
  const s = seats[seat];
  if (countOf(s.hand, tile) !== 4) return { ok: false, violation: violation('kong-needs-four', { seat, tile: tileCode(tile) }) };
  const four = [tile, tile, tile, tile];
  return { ok: true, seats: withSeat(seats, seat, { hand: withoutTiles(s.hand, four)!, melds: [...s.melds, { type: 'concealed-kong', tiles: four }], drawn: null }) };
}

/** `seat` adds `tile` from its hand to its pong of it. */
export function addToPong(seats: Seats, seat: Seat, tile: Tile): Moved {
  const s = seats[seat];
  const i = s.melds.findIndex((m) => m.type === 'pong' && m.tiles[0] === tile);
  if (i < 0) return { ok: false, violation: violation('added-kong-needs-pong', { seat, tile: tileCode(tile) }) };
  const hand = withoutTiles(s.hand, [tile]);
  if (!hand) return { ok: false, violation: violation('tile-not-held', { seat, tile: tileCode(tile) }) };
  const melds = s.melds.map((m, k) => (k === i ? { ...m, type: 'added-kong' as const, tiles: [...m.tiles, tile] } : m));
  return { ok: true, seats: withSeat(seats, seat, { hand, melds, drawn: null }) };
}
