// The deal and a seat's own turn at a Guangdong table (guangdong rulings 1–3, 7): the dealer is
// dealt 14 from the front and the others 13; a turn draws from the front (a kong's replacement
// from the tail), then wins by self-draw, declares a kong (paid at once when concealed) or discards.

import { tileCode } from '../../../tiles/index.ts';
import { nextSeat, withSeat, withTile } from '../../../game/seat.ts';
import { dealTo, onOwnTurn } from '../../../game/turn.ts';
import { RED } from '../tileset.ts';
import { fail, ok, violation } from '../../../game/flow.ts';
import { type ApplyResult, type DealEvent, drawable, type Expect, fromEachOther, type GdDeal, type GdState, next, type Seat } from './state.ts';
import { take } from './wall.ts';
import { finishWin } from './wins.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

export const DEALER_TILES = 14;
export const HAND_TILES = 13;

/** Ruling 7: a concealed kong is paid 2 by each other seat, an exposed one 2 by its discarder, an added one 1 by each other seat. */
export const KONG_PAY = { kong: 2, 'concealed-kong': 2, 'added-kong': 1 } as const;

/** Where play goes when `seat`'s turn ends with nobody claiming: the next seat draws, or the wall is empty and the deal is drawn. */
export function passTurn(state: GdState, seat: Seat): GdState {
  return next(state, { expect: drawable(state) > 0 ? { kind: 'draw', seat: nextSeat(seat) } : { kind: 'draw-game' } }, 0);
}

export function onDeal(deal: GdDeal, state: GdState, expect: Of<'deal'>, event: DealEvent): ApplyResult {
  const dealt = dealTo(state, expect.seat, event, [DEALER_TILES, HAND_TILES], (tiles) => take(deal, state, tiles, 'front'));
  if (!dealt.ok) return dealt;
  const following = nextSeat(dealt.seat);
  const expectNext: Expect = following === state.dealer ? { kind: 'act', seat: state.dealer } : { kind: 'deal', seat: following };
  return ok(next(state, { seats: dealt.seats, front: dealt.front, seen: dealt.seen, expect: expectNext }));
}

export function onDraw(deal: GdDeal, state: GdState, expect: Of<'draw' | 'replacement'>, event: DealEvent): ApplyResult {
  if (event.type !== 'draw') return fail('expected-draw', { seat: expect.seat });
  if (event.seat !== expect.seat) return fail('not-your-turn', { seat: event.seat, expected: expect.seat });
  const taken = take(deal, state, [event.tile], expect.kind === 'replacement' ? 'tail' : 'front');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const seats = withSeat(state.seats, event.seat, { hand: withTile(state.seats[event.seat].hand, event.tile), drawn: event.tile });
  return ok(next(state, { seats, front: taken.front, tail: taken.tail, seen: taken.seen, expect: { kind: 'act', seat: event.seat }, replaced: expect.kind === 'replacement' }));
}

/** A seat holding 14 (after a draw, or the dealer's first turn), or after a pong (discard only). */
export function onAct(deal: GdDeal, state: GdState, seat: Seat, discardOnly: boolean, event: DealEvent): ApplyResult {
  return onOwnTurn(state, seat, discardOnly, event, {
    replaceable: drawable(state) >= 1,
    concealedBar: (tile) => (tile === RED ? violation('wild-kong', { seat, tile: tileCode(tile) }) : null),
    discarded: (seats, tile) => next(state, { seats, replaced: false, expect: { kind: 'claims', discarder: seat, tile, calls: [] } }),
    // Ruling 7: a concealed kong is paid at once.
    concealed: (seats) => next(state, { seats, replaced: false, paid: [...state.paid, ...fromEachOther(seat, KONG_PAY['concealed-kong'], 'concealed-kong')], expect: { kind: 'replacement', seat } }),
    // Ruling 3: before the kong stands (and is paid), seats its tile completes may rob it.
    added: (seats, tile) => next(state, { seats, replaced: false, expect: { kind: 'rob', konger: seat, tile, calls: [], won: [] } }),
    won: (claim) => finishWin(deal, state, claim),
  });
}
