// A gold grab let pass in a hand-made deal becomes a review item: the waits question on the
// grabber's hand, with the flipped gold as the tile it wins on; the dealer's grab drops its swap.
import { describe, expect, test } from 'vitest';
import { missedChances } from '../../../src/engine/analysis/index.ts';
import { tiles } from '../../../src/engine/index.ts';
import { decodeExercise, exerciseFromRef } from '../../../src/engine/learn/index.ts';
import { missedWinLinks } from '../../../src/engine/learn/missed.ts';
import { ev, play, type Lesson } from '../deal/lesson.ts';

// Gold 5p; nobody holds a 5p. 234s 567s 888s 111p 99p + 67m waits on 5m or 8m, so the gold
// (standing for either) completes it: the seat that holds it may grab the flipped gold.
const GRABBER = '234s567s888s111p99p67m';
const sorted = (s: string) => tiles(s).sort((a, b) => a - b);

function itemOf(lesson: Lesson, seat: 0 | 1) {
  const r = play(lesson);
  const links = missedWinLinks(r, seat);
  expect(links).toHaveLength(1);
  return { notices: missedChances(r).filter((n) => n.seat === seat), ref: decodeExercise(links[0])!, e: exerciseFromRef(decodeExercise(links[0])!)! };
}

describe('a missed gold grab goes into the review deck', () => {
  test("seat 1 lets the dealer's first discard close the window: its 16 tiles and the gold", () => {
    const hands: Lesson['hands'] = ['1111m23m456p789p1s4s7s9s9m', GRABBER, '2m2m3m3m4m4m5m5m8m6s2p2p3p3p4p4p', '5s5s6s6s7s8s9s9s6m6m7m7m6p6p7p8p'];
    const { notices, ref, e } = itemOf({ hands, gold: '5p', events: [ev.discard(0, '9m'), ev.draw(1, '3s'), ev.discard(1, '3s')] }, 1);
    // Step 5: four deals and the flip come first.
    expect(notices).toEqual([{ kind: 'win', step: 5, seat: 1, how: 'gold-grab' }]);
    expect(ref).toMatchObject({ kind: 'waits', situation: { winBy: 'gold-grab', winningTile: '5p', gold: '5p' } });
    expect(e.kind === 'waits' && e.hand.concealed).toEqual(sorted(GRABBER));
    // 67m waits on 5m and 8m; the gold stands for either.
    expect(e.answer).toEqual(sorted('5m8m5p'));
  });

  test("the dealer's grab: the hand without the tile it swaps (9s, the only one that works)", () => {
    // Swapping 9s leaves the grabber's hand; any other swap keeps the lone 9s (or breaks a set).
    const hands: Lesson['hands'] = [`${GRABBER}9s`, '1m2m4m5m7m8m2p3p6p7p1s3s4s6s7s9s', '1m3m4m6m7m9m1p3p4p6p7p8p2s3s5s6s', '2m3m5m6m8m9m2p4p6p7p8p1s2s4s5s3m'];
    const { notices, ref, e } = itemOf({ hands, gold: '5p', events: [ev.discard(0, '9s'), ev.draw(1, '3m'), ev.discard(1, '3m')] }, 0);
    expect(notices).toEqual([{ kind: 'win', step: 5, seat: 0, how: 'gold-grab' }]);
    expect(ref).toMatchObject({ situation: { winBy: 'gold-grab', winningTile: '5p' } });
    expect(e.kind === 'waits' && e.hand.concealed).toEqual(sorted(GRABBER));
    expect(e.answer).toEqual(sorted('5m8m5p'));
  });
});
