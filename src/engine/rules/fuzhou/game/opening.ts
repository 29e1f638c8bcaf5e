// The opening of a deal: dealing (dealer 17, others 16), flower replacement in rounds
// dealer-first (fuzhou ruling 1, as the classic rules do), the gold flip (ruling 2), and the window before the dealer's
// first discard where golds are grabbed (ruling 8), three golds declared (9), or the dealer wins.

import { isComplete, concealedCounts } from '../../../hand/index.ts';
import { tileCode, type Tile } from '../../../tiles/index.ts';
import type { ApplyResult, DealEvent, Expect, GameState, Seat } from './state.ts';
import { distance, nextSeat, withSeat, withTile, withoutTiles } from '../../../game/seat.ts';
import type { FuzhouDeal } from './context.ts';
import { fourOfAKind } from './bonus.ts';
import { fail, ok } from '../../../game/flow.ts';
import { next } from './flow.ts';
import { take } from './wall.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

const holdsFlower = (deal: FuzhouDeal, hand: readonly Tile[]) => hand.some(deal.table.isBonus);
const dealerFirst = (dealer: Seat, seats: readonly Seat[]) => [...seats].sort((a, b) => distance(dealer, a) - distance(dealer, b));

export function onDeal(deal: FuzhouDeal, state: GameState, expect: Of<'deal'>, event: DealEvent): ApplyResult {
  if (event.type !== 'deal') return fail('expected-deal', { seat: expect.seat });
  if (event.seat !== expect.seat) return fail('deal-out-of-order', { seat: event.seat, expected: expect.seat });
  const size = event.seat === state.dealer ? 17 : 16;
  if (event.tiles.length !== size) return fail('deal-size', { seat: event.seat, count: event.tiles.length, expected: size });
  const taken = take(deal, state, event.tiles, 'front');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const seats = withSeat(state.seats, event.seat, { hand: [...event.tiles].sort((a, b) => a - b) });
  const last = nextSeat(event.seat) === state.dealer;
  let expectNext: Expect = { kind: 'deal', seat: nextSeat(event.seat) };
  if (last) {
    const queue = dealerFirst(state.dealer, [0, 1, 2, 3].filter((s) => holdsFlower(deal, seats[s].hand)) as Seat[]);
    expectNext = queue.length ? { kind: 'opening-flowers', queue, next: [], owed: 0, drawing: false } : { kind: 'gold' };
  }
  return ok(next(state, { seats, front: taken.front, seen: taken.seen, expect: expectNext }));
}

export function onOpeningFlowers(deal: FuzhouDeal, state: GameState, expect: Of<'opening-flowers'>, event: DealEvent): ApplyResult {
  const seat = expect.queue[0];
  if (event.type === 'flower') {
    if (event.seat !== seat) return fail('flower-out-of-order', { seat: event.seat, expected: seat });
    if (expect.drawing) return fail('flower-next-round', { seat, tile: tileCode(event.tile) });
    const hand = withoutTiles(state.seats[seat].hand, [event.tile]);
    if (!hand || !deal.table.isBonus(event.tile)) return fail('flower-not-held', { seat, tile: tileCode(event.tile) });
    const seats = withSeat(state.seats, seat, { hand, flowers: [...state.seats[seat].flowers, event.tile] });
    return ok(next(state, { seats, expect: { ...expect, owed: expect.owed + 1 } }));
  }
  if (event.type !== 'draw') return fail('expected-flower-replacement', { seat });
  if (event.seat !== seat) return fail('flower-out-of-order', { seat: event.seat, expected: seat });
  if (holdsFlower(deal, state.seats[seat].hand) && !expect.drawing) return fail('flowers-first', { seat });
  if (expect.owed === 0) return fail('no-replacement-owed', { seat });
  const taken = take(deal, state, [event.tile], 'tail');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const seats = withSeat(state.seats, seat, { hand: withTile(state.seats[seat].hand, event.tile) });
  const nextRound = deal.table.isBonus(event.tile) && !expect.next.includes(seat) ? [...expect.next, seat] : expect.next;
  let expectNext: Expect = { ...expect, next: nextRound, owed: expect.owed - 1, drawing: true };
  if (expect.owed === 1) {
    const queue = expect.queue.slice(1);
    if (queue.length) expectNext = { kind: 'opening-flowers', queue, next: nextRound, owed: 0, drawing: false };
    else if (nextRound.length) expectNext = { kind: 'opening-flowers', queue: dealerFirst(state.dealer, nextRound), next: [], owed: 0, drawing: false };
    else expectNext = { kind: 'gold' };
  }
  return ok(next(state, { seats, tail: taken.tail, seen: taken.seen, expect: expectNext }));
}

export function onGold(deal: FuzhouDeal, state: GameState, event: DealEvent): ApplyResult {
  if (event.type !== 'gold') return fail('expected-gold');
  const taken = take(deal, state, [event.tile], 'tail');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const moved = { tail: taken.tail, seen: taken.seen };
  if (deal.table.isBonus(event.tile)) {
    // Ruling 2: a flipped flower goes to the dealer (or is only set aside), and another is flipped.
    const seats = deal.table.goldFlipFlower === 'dealer' ? withSeat(state.seats, state.dealer, { flowers: [...state.seats[state.dealer].flowers, event.tile] }) : state.seats;
    return ok(next(state, { ...moved, seats }));
  }
  return ok(
    next(state, { ...moved, gold: event.tile, indicator: event.tile, reserve: deal.table.reserve + deal.table.bonusSetReserve * fourOfAKind(state.seats), expect: { kind: 'opening', calls: [] } }),
  );
}

/** Priority in the opening window: the dealer's own win first, then grabs nearest the dealer, the dealer's grab last. */
export function openingRank(state: GameState, seat: Seat, dealerOwnWin: boolean): number {
  if (seat !== state.dealer) return distance(state.dealer, seat);
  return dealerOwnWin ? 0 : 4;
}

/** Whether the dealer's 17 tiles already win (heavenly hand, or three golds held): its own win comes first. */
export function dealerHandWins(state: GameState): boolean {
  const { counts, golds } = concealedCounts(state.seats[state.dealer].hand, state.gold);
  return golds >= 3 || isComplete(counts, golds);
}
