// Hand-written fuzhou-144 deals, each built for one rule of the classic table: the heavenly
// hand before a grab, two grabbers, a gold that may not be discarded, and four of one honor
// growing the reserve. Numbers are worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { ev, play, stop, type Lesson } from '../../deal/lesson.ts';
import { tile } from '../../../../src/engine/index.ts';

// Gold 5p (its indicator face up; three golds in play). Nobody holds a 5p here.
const DEALER_WINS = '123m456m789m123s456s99p'; // five melds and a pair: 17 tiles, already a win
const GRABBER_1 = '234p678p111s777s88s34m'; // 16 tiles: 34m + the gold (as 2m or 5m) completes it
const GRABBER_2 = '123p567s345s999s22m46m'; // 16 tiles: 46m + the gold (as 5m) completes it
// Loose hands, far from any win (none holds two tiles of one run or a pair).
const LOOSE_2 = '1m9m1p9p2s9s2m5m8m2p7p8p3s5s6s7m';
const LOOSE_3 = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p4s7s';
const LOOSE_3B = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p5m';
const LOOSE_DEALER = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p2m8p';

const base = (hands: Lesson['hands'], events: Lesson['events'], extra: Partial<Lesson> = {}): Lesson => ({ ruleset: 'fuzhou-144', hands, gold: '5p', events, ...extra });

describe('fuzhou-144: the reveal (ruling 4)', () => {
  const heavenly: Lesson['hands'] = [DEALER_WINS, GRABBER_1, LOOSE_2, LOOSE_3];

  it('a heavenly hand comes before a grab: a grab called against it is outranked', () => {
    const grab = play(base(heavenly, [ev.call(1, 'win'), ev.call(0, 'win'), ev.win(1, 'gold-grab')]));
    expect(stop(grab)).toBe('illegal@7:claim-outranked');
    const own = play(base(heavenly, [ev.call(1, 'win'), ev.call(0, 'win'), ev.win(0, 'self-draw')]));
    expect(stop(own)).toBe('win');
    // A self-draw (ruling 8: heavenly hand ×2): points 3 (base) + 0 golds = 3, × 2 = 6 from each.
    expect(own.result!.score).toMatchObject({ win: 'self-draw', total: 6 });
    expect(own.result!.deltas).toEqual([18, -6, -6, -6]);
    expect(own.result!.settlement).toEqual([1, 2, 3].map((from) => ({ from, to: 0, amount: 6, reason: 'win' })));
  });

  it('a lone grab (nobody calls) takes the gold: ×5 with the grabbed gold counted', () => {
    const r = play(base(heavenly, [ev.win(1, 'gold-grab')]));
    expect(stop(r)).toBe('win');
    // Points 3 + 1 gold held (the grabbed indicator) = 4; gold grab × 5 = 20 from each of three.
    expect(r.result!.score).toMatchObject({ win: 'gold-grab', total: 20 });
    expect(r.result!.deltas).toEqual([-20, 60, -20, -20]);
    // The indicator is now in the grabber's hand: the centre shows none.
    expect(r.machine.view(r.states.at(-1)!).indicator).toBeNull();
  });

  it('two grabbers: the seat nearest after the dealer wins', () => {
    const hands: Lesson['hands'] = [LOOSE_DEALER, GRABBER_1, GRABBER_2, LOOSE_3B];
    for (const calls of [
      [ev.call(2, 'win'), ev.call(1, 'win')],
      [ev.call(1, 'win'), ev.call(2, 'win')],
    ]) {
      expect(stop(play(base(hands, [...calls, ev.win(2, 'gold-grab')])))).toBe('illegal@7:claim-outranked');
      const r = play(base(hands, [...calls, ev.win(1, 'gold-grab')]));
      expect(stop(r)).toBe('win');
      expect(r.result).toMatchObject({ winner: 1, how: 'gold-grab' });
    }
    // The order counts from the dealer, not from seat 0: with seat 2 dealing, the grabbers sit at 3 and 0.
    const turned: Lesson['hands'] = [GRABBER_1, LOOSE_3B, LOOSE_DEALER, GRABBER_2];
    const r = play(base(turned, [ev.call(0, 'win'), ev.call(3, 'win'), ev.win(0, 'gold-grab')], { dealer: 2 }));
    // Seat 3 is the dealer's lower seat (distance 1), seat 0 is two away: seat 3 comes first.
    expect(stop(r)).toBe('illegal@7:claim-outranked');
  });
});

describe('fuzhou-144: golds never leave the hand (ruling 3)', () => {
  const hands: Lesson['hands'] = [LOOSE_DEALER.replace('8p', '5p'), LOOSE_2, GRABBER_1, LOOSE_3B];

  it('discarding a gold is illegal here; at the house-rules table it is allowed (and dead)', () => {
    expect(stop(play(base(hands, [ev.discard(0, '5p')])))).toBe('illegal@5:gold-not-discardable');
    const house = play({ hands, gold: '5p', events: [ev.discard(0, '5p')] });
    expect(stop(house)).toBe('unfinished');
    expect(house.states.at(-1)!.seats[0].discards[0]).toEqual({ tile: tile('5p') });
    expect(house.machine.view(house.states.at(-1)!).deadDiscards).toEqual([tile('5p')]);
    expect(house.machine.markers(house.states.at(-1)!, 0)).toContain('self-draw-only');
  });

  it('goldDiscardable=true (the second source, 金牌能打出): the gold goes out and is dead, as at the house table', () => {
    const open = play(base(hands, [ev.discard(0, '5p')], { options: { goldDiscardable: true } }));
    expect(stop(open)).toBe('unfinished');
    expect(open.states.at(-1)!.seats[0].discards[0]).toEqual({ tile: tile('5p') });
    expect(open.machine.view(open.states.at(-1)!).deadDiscards).toEqual([tile('5p')]);
  });
});

describe('fuzhou-144: four of one honor (ruling 7)', () => {
  // Seat 1 is dealt all four East winds: set aside in the opening and replaced from the tail.
  const hands: Lesson['hands'] = [LOOSE_DEALER, '1z1z1z1z' + '234p678p111s77s8s', LOOSE_2, LOOSE_3B];
  const opening = [ev.flower(1, '1z'), ev.flower(1, '1z'), ev.flower(1, '1z'), ev.flower(1, '1z'), ev.draw(1, '9s'), ev.draw(1, '9s'), ev.draw(1, '3m'), ev.draw(1, '6p')];

  it('grows the reserve by 2 (18 → 20), or not at all with honorSetReserve=0', () => {
    const r = play(base(hands, [], { opening }));
    expect(stop(r)).toBe('unfinished');
    const after = r.states.at(-1)!;
    expect(after.seats[1].flowers).toHaveLength(4);
    expect(after.reserve).toBe(20);
    expect(r.machine.view(after).centre).toEqual([{ id: 'reserve', value: 20 }]);
    // Drawable: 144 − 65 dealt − 4 replacements − 1 flip − 20 reserve = 54.
    expect(r.machine.view(after).left).toBe(54);
    const off = play(base(hands, [], { opening, options: { honorSetReserve: 0 } }));
    expect(off.states.at(-1)!.reserve).toBe(18);
    expect(off.machine.view(off.states.at(-1)!).left).toBe(56);
  });

  it('a set completed in play grows it too: the fourth East wind drawn and set aside (18 → 20)', () => {
    // Seat 1 is dealt three East winds, sets them aside in the opening and draws the fourth later.
    const three: Lesson['hands'] = [LOOSE_DEALER, '1z1z1z' + '234p678p111s77s8s9m', LOOSE_2, LOOSE_3B];
    const opened = [ev.flower(1, '1z'), ev.flower(1, '1z'), ev.flower(1, '1z'), ev.draw(1, '9s'), ev.draw(1, '3m'), ev.draw(1, '6p')];
    const fourth = [ev.discard(0, '1m'), ev.draw(1, '1z'), ev.flower(1, '1z'), ev.draw(1, '3m')];
    const before = play(base(three, fourth.slice(0, 2), { opening: opened }));
    expect(before.states.at(-1)!.reserve).toBe(18);
    const r = play(base(three, fourth, { opening: opened }));
    expect(stop(r)).toBe('unfinished');
    const after = r.states.at(-1)!;
    expect(after.seats[1].flowers).toHaveLength(4);
    expect(after.reserve).toBe(20);
    // Drawable: 144 − 65 dealt − 3 replacements − 1 flip − 1 draw − 1 replacement − 20 reserve = 53.
    expect(r.machine.view(after).left).toBe(53);
    const off = play(base(three, fourth, { opening: opened, options: { honorSetReserve: 0 } }));
    expect(off.states.at(-1)!.reserve).toBe(18);
    expect(off.machine.view(off.states.at(-1)!).left).toBe(55);
  });

  it('a fifth East wind is impossible', () => {
    const r = play(base(hands, [], { opening: [...opening.slice(0, 4), ev.draw(1, '1z')] }));
    expect(stop(r)).toBe('illegal@8:no-copy-left');
  });
});
