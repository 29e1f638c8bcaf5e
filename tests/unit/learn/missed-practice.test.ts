// A missed win of a played deal, added to the learner's practice from the viewer's analyzer: the
// seat's hand at that step becomes a waits exercise and a review item.
import { describe, expect, test } from 'vitest';
import { missedChances } from '../../../src/engine/analysis/index.ts';
import { tiles } from '../../../src/engine/index.ts';
import { decodeExercise, exerciseFromRef } from '../../../src/engine/learn/index.ts';
import { missedWinLink } from '../../../src/components/replay/practice-link.ts';
import type { LoadedDeal } from '../../../src/components/replay/load.ts';
import { emptyProgress, recordMissed } from '../../../src/components/learn/progress.ts';
import { dueItems, DAY_MS, instanceOf } from '../../../src/components/learn/review.ts';
import { fuzhouDeal } from '../analysis/positions.ts';

describe('a missed win becomes practice', () => {
  // Seat 2 holds 123m 456m 789m 123s 456s 7p from event 9 on (gold 5p, none in hand): it waits on
  // a second 7p for its pair, and on the gold. It passes a 7p discarded (step 16) and one drawn (17).
  const r = fuzhouDeal();
  const deal = { replay: r } as unknown as LoadedDeal;
  const [onDiscard, onDraw] = missedChances(r);

  test('each missed win is a waits exercise on that hand: the 7p and the gold', () => {
    for (const n of [onDiscard, onDraw]) {
      const link = missedWinLink(deal, n);
      expect(link).not.toBeNull();
      const e = exerciseFromRef(decodeExercise(link!)!)!;
      expect(e.kind).toBe('waits');
      expect(e.kind === 'waits' && e.hand.concealed).toEqual(tiles('123m456m789m7p123s456s'));
      expect(e.answer).toEqual(tiles('57p'));
    }
  });

  test('added to practice, it is in the deck, due the next day as a fresh instance', () => {
    const now = 20_000 * DAY_MS;
    const link = missedWinLink(deal, onDiscard)!;
    const p = recordMissed(emptyProgress(), link, 'waits', now);
    expect(p.review).toHaveLength(1);
    expect(dueItems(p.review!, now)).toEqual([]);
    const [item] = dueItems(p.review!, now + DAY_MS);
    expect(item.link).toBe(link);
    const shown = instanceOf(item)!;
    expect(shown.kind).toBe('waits');
    expect(shown.answer).toHaveLength(2);
  });

  test('a notice that is not a win of the seat gives no link', () => {
    expect(missedWinLink(deal, { kind: 'outranked', step: 12, seat: 0, claim: 'chow', other: 2, otherClaim: 'pong' })).toBeNull();
  });
});
