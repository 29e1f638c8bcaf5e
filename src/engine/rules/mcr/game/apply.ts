// The MCR state machine: `apply(state, event)` answers each event at the moment the deal waits
// at, with the next state or the rule the event breaks. Nothing here mutates.

import { EMPTY_SEAT } from '../../../game/seat.ts';
import { applier } from '../../../game/machine.ts';
import { TILE_KINDS } from '../../../tiles/index.ts';
import { onClaims, onRob } from './claims.ts';
import { onDeal, onOpeningFlowers } from './opening.ts';
import { fail } from '../../../game/flow.ts';
import type { Expect, McrDeal, McrState } from './state.ts';
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

export const applyEvent = applier<McrDeal, McrState, Expect>({
  // mcr ruling 1: no wild tile, so nothing is ever flipped for one.
  before: (_deal, _state, event) => (event.type === 'gold' ? fail('no-gold') : null),
  turn: onAct,
  drawGame: (_deal, state) => finishDrawGame(state),
  moments: {
    deal: onDeal,
    'opening-flowers': onOpeningFlowers,
    draw: onDraw,
    replacement: onDraw,
    flower: (deal, state, expect, event) => onFlower(deal, state, expect.seat, expect.tile, event),
    claims: onClaims,
    rob: onRob,
  },
});
