// Everything `apply` would accept next, for the bots and for the viewer's "could have" hints.
// Draws, deals and flips name their tile only when the wall's order is known.

import type { DealEvent, Expect, GameState, Seat } from './state.ts';
import { lister } from '../../../game/machine.ts';
import { claimChoices, dealOf, distinct, drawOf, robChoices, turnChoices } from '../../../game/legal.ts';
import { nextSeat } from '../../../game/seat.ts';
import { SEATS } from './state.ts';
import type { FuzhouDeal } from './context.ts';
import { chowOptions } from '../../../game/chows.ts';
import { claimProblem, goldBar } from './claims.ts';
import { passTurn, update } from './flow.ts';
import { drawable, peek } from './wall.ts';
import { openingWins } from './window.ts';
import { judgeWin } from './wins.ts';
import { sweepWinDue } from './apply.ts';

const SELF_DRAWN = ['self-draw', 'three-golds'] as const;

/** The seat's own-turn choices: wins, kongs while their replacements are left, discards. */
function turnEvents(deal: FuzhouDeal, state: GameState, seat: Seat, discardOnly: boolean): DealEvent[] {
  const left = drawable(state);
  return turnChoices(seat, state.seats[seat], {
    wins: discardOnly ? [] : SELF_DRAWN.filter((how) => judgeWin(deal, state, { seat, how, tile: null }).ok),
    concealedKong: (t) => !discardOnly && left >= 3 && t !== state.gold,
    addedKong: !discardOnly && left >= 2,
    discard: (t) => t !== state.gold || deal.table.goldDiscardable,
  });
}

/** What happens when everyone passes: the next draw, the sweep's draw, or a draw game. */
function passEvents(deal: FuzhouDeal, state: GameState, seat: Seat): DealEvent[] {
  const passed = passTurn(state, seat);
  if (passed.expect.kind === 'draw-game') return [{ type: 'draw-game' }];
  return drawOf(nextSeat(seat), peek(deal, passed, 'front'));
}

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;
const drawFront = (deal: FuzhouDeal, state: GameState, e: { seat: Seat }) => drawOf(e.seat, peek(deal, state, 'front'));

/** The claims on a discard: wins, kongs, pongs, the lower seat's chows; with no call yet, the pass. */
function claimEvents(deal: FuzhouDeal, state: GameState, e: Of<'claims'>): DealEvent[] {
  const chows = (seat: Seat) => (seat === nextSeat(e.discarder) ? chowOptions(state.seats, seat, e.discarder, e.tile, goldBar(state)) : []);
  const out = claimChoices(e.discarder, e.tile, (seat, claim) => claimProblem(deal, state, seat, claim, e.discarder, e.tile), chows);
  return e.calls.length ? out : [...out, ...passEvents(deal, state, e.discarder)];
}

/** The robbing wins on an added kong; with no call yet, the konger's replacement (or a draw game). */
function robEvents(deal: FuzhouDeal, state: GameState, e: Of<'rob'>): DealEvent[] {
  const out = robChoices(e.konger, e.tile, (seat) => judgeWin(deal, state, { seat, how: 'rob-kong', tile: e.tile }).ok);
  if (!e.calls.length && deal.wall) {
    const grown = update(state, { reserve: state.reserve + 1 });
    out.push(...(drawable(grown) > 0 ? drawOf(e.konger, peek(deal, grown, 'tail')) : [{ type: 'draw-game' } as DealEvent]));
  }
  return out;
}

export const legalEvents = lister<FuzhouDeal, GameState, Expect>({
  turn: turnEvents,
  moments: {
    deal: (deal, state, e) => dealOf(deal.wall, state.front, e.seat, e.seat === state.dealer ? 17 : 16),
    'opening-flowers': (deal, state, e) => {
      const seat = e.queue[0];
      const flowers = state.seats[seat].hand.filter(deal.table.isBonus);
      if (!e.drawing && flowers.length) return distinct(flowers).map((tile) => ({ type: 'flower', seat, tile }));
      return drawOf(seat, peek(deal, state, 'tail'));
    },
    gold: (deal, state) => {
      const tile = peek(deal, state, 'tail');
      return tile === null ? [] : [{ type: 'gold', tile }];
    },
    opening: (deal, state, e) => {
      const out: DealEvent[] = [];
      for (const seat of SEATS) for (const claim of openingWins(deal, state, seat)) out.push({ type: 'win', seat, how: claim.how, ...(claim.swap !== undefined ? { swap: claim.swap } : {}) });
      if (!e.calls.length) out.push(...turnEvents(deal, state, state.dealer, false).filter((ev) => ev.type !== 'win'));
      return out;
    },
    draw: drawFront,
    sweep: drawFront,
    replacement: (deal, state, e) => drawOf(e.seat, peek(deal, state, 'tail')),
    flower: (_deal, _state, e) => [{ type: 'flower', seat: e.seat, tile: e.tile }],
    claims: claimEvents,
    rob: robEvents,
    'sweep-drawn': (deal, state, e) => {
      const drawn = state.seats[e.seat].drawn;
      if (drawn !== null && deal.table.isBonus(drawn)) return [{ type: 'flower', seat: e.seat, tile: drawn }];
      if (sweepWinDue(deal, state, e.seat)) return turnEvents(deal, state, e.seat, false).filter((ev) => ev.type === 'win');
      return passEvents(deal, state, e.seat);
    },
  },
});
