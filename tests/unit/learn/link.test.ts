// An exercise in a link: a generated one by its seed, a teacher's hand by its situation JSON and
// options; a link reopens the same exercise; a broken link names none.
import { describe, expect, test } from 'vitest';
import { ruleset, tiles } from '../../../src/engine/index.ts';
import { decodeExercise, encodeExercise, exerciseFromRef, exerciseFromSituation, exerciseLink, generateExercise } from '../../../src/engine/learn/index.ts';

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
