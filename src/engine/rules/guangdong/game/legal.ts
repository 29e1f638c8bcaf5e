// Everything `apply` would accept next at a Guangdong table, for the bots and the viewer's hints.
// Draws, deals and the horse name their tile only when the wall's order is known. A time-up can
// come at any moment and is left out: no bot ends a deal by the clock.

import { countOf } from '../../../game/seat.ts';
import { SEATS } from '../../../game/types.ts';
import { RED } from '../tileset.ts';
import { claimProblem, robProblem } from './claims.ts';
import { type DealEvent, drawable, type GdDeal, type GdState, type Seat } from './state.ts';
import { DEALER_TILES, HAND_TILES, passTurn } from './turn.ts';
import { peek } from './wall.ts';
import { judgeWin } from './wins.ts';

const distinct = (tiles: readonly number[]) => [...new Set(tiles)];

function drawEvent(deal: GdDeal, state: GdState, seat: Seat, from: 'front' | 'tail'): DealEvent[] {
  const tile = peek(deal, state, from);
  return tile === null ? [] : [{ type: 'draw', seat, tile }];
}

function turnEvents(deal: GdDeal, state: GdState, seat: Seat, discardOnly: boolean): DealEvent[] {
  const s = state.seats[seat];
  const out: DealEvent[] = [];
  if (!discardOnly) {
    if (judgeWin(deal, state, { seat, how: 'self-draw', tile: null }).ok) out.push({ type: 'win', seat, how: 'self-draw' });
    if (drawable(state) >= 1) {
      for (const t of distinct(s.hand)) if (t !== RED && countOf(s.hand, t) === 4) out.push({ type: 'concealed-kong', seat, tile: t });
      for (const m of s.melds) if (m.type === 'pong' && s.hand.includes(m.tiles[0])) out.push({ type: 'added-kong', seat, tile: m.tiles[0] });
    }
  }
  for (const t of distinct(s.hand)) out.push({ type: 'discard', seat, tile: t });
  return out;
}

export function legalEvents(deal: GdDeal, state: GdState): DealEvent[] {
  const e = state.expect;
  switch (e.kind) {
    case 'deal':
      return deal.wall ? [{ type: 'deal', seat: e.seat, tiles: deal.wall.slice(state.front, state.front + (e.seat === state.dealer ? DEALER_TILES : HAND_TILES)) }] : [];
    case 'draw':
      return drawEvent(deal, state, e.seat, 'front');
    case 'replacement':
      return drawEvent(deal, state, e.seat, 'tail');
    case 'act':
      return turnEvents(deal, state, e.seat, false);
    case 'discard':
      return turnEvents(deal, state, e.seat, true);
    case 'claims': {
      const out: DealEvent[] = [];
      for (const seat of SEATS) {
        if (!claimProblem(state, seat, 'kong', e.discarder, e.tile)) out.push({ type: 'kong', seat });
        if (!claimProblem(state, seat, 'pong', e.discarder, e.tile)) out.push({ type: 'pong', seat });
      }
      if (e.calls.length) return out;
      const passed = passTurn(state, e.discarder);
      return [...out, ...(passed.expect.kind === 'draw-game' ? [{ type: 'draw-game' } as const] : drawEvent(deal, passed, passed.expect.kind === 'draw' ? passed.expect.seat : e.discarder, 'front'))];
    }
    case 'rob': {
      const out: DealEvent[] = [];
      const pending = e.calls.filter((c) => !e.won.includes(c.seat));
      for (const seat of SEATS) {
        if (e.calls.length && !pending.some((c) => c.seat === seat)) continue;
        if (!robProblem(deal, state, e, seat)) out.push({ type: 'win', seat, how: 'rob-kong', tile: e.tile });
      }
      if (pending.length) return out;
      if (e.won.length) return [...out, ...horseEvent(deal, state)];
      return [...out, ...drawEvent(deal, state, e.konger, 'tail')];
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
