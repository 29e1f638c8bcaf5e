// Why a Fuzhou win is or is not Pinghu (rulings 11 and 12), on hands worked out by hand.
import { describe, expect, it } from 'vitest';
import { readSituationInput } from '../../../../src/engine/index.ts';

const why = (fields: Record<string, unknown>) => {
  const parsed = readSituationInput({ ruleset: 'fuzhou', gold: '5p', ...fields });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems[0]));
  const score = parsed.ruleset.score(parsed.situation);
  if (!score.ok) throw new Error(score.reason);
  return [score.win, parsed.ruleset.whyWin!(score, parsed.situation).map((w) => [w.key, w.params])];
};
// 123m 456m 789m 12s+gold(3s) 456s 99p, self-drawn on the 9p: five melds and a pair.
const HAND = { concealed: '123m456m789m12s456s99p5p', winningTile: '9p', winBy: 'self-draw' };

describe('why a Fuzhou win is or is not Pinghu', () => {
  it('no flowers, no kong: Pinghu', () => {
    expect(why(HAND)).toEqual(['pinghu', [['pinghu', { flowers: 0 }]]]);
  });
  it('two flowers: a normal win, and the flowers are why', () => {
    expect(why({ ...HAND, flowers: '1f2f' })).toEqual(['normal', [['not-pinghu-flowers', { count: 2 }]]]);
  });
  it('a concealed kong and a flower: both are named', () => {
    const kong = { concealed: '123m456m12s456s99p5p', melds: [{ type: 'concealed-kong', tiles: '7777m' }], winningTile: '9p', winBy: 'self-draw', flowers: '3f' };
    expect(why(kong)).toEqual([
      'normal',
      [
        ['not-pinghu-flowers', { count: 1 }],
        ['not-pinghu-kongs', { count: 1 }],
      ],
    ]);
  });
});
