// A seat's moves checked against its hand (a deal, a discard, the kongs), and a whole own turn at
// tables without a gold; what a table bars further and what follows each move are its own.

import { tileCode, type Tile } from '../tiles/index.ts';
import { fail, ok, violation } from './flow.ts';
import { countOf, withSeat, withoutTiles } from './seat.ts';
import type { ApplyResult, DealEvent, Seat, TableState, Violation } from './types.ts';
import type { Taken } from './wall.ts';
import { type SelfDrawn, selfDrawn } from './wins.ts';

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

/** What a table without a gold makes of each move of a seat's own turn. */
export interface OwnTurn<S extends TableState> {
  /** Whether a tile is left to replace a kong. */
  replaceable: boolean;
  /** What the table forbids a concealed kong of `tile` for beyond the hand, or null. */
  concealedBar(tile: Tile): Violation | null;
  discarded(seats: S['seats'], tile: Tile): S;
  concealed(seats: S['seats'], tile: Tile): S;
  /** A kong added to a pong: before it stands, a seat its tile completes may rob it. */
  added(seats: S['seats'], tile: Tile): S;
  won(claim: SelfDrawn): ApplyResult<S>;
}

/** `seat`'s own turn, holding a fresh tile (or the dealer's first 14), or after a claim (`discardOnly`). */
export function onOwnTurn<S extends TableState>(state: S, seat: Seat, discardOnly: boolean, event: DealEvent, rules: OwnTurn<S>): ApplyResult<S> {
  if ('seat' in event && event.seat !== seat) return fail('not-your-turn', { seat: event.seat, expected: seat });
  if (event.type === 'discard') {
    const moved = discardFrom(state.seats, seat, event.tile);
    return moved.ok ? ok(rules.discarded(moved.seats, event.tile)) : moved;
  }
  if (discardOnly) return fail('discard-after-claim', { seat });
  switch (event.type) {
    case 'concealed-kong': {
      const barred = rules.concealedBar(event.tile);
      if (barred) return { ok: false, violation: barred };
      const moved = concealKong(state.seats, seat, event.tile);
      if (!moved.ok) return moved;
      return rules.replaceable ? ok(rules.concealed(moved.seats, event.tile)) : fail('kong-no-replacement', { seat });
    }
    case 'added-kong': {
      const moved = addToPong(state.seats, seat, event.tile);
      if (!moved.ok) return moved;
      return rules.replaceable ? ok(rules.added(moved.seats, event.tile)) : fail('kong-no-replacement', { seat });
    }
    case 'win': {
      if (event.how !== 'self-draw') return fail('win-how-not-now', { seat, how: event.how });
      const won = selfDrawn(seat, state.seats[seat], event.tile);
      return won.ok ? rules.won(won.claim) : won;
    }
    default:
      return fail('expected-action', { seat });
  }
}
