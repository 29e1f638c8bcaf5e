// Small hands, the first exercises of every path: a set or two and a pair of one suit. Every
// expected answer is worked out by hand in the comments; the generated ones keep to one suit.
import { describe, expect, test } from 'vitest';
import { allRulesets, ruleset, tile, tiles, type Tile } from '../../../src/engine/index.ts';
import { decodeExercise, encodeExercise, exerciseLink, generateExercise, isRight, type Exercise } from '../../../src/engine/learn/index.ts';
import { bestDiscardFromHand, completeFromHand, waitsFromHand } from '../../../src/engine/learn/hand-kinds.ts';

const seed = { from: 'seed', seed: 0 } as const;
const hand = (code: string, gold: Tile | null = null) => ({ concealed: tiles(code), melds: [], wild: gold });
function must(e: Exercise | null): Exercise {
  if (!e) throw new Error('no exercise');
  return e;
}

describe('waits of four tiles (one set and a pair, one short)', () => {
  test('guangdong 2-3 and 5-5 of bamboo: the 1 or the 4 finish 2-3, and a Red dragon is wild', () => {
    // 1s: 123s + 55s; 4s: 234s + 55s; 5s would make 555s and leave 2-3 with no pair; 7z stands for either.
    const e = must(waitsFromHand(ruleset('guangdong'), hand('2355s'), 1, seed, 5));
    expect(e.answer).toEqual(tiles('14s7z'));
    expect(e.size).toBe(5);
  });

  test('fuzhou-144 4-5-6-7 of dots, gold 5m: the 4 (44p 567p) or the 7 (456p 77p), and the gold', () => {
    const e = must(waitsFromHand(ruleset('fuzhou-144'), hand('4567p', tile('5m')), 1, seed, 5));
    expect(e.answer).toEqual(tiles('5m47p'));
  });

  test('mcr 4-5-6-7 of dots has no wild: the 4 or the 7 only', () => {
    const e = must(waitsFromHand(ruleset('mcr'), hand('4567p'), 1, seed, 5));
    expect(e.answer).toEqual(tiles('47p'));
    // 7p: four copies, one in hand, three unseen.
    expect(e.kind === 'waits' && e.explain.waits.find((w) => w.tile === tile('7p'))?.unseen).toBe(3);
    expect(isRight(e, tiles('47p'))).toBe(true);
    expect(isRight(e, tiles('4p'))).toBe(false);
  });

  test('seven tiles (two sets and a pair, one short): 1-1-1-2-3-4-5 of characters waits on 2, 3, 5 and 6', () => {
    // 2m: 111 22 345; 3m: 11 123 345; 5m: 111 234 55; 6m: 11 123 456. 1m leaves 2345 with no pair
    // beside 111 1; 4m: 111 2345 4 holds no pair and 11 1234 45 no set. No wild in MCR.
    const e = must(waitsFromHand(ruleset('mcr'), hand('1112345m'), 1, seed, 8));
    expect(e.answer).toEqual(tiles('2356m'));
  });
});

describe('complete or not', () => {
  const mcr = ruleset('mcr');
  test('3-4-5 of dots and a pair of 8s is one set and a pair', () => {
    const e = must(completeFromHand(mcr, hand('34588p'), 1, seed, 5));
    expect(e.answer).toBe(true);
    expect(e.kind === 'complete' && e.explain.readings[0].map((g) => g.type).sort()).toEqual(['chow', 'pair']);
  });
  test('3-4-5-8-9 of dots is one tile short (swap the 9 for an 8)', () => {
    const e = must(completeFromHand(mcr, hand('34589p'), 1, seed, 5));
    expect(e.answer).toBe(false);
    expect(e.kind === 'complete' && e.explain.short).toBe(1);
  });
  test('1-2-3, 7-7-7 and 4-4 of bamboo is two sets and a pair', () => {
    expect(must(completeFromHand(ruleset('guangdong'), hand('12344777s'), 1, seed, 8)).answer).toBe(true);
  });
});

describe('best discard of five tiles', () => {
  test('1, 3, 5, 5, 9 of bamboo: throwing the 9 keeps 1-3 waiting on the 2 (4 unseen) with 5-5 the pair', () => {
    // Throw 1: 3559 needs two tiles; throw 3: 1559; throw 5: 1359: none waits. Only the 9 leaves a wait.
    const e = must(bestDiscardFromHand(ruleset('mcr'), hand('13559s'), 1, seed, 5));
    expect(e.answer).toEqual(tiles('9s'));
    expect(e.kind === 'best-discard' && e.explain.options.find((o) => o.discard === tile('9s'))?.total).toBe(4);
  });
});

describe('generated small hands', () => {
  for (const rules of allRulesets())
    for (const size of [5, 8])
      for (const kind of ['complete', 'waits', 'best-discard'] as const)
        test(`${rules.name} ${kind} on ${size} tiles: one suit, nothing exposed, no wild held, answerable`, () => {
          for (let s = 1; s <= 30; s++) {
            const e = must(generateExercise(rules, kind, 1, s, size));
            if (!('hand' in e)) throw new Error('no hand');
            const held = kind === 'waits' ? size - 1 : size;
            expect(e.hand.concealed).toHaveLength(held);
            expect(e.hand.melds).toEqual([]);
            expect(new Set(e.hand.concealed.map((t) => Math.floor(t / 9))).size).toBe(1);
            expect(e.hand.concealed.every((t) => t < 27 && t !== e.hand.wild)).toBe(true);
            expect(e.size).toBe(size);
            const answer = e.kind === 'complete' ? e.answer : e.kind === 'best-discard' ? [e.answer[0]] : e.answer;
            expect(isRight(e, answer as never)).toBe(true);
          }
        });

  test('a small size only for the shape kinds, and a size the rule set cannot have is none', () => {
    const fuzhou = ruleset('fuzhou');
    expect(generateExercise(fuzhou, 'score', 1, 1, 5)).toBeNull();
    expect(generateExercise(fuzhou, 'waits', 1, 1, 6)).toBeNull();
    // The whole hand's size is the whole hand: the same exercise as with no size.
    expect(generateExercise(fuzhou, 'waits', 1, 7, 17)).toEqual(generateExercise(fuzhou, 'waits', 1, 7));
  });

  test('a link keeps the size, and reopens the same small hand', () => {
    const e = must(generateExercise(ruleset('guangdong'), 'waits', 1, 42, 8));
    expect(exerciseLink(e)).toBe('#r=guangdong&k=waits&l=1&s=42&n=8');
    expect(decodeExercise(exerciseLink(e))).toEqual({ ruleset: 'guangdong', kind: 'waits', level: 1, seed: 42, size: 8, options: {} });
    expect(encodeExercise({ ruleset: 'mcr', kind: 'complete', level: 1, seed: 3 })).toBe('#r=mcr&k=complete&l=1&s=3');
  });
});
