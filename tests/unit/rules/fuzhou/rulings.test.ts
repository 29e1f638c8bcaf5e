// Each fuzhou ruling (the house rules' numbered readings, `fuzhou.ruling.N`) that concerns a
// hand, tested so that reading it differently would fail. The gold is 5p unless a test says
// otherwise.
import { describe, expect, it } from 'vitest';
import { problemOf, score, win } from './helpers.ts';

const NATURAL = '123m456m789m123s456s99p'; // five natural melds and a pair, no gold

describe('ruling 1: honors are flowers, never held', () => {
  it('rejects a wind in the hand and counts winds among the flowers', () => {
    expect(problemOf({ concealed: '123m456m789m123s456s1z1z', winningTile: '1z' })).toBe('flower-in-hand');
    const s = score({ concealed: NATURAL, winningTile: '9p', flowers: '1z5z7z2f' });
    expect(s).toMatchObject({ ok: true, win: 'normal', bonus: 4 });
  });
});

describe('ruling 6 and 16: a discarded gold is dead, its discarder wins only by self-draw', () => {
  it('nobody wins on a discarded gold', () => {
    expect(win(score({ concealed: '123m456m789m123s456s9p5p', winningTile: '5p', winBy: 'discard' }))).toBe('no:dead-gold');
  });
  it('the discarder of a gold may not win on a discard or a robbed kong, but may self-draw', () => {
    const hand = { concealed: NATURAL, winningTile: '9p', goldDiscarded: true, flowers: '1f' };
    expect(win(score({ ...hand, winBy: 'discard' }))).toBe('no:discarded-gold');
    expect(win(score({ ...hand, winBy: 'rob-kong' }))).toBe('no:discarded-gold');
    expect(win(score({ ...hand, winBy: 'self-draw' }))).toBe('normal');
  });
});

describe('ruling 7: idle gold', () => {
  const idle = { concealed: '123m456m789m123s456s9p5p', winningTile: '9p' }; // five melds + a lone gold before 9p
  it('refuses a win on a discard or a robbed kong', () => {
    expect(win(score({ ...idle, winBy: 'discard' }))).toBe('no:idle-gold');
    expect(win(score({ ...idle, winBy: 'rob-kong' }))).toBe('no:idle-gold');
  });
  it('allows the self-draw', () => {
    expect(score({ ...idle, winBy: 'self-draw' }).ok).toBe(true);
  });
  it('is judged on the hand before the claimed tile: a gold that completes a meld is not idle', () => {
    const working = { concealed: '123m456m789m123s46s9p9p5p', winningTile: '9p', winBy: 'discard' as const, flowers: '1f' };
    expect(score(working)).toMatchObject({ ok: true, win: 'normal', base: 1, bonus: 2, multiplier: 1, total: 3 });
  });
  it('two golds as the pair are not idle', () => {
    const pair = { concealed: '123m456m789m123s45s6s5p5p', winningTile: '6s', winBy: 'discard' as const };
    expect(score(pair)).toMatchObject({ ok: true, win: 'gold-pair' });
  });
  it('can be switched off (option idleGold)', () => {
    expect(score({ ...idle, winBy: 'discard' }, { idleGold: false }).ok).toBe(true);
  });
});

describe('ruling 8: gold grab', () => {
  const grab = { concealed: '123m456m789m123s456s9p5p', winningTile: '5p', winBy: 'gold-grab' as const };
  it('scores base 15, doubled, the grabbed gold counted among the golds', () => {
    expect(score(grab)).toMatchObject({ ok: true, win: 'gold-grab', base: 15, bonus: 1, multiplier: 2, total: 17 });
  });
  it('lets the grabbed indicator be a fourth gold', () => {
    const four = { concealed: '123m456m789m123s9p5p5p5p5p', winningTile: '5p' };
    expect(score({ ...four, winBy: 'gold-grab' })).toMatchObject({ ok: true, win: 'gold-grab', bonus: 4, total: 23 });
    expect(problemOf({ ...four, winBy: 'self-draw' })).toBe('too-many-golds');
  });
  it('must be completed with the gold', () => {
    expect(win(score({ concealed: NATURAL, winningTile: '9p', winBy: 'gold-grab' }))).toBe('no:gold-grab-without-gold');
  });
});

describe('ruling 9: three golds', () => {
  const shapeless = { concealed: '11599m135799s119p555p', winningTile: '5p' };
  it('wins with any shape by self-draw, base 20', () => {
    expect(score({ ...shapeless, winBy: 'self-draw' })).toMatchObject({ ok: true, win: 'three-golds', base: 20, bonus: 3, total: 26 });
    expect(score({ ...shapeless, winBy: 'self-draw' })).toMatchObject({ decomposition: null });
  });
  it('is not a win on a discard', () => {
    expect(win(score({ ...shapeless, winningTile: '3s', winBy: 'discard' }))).toBe('no:incomplete');
  });
});

describe('ruling 10: gold pair and gold dragon', () => {
  it('gold pair: two golds as the pair, every meld natural, base 30', () => {
    expect(score({ concealed: '123m456m789m123s456s5p5p', winningTile: '6s' })).toMatchObject({ win: 'gold-pair', base: 30, bonus: 2, total: 34 });
  });
  it('a third gold inside a meld spoils the gold pair (option goldPairNatural)', () => {
    const hand = { concealed: '123m456m789m123s45s5p5p5p', winningTile: '4s', winBy: 'discard' as const, flowers: '1f' };
    expect(score(hand)).toMatchObject({ ok: true, win: 'normal' });
    expect(score(hand, { goldPairNatural: false })).toMatchObject({ ok: true, win: 'gold-pair', base: 30 });
  });
  it('gold dragon: three golds as their own triplet, the rest natural, base 50', () => {
    const dragon = { concealed: '123m456m789m123s99s5p5p5p', winningTile: '9s' };
    expect(score(dragon)).toMatchObject({ win: 'gold-dragon', base: 50, bonus: 3, multiplier: 2, total: 56 });
    expect(score({ ...dragon, winBy: 'discard' })).toMatchObject({ win: 'gold-dragon', total: 56 });
  });
  it('three golds that must work elsewhere are no dragon', () => {
    expect(score({ concealed: '123m456m789m12s9s99p5p5p5p', winningTile: '9s', winBy: 'self-draw' })).toMatchObject({ win: 'three-golds' });
  });
});

describe('ruling 11: Pinghu is no flowers and no kongs', () => {
  it('a natural hand without flowers or kongs is Pinghu, base 10, doubled', () => {
    expect(score({ concealed: NATURAL, winningTile: '9p', streak: 1 })).toMatchObject({ win: 'pinghu', base: 10, bonus: 1, total: 12 });
    expect(score({ concealed: NATURAL, winningTile: '9p', winBy: 'discard' })).toMatchObject({ win: 'pinghu', multiplier: 2, total: 10 });
  });
  it('one flower spoils it, unless the table allows one (option pinghuMaxFlowers)', () => {
    expect(score({ concealed: NATURAL, winningTile: '9p', flowers: '3f' })).toMatchObject({ win: 'normal', total: 4 });
    expect(score({ concealed: NATURAL, winningTile: '9p', flowers: '3f' }, { pinghuMaxFlowers: 1 })).toMatchObject({ win: 'pinghu', total: 12 });
  });
  it("the manual's example hand (2 flowers, an exposed kong, streak 1) is not Pinghu: the table stands", () => {
    const example = { concealed: '123m456m789m123p99s', melds: [{ type: 'kong' as const, tiles: '7777s' }], winningTile: '9s', flowers: '1f2f', streak: 1 };
    expect(score(example)).toMatchObject({ win: 'normal', base: 2, bonus: 4, multiplier: 2, total: 10 });
  });
  it("the example's arithmetic holds for a real Pinghu with bonus 4: 10 + 4 × 2 = 18", () => {
    expect(score({ concealed: '123m456m789m12s456s99p5p', winningTile: '9p', streak: 3 })).toMatchObject({
      win: 'pinghu',
      base: 10,
      bonus: 4,
      multiplier: 2,
      total: 18,
    });
  });
});

describe('ruling 12: only the highest special counts, from the best reading', () => {
  it('a hand readable as a normal win and as a gold pair scores the gold pair', () => {
    // 111s could also be a pair plus 1s with golds; the gold-pair reading is worth more.
    expect(score({ concealed: '123m456m789m111s234s5p5p', winningTile: '4s', flowers: '1f' })).toMatchObject({ win: 'gold-pair', base: 30 });
  });
  it('a gold dragon held on a self-draw scores 50, not three golds, and not both', () => {
    expect(score({ concealed: '123m456m789m123s99s5p5p5p', winningTile: '5p' })).toMatchObject({ win: 'gold-dragon', base: 50, total: 56 });
  });
});

describe('ruling 13: base, bonus and multiplier', () => {
  const kongs = [
    { type: 'kong' as const, tiles: '1111p' },
    { type: 'added-kong' as const, tiles: '2222p' },
    { type: 'concealed-kong' as const, tiles: '9999m' },
  ];
  it('a normal win on a discard: base 1, ×1', () => {
    expect(score({ concealed: NATURAL, winningTile: '9p', winBy: 'discard', flowers: '1f2f' })).toMatchObject({ base: 1, bonus: 2, multiplier: 1, total: 3 });
  });
  it('counts exposed kongs once, concealed kongs twice, golds, flowers and streak', () => {
    const s = score({ concealed: '123s78s99s5p', melds: kongs, winningTile: '8s', flowers: '1f', streak: 2 });
    expect(s).toMatchObject({ ok: true, win: 'normal', bonus: 1 + 1 + 2 + 2 + 2, total: 2 + 8 * 2 });
    if (!s.ok) return;
    expect(Object.fromEntries(s.items.map((i) => [i.id, i.points]))).toEqual({
      'base.normal-self-draw': 2,
      'bonus.flowers': 1,
      'bonus.golds': 1,
      'bonus.exposed-kongs': 2,
      'bonus.concealed-kongs': 2,
      'bonus.streak': 2,
      'multiplier.self-draw': 2,
    });
  });
  it('a robbed kong pays like a discard, or like a self-draw (option robKongPays)', () => {
    const robbed = { concealed: NATURAL, winningTile: '9p', winBy: 'rob-kong' as const, flowers: '1f' };
    expect(score(robbed)).toMatchObject({ base: 1, multiplier: 1, total: 2 });
    expect(score(robbed, { robKongPays: 'as-self-draw' })).toMatchObject({ base: 2, multiplier: 2, total: 4 });
  });
});

describe('ruling 15: golds are wild only in the concealed part', () => {
  it('rejects a meld holding a tile of the gold kind', () => {
    expect(problemOf({ concealed: '123m456m789m123s99s', melds: [{ type: 'pong', tiles: '555p' }], winningTile: '9s' })).toBe('gold-in-meld');
  });
  it('a gold may stand for its own kind inside a concealed run', () => {
    const s = score({ concealed: '123m456m789m34p678s99s5p', winningTile: '9s', flowers: '1f' });
    expect(s.ok && s.decomposition?.some((g) => g.type === 'chow' && g.tiles.join() === '11,12,13' && g.wilds.join() === '2')).toBe(true);
  });
});

describe('situations that cannot exist are rejected, not scored', () => {
  it('five copies, four golds, wrong counts, a missing winning tile, unknown fields', () => {
    expect(problemOf({ concealed: '11111m456m789m123s99s', winningTile: '9s' })).toBe('too-many-copies');
    expect(problemOf({ concealed: '123m456m789m12s9s99p5p', melds: [{ type: 'pong', tiles: '999p' }], winningTile: '9p' })).toBe('too-many-copies');
    expect(problemOf({ concealed: '123m456m789m123s9p5p5p5p5p', winningTile: '9p' })).toBe('too-many-golds');
    expect(problemOf({ concealed: '123m456m789m123s99p', winningTile: '9p' })).toBe('tile-count');
    expect(problemOf({ concealed: NATURAL, winningTile: '8p' })).toBe('winning-tile-missing');
    expect(problemOf({ concealed: NATURAL, winningTile: '9p', extra: 1 })).toBe('unknown-field');
    expect(problemOf({ concealed: NATURAL, winningTile: '9p', melds: [{ type: 'chow', tiles: '135m' }] })).toBe('meld-shape');
  });
});
