// Everything `apply` would accept next at an MCR table, for the bots and the viewer's hints.
// Draws and deals name their tile only when the wall's order is known.

import { claimChoices, distinct, drawOf, robChoices, turnChoices } from '../../../game/legal.ts';
import { nextSeat } from '../../../game/seat.ts';
import { isMcrFlower } from '../tileset.ts';
import { chowOptions } from '../../../game/chows.ts';
import { claimProblem, winsDue } from './claims.ts';
import { DEALER_TILES, HAND_TILES } from './opening.ts';
import type { DealEvent, Expect, McrDeal, McrState, Seat } from './state.ts';
import { lister } from '../../../game/machine.ts';
import { dealTiles, leftFor, peek, winOnlyDiscard } from './wall.ts';
import { passTurn } from './turn.ts';
import { judgeWin } from './wins.ts';

/** The seat's own-turn choices: a self-drawn win, kongs while a replacement is left, discards. */
function turnEvents(deal: McrDeal, state: McrState, seat: Seat, discardOnly: boolean): DealEvent[] {
  const kongs = !discardOnly && leftFor(deal, state, seat) >= 1;
  return turnChoices(seat, state.seats[seat], {
    wins: !discardOnly && judgeWin(deal, state, { seat, how: 'self-draw', tile: null }).ok ? ['self-draw'] : [],
    concealedKong: () => kongs,
    addedKong: kongs,
    discard: () => true,
  });
}

/** What happens when everyone passes: the next seat's draw, or a draw game. */
function passEvents(deal: McrDeal, state: McrState, seat: Seat): DealEvent[] {
  const passed = passTurn(deal, state, seat);
  if (passed.expect.kind === 'draw-game') return [{ type: 'draw-game' }];
  return drawOf(nextSeat(seat), peek(deal, passed, 'front', nextSeat(seat)));
}

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** The claims on a discard; with no call yet, the pass. */
function claimEvents(deal: McrDeal, state: McrState, e: Of<'claims'>): DealEvent[] {
  // Ruling 10, `multipleWins`: after a win only the other called wins remain.
  if (e.won?.length) return winsDue(e).map((seat): DealEvent => ({ type: 'win', seat, how: 'discard', tile: e.tile }));
  // mcr ruling 8: the wall's last discard can only be won on, so no chow either.
  const chows = (seat: Seat) => (seat === nextSeat(e.discarder) && !winOnlyDiscard(deal, state, e.discarder) ? chowOptions(state.seats, seat, e.discarder, e.tile) : []);
  const out = claimChoices(e.discarder, e.tile, (seat, claim) => claimProblem(deal, state, seat, claim, e.discarder, e.tile), chows);
  return e.calls.length ? out : [...out, ...passEvents(deal, state, e.discarder)];
}

export const legalEvents = lister<McrDeal, McrState, Expect>({
  turn: turnEvents,
  moments: {
    deal: (deal, state, e) => {
      const tiles = dealTiles(deal, state, e.seat, e.seat === state.dealer ? DEALER_TILES : HAND_TILES);
      return tiles ? [{ type: 'deal', seat: e.seat, tiles }] : [];
    },
    'opening-flowers': (deal, state, e) => {
      const seat = e.queue[0];
      const flowers = state.seats[seat].hand.filter(isMcrFlower);
      if (!e.drawing && flowers.length) return distinct(flowers).map((tile) => ({ type: 'flower', seat, tile }));
      return drawOf(seat, peek(deal, state, 'tail', seat));
    },
    draw: (deal, state, e) => drawOf(e.seat, peek(deal, state, 'front', e.seat)),
    replacement: (deal, state, e) => drawOf(e.seat, peek(deal, state, 'tail', e.seat)),
    flower: (_deal, _state, e) => [{ type: 'flower', seat: e.seat, tile: e.tile }],
    claims: claimEvents,
    rob: (deal, state, e) => {
      const out = robChoices(e.konger, e.tile, (seat) => judgeWin(deal, state, { seat, how: 'rob-kong', tile: e.tile }).ok);
      if (!e.calls.length) out.push(...drawOf(e.konger, peek(deal, state, 'tail', e.konger)));
      return out;
    },
  },
});
