// The opening of an MCR deal: the dealer is dealt 14 tiles from the front, the others 13 in turn
// order; then flowers are set aside and replaced from the tail, dealer first, in rounds (mcr
// ruling 1), and the dealer plays its first turn holding 14.

import { nextSeat } from '../../../game/seat.ts';
import { firstFlowerRound, onFlowerRound } from '../../../game/flower-rounds.ts';
import { dealTo } from '../../../game/turn.ts';
import { isMcrFlower } from '../tileset.ts';
import { ok } from '../../../game/flow.ts';
import { type ApplyResult, type DealEvent, type Expect, type McrDeal, type McrState, next } from './state.ts';
import { take } from './wall.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

export const DEALER_TILES = 14;
export const HAND_TILES = 13;

/** Once every flower of the deal is replaced: the dealer plays its first turn, holding 14. */
const firstTurn = (state: McrState): Expect => ({ kind: 'act', seat: state.dealer });

export function onDeal(deal: McrDeal, state: McrState, expect: Of<'deal'>, event: DealEvent): ApplyResult {
  let quarters = state.quarters;
  const dealt = dealTo(state, expect.seat, event, [DEALER_TILES, HAND_TILES], (tiles) => {
    const taken = take(deal, state, tiles, 'front', expect.seat);
    if (taken.ok) quarters = taken.quarters;
    return taken;
  });
  if (!dealt.ok) return dealt;
  const following = nextSeat(dealt.seat);
  const expectNext: Expect = following === state.dealer ? firstFlowerRound(state.dealer, dealt.seats, isMcrFlower, firstTurn(state)) : { kind: 'deal', seat: following };
  return ok(next(state, { seats: dealt.seats, front: dealt.front, seen: dealt.seen, quarters, expect: expectNext }));
}

export function onOpeningFlowers(deal: McrDeal, state: McrState, expect: Of<'opening-flowers'>, event: DealEvent): ApplyResult {
  return onFlowerRound(state, expect, event, {
    isFlower: isMcrFlower,
    take: (tile) => take(deal, state, [tile], 'tail', expect.queue[0]),
    done: firstTurn(state),
    moved: (patch) => next(state, patch),
  });
}
