// Small hand-written deals, each built to exercise one rule of the fuzhou state machine.
import { describe, expect, it } from 'vitest';
import { FUZHOU_COPIES } from '../../../../src/engine/rules/fuzhou/tileset.ts';
import { tileCode, tiles } from '../../../../src/engine/index.ts';
import { ev, play, stop, type Lesson } from '../../deal/lesson.ts';
import { eventText } from '../../../../src/components/replay/words.ts';

describe('robbing a kong', () => {
  // Dealer throws 7s; seat 1 pongs; later draws the fourth 7s and adds it; seat 2 waits on 7s.
  const base: Lesson = {
    hands: ['123m456m789m123p99p1s4s7s', '222333444m888p77s6s9m', '89s111s234p678p567m55s', '333s666s999s777p44p5m8m'],
    gold: '5p',
    events: [ev.discard(0, '7s'), ev.pong(1), ev.discard(1, '9m'), ...ev.pass([2, '2s'], [3, '2s'], [0, '2s']), ev.draw(1, '7s'), ev.addedKong(1, '7s')],
  };
  it('a seat waiting on the added tile may win on it; the kong falls back to a pong', () => {
    const r = play({ ...base, events: [...base.events, ev.win(2, 'rob-kong')] });
    expect(stop(r)).toBe('win');
    expect(r.result).toMatchObject({ winner: 2, how: 'rob-kong' });
    const final = r.states.at(-1)!;
    expect(final.seats[1].melds[0]).toMatchObject({ type: 'pong', tiles: tiles('777s') });
    expect(final.seats[2].hand).toContain(tiles('7s')[0]);
  });
  it('a seat not waiting on it cannot rob, and without a robber the konger draws from the tail', () => {
    expect(stop(play({ ...base, events: [...base.events, ev.win(3, 'rob-kong')] }))).toBe(`illegal@${4 + 1 + base.events.length}:not-a-winning-hand`);
    const r = play({ ...base, events: [...base.events, ev.draw(1, '3p')] });
    const after = r.states.at(-1)!;
    expect(after.seats[1].melds[0].type).toBe('added-kong');
    expect(after.reserve).toBe(19);
    expect(after.tail).toBe(2);
  });
  it('a tile named on a win must be the tile won on', () => {
    const wrong = play({ ...base, events: [...base.events, ev.win(2, 'rob-kong', { tile: '8s' })] });
    expect(stop(wrong)).toBe(`illegal@${5 + base.events.length}:claim-wrong-tile`);
    const named = play({ ...base, events: [...base.events, ev.win(2, 'rob-kong', { tile: '7s' })] });
    expect(stop(named)).toBe('win');
  });
  it('a concealed kong cannot be robbed', () => {
    const hands: Lesson['hands'] = ['123m456m789m123p99p1s4s6s', '222333444m888p7777s', '89s111s234p678p567m55s', '333s666s999s777p44p5m8m'];
    const r = play({ ...base, hands, events: [ev.discard(0, '4s'), ev.draw(1, '1p'), ev.concealedKong(1, '7s'), ev.win(2, 'rob-kong')] });
    expect(stop(r)).toBe('illegal@8:expected-draw');
    expect(r.states.at(-1)!.reserve).toBe(20);
  });
});

describe('claim priority', () => {
  const hands: Lesson['hands'] = ['123m456m789m123p99p1s5s9s', '34s111p666m777m888p22s', '55s333p444p666p999s8s7s', '222m333m888m44m1s6s7p2p8s'];
  const claimed = [ev.discard(0, '5s'), ev.call(1, 'chow'), ev.call(2, 'pong')];
  it('a pong beats a chow on the same discard', () => {
    expect(stop(play({ hands, gold: '5p', events: [...claimed, ev.chow(1, '34s')] }))).toBe('illegal@8:claim-outranked');
    const r = play({ hands, gold: '5p', events: [...claimed, ev.pong(2), ev.discard(2, '8s')] });
    expect(stop(r)).toBe('unfinished');
    const s = r.states.at(-1)!;
    expect(s.seats[2].melds[0]).toMatchObject({ type: 'pong', claimed: { from: 0 } });
    expect(s.seats[0].discards[0]).toMatchObject({ claimedBy: 2 });
    // The log says why: seat 1 called a chow, and a pong ranks higher.
    expect(r.narration[8].why).toEqual({ key: 'deal.why.higher', params: { other: 1, otherClaim: 'chow', claim: 'pong' } });
    expect(eventText('en', r.narration[8], ['Ann', 'Bo', 'Cy', 'Di'], 0)).toMatch(/ahead of Bo .*who called chow: a pong ranks higher/);
  });
  it('chow is only from the upper seat', () => {
    const r = play({ hands: [hands[0], hands[1], `34s${'333p444p666p999s8s7s'.slice(0)}`, hands[3]], gold: '5p', events: [ev.discard(0, '5s'), ev.chow(2, '34s')] });
    expect(stop(r)).toMatch(/illegal@6:(chow-upper-seat-only|no-copy-left)/);
  });
  it('between two wins the seat nearest the discarder wins; there is no multiple ron', () => {
    const ron: Lesson['hands'] = ['123m456m789m123p99p1s4s8s', '111m22m33p44p66p88s55s7s', '111s234m678p999s777m4s', '222s333s345m789p666s4s'];
    const calls = [ev.discard(0, '4s'), ev.call(2, 'win'), ev.call(3, 'win')];
    expect(stop(play({ hands: ron, gold: '5p', events: [...calls, ev.win(3, 'discard')] }))).toBe('illegal@8:claim-outranked');
    const r = play({ hands: ron, gold: '5p', events: [...calls, ev.win(2, 'discard')] });
    expect(r.result).toMatchObject({ winner: 2, how: 'discard' });
    expect(r.result!.deltas.filter((d) => d > 0)).toHaveLength(1);
    // Both called a win: seat 2 sits nearer the discarder (seat 0) in turn.
    expect(r.narration[8].why).toEqual({ key: 'deal.why.nearer', params: { other: 3, otherClaim: 'win', claim: 'win' } });
  });
});

describe('the dead gold and idle gold', () => {
  const fillers = { 2: '1p222p444p666p777p88p9p', 3: '444s555s666s2s3s99m11m3m' };
  it('nobody may win on a discarded gold, and its discarder may only win by self-draw', () => {
    const hands: Lesson['hands'] = ['123m456m789m123s99s125p', '444m555m666m777s888s9m', fillers[2], fillers[3]];
    const thrown = [ev.discard(0, '5p')];
    expect(stop(play({ hands, gold: '5p', events: [...thrown, ev.win(1, 'discard')] }))).toBe('illegal@6:dead-gold');
    const onward = [...thrown, ev.draw(1, '3p'), ev.discard(1, '3p')];
    expect(stop(play({ hands, gold: '5p', events: [...onward, ev.win(0, 'discard')] }))).toBe('illegal@8:gold-discarded-earlier');
    const selfDraw = play({ hands, gold: '5p', events: [...onward, ...ev.pass([2, '8m'], [3, '8m']), ev.draw(0, '3p'), ev.win(0, 'self-draw')] });
    expect(selfDraw.result).toMatchObject({ winner: 0, how: 'self-draw' });
    expect(selfDraw.machine.markers(selfDraw.states[6], 0)).toContain('self-draw-only');
  });
  it('an idle gold refuses a discard but wins by self-draw', () => {
    const hands: Lesson['hands'] = ['123m456m789m123s99s12p7s', '444m555m666m777s888s5p', fillers[2], fillers[3]];
    const r = play({ hands, gold: '5p', events: [ev.discard(0, '7s'), ev.win(1, 'discard')] });
    expect(stop(r)).toBe('illegal@6:idle-gold');
    expect(r.machine.markers(r.states[6], 1)).toEqual(['idle-gold', 'self-draw-only']);
    expect(r.machine.waits(r.states[6], 1)!.length).toBe(27);
    const misnamed = play({ hands, gold: '5p', events: [ev.discard(0, '7s'), ev.draw(1, '9m'), ev.win(1, 'self-draw', { tile: '8m' })] });
    expect(stop(misnamed)).toBe('illegal@7:win-wrong-tile');
    const drawn = play({ hands, gold: '5p', events: [ev.discard(0, '7s'), ev.draw(1, '9m'), ev.win(1, 'self-draw', { tile: '9m' })] });
    expect(drawn.result).toMatchObject({ winner: 1, how: 'self-draw' });
    expect(drawn.result!.score).toMatchObject({ win: 'pinghu', total: 12 });
  });
});

describe('the final sweep and the draw game', () => {
  // Seat 1 waits on 5p alone; every 5p is kept for the sweep. The gold is 9p.
  const hands: Lesson['hands'] = ['111p222p333p777p88p678m', '123s456s789s123m99m46p', '444m555m666s777s23s11s', '999s888s666p44p123m9m7p'];
  const used = new Array(42).fill(0);
  for (const t of tiles(`${hands.join('')}9p`)) used[t]++;
  const pool: string[] = [];
  for (let t = 0; t < 27; t++) {
    const code = tileCode(t);
    if (code === '5p' || code === '9p') continue;
    for (let i = used[t]; i < FUZHOU_COPIES[t]; i++) pool.push(code);
  }
  // The dealer throws 8m, then 35 draws bring the wall to the sweep.
  const moves = [ev.discard(0, '8m'), ...ev.pass(...pool.map((tile, i): [number, string] => [(1 + i) % 4, tile]))];

  it('has exactly the 35 filler draws before the sweep', () => {
    expect(pool).toHaveLength(35);
    const r = play({ hands, gold: '9p', events: moves });
    expect(stop(r)).toBe('unfinished');
    expect(r.machine.view(r.states.at(-1)!).left).toBe(4);
    expect(r.states.at(-1)!.sweep).toBe(false);
    const next = r.machine.apply(r.states.at(-1)!, { type: 'draw', seat: 0, tile: tiles('5p')[0] });
    expect(next.ok && r.machine.view(next.state).phase).toBe('sweep');
    expect(next.ok && (next.state as (typeof r.states)[number]).expect.kind).toBe('sweep-drawn');
  });
  it('a winning draw in the sweep wins at once, as a self-draw', () => {
    const r = play({ hands, gold: '9p', events: [...moves, ev.draw(0, '5p'), ev.draw(1, '5p'), ev.win(1, 'self-draw')] });
    expect(r.result).toMatchObject({ winner: 1, how: 'self-draw' });
    expect(r.narration.at(-3)!.key).toBe('fuzhou.event.sweep-begins');
    const skipped = play({ hands, gold: '9p', events: [...moves, ev.draw(0, '5p'), ev.draw(1, '5p'), ev.draw(2, '5p')] });
    expect(stop(skipped)).toMatch(/:sweep-win-mandatory$/);
  });
  it('nobody discards in the sweep; flowers are set aside without replacement; then the deal is drawn', () => {
    const discard = play({ hands, gold: '9p', events: [...moves, ev.draw(0, '5p'), ev.discard(0, '5p')] });
    expect(stop(discard)).toMatch(/:sweep-no-discard$/);
    const flowers = ['1f', '2f', '3f', '4f'].flatMap((f, i) => [ev.draw(i, f), ev.flower(i, f)]);
    const r = play({ hands, gold: '9p', streak: 2, events: [...moves, ...flowers, ev.drawGame()] });
    expect(stop(r)).toBe('draw');
    expect(r.result).toMatchObject({ winner: null, deltas: [0, 0, 0, 0], nextDealer: 0, nextStreak: 3 });
    expect(r.states.at(-1)!.seats[3].flowers).toEqual(tiles('4f'));
  });
});

describe('the opening window after the gold is revealed (rulings 8 and 9)', () => {
  // Gold 5p: its indicator is face up and nobody holds a 5p.
  const others: [string, string, string] = ['34s111p666m777m888p22s', '55s333p444p666p999s8s7s', '222m333m888m44m1s6s7p2p8s'];
  it('a dealer whose 17 tiles already win takes the heavenly hand and cannot grab the gold instead', () => {
    // 123m 456m 789m 123s 456s + 99p: complete as dealt. Swapping 9p for the gold would also win.
    const hands: Lesson['hands'] = ['123m456m789m123s456s99p', ...others];
    expect(stop(play({ hands, gold: '5p', events: [ev.win(0, 'gold-grab', { swap: '9p' })] }))).toBe('illegal@5:dealer-wins-no-grab');
    const r = play({ hands, gold: '5p', events: [ev.win(0, 'self-draw')] });
    expect(stop(r)).toBe('win');
    expect(r.result).toMatchObject({ winner: 0, how: 'self-draw' });
  });
  // The gold is 9p: the dealer holds the other three, and 14 lone tiles that no shape can use.
  const threeGolds: Lesson['hands'] = ['9p9p9p1m4m7m1s4s7s1p4p7p9m9s3m3s6p', ...others];
  it('a dealer dealt three golds declares them at once by default', () => {
    const r = play({ hands: threeGolds, gold: '9p', events: [ev.win(0, 'three-golds')] });
    expect(stop(r)).toBe('win');
    expect(r.result).toMatchObject({ winner: 0, how: 'three-golds' });
  });
  it('with threeGoldsOnDeal off, the dealer may not declare three golds from the deal either', () => {
    const r = play({ hands: threeGolds, gold: '9p', options: { threeGoldsOnDeal: false }, events: [ev.win(0, 'three-golds')] });
    expect(stop(r)).toBe('illegal@5:three-golds-on-deal-off');
  });
  it("the window closes at the dealer's first action: after its concealed kong nobody may grab the gold", () => {
    // Seat 1 grabs with 234s 567s 888s 111p 99p + 67m and the gold as 5m or 8m.
    const hands: Lesson['hands'] = ['1111m23m456p789p1s4s7s9s9m', '234s567s888s111p99p67m', '2m2m3m3m4m4m5m5m8m6s2p2p3p3p4p4p', '5s5s6s6s7s8s9s9s6m6m7m7m6p6p7p8p'];
    const grab = ev.win(1, 'gold-grab');
    const r = play({ hands, gold: '5p', events: [grab] });
    expect(stop(r)).toBe('win');
    expect(r.result).toMatchObject({ winner: 1, how: 'gold-grab' });
    const late = play({ hands, gold: '5p', events: [ev.concealedKong(0, '1m'), ev.draw(0, '3s'), grab] });
    // The table now waits on the dealer's discard: a grab is no longer a move anyone can make.
    expect(stop(late)).toBe('illegal@7:not-your-turn');
  });
});
