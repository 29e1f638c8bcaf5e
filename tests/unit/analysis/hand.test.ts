// One seat's hand at one state: tiles from winning, useful tiles with the copies that seat cannot
// see, the waits, and the acting seat's discards ranked. Every figure is worked out by hand below.
import { describe, expect, it } from 'vitest';
import { analyseSeat, unseenFrom, type SeatAnalysis } from '../../../src/engine/analysis/index.ts';
import { ruleset, tile, tileCode, tiles, type DealEvent, type Seat } from '../../../src/engine/index.ts';
import { ev, play, stop } from '../deal/lesson.ts';
import { fuzhouDeal, HANDS } from './positions.ts';

/** Useful tiles or waits as `code:count`, in the order given. */
const counted = (list: readonly { tile: number; unseen?: number; left?: number }[] | null) => list?.map((u) => `${tileCode(u.tile)}:${u.unseen ?? u.left}`);

describe('a Fuzhou hand of 16, one short', () => {
  const r = fuzhouDeal();
  const rules = r.log.ruleset;
  it('replays the hand-made deal to its end', () => {
    expect(stop(r)).toBe('unfinished');
    expect(r.states).toHaveLength(19);
  });
  // Before event 16 seat 2 holds 123m 456m 789m 123s 456s 7p (it drew 6s and let 8p go): five
  // melds and a lone 7p, so it waits on 7p for the pair, or on the gold 5p standing for it.
  // Copies seat 2 cannot see: 7p 4 − its own 1 − the one seat 1 discarded at event 15 = 2;
  // 5p 4 − the face-up indicator = 3. Five in all.
  const a = analyseSeat(rules, r.machine, r.states[16], 2)!;
  it('is one tile from winning and waits on 5p (the gold) and 7p', () => {
    expect(a).toMatchObject({ seat: 2, short: 1, holding: false, unseen: 5, discards: null });
    expect(counted(a.useful)).toEqual(['5p:3', '7p:2']);
    expect(counted(a.waits)).toEqual(['5p:3', '7p:2']);
  });
  it('counts what the seat sees: its hand, the pond, the indicator; not the other hands', () => {
    const unseen = unseenFrom(rules, r.machine, r.states[16], 2);
    // 1s: 4 − seat 0's discard − seat 2's own 1s = 2 (seat 0 and seat 1 hold none by then).
    expect(unseen[tile('1s')]).toBe(2);
    // 9s: seat 0 holds two and seat 1 discarded one; seat 2 sees only the discard: 3.
    expect(unseen[tile('9s')]).toBe(3);
    // 3m: seat 0 drew and discarded one, seat 2 holds one, seat 1 holds one unseen: 4 − 2 = 2.
    expect(unseen[tile('3m')]).toBe(2);
  });
  it('is not analysed before its tiles are dealt', () => {
    expect(analyseSeat(rules, r.machine, r.states[0], 2)).toBeNull();
  });
});

describe('a Fuzhou hand of 17, to discard', () => {
  const r = fuzhouDeal();
  const rules = r.log.ruleset;
  // Before event 7 seat 1 holds 123m 456m 789m 111p 23s 55s 9s (it drew 3s). Let 9s go and it
  // waits on 1s or 4s for 123s or 234s, or on the gold 5p for either. Seen by seat 1: one 1s
  // (seat 0's discard) and the indicator 5p. Unseen: 1s 3, 4s 4, 5p 3 = 10 useful tiles kept.
  // Any other discard leaves the lone 9s and breaks a set or the pair: more than one short.
  const a = analyseSeat(rules, r.machine, r.states[7], 1)!;
  it('is one tile from winning after its best discard, 9s, which keeps 10 unseen useful tiles', () => {
    expect(a).toMatchObject({ seat: 1, short: 1, holding: true, unseen: 10, waits: null });
    expect(counted(a.useful)).toEqual(['5p:3', '1s:3', '4s:4']);
    expect(a.discards![0]).toMatchObject({ tile: tile('9s'), short: 1, unseen: 10 });
  });
  it('ranks every distinct tile it holds: 1m–9m, 1p, 2s 3s 5s 9s', () => {
    expect(a.discards!.map((d) => tileCode(d.tile)).sort()).toEqual(['1m', '1p', '2m', '2s', '3m', '3s', '4m', '5m', '5s', '6m', '7m', '8m', '9m', '9s']);
    expect(a.discards!.slice(1).every((d) => d.short > 1)).toBe(true);
    // Ranked: tiles from winning first, then unseen useful tiles kept.
    for (let i = 1; i < a.discards!.length; i++) {
      const [x, y] = [a.discards![i - 1], a.discards![i]];
      expect(x.short < y.short || (x.short === y.short && x.unseen >= y.unseen)).toBe(true);
    }
  });
  it('lists discards for the seat to act only', () => {
    // Before event 6 seat 1 holds 16 tiles and seat 0 is not to act: no ranking for anyone.
    expect(([0, 1, 2, 3] as Seat[]).map((s) => analyseSeat(rules, r.machine, r.states[6], s)?.discards ?? null)).toEqual([null, null, null, null]);
  });
  it('keeps a gold out of the discards when the table forbids throwing one', () => {
    // Seat 1 draws the gold 5p instead of 3s: 123m 456m 789m 111p 2s 55s 9s 5p.
    const events = [ev.discard(0, '1s'), ev.draw(1, '5p')];
    const barred = play({ hands: HANDS, gold: '5p', options: { goldDiscardable: false }, events });
    const b = analyseSeat(barred.log.ruleset, barred.machine, barred.states[7], 1)!;
    expect(b.discards!.map((d) => tileCode(d.tile))).not.toContain('5p');
    const allowed = play({ hands: HANDS, gold: '5p', events });
    expect(analyseSeat(allowed.log.ruleset, allowed.machine, allowed.states[7], 1)!.discards!.map((d) => tileCode(d.tile))).toContain('5p');
    // Let 9s go: four sets, 55s and 2s + gold. A pair and a set from 2s G 55s + t: 55s pair and
    // 2s G t a set (t = 1s 2s 3s 4s or another gold), or 2s G a pair and 555s (t = 5s).
    // Unseen from seat 1: 1s 3 (one discarded), 2s 3 (one held), 3s 4, 4s 4, 5s 2 (two held),
    // 5p 2 (the indicator and its own) = 18. Let 2s go: 55s pair and 9s G t (t = 7s 8s 9s or a
    // gold), or 9s G a pair and 555s: 7s 4 + 8s 4 + 9s 3 + 5p 2 + 5s 2 = 15. Both one short.
    expect(b.discards!.slice(0, 2).map((d) => [tileCode(d.tile), d.short, d.unseen])).toEqual([
      ['9s', 1, 18],
      ['2s', 1, 15],
    ]);
    expect(counted(b.useful)).toEqual(['1s:3', '2s:3', '3s:4', '4s:4', '5s:2', '5p:2'].sort((x, y) => tile(x.split(':')[0]) - tile(y.split(':')[0])));
  });
});

describe('a Guangdong hand with a Red dragon (wild)', () => {
  const rules = ruleset('guangdong');
  const machine = rules.deal({ dealer: 0, streak: 0, wall: null });
  const events: DealEvent[] = [
    { type: 'deal', seat: 0, tiles: tiles('5s222m333m444p555p6z') },
    { type: 'deal', seat: 1, tiles: tiles('123m456m789p11s5s7z') },
    { type: 'deal', seat: 2, tiles: tiles('111p222p333p444s9m') },
    { type: 'deal', seat: 3, tiles: tiles('666p777p888p999s1m') },
    { type: 'discard', seat: 0, tile: tile('5s') },
    { type: 'draw', seat: 1, tile: tile('9s') },
  ];
  const states = [machine.initial];
  for (const e of events) {
    const applied = machine.apply(states.at(-1)!, e);
    if (!applied.ok) throw new Error(applied.violation.code);
    states.push(applied.state);
  }
  // Seat 1: 123m 456m 789p, then 1s 1s 5s and the Red dragon 7z (wild). A fourth set and a pair
  // from 11s 5s 7z + one tile: 11s pair and 5s 7z t a set (t = 3s 4s 5s 6s 7s or 7z), or 5s 7z
  // a pair and 11s 1s a pong (t = 1s). Unseen from seat 1: 1s 4 − 2 held = 2; 5s 4 − held −
  // seat 0's discard = 2; 7z 4 − held = 3; 3s 4s 6s 7s 4 each. 2 + 4 + 4 + 2 + 4 + 4 + 3 = 23.
  it('is one short and waits on seven kinds, 23 unseen', () => {
    const a: SeatAnalysis = analyseSeat(rules, machine, states[5], 1)!;
    expect(a).toMatchObject({ short: 1, holding: false, unseen: 23 });
    expect(counted(a.useful)).toEqual(['1s:2', '3s:4', '4s:4', '5s:2', '6s:4', '7s:4', '7z:3']);
    expect(counted(a.waits)).toEqual(counted(a.useful));
  });
  // After drawing 9s: letting it go keeps those 23. Letting 5s go instead keeps 11s 7z 9s:
  // 11s pair and 7z 9s t a set (t = 7s 8s 9s or 7z), or 7z 9s a pair and 111s (t = 1s):
  // 1s 2 + 7s 4 + 8s 4 + 9s 3 (one held) + 7z 3 = 16. Either way one short: 9s first.
  it('ranks 9s (23 kept) before 5s (16 kept)', () => {
    const a = analyseSeat(rules, machine, states[6], 1)!;
    expect(a.short).toBe(1);
    expect(a.discards!.slice(0, 2).map((d) => [tileCode(d.tile), d.short, d.unseen])).toEqual([
      ['9s', 1, 23],
      ['5s', 1, 16],
    ]);
    expect(a.discards!.slice(2).every((d) => d.short > 1)).toBe(true);
  });
});
