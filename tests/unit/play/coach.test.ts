// The coach: each discard ranked by tiles from winning then unseen useful tiles, the warning for a
// worse one and the hint, and the wins and claims open now. Figures worked out by hand below.
import { describe, expect, it } from 'vitest';
import { tile, tileCode, type DealEvent } from '../../../src/engine/index.ts';
import { chancesOf, hint, judgeDiscard, rankedDiscards } from '../../../src/engine/play/index.ts';
import { fuzhouDeal } from '../analysis/positions.ts';

describe('the coach on a Fuzhou hand of 17', () => {
  const r = fuzhouDeal();
  const rules = r.log.ruleset;
  // Before event 7 seat 1 holds 123m 456m 789m 111p 23s 55s 9s (it drew 3s); the gold is 5p.
  // Let 9s go: it waits on 1s or 4s (123s, 234s) or the gold 5p. Seat 1 sees one 1s (seat 0's
  // discard) and the indicator 5p: unseen 1s 3 + 4s 4 + 5p 3 = 10, one tile from winning.
  // Let 5s go instead: 23s and a lone 5s and 9s: the pair is gone, two tiles from winning.
  const ranked = rankedDiscards(rules, r.machine, r.states[7], 1)!;
  it('hints 9s: one tile from winning, 10 unseen useful tiles', () => {
    expect(hint(ranked)).toMatchObject({ tile: tile('9s'), short: 1, unseen: 10 });
  });
  it('warns on 5s, worse than 9s by tiles from winning', () => {
    const verdict = judgeDiscard(ranked, tile('5s'))!;
    expect(verdict.worse).toBe(true);
    expect(verdict.chosen.short).toBe(2);
    expect(tileCode(verdict.best.tile)).toBe('9s');
    expect(judgeDiscard(ranked, tile('9s'))!.worse).toBe(false);
    // A tile the seat does not hold has no verdict.
    expect(judgeDiscard(ranked, tile('7z'))).toBeNull();
  });
  it('gives no ranking to a seat that is not to discard', () => {
    expect(rankedDiscards(rules, r.machine, r.states[7], 2)).toBeNull();
  });
});

describe('the wins and claims open', () => {
  it('lists each way to win once, claims highest first, and kongs by tile', () => {
    const events: DealEvent[] = [
      { type: 'chow', seat: 1, tiles: [tile('2m'), tile('3m')] },
      { type: 'pong', seat: 1 },
      { type: 'win', seat: 1, how: 'discard' },
      { type: 'chow', seat: 1, tiles: [tile('3m'), tile('5m')] },
    ];
    expect(chancesOf(events)).toEqual({ wins: ['discard'], claims: ['pong', 'chow'], kongs: [] });
    expect(
      chancesOf([
        { type: 'concealed-kong', seat: 0, tile: tile('1p') },
        { type: 'discard', seat: 0, tile: tile('1p') },
      ]),
    ).toEqual({ wins: [], claims: [], kongs: [tile('1p')] });
  });
});
