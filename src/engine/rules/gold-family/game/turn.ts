// A seat's own turn: drawing (front of the wall, or the tail for replacements), setting aside
// a drawn flower, and then winning, declaring a kong, or discarding.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import type { ApplyResult, DealEvent, Expect, GameState, Seat } from './state.ts';
import { withSeat, withTile, withoutTiles } from '../../../game/seat.ts';
import { addToPong, concealKong } from '../../../game/turn.ts';
import type { FuzhouDeal } from './context.ts';
import { fail, ok } from '../../../game/flow.ts';
import { next, passTurn, update } from './flow.ts';
import { drawable, take } from './wall.ts';
import { finishWin } from './finish.ts';
import { completesFour } from './bonus.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** A replacement draw is due; with nothing drawable left the deal is drawn instead. */
export function replacementFor(state: GameState, seat: Seat, after: 'flower' | 'kong'): Expect {
  return drawable(state) > 0 ? { kind: 'replacement', seat, after } : { kind: 'draw-game' };
}

/** A normal draw, a replacement from the tail, or a draw in the final sweep. */
const CLAIMS = new Set(['call', 'chow', 'pong', 'kong', 'win']);

export function onDraw(deal: FuzhouDeal, state: GameState, expect: Of<'draw' | 'replacement' | 'sweep'>, event: DealEvent): ApplyResult {
  if (event.type !== 'draw') {
    // Ruling 6: after a discarded gold no claim window opens; say so rather than "draw now".
    const upper = state.seats[(expect.seat + 3) % 4];
    if (expect.kind === 'draw' && CLAIMS.has(event.type) && upper.discards.at(-1)?.tile === state.gold) return fail('dead-gold');
    if (expect.kind === 'sweep' && event.type !== 'draw-game') return fail('sweep-no-discard');
    return fail('expected-draw', { seat: expect.seat });
  }
  if (event.seat !== expect.seat) return fail('not-your-turn', { seat: event.seat, expected: expect.seat });
  const taken = take(deal, state, [event.tile], expect.kind === 'replacement' ? 'tail' : 'front');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const seats = withSeat(state.seats, event.seat, { hand: withTile(state.seats[event.seat].hand, event.tile), drawn: event.tile });
  let expectNext: Expect;
  if (expect.kind === 'sweep') expectNext = { kind: 'sweep-drawn', seat: event.seat };
  else if (deal.table.isBonus(event.tile)) expectNext = { kind: 'flower', seat: event.seat, tile: event.tile };
  else expectNext = { kind: 'act', seat: event.seat };
  return ok(next(state, { seats, front: taken.front, tail: taken.tail, seen: taken.seen, expect: expectNext }));
}

/** Setting aside a drawn flower: replaced from the tail, except in the final sweep (ruling 4). */
export function onFlower(deal: FuzhouDeal, state: GameState, seat: Seat, tile: Tile, event: DealEvent, inSweep: boolean): ApplyResult {
  if (event.type !== 'flower' || event.seat !== seat || event.tile !== tile) {
    return fail('flower-must-be-set-aside', { seat, tile: tileCode(tile) });
  }
  const s = state.seats[seat];
  const seats = withSeat(state.seats, seat, { hand: withoutTiles(s.hand, [tile])!, flowers: [...s.flowers, tile], drawn: null });
  // The sweep's tiles are counted when it begins: a set completed then grows nothing.
  const grows = !inSweep && deal.table.bonusSetReserve > 0 && completesFour(s.flowers, tile);
  const moved = update(state, { seats, reserve: grows ? state.reserve + deal.table.bonusSetReserve : state.reserve });
  if (inSweep) return ok(next(passTurn(moved, seat), {}));
  return ok(next(moved, { expect: replacementFor(moved, seat, 'flower') }));
}

/** A seat holding a fresh tile (or the dealer before the first discard, or after a claim: discard only). */
export function onAct(deal: FuzhouDeal, state: GameState, seat: Seat, discardOnly: boolean, event: DealEvent): ApplyResult {
  if ('seat' in event && event.seat !== seat && event.type !== 'call') return fail('not-your-turn', { seat: event.seat, expected: seat });
  const s = state.seats[seat];
  switch (event.type) {
    case 'discard': {
      const hand = withoutTiles(s.hand, [event.tile]);
      if (!hand) return fail('tile-not-held', { seat, tile: tileCode(event.tile) });
      const gold = event.tile === state.gold;
      if (gold && !deal.table.goldDiscardable) return fail('gold-not-discardable', { seat });
      const seats = withSeat(state.seats, seat, {
        hand,
        drawn: null,
        discards: [...s.discards, { tile: event.tile }],
      });
      const moved = update(state, { seats });
      // Ruling 6: a discarded gold is dead, so no claim window opens.
      if (gold) {
        const passed = passTurn(moved, seat);
        return ok(next(moved, { expect: passed.expect, sweep: passed.sweep }));
      }
      return ok(next(moved, { expect: { kind: 'claims', discarder: seat, tile: event.tile, calls: [] } }));
    }
    case 'concealed-kong': {
      if (discardOnly) return fail('discard-after-claim', { seat });
      if (event.tile === state.gold) return fail('gold-in-meld', { seat, tile: tileCode(event.tile) });
      const konged = concealKong(state.seats, seat, event.tile);
      if (!konged.ok) return konged;
      if (drawable(state) < 3) return fail('kong-no-replacement', { seat });
      const moved = update(state, { seats: konged.seats, reserve: state.reserve + 2 });
      return ok(next(moved, { expect: { kind: 'replacement', seat, after: 'kong' } }));
    }
    case 'added-kong': {
      if (discardOnly) return fail('discard-after-claim', { seat });
      const added = addToPong(state.seats, seat, event.tile);
      if (!added.ok) return added;
      if (drawable(state) < 2) return fail('kong-no-replacement', { seat });
      return ok(next(state, { seats: added.seats, expect: { kind: 'rob', konger: seat, tile: event.tile, calls: [] } }));
    }
    case 'win': {
      if (discardOnly) return fail('discard-after-claim', { seat });
      if (event.how !== 'self-draw' && event.how !== 'three-golds') return fail('win-how-not-now', { seat, how: event.how });
      // A tile named on a self-drawn win must be the tile just drawn.
      if (event.tile !== undefined && event.tile !== s.drawn) return fail('win-wrong-tile', { seat, tile: tileCode(event.tile) });
      return finishWin(deal, state, { seat, how: event.how, tile: null });
    }
    default:
      return fail(discardOnly ? 'discard-after-claim' : 'expected-action', { seat });
  }
}
