// The gold family's state machine: `apply(state, event)` answers each event at the moment the
// deal waits at, with the next state or the rule the event breaks. Nothing here mutates.

import type { ApplyResult, DealEvent, Expect, GameState } from './state.ts';
import { applier, type Dispatch } from '../../../game/machine.ts';
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

/** The final sweep, after `seat` drew: a bonus tile is set aside, a winning draw must win, else play moves on. */
function onSweepDrawn(deal: FuzhouDeal, state: GameState, expect: Extract<Expect, { kind: 'sweep-drawn' }>, event: DealEvent, dispatch: Dispatch<GameState>): ApplyResult {
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

export const applyEvent = applier<FuzhouDeal, GameState, Expect>({
  turn: onAct,
  drawGame: (_deal, state) => finishDrawGame(state),
  moments: {
    deal: onDeal,
    'opening-flowers': onOpeningFlowers,
    gold: (deal, state, _expect, event) => onGold(deal, state, event),
    opening: onOpening,
    draw: onDraw,
    replacement: onDraw,
    sweep: onDraw,
    flower: (deal, state, expect, event) => onFlower(deal, state, expect.seat, expect.tile, event, false),
    claims: onClaims,
    rob: onRob,
    'sweep-drawn': onSweepDrawn,
  },
});
