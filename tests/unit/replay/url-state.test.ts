// The address fragment: what it keeps (deal or sample, position, seat, open hands), in a stable
// order with the long deal last, and what it ignores.
import { describe, expect, it } from 'vitest';
import { formatHash, parseHash, sameDeal } from '../../../src/components/replay/url-state.ts';

describe('url state', () => {
  it('writes the short fields first and the deal last', () => {
    expect(formatHash({ deal: 'abc_-9', step: 12, seat: 2, open: true })).toBe('#s=12&v=2&o=1&d=abc_-9');
    expect(formatHash({ sample: 'final-sweep', step: 0 })).toBe('#sample=final-sweep&s=0');
    expect(formatHash({})).toBe('');
  });

  it('reads back what it writes', () => {
    for (const state of [
      { deal: 'Zx9_-', step: 40, seat: 3 as const, open: true },
      { sample: 'draw-game', step: 93 },
      { deal: 'q', step: 0 },
    ]) {
      expect(parseHash(formatHash(state))).toEqual(state);
    }
  });

  it('a deal wins over a sample name, and a sample link carries no deal', () => {
    expect(parseHash('#sample=gold-grab&d=abc')).toEqual({ deal: 'abc' });
    expect(formatHash({ sample: 'gold-grab', deal: 'abc', step: 1 })).toBe('#s=1&d=abc');
  });

  it('ignores values it cannot trust, but keeps a malformed deal so that opening it says the link is damaged', () => {
    expect(parseHash('#s=-1&v=4&o=yes&sample=../x')).toEqual({});
    expect(parseHash('#s=-1&d=a+b&sample=../x')).toEqual({ deal: 'a b' });
    expect(parseHash('#s=1.5&v=01')).toEqual({});
    expect(parseHash('')).toEqual({});
  });

  it("asks for the analyzer with a=1 (a played deal's review), and only with 1", () => {
    expect(parseHash('#v=2&a=1&d=xyz')).toEqual({ seat: 2, analyze: true, deal: 'xyz' });
    expect(parseHash('#a=yes&d=xyz')).toEqual({ deal: 'xyz' });
    expect(formatHash({ deal: 'q', seat: 1, analyze: true })).toBe('#v=1&a=1&d=q');
  });

  it('tells whether two states show the same deal', () => {
    expect(sameDeal({ deal: 'a', step: 1 }, { deal: 'a', step: 9, seat: 2 })).toBe(true);
    expect(sameDeal({ deal: 'a' }, { deal: 'b' })).toBe(false);
    expect(sameDeal({ sample: 'x' }, { deal: 'x' })).toBe(false);
  });
});
