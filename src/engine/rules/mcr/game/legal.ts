// Everything `apply` would accept next at an MCR table, for the bots and the viewer's hints.
// Draws and deals name their tile only when the wall's order is known.

import { countOf, nextSeat } from '../../../game/seat.ts';
import { SEATS } from '../../../game/types.ts';
import { isMcrFlower } from '../tileset.ts';
import { chowOptions, claimProblem } from './claims.ts';
import { DEALER_TILES, HAND_TILES } from './opening.ts';
import { type DealEvent, drawable, type McrDeal, type McrState, type Seat } from './state.ts';
import { peek } from './wall.ts';
import { passTurn } from './turn.ts';
import { judgeWin } from './wins.ts';

const distinct = (tiles: readonly number[]) => [...new Set(tiles)];

function drawEvent(deal: McrDeal, state: McrState, seat: Seat, from: 'front' | 'tail'): DealEvent[] {
  const tile = peek(deal, state, from);
  return tile === null ? [] : [{ type: 'draw', seat, tile }];
}

/** The seat's own-turn choices: a self-drawn win, kongs, discards. */
function turnEvents(deal: McrDeal, state: McrState, seat: Seat, discardOnly: boolean): DealEvent[] {
  const s = state.seats[seat];
  const out: DealEvent[] = [];
  if (!discardOnly) {
    if (judgeWin(deal, state, { seat, how: 'self-draw', tile: null }).ok) out.push({ type: 'win', seat, how: 'self-draw' });
    if (drawable(state) >= 1) {
      for (const t of distinct(s.hand)) if (countOf(s.hand, t) === 4) out.push({ type: 'concealed-kong', seat, tile: t });
      for (const m of s.melds) if (m.type === 'pong' && s.hand.includes(m.tiles[0])) out.push({ type: 'added-kong', seat, tile: m.tiles[0] });
    }
  }
  for (const t of distinct(s.hand)) out.push({ type: 'discard', seat, tile: t });
  return out;
}

/** What happens when everyone passes: the next seat's draw, or a draw game. */
function passEvents(deal: McrDeal, state: McrState, seat: Seat): DealEvent[] {
  const passed = passTurn(state, seat);
  if (passed.expect.kind === 'draw-game') return [{ type: 'draw-game' }];
  return drawEvent(deal, passed, nextSeat(seat), 'front');
}

export function legalEvents(deal: McrDeal, state: McrState): DealEvent[] {
  const e = state.expect;
  switch (e.kind) {
    case 'deal':
      return deal.wall ? [{ type: 'deal', seat: e.seat, tiles: deal.wall.slice(state.front, state.front + (e.seat === state.dealer ? DEALER_TILES : HAND_TILES)) }] : [];
    case 'opening-flowers': {
      const seat = e.queue[0];
      const flowers = state.seats[seat].hand.filter(isMcrFlower);
      if (!e.drawing && flowers.length) return distinct(flowers).map((tile) => ({ type: 'flower', seat, tile }));
      return drawEvent(deal, state, seat, 'tail');
    }
    case 'draw':
      return drawEvent(deal, state, e.seat, 'front');
    case 'replacement':
      return drawEvent(deal, state, e.seat, 'tail');
    case 'flower':
      return [{ type: 'flower', seat: e.seat, tile: e.tile }];
    case 'act':
      return turnEvents(deal, state, e.seat, false);
    case 'discard':
      return turnEvents(deal, state, e.seat, true);
    case 'claims': {
      const out: DealEvent[] = [];
      for (const seat of SEATS) {
        if (seat === e.discarder) continue;
        if (!claimProblem(deal, state, seat, 'win', e.discarder, e.tile)) out.push({ type: 'win', seat, how: 'discard', tile: e.tile });
        if (!claimProblem(deal, state, seat, 'kong', e.discarder, e.tile)) out.push({ type: 'kong', seat });
        if (!claimProblem(deal, state, seat, 'pong', e.discarder, e.tile)) out.push({ type: 'pong', seat });
        if (seat === nextSeat(e.discarder) && drawable(state) > 0) for (const tiles of chowOptions(state, seat, e.discarder, e.tile)) out.push({ type: 'chow', seat, tiles });
      }
      return e.calls.length ? out : [...out, ...passEvents(deal, state, e.discarder)];
    }
    case 'rob': {
      const out: DealEvent[] = [];
      for (const seat of SEATS) {
        if (seat !== e.konger && judgeWin(deal, state, { seat, how: 'rob-kong', tile: e.tile }).ok) out.push({ type: 'win', seat, how: 'rob-kong', tile: e.tile });
      }
      if (!e.calls.length) out.push(...drawEvent(deal, state, e.konger, 'tail'));
      return out;
    }
    case 'draw-game':
      return [{ type: 'draw-game' }];
    case 'ended':
      return [];
  }
}
