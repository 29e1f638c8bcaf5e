// The Guangdong state machine: `apply(state, event)` answers each event at the moment the deal
// waits at, with the next state or the rule the event breaks. Nothing here mutates.

import { EMPTY_SEAT } from '../../../game/seat.ts';
import { applier } from '../../../game/machine.ts';
import { TILE_KINDS } from '../../../tiles/index.ts';
import { onClaims, onRob } from './claims.ts';
import { fail } from '../../../game/flow.ts';
import type { ApplyResult, DealEvent, Expect, GdDeal, GdState } from './state.ts';
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

/** Events refused, or taken, whatever the deal waits for. */
function before(_deal: GdDeal, state: GdState, event: DealEvent): ApplyResult | null {
  // Rulings 1–2: no flowers, and the wild tiles are fixed, so nothing is set aside or flipped.
  if (event.type === 'gold') return fail('no-gold');
  if (event.type === 'flower') return fail('no-flowers');
  if (event.type !== 'time-up') return null;
  // Ruling 9: the room's time limit ends a deal still being played.
  const kind = state.expect.kind;
  return kind === 'ended' || kind === 'horse' || state.wins.length ? fail('deal-over') : finishWithoutWinner(state, true);
}

export const applyEvent = applier<GdDeal, GdState, Expect>({
  before,
  turn: onAct,
  drawGame: (_deal, state) => finishWithoutWinner(state, false),
  moments: {
    deal: onDeal,
    draw: onDraw,
    replacement: onDraw,
    claims: onClaims,
    rob: onRob,
    horse: (deal, state, _expect, event) => (event.type === 'horse' ? onHorse(deal, state, event.tile) : fail('expected-horse')),
  },
});
