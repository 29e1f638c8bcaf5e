// Everything `apply` would accept next at a Guangdong table, for the bots and the viewer's hints.
// Draws, deals and the horse name their tile only when the wall's order is known. A time-up can
// come at any moment and is left out: no bot ends a deal by the clock.

import { claimChoices, dealOf, drawOf, robChoices, turnChoices } from '../../../game/legal.ts';
import { RED } from '../tileset.ts';
import { claimProblem, robProblem } from './claims.ts';
import { type DealEvent, drawable, type GdDeal, type GdState, type Seat } from './state.ts';
import { DEALER_TILES, HAND_TILES, passTurn } from './turn.ts';
import { peek } from './wall.ts';
import { judgeWin } from './wins.ts';

/** The seat's own-turn choices: a self-drawn win, kongs (never of the wild Red dragon) while a replacement is left, discards. */
function turnEvents(deal: GdDeal, state: GdState, seat: Seat, discardOnly: boolean): DealEvent[] {
  const kongs = !discardOnly && drawable(state) >= 1;
  return turnChoices(seat, state.seats[seat], {
    wins: !discardOnly && judgeWin(deal, state, { seat, how: 'self-draw', tile: null }).ok ? ['self-draw'] : [],
    concealedKong: (t) => kongs && t !== RED,
    addedKong: kongs,
    discard: () => true,
  });
}

export function legalEvents(deal: GdDeal, state: GdState): DealEvent[] {
  const e = state.expect;
  switch (e.kind) {
    case 'deal':
      return dealOf(deal.wall, state.front, e.seat, e.seat === state.dealer ? DEALER_TILES : HAND_TILES);
    case 'draw':
      return drawOf(e.seat, peek(deal, state, 'front'));
    case 'replacement':
      return drawOf(e.seat, peek(deal, state, 'tail'));
    case 'act':
      return turnEvents(deal, state, e.seat, false);
    case 'discard':
      return turnEvents(deal, state, e.seat, true);
    case 'claims': {
      // Pong and kong only (guangdong ruling 3): no win on a discard, no chow.
      const out = claimChoices(
        e.discarder,
        e.tile,
        (seat, claim) => claimProblem(state, seat, claim, e.discarder, e.tile),
        () => [],
      );
      if (e.calls.length) return out;
      const passed = passTurn(state, e.discarder);
      return [
        ...out,
        ...(passed.expect.kind === 'draw-game' ? [{ type: 'draw-game' } as const] : drawOf(passed.expect.kind === 'draw' ? passed.expect.seat : e.discarder, peek(deal, passed, 'front'))),
      ];
    }
    case 'rob': {
      const pending = e.calls.filter((c) => !e.won.includes(c.seat));
      // Once seats have called, only those still to rob may.
      const out = robChoices(e.konger, e.tile, (seat) => (!e.calls.length || pending.some((c) => c.seat === seat)) && !robProblem(deal, state, e, seat));
      if (pending.length) return out;
      if (e.won.length) return [...out, ...horseEvent(deal, state)];
      return [...out, ...drawOf(e.konger, peek(deal, state, 'tail'))];
    }
    case 'horse':
      return horseEvent(deal, state);
    case 'draw-game':
      return [{ type: 'draw-game' }];
    case 'ended':
      return [];
  }
}

function horseEvent(deal: GdDeal, state: GdState): DealEvent[] {
  const tile = peek(deal, state, 'horse');
  return tile === null ? [] : [{ type: 'horse', tile }];
}
