// Everything `apply` would accept next, for the bots and for the viewer's "could have" hints.
// Draws, deals and flips name their tile only when the wall's order is known.

import type { DealEvent, GameState, Seat } from './state.ts';
import { countOf, nextSeat } from '../../../game/seat.ts';
import { SEATS } from './state.ts';
import type { FuzhouDeal } from './context.ts';
import { chowOptions, claimProblem } from './claims.ts';
import { passTurn, update } from './flow.ts';
import { drawable, peek } from './wall.ts';
import { openingWins } from './window.ts';
import { judgeWin } from './wins.ts';
import { sweepWinDue } from './apply.ts';

const distinct = (tiles: readonly number[]) => [...new Set(tiles)];

function drawEvent(deal: FuzhouDeal, state: GameState, seat: Seat, from: 'front' | 'tail'): DealEvent[] {
  const tile = peek(deal, state, from);
  return tile === null ? [] : [{ type: 'draw', seat, tile }];
}

/** The seat's own-turn choices: wins, kongs, discards. */
function turnEvents(deal: FuzhouDeal, state: GameState, seat: Seat, discardOnly: boolean): DealEvent[] {
  const s = state.seats[seat];
  const out: DealEvent[] = [];
  if (!discardOnly) {
    for (const how of ['self-draw', 'three-golds'] as const) {
      if (judgeWin(deal, state, { seat, how, tile: null }).ok) out.push({ type: 'win', seat, how });
    }
    if (drawable(state) >= 3) {
      for (const t of distinct(s.hand)) if (t !== state.gold && countOf(s.hand, t) === 4) out.push({ type: 'concealed-kong', seat, tile: t });
    }
    if (drawable(state) >= 2) {
      for (const m of s.melds) if (m.type === 'pong' && s.hand.includes(m.tiles[0])) out.push({ type: 'added-kong', seat, tile: m.tiles[0] });
    }
  }
  for (const t of distinct(s.hand)) {
    if (t !== state.gold || deal.table.goldDiscardable) out.push({ type: 'discard', seat, tile: t });
  }
  return out;
}

/** What happens when everyone passes: the next draw, the sweep's draw, or a draw game. */
function passEvents(deal: FuzhouDeal, state: GameState, seat: Seat): DealEvent[] {
  const passed = passTurn(state, seat);
  if (passed.expect.kind === 'draw-game') return [{ type: 'draw-game' }];
  return drawEvent(deal, passed, nextSeat(seat), 'front');
}

export function legalEvents(deal: FuzhouDeal, state: GameState): DealEvent[] {
  const e = state.expect;
  switch (e.kind) {
    case 'deal':
      return deal.wall ? [{ type: 'deal', seat: e.seat, tiles: deal.wall.slice(state.front, state.front + (e.seat === state.dealer ? 17 : 16)) }] : [];
    case 'opening-flowers': {
      const seat = e.queue[0];
      const flowers = state.seats[seat].hand.filter(deal.table.isBonus);
      if (!e.drawing && flowers.length) return distinct(flowers).map((tile) => ({ type: 'flower', seat, tile }));
      return drawEvent(deal, state, seat, 'tail');
    }
    case 'gold': {
      const tile = peek(deal, state, 'tail');
      return tile === null ? [] : [{ type: 'gold', tile }];
    }
    case 'opening': {
      const out: DealEvent[] = [];
      for (const seat of SEATS) for (const claim of openingWins(deal, state, seat)) out.push({ type: 'win', seat, how: claim.how, ...(claim.swap !== undefined ? { swap: claim.swap } : {}) });
      if (!e.calls.length) out.push(...turnEvents(deal, state, state.dealer, false).filter((ev) => ev.type !== 'win'));
      return out;
    }
    case 'draw':
    case 'sweep':
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
        if (seat === nextSeat(e.discarder)) for (const tiles of chowOptions(state, seat, e.discarder, e.tile)) out.push({ type: 'chow', seat, tiles });
      }
      return e.calls.length ? out : [...out, ...passEvents(deal, state, e.discarder)];
    }
    case 'rob': {
      const out: DealEvent[] = [];
      for (const seat of SEATS) {
        if (seat !== e.konger && judgeWin(deal, state, { seat, how: 'rob-kong', tile: e.tile }).ok) out.push({ type: 'win', seat, how: 'rob-kong', tile: e.tile });
      }
      if (!e.calls.length && deal.wall) {
        const grown = update(state, { reserve: state.reserve + 1 });
        out.push(...(drawable(grown) > 0 ? drawEvent(deal, grown, e.konger, 'tail') : [{ type: 'draw-game' } as DealEvent]));
      }
      return out;
    }
    case 'sweep-drawn': {
      const drawn = state.seats[e.seat].drawn;
      if (drawn !== null && deal.table.isBonus(drawn)) return [{ type: 'flower', seat: e.seat, tile: drawn }];
      if (sweepWinDue(deal, state, e.seat)) return turnEvents(deal, state, e.seat, false).filter((ev) => ev.type === 'win');
      return passEvents(deal, state, e.seat);
    }
    case 'draw-game':
      return [{ type: 'draw-game' }];
    case 'ended':
      return [];
  }
}
