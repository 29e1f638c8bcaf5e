// Everything `apply` would accept next at a Guangdong table, for the bots and the viewer's hints.
// Draws, deals and the horse name their tile only when the wall's order is known. A time-up can
// come at any moment and is left out: no bot ends a deal by the clock.

import { claimChoices, dealOf, drawOf, robChoices, turnChoices } from '../../../game/legal.ts';
import { RED } from '../tileset.ts';
import { claimProblem, robProblem } from './claims.ts';
import { type DealEvent, drawable, type Expect, type GdDeal, type GdState, type Seat } from './state.ts';
import { lister } from '../../../game/machine.ts';
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

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** Pongs and kongs on a discard (guangdong ruling 3: no win on a discard, no chow); with no call yet, the pass. */
function claimEvents(deal: GdDeal, state: GdState, e: Of<'claims'>): DealEvent[] {
  const out = claimChoices(
    e.discarder,
    e.tile,
    (seat, claim) => claimProblem(state, seat, claim, e.discarder, e.tile),
    () => [],
  );
  if (e.calls.length) return out;
  const passed = passTurn(state, e.discarder);
  return [...out, ...(passed.expect.kind === 'draw-game' ? [{ type: 'draw-game' } as const] : drawOf(passed.expect.kind === 'draw' ? passed.expect.seat : e.discarder, peek(deal, passed, 'front')))];
}

/** The robbing wins on an added kong (once seats have called, only those still to rob), then the horse or the replacement. */
function robEvents(deal: GdDeal, state: GdState, e: Of<'rob'>): DealEvent[] {
  const pending = e.calls.filter((c) => !e.won.includes(c.seat));
  const out = robChoices(e.konger, e.tile, (seat) => (!e.calls.length || pending.some((c) => c.seat === seat)) && !robProblem(deal, state, e, seat));
  if (pending.length) return out;
  if (e.won.length) return [...out, ...horseEvent(deal, state)];
  return [...out, ...drawOf(e.konger, peek(deal, state, 'tail'))];
}

export const legalEvents = lister<GdDeal, GdState, Expect>({
  turn: turnEvents,
  moments: {
    deal: (deal, state, e) => dealOf(deal.wall, state.front, e.seat, e.seat === state.dealer ? DEALER_TILES : HAND_TILES),
    draw: (deal, state, e) => drawOf(e.seat, peek(deal, state, 'front')),
    replacement: (deal, state, e) => drawOf(e.seat, peek(deal, state, 'tail')),
    claims: claimEvents,
    rob: robEvents,
    horse: (deal, state) => horseEvent(deal, state),
  },
});

function horseEvent(deal: GdDeal, state: GdState): DealEvent[] {
  const tile = peek(deal, state, 'horse');
  return tile === null ? [] : [{ type: 'horse', tile }];
}
