// Several robbers of one added kong: the log records the other robbers in result.alsoWon, each
// with its own win and breakdown, and verify checks them as it checks the first. The sample has
// seats 2 and 3 rob seat 1's added kong of 7p; seat 3's hand scores no fan: 2^0 = 1 point.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyText } from '../../../../src/engine/index.ts';

const text = readFileSync(join(import.meta.dirname, '../../../../content/deals/guangdong-rob-two.json'), 'utf8');
const log = () => JSON.parse(text);
const verdictOf = (edit: (doc: ReturnType<typeof log>) => void) => {
  const doc = log();
  edit(doc);
  return verifyText(JSON.stringify(doc));
};

describe('the second robber of one kong, recorded in result.alsoWon', () => {
  it('the sample records seat 3 robbing too, 0 fan for 1 point, and verifies', () => {
    expect(log().result.alsoWon).toEqual([{ winner: 3, how: 'rob-kong', win: 'normal', breakdown: { fan: 0, counted: 0, total: 1, items: [{ id: 'basic', count: 1, points: 0 }] } }]);
    expect(verifyText(text).status).toBe('consistent');
  });
  it('a second robber claimed to score 2 is a difference at its own path', () => {
    const v = verdictOf((d) => {
      d.result.alsoWon[0].breakdown.total = 2;
    });
    expect(v).toMatchObject({ status: 'mismatch', differences: [{ field: 'result.alsoWon[0].breakdown.total', recorded: 2, recomputed: 1 }] });
  });
  it('the wrong seat, a missing robber, or an item the engine does not score are differences', () => {
    expect(verdictOf((d) => (d.result.alsoWon[0].winner = 0))).toMatchObject({ differences: [{ field: 'result.alsoWon[0].winner', recorded: 0, recomputed: 3 }] });
    expect(verdictOf((d) => (d.result.alsoWon = []))).toMatchObject({ differences: [{ field: 'result.alsoWon.length', recorded: 0, recomputed: 1 }] });
    expect(verdictOf((d) => d.result.alsoWon[0].breakdown.items.push({ id: 'root', count: 1, points: 1 }))).toMatchObject({
      differences: [{ field: 'result.alsoWon[0].breakdown.items[1].id', recorded: 'root', recomputed: null }],
    });
  });
  it('a figure the rule set does not have is refused at its path; an older log without alsoWon still verifies', () => {
    expect(verdictOf((d) => (d.result.alsoWon[0].breakdown.base = 1))).toMatchObject({ status: 'invalid', problem: { path: ['result', 'alsoWon', 0, 'breakdown', 'base'], code: 'unknown-field' } });
    expect(verdictOf((d) => delete d.result.alsoWon).status).toBe('consistent');
  });
  it('a deal with one winner that records another is a difference', () => {
    const fuzhou = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../content/deals/gold-grab.json'), 'utf8'));
    fuzhou.result.alsoWon = [{ winner: 1 }];
    expect(verifyText(JSON.stringify(fuzhou))).toMatchObject({ status: 'mismatch', differences: [{ field: 'result.alsoWon.length', recorded: 1, recomputed: 0 }] });
  });
});
