// A seat's own turn at an MCR table: drawing (the front of the wall, or the tail for a
// replacement), setting aside a drawn flower (mcr ruling 1), and then winning by self-draw,
// declaring a kong (replaced from the tail) or discarding.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { nextSeat, withSeat, withTile, withoutTiles } from '../../../game/seat.ts';
import { onOwnTurn } from '../../../game/turn.ts';
import { isMcrFlower } from '../tileset.ts';
import { fail, ok } from '../../../game/flow.ts';
import { type ApplyResult, type DealEvent, type Expect, type McrDeal, type McrState, next, type Seat, update } from './state.ts';
import { leftFor, take } from './wall.ts';
import { finishWin } from './wins.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** Where play goes when `seat`'s turn ends with nobody claiming: the next seat draws, or it has nothing left to draw and the deal is drawn. */
export function passTurn(deal: McrDeal, state: McrState, seat: Seat): McrState {
  return update(state, { expect: leftFor(deal, state, nextSeat(seat)) > 0 ? { kind: 'draw', seat: nextSeat(seat) } : { kind: 'draw-game' } });
}

/** A replacement draw is due; with nothing left to draw the deal is drawn instead. */
export function replacementFor(deal: McrDeal, state: McrState, seat: Seat, after: 'flower' | 'kong'): Expect {
  return leftFor(deal, state, seat) > 0 ? { kind: 'replacement', seat, after } : { kind: 'draw-game' };
}

export function onDraw(deal: McrDeal, state: McrState, expect: Of<'draw' | 'replacement'>, event: DealEvent): ApplyResult {
  if (event.type !== 'draw') return fail('expected-draw', { seat: expect.seat });
  if (event.seat !== expect.seat) return fail('not-your-turn', { seat: event.seat, expected: expect.seat });
  const taken = take(deal, state, [event.tile], expect.kind === 'replacement' ? 'tail' : 'front', event.seat);
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const seats = withSeat(state.seats, event.seat, { hand: withTile(state.seats[event.seat].hand, event.tile), drawn: event.tile });
  const expectNext: Expect = isMcrFlower(event.tile) ? { kind: 'flower', seat: event.seat, tile: event.tile } : { kind: 'act', seat: event.seat };
  const replaced = expect.kind === 'replacement' ? expect.after : null;
  return ok(next(state, { seats, front: taken.front, tail: taken.tail, seen: taken.seen, quarters: taken.quarters, expect: expectNext, replaced }));
}

/** A drawn flower is set aside at once and replaced from the tail. */
export function onFlower(deal: McrDeal, state: McrState, seat: Seat, tile: Tile, event: DealEvent): ApplyResult {
  if (event.type !== 'flower' || event.seat !== seat || event.tile !== tile) return fail('flower-must-be-set-aside', { seat, tile: tileCode(tile) });
  const s = state.seats[seat];
  const seats = withSeat(state.seats, seat, { hand: withoutTiles(s.hand, [tile])!, flowers: [...s.flowers, tile], drawn: null });
  const moved = update(state, { seats });
  return ok(next(moved, { expect: replacementFor(deal, moved, seat, 'flower') }));
}

/** A seat holding 14 (after a draw, or the dealer's first turn), or after a chow or pong (discard only). */
export function onAct(deal: McrDeal, state: McrState, seat: Seat, discardOnly: boolean, event: DealEvent): ApplyResult {
  return onOwnTurn(state, seat, discardOnly, event, {
    replaceable: leftFor(deal, state, seat) >= 1,
    concealedBar: () => null,
    discarded: (seats, tile) => next(state, { seats, replaced: null, expect: { kind: 'claims', discarder: seat, tile, calls: [] } }),
    concealed: (seats) => next(state, { seats, replaced: null, expect: { kind: 'replacement', seat, after: 'kong' } }),
    // mcr ruling 5 (claims): before the kong stands, a seat the tile completes may rob it.
    added: (seats, tile) => next(state, { seats, replaced: null, expect: { kind: 'rob', konger: seat, tile, calls: [] } }),
    won: (claim) => finishWin(deal, state, claim),
  });
}
