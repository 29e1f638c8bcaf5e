// The test machinery of the fuzhou-144 property tests, checked on its own (no engine code): the
// generators reach every case they name and make only situations that can exist, and the naive
// reference gives the hand-computed numbers of scoring.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyHand, CASES, describeHand, SUITED_MAX, tally } from './generators.ts';
import { bonusOf, completesSet, type Hand, ids, referenceScore } from './reference.ts';

// Thousands of generated hands: generous, so a machine busy with other work does not fail them on the clock.
const PROPERTY_TIMEOUT = 120_000;

describe('the generators', () => {
  it('reach every case they name: 0–4 golds, every named hand, no win, every way of winning, sets, kongs, streaks', { timeout: PROPERTY_TIMEOUT }, () => {
    const t = tally();
    for (const h of fc.sample(anyHand, { numRuns: 3000, seed: 144 })) describeHand(h).forEach(t.add);
    t.expectEach(CASES.golds, 20);
    t.expectEach(CASES.wins, 20);
    t.expectEach(CASES.winBy, 100);
    t.expectEach(CASES.extras, 20);
  });

  it('make only situations that can exist (17 tiles, at most 4 copies, 3 golds outside a grab)', { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(anyHand, (h) => {
        expect(h.concealed.length + 3 * h.melds.length).toBe(17);
        const all = [...h.concealed, ...h.melds.flatMap((m) => m.tiles)];
        for (let t = 0; t <= SUITED_MAX; t++) expect(all.filter((x) => x === t).length).toBeLessThanOrEqual(t === h.gold && h.winBy !== 'gold-grab' ? 3 : 4);
        for (const m of h.melds) expect(m.tiles).not.toContain(h.gold);
        expect(h.concealed).toContain(h.winningTile);
        if (h.winBy === 'discard' || h.winBy === 'rob-kong') expect(h.winningTile).not.toBe(h.gold);
        if (h.winBy === 'gold-grab') expect(h.winningTile).toBe(h.gold);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the reference scorer', () => {
  const hand = (concealed: string, winningTile: string, winBy: Hand['winBy'], more: Partial<Hand> = {}): Hand => ({
    gold: ids('5p')[0],
    concealed: ids(concealed),
    melds: [],
    winningTile: ids(winningTile)[0],
    winBy,
    flowers: [],
    streak: 0,
    ...more,
  });
  // The hands and hand-computed numbers of scoring.test.ts.
  it.each<[string, Hand, string | null, number, number]>([
    ['natural on a discard', hand('123m456m789m123s456s99p', '9p', 'discard'), 'standard', 3, 1], // 3 × 1
    ['lone gold on a discard', hand('123m456m789m123s456s9p5p', '9p', 'discard'), 'standard', 4, 1], // (3 + 1) × 1
    ['gold grab', hand('123m456m789m123s456s9p5p', '5p', 'gold-grab'), 'gold-grab', 4, 5], // (3 + 1) × 5
    ['four golds grabbed', hand('123m456m789m123s9p5p5p5p5p', '5p', 'gold-grab'), 'gold-grab', 7, 5], // (3 + 4) × 5
    ['shapeless three golds', hand('11599m135799s119p555p', '5p', 'self-draw'), 'three-golds', 6, 3], // (3 + 3) × 3
    ['shapeless on a discard', hand('11599m135799s119p555p', '3s', 'discard'), null, 0, 0],
    ['working golds on a discard', hand('123m456m789m12s9s99p5p5p5p', '9s', 'discard'), 'standard', 6, 1],
    ['working golds self-drawn', hand('123m456m789m12s9s99p5p5p5p', '9s', 'self-draw'), 'three-golds', 6, 3],
    ['gold pair on a discard', hand('123m456m789m123s456s5p5p', '6s', 'discard'), 'gold-pair', 5, 4],
    ['gold pair grabbed', hand('123m456m789m123s456s5p5p', '5p', 'gold-grab'), 'gold-grab', 5, 5],
    ['spoiled pair self-drawn', hand('123m456m789m123s45s5p5p5p', '4s', 'self-draw'), 'three-golds', 6, 3],
    ['gold dragon on a discard', hand('123m456m789m123s99s5p5p5p', '9s', 'discard'), 'gold-dragon', 6, 8],
    ['gold dragon grabbed', hand('123m456m789m123s99s5p5p5p', '5p', 'gold-grab'), 'gold-dragon', 6, 8],
    ['two golds, no shape', hand('112599m135799s119p55p', '5p', 'self-draw'), null, 0, 0],
    [
      'every item at once',
      hand('123s78s99s5p', '8s', 'self-draw', {
        melds: [
          { type: 'kong', tiles: ids('1111p') },
          { type: 'added-kong', tiles: ids('2222p') },
          { type: 'concealed-kong', tiles: ids('9999m') },
        ],
        flowers: ids('1f5f6f7f8f'),
        streak: 2,
      }),
      'self-draw',
      19,
      2, // 3 + 1 + 1 + 6 + 2 + 2 + 4 = 19, × 2
    ],
  ])('%s', (_, h, win, points, multiplier) => {
    const ref = referenceScore(h);
    if (win === null) expect(ref).toEqual({ ok: false });
    else expect(ref).toEqual({ ok: true, win, golds: h.concealed.filter((t) => t === h.gold).length, points, multiplier, total: points * multiplier });
  });

  it('counts bonus sets and singles by hand', () => {
    expect(bonusOf(ids('1z1z1z1z'))).toEqual({ singles: 0, sets: 1 });
    expect(bonusOf(ids('1z2z3z4z'))).toEqual({ singles: 4, sets: 0 });
    expect(bonusOf(ids('1f2f3f4f8f'))).toEqual({ singles: 1, sets: 1 });
    expect(bonusOf(ids('1f2f3f5f'))).toEqual({ singles: 4, sets: 0 });
    expect(bonusOf(ids('1z1z1z1z2z2z2z2z3z3z3z3z4z4z4z4z5z5z5z5z6z6z6z6z7z7z7z7z1f2f3f4f5f6f7f8f'))).toEqual({ singles: 0, sets: 9 });
    expect(completesSet(ids('6z6z6z'), ids('6z')[0])).toBe(true);
    expect(completesSet(ids('6z6z'), ids('6z')[0])).toBe(false);
    expect(completesSet(ids('5f6f7f'), ids('8f')[0])).toBe(true);
    expect(completesSet(ids('1f2f3f'), ids('8f')[0])).toBe(false);
  });
});
