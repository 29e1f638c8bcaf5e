// guangdong thirteen orphans under `thirteenOrphans=none` scores only its other fans (ruling 5):
// it lists no thirteen-orphans item worth 0 (issue 21), and under `cap` it lists the cap.
import { describe, expect, it } from 'vitest';
import { readSituationInput } from '../../../../src/engine/index.ts';

// 1m 1m 9m 1p 9p 1s 9s East South West North White Green Red, self-drawn on the second 1m.
const orphans = { ruleset: 'guangdong', concealed: '11m9m1p9p1s9s1234567z', winningTile: '1m', winBy: 'self-draw' };

function items(options: Record<string, unknown>) {
  const read = readSituationInput(orphans, options);
  if (!read.ok) throw new Error(read.problems[0].code);
  const outcome = read.ruleset.score(read.situation);
  if (!outcome.ok) throw new Error(outcome.reason);
  return { total: outcome.total, items: outcome.items.map((i) => [i.id, i.points]) };
}

describe('guangdong thirteen orphans, listed items', () => {
  it('none: the basic win 0 and self-draw 1, no thirteen-orphans item; 2^1 = 2', () => {
    expect(items({ thirteenOrphans: 'none' })).toEqual({
      total: 2,
      items: [
        ['basic', 0],
        ['self-draw', 1],
      ],
    });
  });
  it('cap: the thirteen-orphans item is the cap, 8, with self-draw 1: 9 fan capped at 8, 2^8 = 256', () => {
    expect(items({})).toEqual({
      total: 256,
      items: [
        ['basic', 0],
        ['thirteen-orphans', 8],
        ['self-draw', 1],
      ],
    });
  });
});
