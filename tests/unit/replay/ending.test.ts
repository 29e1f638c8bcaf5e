// The winners' line: one clause per winner, the first and then the others of the same deal.
import { describe, expect, it } from 'vitest';
import type { DealResult } from '../../../src/engine/game/types.ts';
import { winnersBanner, winnersText } from '../../../src/components/replay/ending.ts';

const names = ['Mei', 'Lin', 'Hua', 'Jun'];

// Seat 1 is robbed by seats 2 and 3, 1 point each: 2 gains +1, 3 gains +1, 1 pays 2.
const robbed = { ok: true, ruleset: 'guangdong', win: 'normal', total: 1, figures: {}, items: [] };
const robbedByTwo = {
  winner: 2,
  score: robbed,
  deltas: [0, -2, 1, 1],
  alsoWon: [{ winner: 3, how: 'rob-kong', score: robbed, situation: {} }],
} as unknown as DealResult;

describe('winnersText', () => {
  it('names both robbers of one kong, each with their own gain', () => {
    const result = robbedByTwo;
    const text = winnersText('en', result, 'guangdong', names, 0);
    expect(text.split('; ')).toHaveLength(2);
    expect(text).toMatch(/^Hua \([^)]+\) wins: .*, \+1 in all; Jun \([^)]+\) wins: .*, \+1 in all$/);
  });

  it("the table's banner names both robbers with their gains and says the way once", () => {
    // The same deal: the short form keeps each winner and gain, and one "robbing" for both.
    const result = robbedByTwo;
    const text = winnersBanner('en', result, 'guangdong', names, 0);
    expect(text).toMatch(/^Hua \([^)]+\) \+1, Jun \([^)]+\) \+1 win: [^,;]+$/);
    expect(text.length).toBeLessThan(winnersText('en', result, 'guangdong', names, 0).length);
    const zh = winnersBanner('zh', result, 'guangdong', names, 0);
    expect(zh).toMatch(/^Hua（[^）]+）得 1、Jun（[^）]+）得 1[胡和]牌：/);
  });

  it('a single winner is said in full on the banner too', () => {
    const win = { ok: true, ruleset: 'fuzhou', win: 'self-draw', total: 12, figures: {}, items: [] };
    const result = { winner: 1, score: win, deltas: [-12, 36, -12, -12] } as unknown as DealResult;
    expect(winnersBanner('en', result, 'fuzhou', names, 0)).toBe(winnersText('en', result, 'fuzhou', names, 0));
    expect(winnersBanner('en', result, 'fuzhou', names, 0)).toMatch(/^Lin \([^)]+\) wins: .*, \+36 in all$/);
  });

  it('says nothing for a deal without a winner', () => {
    expect(winnersText('en', { winner: null, deltas: [0, 0, 0, 0] } as unknown as DealResult, 'fuzhou', names, 0)).toBe('');
  });
});
