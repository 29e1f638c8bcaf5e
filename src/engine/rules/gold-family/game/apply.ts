// The Fuzhou state machine: `apply(state, event)` dispatches on what the state expects next
// and returns the next state, or the rule the event breaks. Nothing here mutates.

import type { ApplyResult, DealEvent, GameState } from './state.ts';
import { EMPTY_SEAT } from '../../../game/seat.ts';
import { TILE_KINDS } from '../../../tiles/index.ts';
import { onClaims, onRob } from './claims.ts';
import type { FuzhouDeal } from './context.ts';
import { finishDrawGame } from './finish.ts';
import { fail } from '../../../game/flow.ts';
import { passTurn } from './flow.ts';
import { onDeal, onGold, onOpeningFlowers } from './opening.ts';
import { onAct, onDraw, onFlower } from './turn.ts';
import { onOpening } from './window.ts';
import { judgeWin } from './wins.ts';

export function initialState(deal: FuzhouDeal): GameState {
  return {
    seats: [EMPTY_SEAT, EMPTY_SEAT, EMPTY_SEAT, EMPTY_SEAT],
    dealer: deal.dealer,
    streak: deal.streak,
    gold: null,
    indicator: null,
    wallSize: deal.table.wallSize,
    sweepAt: deal.table.finalSweep,
    front: 0,
    tail: 0,
    reserve: 0,
    sweep: false,
    seen: new Uint8Array(TILE_KINDS),
    expect: { kind: 'deal', seat: deal.dealer },
    result: null,
    step: 0,
  };
}

/** Whether the seat that just drew in the final sweep holds a win it must take (ruling 4). */
export function sweepWinDue(deal: FuzhouDeal, state: GameState, seat: GameState['dealer']): boolean {
  return judgeWin(deal, state, { seat, how: 'self-draw', tile: null }).ok || judgeWin(deal, state, { seat, how: 'three-golds', tile: null }).ok;
}

export function applyEvent(deal: FuzhouDeal, state: GameState, event: DealEvent): ApplyResult {
  const expect = state.expect;
  const dispatch = (s: GameState, e: DealEvent) => applyEvent(deal, s, e);
  switch (expect.kind) {
    case 'deal':
      return onDeal(deal, state, expect, event);
    case 'opening-flowers':
      return onOpeningFlowers(deal, state, expect, event);
    case 'gold':
      return onGold(deal, state, event);
    case 'opening':
      return onOpening(deal, state, expect, event);
    case 'draw':
    case 'replacement':
    case 'sweep':
      return onDraw(deal, state, expect, event);
    case 'flower':
      return onFlower(deal, state, expect.seat, expect.tile, event, false);
    case 'act':
      return onAct(deal, state, expect.seat, false, event);
    case 'discard':
      return onAct(deal, state, expect.seat, true, event);
    case 'claims':
      return onClaims(deal, state, expect, event, dispatch);
    case 'rob':
      return onRob(deal, state, expect, event, dispatch);
    case 'sweep-drawn': {
      const seat = expect.seat;
      const drawn = state.seats[seat].drawn;
      if (drawn !== null && deal.table.isBonus(drawn)) return onFlower(deal, state, seat, drawn, event, true);
      if (event.type === 'win') {
        if (event.seat !== seat || (event.how !== 'self-draw' && event.how !== 'three-golds')) return fail('sweep-self-draw-only', { seat: event.seat });
        return onAct(deal, state, seat, false, event);
      }
      if (sweepWinDue(deal, state, seat)) return fail('sweep-win-mandatory', { seat });
      if (event.type !== 'draw' && event.type !== 'draw-game') return fail('sweep-no-discard');
      return dispatch(passTurn(state, seat), event);
    }
    case 'draw-game':
      return event.type === 'draw-game' ? finishDrawGame(state) : fail('expected-draw-game');
    case 'ended':
      return fail('deal-over');
  }
}
