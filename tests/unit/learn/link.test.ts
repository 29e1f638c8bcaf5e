// An exercise in a link: a generated one by its seed, a teacher's hand by its situation JSON and
// options; a link reopens the same exercise; a broken link names none.
import { describe, expect, test } from 'vitest';
import { ruleset, tiles } from '../../../src/engine/index.ts';
import { decodeExercise, encodeExercise, exerciseFromRef, exerciseFromSituation, exerciseLink, generateExercise, isRight } from '../../../src/engine/learn/index.ts';
import { evaluate, type CheckInput } from '../../../src/components/check/evaluate.ts';
import { exerciseLinks } from '../../../src/components/check/exercise-links.ts';

describe('exercise links', () => {
  test('a seed link round-trips and makes the same exercise', () => {
    const hash = encodeExercise({ ruleset: 'fuzhou', kind: 'waits', level: 2, seed: 12345 });
    expect(hash).toBe('#r=fuzhou&k=waits&l=2&s=12345');
    const ref = decodeExercise(hash)!;
    expect(ref).toEqual({ ruleset: 'fuzhou', kind: 'waits', level: 2, seed: 12345, options: {} });
    const made = exerciseFromRef(ref)!;
    expect(made).toEqual(generateExercise(ruleset('fuzhou'), 'waits', 2, 12345));
    expect(exerciseLink(made)).toBe(hash);
  });

  test('a teacher’s hand round-trips with its options', () => {
    const situation = { ruleset: 'fuzhou', gold: '9s', concealed: '123m456m789m123p456p7s', winningTile: '7s', winBy: 'self-draw' };
    const hash = encodeExercise({ ruleset: 'fuzhou', kind: 'waits', level: 2, situation, options: { idleGold: false } });
    const ref = decodeExercise(hash)!;
    expect(ref).toEqual({ ruleset: 'fuzhou', kind: 'waits', level: 2, situation, options: { idleGold: false } });
    // Waiting on the 7s for the pair and on the gold 9s (worked out in examples.test.ts).
    expect(exerciseFromRef(ref)!.answer).toEqual(tiles('7s9s'));
    const made = exerciseFromSituation('fuzhou', situation, 'waits', { idleGold: false }, 2);
    expect(made.ok && exerciseLink(made.exercise)).toBe(hash);
  });

  test.each([[''], ['#r=fuzhou'], ['#r=fuzhou&k=nope&s=1'], ['#r=fuzhou&k=waits&l=7&s=1'], ['#r=fuzhou&k=waits&l=1&j={bad'], ['#r=fuzhou&k=waits&l=1&j=[1]']])(
    'a broken link %s names no exercise',
    (hash) => {
      expect(decodeExercise(hash)).toBeNull();
    },
  );

  test('an unknown rule set or a hand that does not fit makes none', () => {
    expect(exerciseFromRef({ ruleset: 'nope', kind: 'waits', level: 1, seed: 1 })).toBeNull();
    // Three tiles are no hand of this rule set: there is no waits question to ask.
    expect(exerciseFromRef({ ruleset: 'fuzhou', kind: 'waits', level: 1, situation: { ruleset: 'fuzhou', gold: '5p', concealed: '123m', winningTile: '1m', winBy: 'self-draw' } })).toBeNull();
  });
});

/** The checker's entry for a hand, as the page would hold it. */
const entry = (over: Partial<CheckInput>): CheckInput => ({ ruleset: 'fuzhou', options: {}, concealed: '', melds: [], winning: '', fields: {}, ...over });

/** The links the checker offers for an entry, each made again from its fragment as the exercise page does. */
function offered(input: CheckInput) {
  return exerciseLinks(evaluate(input), input).map((link) => {
    const ref = decodeExercise(link.fragment)!;
    expect(ref.kind).toBe(link.kind);
    return { kind: link.kind, exercise: exerciseFromRef(ref)! };
  });
}

describe('the checker’s teacher links', () => {
  test('a fuzhou win: its waits, its score and whether it is complete (no fans in fuzhou, no discard from a win)', () => {
    // Five chows and a pair of 7s, won on a 7s; the gold is 9s.
    const links = offered(entry({ concealed: '123m456m789m123p456p77s', winning: '7s', fields: { gold: '9s', winBy: 'self-draw' } }));
    expect(links.map((l) => l.kind)).toEqual(['waits', 'score', 'complete']);
    const [waits, score, complete] = links.map((l) => l.exercise);
    // Without its winning tile it waits on the 7s for the pair and on the gold 9s.
    expect(waits.kind === 'waits' && [...waits.answer].sort()).toEqual(tiles('7s9s').sort());
    // Pinghu (no flowers, no kongs), self-drawn, no gold in hand: 10 + 0 × 2.
    expect(score.answer).toEqual({ base: 10, bonus: 0, multiplier: 2, total: 10 });
    expect(complete.answer).toBe(true);
  });

  test('an mcr win adds the fans it scores', () => {
    const links = offered(entry({ ruleset: 'mcr', concealed: '123m456m789m234p55s', winning: '5s', fields: { winBy: 'discard' } }));
    expect(links.map((l) => l.kind)).toEqual(['waits', 'score', 'fans', 'complete']);
    const fans = links[2].exercise;
    // Pure Straight, Concealed Hand, All Chows, Single Wait (16 + 2 + 2 + 1).
    expect(fans.kind === 'fans' && [...fans.answer].sort()).toEqual(['all-chows', 'concealed-hand', 'pure-straight', 'single-wait']);
    expect(links[1].exercise.answer).toEqual({ total: 21 });
  });

  test('a full hand that does not win: complete or not, and its best discard', () => {
    // Five melds and two loose singles 1s and 7s, gold 9p: throwing either single leaves a single
    // wait on the other (3 unseen) or on the gold (3 unseen, the indicator face up), 6 in all;
    // any other discard breaks a meld and leaves the hand two short.
    const input = entry({ concealed: '123m456m789m123p456p1s7s', winning: '7s', fields: { gold: '9p', winBy: 'self-draw' } });
    expect(evaluate(input).kind).toBe('no-win');
    const links = offered(input);
    expect(links.map((l) => l.kind)).toEqual(['complete', 'best-discard']);
    expect(links[0].exercise.answer).toBe(false);
    const best = links[1].exercise;
    expect(best.kind === 'best-discard' && [...best.answer].sort()).toEqual(tiles('1s7s').sort());
    expect(best.kind === 'best-discard' && best.explain.options.find((o) => o.discard === tiles('1s')[0])?.total).toBe(6);
  });

  test('a hand one short: its waits; one short and waiting on nothing: the same question, answered by none', () => {
    const waiting = offered(entry({ concealed: '123m456m789m456s99p12s', fields: { gold: '5p' } }));
    expect(waiting.map((l) => l.kind)).toEqual(['waits']);
    // The 3s completes 123s; the gold 5p stands for it.
    expect(waiting[0].exercise.kind === 'waits' && [...waiting[0].exercise.answer].sort()).toEqual(tiles('3s5p').sort());
    // Four melds and four loose bamboos two apart: no one tile makes a meld and a pair of them.
    const input = entry({ concealed: '123m456m789m123p1s3s5s7s', fields: { gold: '5p' } });
    const verdict = evaluate(input);
    expect(verdict.kind).toBe('count');
    const none = offered(input);
    expect(none.map((l) => l.kind)).toEqual(['waits']);
    const e = none[0].exercise;
    expect(e.answer).toEqual([]);
    expect(isRight(e, [])).toBe(true);
    expect(isRight(e, tiles('2s'))).toBe(false);
    // Any other count asks nothing.
    expect(offered(entry({ concealed: '123m456m789m1s', fields: { gold: '5p' } }))).toEqual([]);
  });
});
