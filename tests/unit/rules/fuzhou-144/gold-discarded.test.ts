// fuzhou-144 never lets a gold be discarded (ruling 3), so a situation saying the winner discarded
// one is refused by its field (issue 21: `"goldDiscarded": true` was accepted silently).
import { describe, expect, it } from 'vitest';
import { readSituationInput, ruleset } from '../../../../src/engine/index.ts';
import { problemMessage } from '../../../../src/i18n/problem.ts';

// A gold dragon by self-draw: three golds as 555p.
const dragon = { ruleset: 'fuzhou-144', gold: '5p', concealed: '123m456m789m123s99s5p5p5p', winningTile: '5p', winBy: 'self-draw' };
const hasOption = ruleset('fuzhou-144').optionSpecs.some((o) => o.id === 'goldDiscardable');

describe('fuzhou-144: goldDiscarded', () => {
  it('true is refused, naming the field, in both languages', () => {
    const parsed = readSituationInput({ ...dragon, goldDiscarded: true });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems[0]).toEqual({ path: ['goldDiscarded'], code: 'gold-not-discardable', params: {} });
    expect(problemMessage('en', parsed.problems[0])).toBe('goldDiscarded: a gold is never discarded at this table (ruling 3), so the winner cannot have discarded one');
    expect(problemMessage('zh', parsed.problems[0])).toMatch(/^goldDiscarded: 这桌的金永远不能打出/);
  });

  it('false, or left out, is a possible situation', () => {
    expect(readSituationInput({ ...dragon, goldDiscarded: false }).ok).toBe(true);
    expect(readSituationInput(dragon).ok).toBe(true);
  });

  it('fuzhou, whose gold may be discarded, still reads it (a discarded gold leaves self-draw only)', () => {
    expect(readSituationInput({ ...dragon, ruleset: 'fuzhou', goldDiscarded: true }).ok).toBe(true);
  });

  it.skipIf(!hasOption)('with the goldDiscardable option on, the field is read', () => {
    expect(readSituationInput({ ...dragon, goldDiscarded: true }, { goldDiscardable: true }).ok).toBe(true);
  });
});
