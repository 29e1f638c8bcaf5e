// The Guangdong state machine: `apply(state, event)` dispatches on what the state expects next
// and returns the next state, or the rule the event breaks. Nothing here mutates.

import { EMPTY_SEAT } from '../../../game/seat.ts';
import { TILE_KINDS } from '../../../tiles/index.ts';
import { onClaims, onRob } from './claims.ts';
import { fail } from '../../../game/flow.ts';
import type { ApplyResult, DealEvent, GdDeal, GdState } from './state.ts';
import { onAct, onDeal, onDraw } from './turn.ts';
import { finishWithoutWinner, onHorse } from './wins.ts';

export function initialState(deal: GdDeal): GdState {
  return {
    seats: [EMPTY_SEAT, EMPTY_SEAT, EMPTY_SEAT, EMPTY_SEAT],
    dealer: deal.dealer,
    streak: deal.streak,
    front: 0,
    tail: 0,
    seen: new Uint8Array(TILE_KINDS),
    expect: { kind: 'deal', seat: deal.dealer },
    replaced: false,
    paid: [],
    wins: [],
    horse: null,
    result: null,
    step: 0,
  };
}

export function applyEvent(deal: GdDeal, state: GdState, event: DealEvent): ApplyResult {
  const expect = state.expect;
  // Rulings 1–2: no flowers, and the wild tiles are fixed, so nothing is set aside or flipped.
  if (event.type === 'gold') return fail('no-gold');
  if (event.type === 'flower') return fail('no-flowers');
  // Ruling 9: the room's time limit ends a deal still being played.
  if (event.type === 'time-up') {
    return expect.kind === 'ended' || expect.kind === 'horse' || state.wins.length ? fail('deal-over') : finishWithoutWinner(state, true);
  }
  const dispatch = (s: GdState, e: DealEvent) => applyEvent(deal, s, e);
  switch (expect.kind) {
    case 'deal':
      return onDeal(deal, state, expect, event);
    case 'draw':
    case 'replacement':
      return onDraw(deal, state, expect, event);
    case 'act':
      return onAct(deal, state, expect.seat, false, event);
    case 'discard':
      return onAct(deal, state, expect.seat, true, event);
    case 'claims':
      return onClaims(deal, state, expect, event, dispatch);
    case 'rob':
      return onRob(deal, state, expect, event, dispatch);
    case 'horse':
      return event.type === 'horse' ? onHorse(deal, state, event.tile) : fail('expected-horse');
    case 'draw-game':
      return event.type === 'draw-game' ? finishWithoutWinner(state, false) : fail('expected-draw-game');
    case 'ended':
      return fail('deal-over');
  }
}
