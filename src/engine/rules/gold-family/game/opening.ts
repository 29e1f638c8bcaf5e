// The opening of a deal: dealing (dealer 17, others 16), flower replacement in rounds
// dealer-first (fuzhou ruling 1, as the classic rules do), the gold flip (ruling 2), and the window before the dealer's
// first discard where golds are grabbed (ruling 8), three golds declared (9), or the dealer wins.

import { isComplete, concealedCounts } from '../../../hand/index.ts';
import type { ApplyResult, DealEvent, Expect, GameState, Seat } from './state.ts';
import { distance, nextSeat, withSeat } from '../../../game/seat.ts';
import { firstFlowerRound, onFlowerRound } from '../../../game/flower-rounds.ts';
import { dealTo } from '../../../game/turn.ts';
import type { FuzhouDeal } from './context.ts';
import { fourOfAKind } from './bonus.ts';
import { fail, ok } from '../../../game/flow.ts';
import { next } from './flow.ts';
import { take } from './wall.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** Once every flower of the deal is replaced, the gold is flipped (ruling 2). */
const GOLD: Expect = { kind: 'gold' };

export function onDeal(deal: FuzhouDeal, state: GameState, expect: Of<'deal'>, event: DealEvent): ApplyResult {
  const dealt = dealTo(state, expect.seat, event, [17, 16], (tiles) => take(deal, state, tiles, 'front'));
  if (!dealt.ok) return dealt;
  const following = nextSeat(dealt.seat);
  const expectNext: Expect = following === state.dealer ? firstFlowerRound(state.dealer, dealt.seats, deal.table.isBonus, GOLD) : { kind: 'deal', seat: following };
  return ok(next(state, { seats: dealt.seats, front: dealt.front, seen: dealt.seen, expect: expectNext }));
}

export function onOpeningFlowers(deal: FuzhouDeal, state: GameState, expect: Of<'opening-flowers'>, event: DealEvent): ApplyResult {
  return onFlowerRound(state, expect, event, {
    isFlower: deal.table.isBonus,
    take: (tile) => take(deal, state, [tile], 'tail'),
    done: GOLD,
    moved: (patch) => next(state, patch),
  });
}

export function onGold(deal: FuzhouDeal, state: GameState, event: DealEvent): ApplyResult {
  if (event.type !== 'gold') return fail('expected-gold');
  const taken = take(deal, state, [event.tile], 'tail');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  if (deal.table.isBonus(event.tile)) {
    // Ruling 2: a flipped flower goes to the dealer (or is only set aside), and another is flipped.
    const seats = deal.table.goldFlipFlower === 'dealer' ? withSeat(state.seats, state.dealer, { flowers: [...state.seats[state.dealer].flowers, event.tile] }) : state.seats;
    return ok(next(state, { tail: taken.tail, seen: taken.seen, seats }));
  }
  // Each patch written out, not spread from a shared part: V8 copies a spread object slowly.
  return ok(
    next(state, {
      tail: taken.tail,
      seen: taken.seen,
      gold: event.tile,
      indicator: event.tile,
      reserve: deal.table.reserve + deal.table.bonusSetReserve * fourOfAKind(state.seats),
      expect: { kind: 'opening', calls: [] },
    }),
  );
}

/** Priority in the opening window: the dealer's own win first, then grabs nearest the dealer, the dealer's grab last. */
export function openingRank(state: GameState, seat: Seat, dealerOwnWin: boolean): number {
  if (seat !== state.dealer) return distance(state.dealer, seat);
  return dealerOwnWin ? 0 : 4;
}

/** Whether the dealer's 17 tiles already win (heavenly hand, or three golds where the table allows it): its own win comes first. */
export function dealerHandWins(deal: FuzhouDeal, state: GameState): boolean {
  const { counts, wilds: golds } = concealedCounts(state.seats[state.dealer].hand, state.gold);
  return (golds >= 3 && deal.table.threeGoldsOnDeal.dealer) || isComplete(counts, golds);
}
