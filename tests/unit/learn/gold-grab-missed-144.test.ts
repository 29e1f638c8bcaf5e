// A gold grab let pass at the classic 144-tile table becomes a review item. There every honor is a
// bonus tile (set aside and replaced from the tail in the opening) and the gold is flipped from the
// tail, a flipped honor going to the dealer and another tile being flipped: the item is still the
// grabber's 16 held tiles with the flipped gold as the tile it wins on.
import { describe, expect, test } from 'vitest';
import { missedChances } from '../../../src/engine/analysis/index.ts';
import { tiles } from '../../../src/engine/index.ts';
import { decodeExercise, exerciseFromRef } from '../../../src/engine/learn/index.ts';
import { missedWinLinks } from '../../../src/engine/learn/missed.ts';
import { ev, play, stop, type Lesson } from '../deal/lesson.ts';

const sorted = (s: string) => tiles(s).sort((a, b) => a - b);

// Gold 5p; nobody holds a 5p. Seat 1 is dealt 234p 678p 111s 777s 88s 3m and the South wind (2z),
// a bonus tile here: it sets it aside and draws 4m from the tail, holding 234p 678p 111s 777s 88s 34m.
// Four sets, the pair 88s and 34m: 34m waits on 2m or 5m, so the gold (standing for either) wins.
const DEALT_1 = '234p678p111s777s88s3m2z';
const HELD_1 = '234p678p111s777s88s34m';
// Loose hands, far from any win, none holding a 5p.
const DEALER = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p2m8p';
const LOOSE_2 = '1m9m1p9p2s9s2m5m8m2p7p8p3s5s6s7m';
const LOOSE_3 = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p5m';

const lesson: Lesson = {
  ruleset: 'fuzhou-144',
  hands: [DEALER, DEALT_1, LOOSE_2, LOOSE_3],
  // Seat 1's honor replaced, then the first flip is the Green dragon (6z): it goes to the dealer.
  opening: [ev.flower(1, '2z'), ev.draw(1, '4m'), { type: 'gold', tile: '6z' }],
  gold: '5p',
  // Nobody grabs: the dealer's first discard closes the window; seat 1 draws and throws back.
  events: [ev.discard(0, '9p'), ev.draw(1, '9s'), ev.discard(1, '9s')],
};

describe('fuzhou-144: a missed gold grab goes into the review deck', () => {
  test('the flip went through a bonus tile first; seat 1 could still grab the gold', () => {
    const r = play(lesson);
    expect(stop(r)).toBe('unfinished');
    // Four deals, the South wind set aside and replaced, the Green dragon flipped, then the gold:
    // the window opens after 4 + 2 + 1 + 1 = 8 events, at step 8.
    const after = r.states[8];
    expect(after.gold).toBe(tiles('5p')[0]);
    expect(after.seats[0].flowers).toEqual(tiles('6z'));
    expect(after.seats[1].flowers).toEqual(tiles('2z'));
    expect(missedChances(r).filter((n) => n.seat === 1)).toEqual([{ kind: 'win', step: 8, seat: 1, how: 'gold-grab' }]);
  });

  test("the item: seat 1's 16 held tiles, the gold to win on, the waits 2m, 5m and the gold", () => {
    const links = missedWinLinks(play(lesson), 1);
    expect(links).toHaveLength(1);
    const ref = decodeExercise(links[0])!;
    const situation = { winBy: 'gold-grab', winningTile: '5p', gold: '5p' };
    expect(ref).toMatchObject({ ruleset: 'fuzhou-144', kind: 'waits', situation });
    const e = exerciseFromRef(ref)!;
    // Held, not dealt: the South wind went to the flowers, the 4m from the tail came in.
    expect(e.kind === 'waits' && e.hand.concealed).toEqual(sorted(HELD_1));
    // 34m is the only open shape (88s the pair): 2m or 5m, and the gold standing for either.
    expect(e.answer).toEqual(sorted('2m5m5p'));
  });

  test('nobody else had a grab: the loose seats get no item', () => {
    const r = play(lesson);
    for (const seat of [0, 2, 3] as const) expect(missedWinLinks(r, seat)).toEqual([]);
  });

  test("the dealer's grab (ruling 4) makes an item only where the table allows it", () => {
    // The dealer holds seat 1's 16 tiles and a 9m: swapping the 9m for the gold leaves the same
    // waits question. Keeping the 9m, it and the gold would have to be the pair, and 15 of the 16
    // tiles five sets: 234p 678p 111s 777s leave 88s 34m, no set in any three of them. With
    // dealerGoldGrab off the dealer has no grab at all.
    const hands: Lesson['hands'] = [`${HELD_1}9m`, '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p2m', LOOSE_2, LOOSE_3];
    const dealt = (options: Lesson['options']): Lesson => ({
      ruleset: 'fuzhou-144',
      hands,
      gold: '5p',
      options,
      events: [ev.discard(0, '9m'), ev.draw(1, '9s'), ev.discard(1, '9s')],
    });
    const r = play(dealt({}));
    expect(stop(r)).toBe('unfinished');
    // Four deals and the flip: step 5.
    expect(missedChances(r).filter((n) => n.seat === 0)).toEqual([{ kind: 'win', step: 5, seat: 0, how: 'gold-grab' }]);
    const links = missedWinLinks(r, 0);
    expect(links).toHaveLength(1);
    const e = exerciseFromRef(decodeExercise(links[0])!)!;
    expect(e.kind === 'waits' && e.hand.concealed).toEqual(sorted(HELD_1));
    expect(e.answer).toEqual(sorted('2m5m5p'));
    expect(missedWinLinks(play(dealt({ dealerGoldGrab: false })), 0)).toEqual([]);
  });
});
