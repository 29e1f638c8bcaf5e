// The opening of an MCR deal: the dealer is dealt 14 tiles from the front, the others 13 in turn
// order; then flowers are set aside and replaced from the tail, dealer first, in rounds (mcr
// ruling 1), and the dealer plays its first turn holding 14.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { distance, nextSeat, withSeat, withTile, withoutTiles } from '../../../game/seat.ts';
import { isMcrFlower } from '../tileset.ts';
import { fail, ok } from '../../../game/flow.ts';
import { type ApplyResult, type DealEvent, type Expect, type McrDeal, type McrState, next, type Seat } from './state.ts';
import { take } from './wall.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

export const DEALER_TILES = 14;
export const HAND_TILES = 13;

const holdsFlower = (hand: readonly Tile[]) => hand.some(isMcrFlower);
const dealerFirst = (dealer: Seat, seats: readonly Seat[]) => [...seats].sort((a, b) => distance(dealer, a) - distance(dealer, b));

/** Once every flower of the deal is replaced: the dealer plays its first turn, holding 14. */
const firstTurn = (state: McrState): Expect => ({ kind: 'act', seat: state.dealer });

export function onDeal(deal: McrDeal, state: McrState, expect: Of<'deal'>, event: DealEvent): ApplyResult {
  if (event.type !== 'deal') return fail('expected-deal', { seat: expect.seat });
  if (event.seat !== expect.seat) return fail('deal-out-of-order', { seat: event.seat, expected: expect.seat });
  const size = event.seat === state.dealer ? DEALER_TILES : HAND_TILES;
  if (event.tiles.length !== size) return fail('deal-size', { seat: event.seat, count: event.tiles.length, expected: size });
  const taken = take(deal, state, event.tiles, 'front');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const seats = withSeat(state.seats, event.seat, { hand: [...event.tiles].sort((a, b) => a - b) });
  let expectNext: Expect = { kind: 'deal', seat: nextSeat(event.seat) };
  if (nextSeat(event.seat) === state.dealer) {
    const queue = dealerFirst(
      state.dealer,
      ([0, 1, 2, 3] as Seat[]).filter((s) => holdsFlower(seats[s].hand)),
    );
    expectNext = queue.length ? { kind: 'opening-flowers', queue, next: [], owed: 0, drawing: false } : firstTurn(state);
  }
  return ok(next(state, { seats, front: taken.front, seen: taken.seen, expect: expectNext }));
}

export function onOpeningFlowers(deal: McrDeal, state: McrState, expect: Of<'opening-flowers'>, event: DealEvent): ApplyResult {
  const seat = expect.queue[0];
  if (event.type === 'flower') {
    if (event.seat !== seat) return fail('flower-out-of-order', { seat: event.seat, expected: seat });
    if (expect.drawing) return fail('flower-next-round', { seat, tile: tileCode(event.tile) });
    const hand = withoutTiles(state.seats[seat].hand, [event.tile]);
    if (!hand || !isMcrFlower(event.tile)) return fail('flower-not-held', { seat, tile: tileCode(event.tile) });
    const seats = withSeat(state.seats, seat, { hand, flowers: [...state.seats[seat].flowers, event.tile] });
    return ok(next(state, { seats, expect: { ...expect, owed: expect.owed + 1 } }));
  }
  if (event.type !== 'draw') return fail('expected-flower-replacement', { seat });
  if (event.seat !== seat) return fail('flower-out-of-order', { seat: event.seat, expected: seat });
  if (holdsFlower(state.seats[seat].hand) && !expect.drawing) return fail('flowers-first', { seat });
  if (expect.owed === 0) return fail('no-replacement-owed', { seat });
  const taken = take(deal, state, [event.tile], 'tail');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const seats = withSeat(state.seats, seat, { hand: withTile(state.seats[seat].hand, event.tile) });
  // A flower drawn as a replacement waits for the next round.
  const nextRound = isMcrFlower(event.tile) && !expect.next.includes(seat) ? [...expect.next, seat] : expect.next;
  let expectNext: Expect = { ...expect, next: nextRound, owed: expect.owed - 1, drawing: true };
  if (expect.owed === 1) {
    const queue = expect.queue.slice(1);
    if (queue.length) expectNext = { kind: 'opening-flowers', queue, next: nextRound, owed: 0, drawing: false };
    else if (nextRound.length) expectNext = { kind: 'opening-flowers', queue: dealerFirst(state.dealer, nextRound), next: [], owed: 0, drawing: false };
    else expectNext = firstTurn(state);
  }
  return ok(next(state, { seats, tail: taken.tail, seen: taken.seen, expect: expectNext }));
}
