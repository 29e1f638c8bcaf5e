// The MCR state machine: `apply(state, event)` dispatches on what the state expects next and
// returns the next state, or the rule the event breaks. Nothing here mutates.

import { EMPTY_SEAT } from '../../../game/seat.ts';
import { TILE_KINDS } from '../../../tiles/index.ts';
import { onClaims, onRob } from './claims.ts';
import { onDeal, onOpeningFlowers } from './opening.ts';
import { fail } from '../../../game/flow.ts';
import type { ApplyResult, DealEvent, McrDeal, McrState } from './state.ts';
import { onAct, onDraw, onFlower } from './turn.ts';
import { finishDrawGame } from './wins.ts';

export function initialState(deal: McrDeal): McrState {
  return {
    seats: [EMPTY_SEAT, EMPTY_SEAT, EMPTY_SEAT, EMPTY_SEAT],
    dealer: deal.dealer,
    streak: deal.streak,
    front: 0,
    tail: 0,
    seen: new Uint8Array(TILE_KINDS),
    quarters: [0, 0, 0, 0],
    expect: { kind: 'deal', seat: deal.dealer },
    replaced: null,
    result: null,
    step: 0,
  };
}

export function applyEvent(deal: McrDeal, state: McrState, event: DealEvent): ApplyResult {
  // mcr ruling 1: no wild tile, so nothing is ever flipped for one.
  if (event.type === 'gold') return fail('no-gold');
  const expect = state.expect;
  const dispatch = (s: McrState, e: DealEvent) => applyEvent(deal, s, e);
  switch (expect.kind) {
    case 'deal':
      return onDeal(deal, state, expect, event);
    case 'opening-flowers':
      return onOpeningFlowers(deal, state, expect, event);
    case 'draw':
    case 'replacement':
      return onDraw(deal, state, expect, event);
    case 'flower':
      return onFlower(deal, state, expect.seat, expect.tile, event);
    case 'act':
      return onAct(deal, state, expect.seat, false, event);
    case 'discard':
      return onAct(deal, state, expect.seat, true, event);
    case 'claims':
      return onClaims(deal, state, expect, event, dispatch);
    case 'rob':
      return onRob(deal, state, expect, event, dispatch);
    case 'draw-game':
      return event.type === 'draw-game' ? finishDrawGame(state) : fail('expected-draw-game');
    case 'ended':
      return fail('deal-over');
  }
}
