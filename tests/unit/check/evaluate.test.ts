// The score checker's verdicts, computed by hand: a win with its readings, a refused win and
// why, a hand one short with each wait scored, a count that fits no hand, and impossible entries.
import { describe, expect, it } from 'vitest';
import { evaluate, type CheckInput } from '../../../src/components/check/evaluate.ts';
import { decodeCheck, encodeCheck, situationFragment } from '../../../src/components/check/url.ts';
import { tileCode } from '../../../src/engine/index.ts';

const entry = (over: Partial<CheckInput>): CheckInput => ({ ruleset: 'fuzhou', options: {}, concealed: '', melds: [], winning: '', fields: { gold: '5p' }, ...over });

describe('the checker on a fuzhou hand', () => {
  it("scores the manual's example: Pinghu by self-draw, 10 + (1 gold + 3 streak) × 2 = 18, and marks the scoring reading", () => {
    const e = evaluate(entry({ concealed: '123m456m789m12s456s99p5p', winning: '9p', fields: { gold: '5p', winBy: 'self-draw', streak: '3' } }));
    if (e.kind !== 'win') throw new Error(e.kind);
    expect(e.score).toMatchObject({ win: 'pinghu', total: 18 });
    expect(e.readings.length).toBeGreaterThan(0);
    expect(e.scoring).toBeGreaterThanOrEqual(0);
    // The gold stands for the 3s of 123s in the scoring reading.
    const goldGroup = e.readings[e.scoring].find((g) => g.wilds.length > 0)!;
    expect(goldGroup.tiles.map(tileCode)).toEqual(['1s', '2s', '3s']);
  });

  it('refuses a lone idle gold on a discard, and says it is 0 tiles short', () => {
    const e = evaluate(entry({ concealed: '123m456m789m123s456s5p9p', winning: '9p', fields: { gold: '5p', winBy: 'discard' } }));
    expect(e.kind).toBe('no-win');
    if (e.kind === 'no-win') expect(e.reason).toBe('idle-gold');
  });

  it('one short: waits on 3s and on a gold, with the copies left and what each scores', () => {
    const e = evaluate(entry({ concealed: '123m456m789m456s99p12s', fields: { gold: '5p' } }));
    if (e.kind !== 'waiting') throw new Error(e.kind);
    expect(e.waits.map((w) => tileCode(w.tile))).toEqual(['5p', '3s']);
    const [gold, three] = e.waits;
    // 3s: none entered, 4 left; 5p: the indicator is face up, 3 left.
    expect(three.left).toBe(4);
    expect(gold.left).toBe(3);
    // 3s self-drawn or on a discard: Pinghu, base 10, no bonus, ×2 = 10 either way.
    expect(three.scores.map((s) => [s.winBy, s.score?.win, s.score?.total])).toEqual([
      ['self-draw', 'pinghu', 10],
      ['discard', 'pinghu', 10],
    ]);
    // A drawn gold as the 3s: Pinghu, 10 + 1 gold × 2 = 12; a discarded gold is dead.
    expect(gold.scores.map((s) => [s.winBy, s.score?.total ?? s.reason])).toEqual([
      ['self-draw', 12],
      ['discard', 'dead-gold'],
    ]);
  });

  it('a count that fits no hand says how many tiles a winning hand holds', () => {
    const e = evaluate(entry({ concealed: '123m456m', melds: [{ type: 'pong', tiles: '777s' }] }));
    expect(e.kind).toBe('count');
    if (e.kind === 'count') expect([e.count, e.analysis.size]).toEqual([6, 14]);
  });

  it('names impossible entries: a fifth copy, a gold in a meld, bad notation', () => {
    const five = evaluate(entry({ concealed: '11111m' }));
    expect(five.kind === 'problem' && [five.problem.code, five.problem.params.tile]).toEqual(['too-many-copies', '1m']);
    const goldMeld = evaluate(entry({ concealed: '123m456m789m12s99p5p', melds: [{ type: 'pong', tiles: '555p' }], fields: { gold: '5p' } }));
    expect(goldMeld.kind === 'problem' && goldMeld.problem.code).toBe('too-many-golds');
    const meldGold = evaluate(entry({ concealed: '123m456m789m12s99p3s', melds: [{ type: 'chow', tiles: '456p' }], fields: { gold: '5p' } }));
    expect(meldGold.kind === 'problem' && [meldGold.problem.code, meldGold.problem.path]).toEqual(['gold-in-meld', ['melds', 0, 'tiles']]);
    const typo = evaluate(entry({ concealed: '12x3m' }));
    expect(typo.kind === 'problem' && typo.problem.code).toBe('notation.bad-character');
  });

  it('switching an option changes the result: idleGold off lets the lone gold win on a discard', () => {
    const e = evaluate(entry({ concealed: '123m456m789m123s456s5p9p', winning: '9p', fields: { gold: '5p', winBy: 'discard' }, options: { idleGold: false } }));
    // No flowers, no kongs: a Pinghu, base 10 + (1 gold) × 2 = 12.
    expect(e.kind === 'win' && [e.score.win, e.score.total]).toEqual(['pinghu', 12]);
  });
});

describe('the checker on another rule set', () => {
  it('fuzhou-144 reads the same hand by its own rules: no dead gold, the gold is never discarded', () => {
    const e = evaluate(entry({ ruleset: 'fuzhou-144', concealed: '123m456m789m456s99p12s', fields: { gold: '5p' } }));
    if (e.kind !== 'waiting') throw new Error(e.kind);
    const gold = e.waits.find((w) => tileCode(w.tile) === '5p')!;
    // A drawn gold: self-draw ×2 on 3 + 1 gold = 4 points → 8.
    expect(gold.scores.map((s) => [s.winBy, s.score?.total ?? s.reason])).toEqual([
      ['self-draw', 8],
      ['discard', 'gold-never-discarded'],
    ]);
  });
});

describe('the address holds the whole entry', () => {
  it('round-trips an entry, and the viewer fragment opens the same hand', () => {
    const input = entry({
      concealed: '123m456m789m12s99p5p',
      melds: [{ type: 'pong', tiles: '777s' }],
      winning: '9p',
      fields: { gold: '5p', winBy: 'discard', streak: '2', flowers: '1f3z' },
      options: { idleGold: false },
    });
    expect(decodeCheck(encodeCheck(input), 'fuzhou')).toEqual(input);
    const fromViewer = decodeCheck(
      situationFragment({ ruleset: 'fuzhou', gold: '5p', concealed: '123m', melds: [{ type: 'chow', tiles: '456p' }], winningTile: '3m', winBy: 'self-draw', flowers: '', streak: 1 }, {}),
      'fuzhou',
    );
    expect(fromViewer).toMatchObject({ ruleset: 'fuzhou', concealed: '123m', melds: [{ type: 'chow', tiles: '456p' }], winning: '3m', fields: { gold: '5p', winBy: 'self-draw', streak: '1' } });
  });
});

describe('hostile checker addresses (issue 21)', () => {
  it('5,000 pong:777s melds are refused at once as more melds than a hand holds, the page laying out at most one over', () => {
    const hash = `#r=fuzhou&h=11m&m=${new Array(5_000).fill('pong:777s').join(';')}&f.gold=5p`;
    const input = decodeCheck(hash, 'fuzhou');
    // A fuzhou hand holds five melds at most: the address keeps six, the sixth to be refused.
    expect(input.melds).toHaveLength(6);
    const e = evaluate(input);
    expect(e.kind === 'problem' && [e.problem.code, e.problem.path, e.problem.params.max]).toEqual(['too-many-melds', ['melds'], 5]);
  });

  it('counts copies exactly and names the meld where the count goes over', () => {
    // 777s twice: 3 + 3 = 6 > 4, found in the second pong at its fifth 7s.
    const e = evaluate(
      entry({
        concealed: '11m',
        melds: [
          { type: 'pong', tiles: '777s' },
          { type: 'pong', tiles: '777s' },
        ],
      }),
    );
    expect(e.kind === 'problem' && [e.problem.code, e.problem.path, e.problem.params]).toEqual(['too-many-copies', ['melds', 1, 'tiles'], { tile: '7s', count: 5, max: 4 }]);
  });

  it('a count past 255 is not wrapped in a byte', () => {
    // 300 copies of 1m in the hand: over at the fifth, said as 5 (a byte would hold 300 as 44).
    const e = evaluate(entry({ concealed: '1m'.repeat(300) }));
    expect(e.kind === 'problem' && [e.problem.code, e.problem.path, e.problem.params.count]).toEqual(['too-many-copies', ['concealed'], 5]);
  });

  it.each([
    ['1e309', 'number-too-large'],
    ['Infinity', 'number-too-large'],
    ['99999999999999999999', 'number-too-large'],
    ['0x10', 'not-a-whole-number'],
    ['1.5', 'not-a-whole-number'],
    ['-1', 'not-a-whole-number'],
  ])('f.streak=%s is refused (%s), never read as 0 or 16', (streak, code) => {
    const input = decodeCheck(`#r=fuzhou&h=123m456m789m12s456s99p5p&w=9p&f.gold=5p&f.winBy=self-draw&f.streak=${encodeURIComponent(streak)}`, 'fuzhou');
    const e = evaluate(input);
    expect(e.kind === 'problem' && [e.problem.code, e.problem.path]).toEqual([code, ['streak']]);
  });

  it('f.streak=3 still reads as 3', () => {
    const input = decodeCheck('#r=fuzhou&h=123m456m789m12s456s99p5p&w=9p&f.gold=5p&f.winBy=self-draw&f.streak=3', 'fuzhou');
    const e = evaluate(input);
    // The manual's example above: 10 + (1 gold + 3 streak) × 2 = 18.
    expect(e.kind === 'win' && e.score.total).toBe(18);
  });
});
