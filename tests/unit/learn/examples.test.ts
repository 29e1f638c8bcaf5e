// Exercises made from hands worked out by hand: the waits of a hand one short, whether a hand is
// complete, the best discard, who takes a discard, a total and the fans of a hand. Every expected
// value is reasoned out in the comments, not read from the engine.
import { describe, expect, test } from 'vitest';
import { ruleset, tile, tiles } from '../../../src/engine/index.ts';
import { exerciseFromSituation, isRight, wrongFigures, type Exercise } from '../../../src/engine/learn/index.ts';
import { claimExercise } from '../../../src/engine/learn/claim-kind.ts';
import { CLAIM_RANK } from '../../../src/engine/rules/gold-family/game/claims.ts';
import { GD_CLAIM_RANK } from '../../../src/engine/rules/guangdong/game/claims.ts';
import { MCR_CLAIM_RANK } from '../../../src/engine/rules/mcr/game/claims.ts';

const fuzhou = ruleset('fuzhou');
const mcr = ruleset('mcr');

function made(result: ReturnType<typeof exerciseFromSituation>): Exercise {
  if (!result.ok) throw new Error(`no exercise: ${result.reason}`);
  return result.exercise;
}

describe('waits', () => {
  // 123m 456m 789m 123p 456p are five melds; the lone 7s needs its pair. The gold (9s, none in
  // hand) can stand for that 7s, so drawing a gold wins too. 7s: 4 copies, 1 in hand → 3 unseen;
  // 9s: 4 copies, 1 turned up as the gold's indicator → 3 unseen.
  const json = { ruleset: 'fuzhou', gold: '9s', concealed: '123m456m789m123p456p7s', winningTile: '7s', winBy: 'self-draw' };
  const e = made(exerciseFromSituation(fuzhou, json, 'waits'));

  test('the hand waits on 7s and on the gold, each with 3 unseen', () => {
    expect(e.kind).toBe('waits');
    if (e.kind !== 'waits') return;
    expect(e.answer).toEqual(tiles('7s9s'));
    expect(e.explain.waits.map((w) => [w.tile, w.unseen])).toEqual([
      [tile('7s'), 3],
      [tile('9s'), 3],
    ]);
    // The reading the 7s completes: the five chows and the pair of 7s.
    const reading = e.explain.waits[0].reading!;
    expect(reading.filter((g) => g.type === 'chow')).toHaveLength(5);
    expect(reading.find((g) => g.type === 'pair')!.tiles).toEqual(tiles('77s'));
  });

  test('only the whole set of waits is right', () => {
    expect(isRight(e, tiles('7s9s'))).toBe(true);
    expect(isRight(e, tiles('9s7s'))).toBe(true);
    expect(isRight(e, tiles('7s'))).toBe(false);
    expect(isRight(e, tiles('7s8s9s'))).toBe(false);
  });

  test('a winning hand becomes a waits exercise without its winning tile', () => {
    const whole = made(exerciseFromSituation(fuzhou, { ...json, concealed: '123m456m789m123p456p77s' }, 'waits'));
    expect(whole.kind === 'waits' && whole.hand.concealed.length).toBe(16);
    expect(whole.answer).toEqual(tiles('7s9s'));
  });
});

describe('complete', () => {
  test('five chows and a pair of 7s is complete', () => {
    const e = made(exerciseFromSituation(fuzhou, { ruleset: 'fuzhou', gold: '9s', concealed: '123m456m789m123p456p77s', winningTile: '7s', winBy: 'self-draw' }, 'complete'));
    expect(e.answer).toBe(true);
    expect(isRight(e, true)).toBe(true);
    expect(isRight(e, false)).toBe(false);
  });

  // Tiles from winning count draws, each with a discard: throw 8s and draw a 7s (or the reverse)
  // and 77s is the pair. One tile, not the three wilds that would make 78s whole keeping both.
  test('7s 8s instead of the pair is one tile short', () => {
    const e = made(exerciseFromSituation(fuzhou, { ruleset: 'fuzhou', gold: '9s', concealed: '123m456m789m123p456p78s', winningTile: '8s', winBy: 'self-draw' }, 'complete'));
    expect(e.answer).toBe(false);
    expect(e.kind === 'complete' && e.explain.short).toBe(1);
  });
});

describe('best discard', () => {
  // 17 tiles: five chows, 7s and 9s, gold 1s (none in hand). Throwing 9s leaves the 7s waiting for
  // its pair: 7s (3 unseen) and the gold (3 unseen) = 6. Throwing 7s leaves 9s: 3 + 3 = 6. Any
  // other discard breaks a chow and leaves the hand two tiles short: no waits.
  const e = made(exerciseFromSituation(fuzhou, { ruleset: 'fuzhou', gold: '1s', concealed: '123m456m789m123p456p7s9s', winningTile: '9s', winBy: 'self-draw' }, 'best-discard'));

  test('7s and 9s are both best, with 6 winning tiles unseen', () => {
    expect(e.kind).toBe('best-discard');
    if (e.kind !== 'best-discard') return;
    expect(e.answer).toEqual(tiles('7s9s'));
    const totals = Object.fromEntries(e.explain.options.map((o) => [o.discard, o.total]));
    expect(totals[tile('7s')]).toBe(6);
    expect(totals[tile('9s')]).toBe(6);
    expect(totals[tile('1m')]).toBe(0);
    expect(isRight(e, [tile('9s')])).toBe(true);
    expect(isRight(e, [tile('7s')])).toBe(true);
    expect(isRight(e, [tile('5m')])).toBe(false);
  });
});

describe('claim', () => {
  test('a win beats a pong and a chow, whoever is nearer', () => {
    // Seat 0 discards; seat 1 chows, seat 2 pongs, seat 3 wins: the win is the highest claim.
    const e = claimExercise(fuzhou, 1, { from: 'seed', seed: 0 }, 0, tile('3m'), [
      { seat: 1, claim: 'chow' },
      { seat: 2, claim: 'pong' },
      { seat: 3, claim: 'win' },
    ]);
    expect(e.answer).toBe(3);
    expect(isRight(e, 1)).toBe(false);
  });

  test('a pong beats a chow from a nearer seat', () => {
    const e = claimExercise(fuzhou, 1, { from: 'seed', seed: 0 }, 2, tile('5p'), [
      { seat: 3, claim: 'chow' },
      { seat: 1, claim: 'pong' },
    ]);
    expect(e.answer).toBe(1);
  });

  test('the ranks an exercise settles claims by are the ones each table plays by (one constant, no copy)', () => {
    expect(fuzhou.claims.rank).toBe(CLAIM_RANK);
    expect(ruleset('fuzhou-144').claims.rank).toBe(CLAIM_RANK);
    expect(mcr.claims.rank).toBe(MCR_CLAIM_RANK);
    expect(ruleset('guangdong').claims.rank).toBe(GD_CLAIM_RANK);
  });

  test('in MCR a kong and a pong are equal: the nearer seat after the discarder takes it', () => {
    // Discarder seat 0: seat 1 is one seat after, seat 2 two seats after.
    const e = claimExercise(mcr, 1, { from: 'seed', seed: 0 }, 0, tile('5p'), [
      { seat: 1, claim: 'pong' },
      { seat: 2, claim: 'kong' },
    ]);
    expect(e.answer).toBe(1);
    // In fuzhou the kong ranks higher and wins.
    expect(
      claimExercise(fuzhou, 1, { from: 'seed', seed: 0 }, 0, tile('5p'), [
        { seat: 1, claim: 'pong' },
        { seat: 2, claim: 'kong' },
      ]).answer,
    ).toBe(2);
  });
});

describe('score and fans', () => {
  test('the manual’s Pinghu self-draw: 10 + (1 gold + 3 streak) × 2 = 18', () => {
    const json = { ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m12s456s99p5p', winningTile: '9p', winBy: 'self-draw', streak: 3 };
    const e = made(exerciseFromSituation(fuzhou, json, 'score'));
    expect(e.kind === 'score' && e.figures).toEqual(['base', 'bonus', 'multiplier', 'total']);
    expect(e.answer).toEqual({ base: 10, bonus: 4, multiplier: 2, total: 18 });
    expect(e.kind === 'score' && e.explain.figures).toEqual({ base: 10, bonus: 4, multiplier: 2, total: 18 });
    expect(isRight(e, { base: 10, bonus: 4, multiplier: 2, total: 18 })).toBe(true);
    // The total alone is not the answer; a wrong bonus is named as the figure that is wrong.
    expect(isRight(e, 18)).toBe(false);
    expect(isRight(e, { base: 10, bonus: 3, multiplier: 2, total: 18 })).toBe(false);
    expect(wrongFigures(e, { base: 10, bonus: 3, multiplier: 2, total: 18 })).toEqual(['bonus']);
    expect(wrongFigures(e, { base: 10, bonus: 4, multiplier: 2 })).toEqual(['total']);
  });

  test('MCR 123m 456m 789m 234p 55s on a discard: Pure Straight 16, Concealed Hand 2, All Chows 2, Single Wait 1', () => {
    const json = { ruleset: 'mcr', concealed: '123m456m789m234p55s', winningTile: '5s', winBy: 'discard' };
    const e = made(exerciseFromSituation(mcr, json, 'fans'));
    expect(e.kind).toBe('fans');
    if (e.kind !== 'fans') return;
    expect([...e.answer].sort()).toEqual(['all-chows', 'concealed-hand', 'pure-straight', 'single-wait']);
    expect(e.explain.total).toBe(21);
    expect(isRight(e, ['single-wait', 'pure-straight', 'all-chows', 'concealed-hand'])).toBe(true);
    expect(isRight(e, ['pure-straight'])).toBe(false);
  });

  test('MCR asks the total alone (its fans are a question of their own): 16 + 2 + 2 + 1 = 21', () => {
    const json = { ruleset: 'mcr', concealed: '123m456m789m234p55s', winningTile: '5s', winBy: 'discard' };
    const e = made(exerciseFromSituation(mcr, json, 'score'));
    expect(e.kind === 'score' && e.figures).toEqual(['total']);
    expect(e.answer).toEqual({ total: 21 });
    expect(isRight(e, { total: 21 })).toBe(true);
    expect(wrongFigures(e, { total: 20 })).toEqual(['total']);
  });

  test('fans are offered only where score lines are fans', () => {
    expect(exerciseFromSituation(fuzhou, { ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m12s456s99p5p', winningTile: '9p', winBy: 'self-draw' }, 'fans')).toEqual({
      ok: false,
      reason: 'kind',
    });
  });

  test('a situation that does not parse is no exercise', () => {
    expect(exerciseFromSituation(fuzhou, { ruleset: 'fuzhou', gold: '5p', concealed: '12x', winningTile: '9p', winBy: 'self-draw' }, 'score')).toEqual({ ok: false, reason: 'situation' });
  });
});
