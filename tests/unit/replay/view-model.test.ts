// The table at a position: seats placed from the viewing seat, hands face down but the viewer's,
// the drawn tile apart, the last action highlighted, claimed tiles turned towards their source,
// waits from the engine for the seats shown, and the end of the deal.
import { describe, expect, it } from 'vitest';
import { loadDeal, type LoadedDeal } from '../../../src/components/replay/load.ts';
import { meldView, tableView } from '../../../src/components/replay/view-model.ts';
import type { GameState } from '../../../src/engine/rules/gold-family/game/state.ts';
import { rowSizes } from '../../../src/components/replay/row-sizes.ts';
import { tileCode } from '../../../src/engine/tiles/index.ts';
import { sampleText } from './fixtures.ts';

function open(id: string): LoadedDeal {
  const r = loadDeal(sampleText(id), 'sample', id);
  if (!r.ok) throw new Error(id);
  return r.deal;
}

const deal = open('final-sweep');
const events = deal.replay.log.events;

describe('tableView', () => {
  it('puts the viewing seat at the bottom, its lower seat right, opposite on top, upper seat left', () => {
    const v = tableView(deal, 10, { seat: 2, open: false });
    expect(v.seats.map((s) => [s.place, s.seat, s.relation])).toEqual([
      ['bottom', 2, 'self'],
      ['right', 3, 'lower'],
      ['top', 0, 'opposite'],
      ['left', 1, 'upper'],
    ]);
    expect(v.seats.map((s) => s.wind)).toEqual([0, 1, 2, 3]); // seat 2 deals in this sample
    expect(v.seats[0].dealer).toBe(true);
  });

  it('shows only the viewing seat face up, unless hands are open', () => {
    const closed = tableView(deal, 30, { seat: 1, open: false });
    for (const s of closed.seats) expect(s.hand.every((f) => f.back === (s.seat !== 1))).toBe(true);
    const opened = tableView(deal, 30, { seat: 1, open: true });
    for (const s of opened.seats) expect(s.hand.every((f) => !f.back)).toBe(true);
  });

  it('keeps the drawn tile apart and highlights it, then highlights the discard', () => {
    const d = events.findIndex((e, i) => i > 5 && e.type === 'draw');
    const after = tableView(deal, d + 1, { seat: 0, open: true });
    const seat = after.seats.find((s) => s.seat === (events[d] as { seat: number }).seat)!;
    expect(seat.drawn).toMatchObject({ tile: (events[d] as { tile: number }).tile, highlighted: true });
    expect(seat.hand.length + 1).toBe(deal.replay.states[d + 1].seats[seat.seat].hand.length);
    expect(events[d + 1].type).toBe('discard');
    const next = tableView(deal, d + 2, { seat: 0, open: true }).seats.find((s) => s.seat === seat.seat)!;
    expect(next.drawn).toBeNull();
    expect(next.discards.at(-1)).toMatchObject({ tile: (events[d + 1] as { tile: number }).tile, highlighted: true });
    expect(next.discards.slice(0, -1).some((f) => f.highlighted)).toBe(false);
  });

  it('marks a claimed discard with the seat that took it, and turns the claimed tile in the meld', () => {
    const p = events.findIndex((e) => e.type === 'pong') + 1;
    const v = tableView(deal, p, { seat: 0, open: false });
    const ponger = (events[p - 1] as { seat: number }).seat;
    const owner = v.seats.find((s) => s.seat === ponger)!;
    const meld = owner.melds.at(-1)!;
    expect(meld.tiles.filter((f) => f.sideways)).toHaveLength(1);
    const from = meld.from!;
    const discarder = v.seats.find((s) => s.seat === from)!;
    expect(discarder.discards.at(-1)?.claimedBy).toBe(ponger);
  });

  it('places the claimed tile on the side of the seat it came from', () => {
    const meld = { type: 'pong' as const, tiles: [4, 4, 4], claimed: { tile: 4, from: 0 as const } };
    const side = (owner: 0 | 1 | 2 | 3) => meldView(meld, owner, false).tiles.findIndex((f) => f.sideways);
    expect(side(1)).toBe(0); // seat 0 is seat 1's upper seat: left
    expect(side(2)).toBe(1); // opposite: middle
    expect(side(3)).toBe(2); // lower seat: right
    const chow = meldView({ type: 'chow', tiles: [2, 3, 4], claimed: { tile: 3, from: 0 } }, 1, true);
    expect(chow.tiles.map((f) => [tileCode(f.tile), !!f.sideways, !!f.highlighted])).toEqual([
      ['4m', true, true],
      ['3m', false, false],
      ['5m', false, false],
    ]);
    const closed = meldView({ type: 'concealed-kong', tiles: [9, 9, 9, 9] }, 0, false);
    expect(closed.tiles.map((f) => !!f.back)).toEqual([true, false, false, true]);
  });

  it('asks the engine for waits of the seats shown only, and remembers the answer', () => {
    const p = 60;
    const cache = new Map();
    const v = tableView(deal, p, { seat: 3, open: false }, cache);
    for (const s of v.seats) {
      if (s.seat === 3) expect(s.markers).not.toBeNull();
      else expect([s.waits, s.markers]).toEqual([null, null]);
    }
    expect([...cache.keys()]).toEqual(['60:3']);
    const state = deal.replay.states[p];
    expect(v.seats[0].waits).toEqual(deal.replay.machine.waits(state, 3));
    tableView(deal, p, { seat: 3, open: true }, cache);
    expect(cache.size).toBe(4);
  });

  it('at the end: the winner glows with the hand open, every seat shows its score change', () => {
    const v = tableView(deal, deal.last, { seat: 0, open: false });
    const result = deal.replay.result!;
    expect(v.end).toBe('win');
    for (const s of v.seats) expect(s.delta).toBe(result.deltas[s.seat]);
    const winner = v.seats.find((s) => s.winner)!;
    expect(winner.seat).toBe(result.winner);
    expect(winner.hand.every((f) => !f.back)).toBe(true);
    expect(tableView(open('draw-game'), open('draw-game').last, { seat: 0, open: false }).end).toBe('draw');
  });

  it('names the seat to act, none while claims are open', () => {
    for (let p = 0; p <= deal.last; p++) {
      const state = deal.replay.states[p] as GameState;
      const acting = tableView(deal, p, { seat: 0, open: false }).seats.find((s) => s.acting)?.seat ?? null;
      if (state.expect.kind === 'claims' || state.expect.kind === 'ended') expect(acting).toBeNull();
      if (state.expect.kind === 'draw' || state.expect.kind === 'act') expect(acting).toBe(state.expect.seat);
    }
  });

  it('marks a dead gold in the discards', () => {
    const dead = open('dead-gold');
    const v = tableView(dead, dead.last, { seat: 0, open: false });
    const faces = v.seats.flatMap((s) => s.discards).filter((f) => f.dimmed);
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.every((f) => f.tile === (dead.replay.states[dead.last] as GameState).gold && f.gold)).toBe(true);
  });

  it('row sizes hold the most tiles any seat reaches', () => {
    const sizes = rowSizes(deal);
    const final = deal.replay.states[deal.last];
    expect(sizes.discards).toBe(Math.max(...final.seats.map((s) => s.discards.length)));
    for (let p = 0; p <= deal.last; p += 7) {
      for (const s of deal.replay.states[p].seats) expect(s.discards.length).toBeLessThanOrEqual(sizes.discards);
    }
  });
});
