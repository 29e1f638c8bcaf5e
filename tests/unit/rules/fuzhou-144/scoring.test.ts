// The hand rulings of fuzhou-144 (the classic 144-tile table), each tested so that reading it
// differently would fail. Every expected number is worked out by hand in a comment beside it.
// The gold is 5p unless a test says otherwise; only three golds are in play (the fourth 5p is the
// face-up indicator) except in a gold grab, where the indicator itself joins the winner's hand.
//
// Scoring (fuzhou-144 ruling 8): points = 3 + golds + bonus tiles (1 each, a complete set 6)
// + exposed kongs × 1 + concealed kongs × 2 + streak × 2; total = points × the multiplier of the
// highest named hand: standard ×1, self-draw ×2, three golds ×3, gold pair ×4, gold grab ×5,
// gold dragon ×8. Each of the other three pays the total.
import { describe, expect, it } from 'vitest';
import { ruleset } from '../../../../src/engine/index.ts';
import { breakdown, itemOf, pointsOf, problemOf, score, won, type Json144 } from './helpers.ts';

// Hands, each checked by hand to be 17 tiles that form five melds and a pair (golds wild), with no
// kind more than 4 times (the gold kind at most 3 times outside a gold grab).
/** 123m 456m 789m 123s 456s + 99p: 9 + 6 + 2 = 17 tiles, no gold. */
const NATURAL = '123m456m789m123s456s99p';
/** The same five melds, 9p + one gold (as 9p) for the pair: 15 + 2 = 17, one gold. */
const LONE = '123m456m789m123s456s9p5p';
/** Five natural melds + two golds as the pair: 15 + 2 = 17, two golds. */
const GOLD_PAIR = '123m456m789m123s456s5p5p';
/** 123m 456m 789m 123s + 99s pair + three golds as their own triplet: 12 + 2 + 3 = 17. */
const DRAGON = '123m456m789m123s99s5p5p5p';
/**
 * Three golds that must each work in a different group: 123m 456m 789m, 12s+G (123s), 99p+G (999p),
 * 9s+G (pair 99s): 9 + 2 + 2 + 1 + 3 = 17. No dragon (12s, 9s, 99p are no four melds and a pair
 * without golds) and no gold pair (three golds, not two).
 */
const WORKING = '123m456m789m12s9s99p5p5p5p';
/**
 * No shape even with three golds: 11m 5m 99m / 1s 3s 5s 7s 99s / 11p 9p / GGG is 5 + 6 + 3 + 3 = 17.
 * Four natural pairs (11m 99m 99s 11p) alone need three golds to become three triplets and a pair,
 * leaving 5m, 9p, 1s3s and 5s7s with no gold at all.
 */
const SHAPELESS = '11599m135799s119p555p';

const discard = (concealed: string, winningTile: string, more: Partial<Json144> = {}): Partial<Json144> => ({ concealed, winningTile, winBy: 'discard', ...more });
const selfDraw = (concealed: string, winningTile: string, more: Partial<Json144> = {}): Partial<Json144> => ({ concealed, winningTile, winBy: 'self-draw', ...more });

describe('fuzhou-144 ruling 1: honors are bonus tiles, four of each, never held', () => {
  it('rejects an honor in the hand', () => {
    // 123m 456m 789m 123s 456s + 1z1z: 15 + 2 = 17 tiles, but 1z is a bonus tile.
    expect(problemOf(discard('123m456m789m123s456s1z1z', '1m'))).toMatchObject({ code: 'flower-in-hand', path: ['concealed'] });
  });
  it('counts up to four copies of an honor among the bonus tiles (fuzhou has only one of each)', () => {
    // 1z 1z 1z 2z 2z 2z: two incomplete honor sets, six single tiles: 3 + 6 = 9, discard ×1 = 9.
    const w = won(discard(NATURAL, '9p', { flowers: '1z1z1z2z2z2z' }));
    expect(w).toMatchObject({ ok: true, ruleset: 'fuzhou-144', win: 'standard', points: 9, multiplier: 1, total: 9 });
  });
  it('honors, flowers and seasons all count, one each', () => {
    // 1z 5z 7z 2f: four different tiles, no set: 3 + 4 = 7, ×1 = 7.
    expect(won(discard(NATURAL, '9p', { flowers: '1z5z7z2f' }))).toMatchObject({ points: 7, multiplier: 1, total: 7 });
  });
  it('a fifth copy of an honor, or a second copy of a flower, cannot exist', () => {
    expect(problemOf(discard(NATURAL, '9p', { flowers: '3z3z3z3z3z' }))).toMatchObject({ code: 'too-many-copies', path: ['flowers'] });
    expect(problemOf(discard(NATURAL, '9p', { flowers: '1f1f' }))).toMatchObject({ code: 'too-many-copies', path: ['flowers'] });
  });
});

describe('fuzhou-144 rulings 2 and 3: golds are wild in the concealed part and never melded', () => {
  it('rejects a chow holding the gold, naming the meld', () => {
    // chow 345p + 123m 456m 789m 123s 99s: 3 + 14 = 17, but 5p is the gold.
    expect(problemOf({ concealed: '123m456m789m123s99s', melds: [{ type: 'chow', tiles: '345p' }], winningTile: '9s' })).toMatchObject({
      code: 'gold-in-meld',
      path: ['melds', 0, 'tiles'],
    });
  });
  it('rejects a pong of golds, naming the meld by its index', () => {
    // chow 123m, pong 555p + 456m 789m 123s 99s: 6 + 11 = 17.
    const melds = [
      { type: 'chow' as const, tiles: '123m' },
      { type: 'pong' as const, tiles: '555p' },
    ];
    expect(problemOf({ concealed: '456m789m123s99s', melds, winningTile: '9s' })).toMatchObject({ code: 'gold-in-meld', path: ['melds', 1, 'tiles'] });
  });
});

describe('fuzhou-144 ruling 3: no idle gold (a gold is never discarded)', () => {
  it('a lone gold waiting on anything wins on a discard (fuzhou would refuse it as an idle gold)', () => {
    // 3 + 1 gold = 4, standard ×1 = 4.
    const w = won(discard(LONE, '9p'));
    expect(w).toMatchObject({ win: 'standard', golds: 1, points: 4, multiplier: 1, total: 4 });
  });
  it('and on a robbed kong', () => {
    // The robbed tile is 1m (one copy in the hand). 3 + 1 = 4, standard ×1 = 4.
    expect(won({ concealed: LONE, winningTile: '1m', winBy: 'rob-kong' })).toMatchObject({ win: 'standard', points: 4, multiplier: 1, total: 4 });
  });
  it('and by self-draw', () => {
    // 3 + 1 = 4, self-draw ×2 = 8.
    expect(won(selfDraw(LONE, '9p'))).toMatchObject({ win: 'self-draw', points: 4, multiplier: 2, total: 8 });
  });
  it('goldDiscardable=true: a player who discarded a gold wins only by self-draw (seed 002, a dead gold)', () => {
    const more = { goldDiscarded: true } as Partial<Json144>;
    expect(score(discard(NATURAL, '9p', more), { goldDiscardable: true })).toMatchObject({ ok: false, reason: 'discarded-gold' });
    // Self-draw still wins: 3 + 0 golds = 3, self-draw ×2 = 6.
    expect(won(selfDraw(NATURAL, '9p', more), { goldDiscardable: true })).toMatchObject({ win: 'self-draw', total: 6 });
  });
});

describe('fuzhou-144 ruling 4: gold grab', () => {
  it('the grabbed indicator completes the hand and counts as a gold held', () => {
    // 16 tiles 123m 456m 789m 123s 456s 9p + the indicator 5p (as 9p): 1 gold. 3 + 1 = 4, ×5 = 20.
    expect(won({ concealed: LONE, winningTile: '5p', winBy: 'gold-grab' })).toMatchObject({
      win: 'gold-grab',
      golds: 1,
      points: 4,
      multiplier: 5,
      total: 20,
    });
  });
  it('the indicator makes a fourth gold legal in a grab, and only there', () => {
    // 123m 456m 789m 123s + GGG (a triplet) + 9p+G (pair): 9 + 3 + 1 + 4 = 17, four 5p = the three
    // in play + the indicator. No dragon or gold pair: the fourth gold is in another group.
    const four = '123m456m789m123s9p5p5p5p5p';
    // 3 + 4 golds = 7, gold grab ×5 = 35.
    expect(won({ concealed: four, winningTile: '5p', winBy: 'gold-grab' })).toMatchObject({ win: 'gold-grab', golds: 4, points: 7, multiplier: 5, total: 35 });
    expect(problemOf(selfDraw(four, '9p'))).toMatchObject({ code: 'too-many-golds' });
    expect(problemOf(discard(four, '9p'))).toMatchObject({ code: 'too-many-golds' });
  });
});

describe('fuzhou-144 ruling 5: three golds, gold pair and gold dragon', () => {
  it('three golds win with any shape by self-draw', () => {
    // 3 + 3 golds = 6, three golds ×3 = 18; no reading to show.
    const w = won(selfDraw(SHAPELESS, '5p'));
    expect(w).toMatchObject({ win: 'three-golds', golds: 3, points: 6, multiplier: 3, total: 18 });
    expect(w.decomposition).toBeNull();
  });
  it('three golds without a shape are no win on a discard', () => {
    expect(score(discard(SHAPELESS, '3s'))).toEqual({ ok: false, reason: 'incomplete' });
  });
  it('three golds working in a complete hand: ×3 self-drawn, a standard win on a discard', () => {
    // 3 + 3 = 6; self-draw: three golds ×3 = 18; discard: standard ×1 = 6.
    expect(won(selfDraw(WORKING, '9s'))).toMatchObject({ win: 'three-golds', points: 6, multiplier: 3, total: 18 });
    expect(won(discard(WORKING, '9s'))).toMatchObject({ win: 'standard', points: 6, multiplier: 1, total: 6 });
  });
  it('gold pair: two golds as the pair, five natural melds, also on a discard', () => {
    // 3 + 2 golds = 5, gold pair ×4 = 20, however it was won.
    expect(won(selfDraw(GOLD_PAIR, '6s'))).toMatchObject({ win: 'gold-pair', golds: 2, points: 5, multiplier: 4, total: 20 });
    expect(won(discard(GOLD_PAIR, '6s'))).toMatchObject({ win: 'gold-pair', points: 5, multiplier: 4, total: 20 });
  });
  it('a third gold inside a meld spoils the gold pair', () => {
    // 123m 456m 789m 123s + 45s+G (345s/456s) + GG pair: 9 + 3 + 2 + 3 = 17. The meld 45s+G is not
    // natural, and no reading leaves all five melds natural.
    const hand = '123m456m789m123s45s5p5p5p';
    // discard: 3 + 3 = 6, standard ×1 = 6 (not gold pair 6 × 4 = 24).
    expect(won(discard(hand, '4s'))).toMatchObject({ win: 'standard', points: 6, multiplier: 1, total: 6 });
    // self-draw: three golds ×3 = 18 (not gold pair ×4 = 24).
    expect(won(selfDraw(hand, '4s'))).toMatchObject({ win: 'three-golds', points: 6, multiplier: 3, total: 18 });
  });
  it('gold dragon: three golds as their own triplet, the rest natural, also on a discard', () => {
    // 3 + 3 golds = 6, gold dragon ×8 = 48.
    expect(won(discard(DRAGON, '9s'))).toMatchObject({ win: 'gold-dragon', golds: 3, points: 6, multiplier: 8, total: 48 });
  });
});

describe('fuzhou-144 ruling 8: the multiplier of each named hand', () => {
  // [win, situation, points, multiplier, total]
  it.each<[string, Partial<Json144>, number, number, number]>([
    ['standard', discard(NATURAL, '9p'), 3, 1, 3], // 3 × 1 = 3
    ['standard', { concealed: NATURAL, winningTile: '1m', winBy: 'rob-kong' }, 3, 1, 3], // a robbed kong pays like a discard: 3 × 1 = 3
    ['self-draw', selfDraw(NATURAL, '9p'), 3, 2, 6], // 3 × 2 = 6
    ['three-golds', selfDraw(SHAPELESS, '5p'), 6, 3, 18], // (3 + 3) × 3 = 18
    ['gold-pair', selfDraw(GOLD_PAIR, '6s'), 5, 4, 20], // (3 + 2) × 4 = 20
    ['gold-grab', { concealed: LONE, winningTile: '5p', winBy: 'gold-grab' }, 4, 5, 20], // (3 + 1) × 5 = 20
    ['gold-dragon', selfDraw(DRAGON, '9s'), 6, 8, 48], // (3 + 3) × 8 = 48
  ])('%s', (win, fields, points, multiplier, total) => {
    const w = won(fields);
    expect(w).toMatchObject({ ok: true, ruleset: 'fuzhou-144', win, points, multiplier, total });
    expect(w.items.at(-1)).toMatchObject({ id: `multiplier.${win}`, each: multiplier });
    expect(w.items.filter((i) => i.id.startsWith('multiplier.'))).toHaveLength(1);
  });
});

describe('fuzhou-144 ruling 8: only the highest named hand counts', () => {
  it('a self-drawn gold pair is ×4, not self-draw ×2', () => {
    // (3 + 2) × 4 = 20, not (3 + 2) × 2 = 10.
    expect(won(selfDraw(GOLD_PAIR, '6s'))).toMatchObject({ win: 'gold-pair', multiplier: 4, total: 20 });
  });
  it('a self-drawn gold dragon is ×8, not three golds ×3', () => {
    // (3 + 3) × 8 = 48, not (3 + 3) × 3 = 18; the drawn tile may be one of the golds.
    expect(won(selfDraw(DRAGON, '9s'))).toMatchObject({ win: 'gold-dragon', multiplier: 8, total: 48 });
    expect(won(selfDraw(DRAGON, '5p'))).toMatchObject({ win: 'gold-dragon', multiplier: 8, total: 48 });
  });
  it('a gold grab that makes a gold pair is ×5, not ×4', () => {
    // 15 natural tiles + one gold held + the grabbed indicator as the pair: (3 + 2) × 5 = 25, not × 4 = 20.
    expect(won({ concealed: GOLD_PAIR, winningTile: '5p', winBy: 'gold-grab' })).toMatchObject({ win: 'gold-grab', golds: 2, multiplier: 5, total: 25 });
  });
  it('a gold grab that makes a gold dragon is ×8, not ×5', () => {
    // Two golds held + the grabbed indicator as their own triplet: (3 + 3) × 8 = 48, not × 5 = 30.
    expect(won({ concealed: DRAGON, winningTile: '5p', winBy: 'gold-grab' })).toMatchObject({ win: 'gold-dragon', golds: 3, multiplier: 8, total: 48 });
  });
});

describe('fuzhou-144 ruling 8: points, item by item', () => {
  // Every case is NATURAL won on a discard (standard, ×1) unless it says otherwise: 3 base points.
  it('base: 3', () => {
    const w = won(discard(NATURAL, '9p'));
    expect(w).toMatchObject({ points: 3, multiplier: 1, total: 3 });
    expect(itemOf(w, 'points.base')).toMatchObject({ count: 1, each: 3, points: 3 });
  });

  it('golds: 1 per gold held', () => {
    // one gold (LONE): 3 + 1 = 4
    expect(itemOf(won(discard(LONE, '9p')), 'points.golds')).toMatchObject({ count: 1, points: 1 });
    expect(won(discard(LONE, '9p'))).toMatchObject({ points: 4, total: 4 });
    // two golds, both inside melds (1s+G+G as 123s or 111s; no gold pair: 1s would be left alone):
    // 123m 456m 789m 456s 99p + 1s + GG = 9 + 3 + 2 + 1 + 2 = 17. 3 + 2 = 5, ×1 = 5.
    const two = won(discard('123m456m789m1s456s99p5p5p', '1s'));
    expect(two).toMatchObject({ win: 'standard', golds: 2, points: 5, total: 5 });
    expect(itemOf(two, 'points.golds')).toMatchObject({ count: 2, each: 1, points: 2 });
    // three golds (WORKING on a discard): 3 + 3 = 6, ×1 = 6
    expect(itemOf(won(discard(WORKING, '9s')), 'points.golds')).toMatchObject({ count: 3, points: 3 });
  });

  it('single bonus tiles: 1 each', () => {
    // 3f 7f: no set, 2 singles: 3 + 2 = 5, ×1 = 5.
    const w = won(discard(NATURAL, '9p', { flowers: '3f7f' }));
    expect(w).toMatchObject({ points: 5, total: 5 });
    expect(itemOf(w, 'points.bonus-tiles')).toMatchObject({ count: 2, each: 1, points: 2 });
    expect(pointsOf(w, 'points.bonus-sets')).toBe(0);
  });

  it.each([
    ['four of one honor', '6z6z6z6z'],
    ['all of 1f–4f (梅蘭竹菊)', '1f2f3f4f'],
    ['all of 5f–8f (春夏秋冬)', '5f6f7f8f'],
    ['all of 1f–4f written out of order', '4f2f1f3f'],
  ])('a complete set (%s) scores 6, not 4', (_, flowers) => {
    // 3 + 6 = 9, ×1 = 9 (four singles would be 3 + 4 = 7).
    const w = won(discard(NATURAL, '9p', { flowers }));
    expect(w).toMatchObject({ points: 9, multiplier: 1, total: 9 });
    expect(itemOf(w, 'points.bonus-sets')).toMatchObject({ count: 1, each: 6, points: 6 });
    expect(pointsOf(w, 'points.bonus-tiles')).toBe(0);
  });

  it.each<[string, string, number]>([
    ['three of one honor', '6z6z6z', 3], // 3 + 3 = 6
    ['three of 1f–4f', '1f2f3f', 3], // 3 + 3 = 6
    ['three of 5f–8f', '5f6f7f', 3], // 3 + 3 = 6
    ['four flowers across both sets', '1f2f3f5f', 4], // 3 + 4 = 7
    ['four different winds (not four of one honor)', '1z2z3z4z', 4], // 3 + 4 = 7
    ['four different dragons and winds', '5z6z7z1z', 4], // 3 + 4 = 7
  ])('an incomplete set (%s) scores 1 a tile', (_, flowers, singles) => {
    const w = won(discard(NATURAL, '9p', { flowers }));
    expect(w).toMatchObject({ points: 3 + singles, total: 3 + singles });
    expect(itemOf(w, 'points.bonus-tiles')).toMatchObject({ count: singles, each: 1, points: singles });
    expect(pointsOf(w, 'points.bonus-sets')).toBe(0);
  });

  it('sets and singles together', () => {
    // 1f–4f (6) + 8f (1): 3 + 6 + 1 = 10, ×1 = 10.
    const one = won(discard(NATURAL, '9p', { flowers: '1f2f3f4f8f' }));
    expect(one).toMatchObject({ points: 10, total: 10 });
    expect(itemOf(one, 'points.bonus-sets')).toMatchObject({ count: 1, points: 6 });
    expect(itemOf(one, 'points.bonus-tiles')).toMatchObject({ count: 1, points: 1 });
    // both flower sets: 3 + 6 + 6 = 15; four 1z + four 7z: 3 + 6 + 6 = 15.
    expect(won(discard(NATURAL, '9p', { flowers: '1f2f3f4f5f6f7f8f' }))).toMatchObject({ points: 15, total: 15 });
    const honors = won(discard(NATURAL, '9p', { flowers: '1z1z1z1z7z7z7z7z' }));
    expect(honors).toMatchObject({ points: 15, total: 15 });
    expect(itemOf(honors, 'points.bonus-sets')).toMatchObject({ count: 2, each: 6, points: 12 });
    // four 2z + three 3z: 3 + 6 + 3 = 12.
    expect(won(discard(NATURAL, '9p', { flowers: '2z2z2z2z3z3z3z' }))).toMatchObject({ points: 12, total: 12 });
  });

  it('all 36 bonus tiles: nine complete sets', () => {
    // 7 honors × 4 + 8 flowers = 36 tiles = 7 honor sets + 2 flower sets = 9 sets: 3 + 9 × 6 = 57, ×1 = 57.
    const all = '1z1z1z1z2z2z2z2z3z3z3z3z4z4z4z4z5z5z5z5z6z6z6z6z7z7z7z7z1f2f3f4f5f6f7f8f';
    const w = won(discard(NATURAL, '9p', { flowers: all }));
    expect(w).toMatchObject({ points: 57, total: 57 });
    expect(itemOf(w, 'points.bonus-sets')).toMatchObject({ count: 9, each: 6, points: 54 });
  });

  it('bonus points are multiplied with the rest', () => {
    // four 1z, self-draw: (3 + 6) × 2 = 18.
    expect(won(selfDraw(NATURAL, '9p', { flowers: '1z1z1z1z' }))).toMatchObject({ win: 'self-draw', points: 9, multiplier: 2, total: 18 });
  });

  it('exposed kongs (claimed or added): 1 each', () => {
    // kong 1111s + 123m 456m 789m 456s 99p: 3 + 14 = 17 (a kong counts as 3 of the 17). 3 + 1 = 4.
    const claimed = won({ concealed: '123m456m789m456s99p', melds: [{ type: 'kong', tiles: '1111s' }], winningTile: '9p', winBy: 'discard' });
    expect(claimed).toMatchObject({ points: 4, total: 4 });
    expect(itemOf(claimed, 'points.exposed-kongs')).toMatchObject({ count: 1, each: 1, points: 1 });
    const added = won({ concealed: '123m456m789m456s99p', melds: [{ type: 'added-kong', tiles: '2222s' }], winningTile: '9p', winBy: 'discard' });
    expect(added).toMatchObject({ points: 4, total: 4 });
    // kong 1111s + added kong 2222s + 123m 456m 789m 99p: 6 + 11 = 17. 3 + 1 + 1 = 5.
    const both = won({
      concealed: '123m456m789m99p',
      melds: [
        { type: 'kong', tiles: '1111s' },
        { type: 'added-kong', tiles: '2222s' },
      ],
      winningTile: '9p',
      winBy: 'discard',
    });
    expect(both).toMatchObject({ points: 5, total: 5 });
    expect(itemOf(both, 'points.exposed-kongs')).toMatchObject({ count: 2, each: 1, points: 2 });
  });

  it('concealed kongs: 2 each', () => {
    // concealed kong 9999m + 123m 456m 123s 456s 99p: 3 + 14 = 17. 3 + 2 = 5, ×1 = 5.
    const w = won({ concealed: '123m456m123s456s99p', melds: [{ type: 'concealed-kong', tiles: '9999m' }], winningTile: '9p', winBy: 'discard' });
    expect(w).toMatchObject({ points: 5, total: 5 });
    expect(itemOf(w, 'points.concealed-kongs')).toMatchObject({ count: 1, each: 2, points: 2 });
  });

  it('chows and pongs score nothing', () => {
    // pong 111s, chow 789m + 123m 456m 456s 99p: 6 + 11 = 17. 3 + 0 = 3.
    const melds = [
      { type: 'pong' as const, tiles: '111s' },
      { type: 'chow' as const, tiles: '789m' },
    ];
    expect(won({ concealed: '123m456m456s99p', melds, winningTile: '9p', winBy: 'discard' })).toMatchObject({ points: 3, total: 3 });
  });

  it('streak: 2 a hand', () => {
    // streak 2 on a discard: 3 + 2 × 2 = 7, ×1 = 7.
    const w = won(discard(NATURAL, '9p', { streak: 2 }));
    expect(w).toMatchObject({ points: 7, total: 7 });
    expect(itemOf(w, 'points.streak')).toMatchObject({ count: 2, each: 2, points: 4 });
    // streak 1, self-drawn: (3 + 2) × 2 = 10.
    expect(won(selfDraw(NATURAL, '9p', { streak: 1 }))).toMatchObject({ points: 5, total: 10 });
  });

  it('every item at once, in order', () => {
    // exposed kong 1111p, added kong 2222p, concealed kong 9999m + 123s 78s 99s 5p (8 tiles = 17 − 3 × 3);
    // 78s + the gold make 678s or 789s, 99s is the pair. One gold, so no gold pair.
    const w = won({
      concealed: '123s78s99s5p',
      melds: [
        { type: 'kong', tiles: '1111p' },
        { type: 'added-kong', tiles: '2222p' },
        { type: 'concealed-kong', tiles: '9999m' },
      ],
      winningTile: '8s',
      winBy: 'self-draw',
      flowers: '1f5f6f7f8f',
      streak: 2,
    });
    // base 3 + golds 1 + single 1f 1 + set 5f–8f 6 + exposed kongs 2 × 1 + concealed kong 1 × 2 + streak 2 × 2
    //   = 3 + 1 + 1 + 6 + 2 + 2 + 4 = 19; self-draw: 19 × 2 = 38.
    expect(w).toMatchObject({ win: 'self-draw', golds: 1, points: 19, multiplier: 2, total: 38 });
    expect(w.items.map((i) => i.id)).toEqual([
      'points.base',
      'points.golds',
      'points.bonus-tiles',
      'points.bonus-sets',
      'points.exposed-kongs',
      'points.concealed-kongs',
      'points.streak',
      'multiplier.self-draw',
    ]);
    expect(breakdown(w)).toEqual({
      'points.base': [1, 3, 3],
      'points.golds': [1, 1, 1],
      'points.bonus-tiles': [1, 1, 1],
      'points.bonus-sets': [1, 6, 6],
      'points.exposed-kongs': [2, 1, 2],
      'points.concealed-kongs': [1, 2, 2],
      'points.streak': [2, 2, 4],
    });
    expect(w.items.at(-1)).toMatchObject({ id: 'multiplier.self-draw', each: 2 });
    for (const item of w.items.filter((i) => i.id.startsWith('points.'))) expect(item.ruling).toBe(8);
    expect(w.payments).toEqual([{ from: 'each-other', amount: 38, reason: 'win' }]);
  });
});

describe('fuzhou-144 ruling 8: payments, and the option whoPays', () => {
  it('by default each of the other three pays the total, a discard win too', () => {
    expect(won(discard(NATURAL, '9p')).payments).toEqual([{ from: 'each-other', amount: 3, reason: 'win' }]);
    expect(won(discard(NATURAL, '9p'), { whoPays: 'each-other' }).payments).toEqual([{ from: 'each-other', amount: 3, reason: 'win' }]);
    // gold dragon on a discard: 48 from each.
    expect(won(discard(DRAGON, '9s')).payments).toEqual([{ from: 'each-other', amount: 48, reason: 'win' }]);
  });
  it('whoPays=discarder: only the discarder pays on a discard or a robbed kong, the total unchanged', () => {
    // (3 + 2 golds) × 4 = 20 on a discard (gold pair), all of it from the discarder.
    const pair = won(discard(GOLD_PAIR, '6s'), { whoPays: 'discarder' });
    expect(pair).toMatchObject({ win: 'gold-pair', total: 20 });
    expect(pair.payments).toEqual([{ from: 'discarder', amount: 20, reason: 'win' }]);
    // robbed kong: 3 × 1 = 3, from the player whose kong was robbed.
    const robbed = won({ concealed: NATURAL, winningTile: '1m', winBy: 'rob-kong' }, { whoPays: 'discarder' });
    expect(robbed.payments).toEqual([{ from: 'discarder', amount: 3, reason: 'win' }]);
  });
  it('whoPays=discarder changes nothing for a self-draw or a gold grab', () => {
    // self-draw 3 × 2 = 6; gold grab (3 + 1) × 5 = 20: each other player pays.
    expect(won(selfDraw(NATURAL, '9p'), { whoPays: 'discarder' }).payments).toEqual([{ from: 'each-other', amount: 6, reason: 'win' }]);
    expect(won({ concealed: LONE, winningTile: '5p', winBy: 'gold-grab' }, { whoPays: 'discarder' }).payments).toEqual([{ from: 'each-other', amount: 20, reason: 'win' }]);
  });
  it('is a named option, each-other by default, and rejects other values', () => {
    const rs = ruleset('fuzhou-144');
    expect(rs.name).toBe('fuzhou-144');
    expect(rs.options).toMatchObject({ whoPays: 'each-other' });
    const spec = rs.optionSpecs.find((o) => o.id === 'whoPays');
    expect(spec).toMatchObject({ default: 'each-other' });
    expect([...(spec?.values ?? [])].sort()).toEqual(['discarder', 'each-other']);
    expect(problemOf(discard(NATURAL, '9p'), { whoPays: 'nobody' })).toMatchObject({ path: ['options', 'whoPays'] });
  });
});

describe('fuzhou-144 ruling 8: the option streakBonus', () => {
  it("is every-winner by default: the situation's streak scores 2 a hand for any winner", () => {
    // streak 3, discard: 3 + 3 × 2 = 9.
    expect(won(discard(NATURAL, '9p', { streak: 3 }))).toMatchObject({ points: 9, total: 9 });
    expect(won(discard(NATURAL, '9p', { streak: 3 }), { streakBonus: 'every-winner' })).toMatchObject({ points: 9, total: 9 });
    const rs = ruleset('fuzhou-144');
    expect(rs.options).toMatchObject({ streakBonus: 'every-winner' });
    const spec = rs.optionSpecs.find((o) => o.id === 'streakBonus');
    expect(spec).toMatchObject({ default: 'every-winner' });
    expect(spec?.values).toContain('every-winner');
    expect(spec?.values.length).toBeGreaterThan(1);
  });
  it('rejects a value it does not know', () => {
    expect(problemOf(discard(NATURAL, '9p'), { streakBonus: 'sometimes' })).toMatchObject({ path: ['options', 'streakBonus'] });
  });
});

describe('fuzhou-144: situations that cannot exist are rejected, not scored', () => {
  it('a fifth copy of a suited tile', () => {
    // 11111m 234m 789m 123s 999s: 5 + 3 + 3 + 3 + 3 = 17, five 1m.
    expect(problemOf(selfDraw('11111m234m789m123s999s', '9s'))).toMatchObject({ code: 'too-many-copies', path: ['concealed'] });
    // 123m 456m 789m 12s 99p 5p (14) + pong 999p (3) = 17 tiles, but five 9p.
    expect(problemOf({ concealed: '123m456m789m12s99p5p', melds: [{ type: 'pong', tiles: '999p' }], winningTile: '9p' })).toMatchObject({ code: 'too-many-copies' });
  });
  it('a fourth gold outside a gold grab', () => {
    expect(problemOf(selfDraw('123m456m789m123s9p5p5p5p5p', '9p'))).toMatchObject({ code: 'too-many-golds' });
  });
  it('an honor held, a gold melded, a fifth honor among the bonus tiles', () => {
    expect(problemOf(selfDraw('123m456m789m123s456s7z7z', '1m'))?.code).toBe('flower-in-hand');
    expect(problemOf({ concealed: '123m456m789m123s99s', melds: [{ type: 'chow', tiles: '456p' }], winningTile: '9s' })?.code).toBe('gold-in-meld');
    expect(problemOf(selfDraw(NATURAL, '9p', { flowers: '1f7z7z7z7z7z' }))).toMatchObject({ code: 'too-many-copies', path: ['flowers'] });
  });
});

describe('fuzhou-144: not a win', () => {
  it('a hand that is no five melds and a pair', () => {
    // 123m 456m 789m 123s 456s + 1p 9p: 17 tiles, no gold, no pair.
    expect(score(discard('123m456m789m123s456s19p', '1p'))).toEqual({ ok: false, reason: 'incomplete' });
    expect(score(selfDraw('123m456m789m123s456s19p', '1p'))).toEqual({ ok: false, reason: 'incomplete' });
  });
  it('two golds are not three: a shapeless hand with two golds is no win even self-drawn', () => {
    // SHAPELESS with one gold swapped for a 2m: 11m 2m 5m 99m ... 55p: 17 tiles, two golds, no reading.
    expect(score(selfDraw('112599m135799s119p55p', '5p'))).toEqual({ ok: false, reason: 'incomplete' });
  });
});
