// The template syntax beyond `{name}`: a count's word (`{n|one|other}`) and a power (`{n^}`).
import { describe, expect, it } from 'vitest';
import { fill, t } from '../../../src/i18n/index.ts';

describe('fill', () => {
  it('picks the word for the count: one for exactly 1, the other form for 0, 2 and more', () => {
    const template = '{n} {n|flower|flowers}';
    expect([0, 1, 2, 11].map((n) => fill(template, { n }))).toEqual(['0 flowers', '1 flower', '2 flowers', '11 flowers']);
  });

  it('writes a power in superscript digits', () => {
    expect(fill('2{k^} = {v}', { k: 3, v: 8 })).toBe('2³ = 8');
    expect(fill('2{k^}', { k: 10 })).toBe('2¹⁰');
  });

  it('leaves a placeholder with no value as it is', () => {
    expect(fill('{a} {b|x|y} {c^}', {})).toBe('{a} {b|x|y} {c^}');
  });

  it("reads in the rule sets' words: no '1 flowers', no '2^'", () => {
    expect(t('en', 'fuzhou.why.not-pinghu-flowers', { count: 1 })).toBe('Not Pinghu: 1 flower laid out, more than Pinghu allows.');
    expect(t('en', 'fuzhou.why.not-pinghu-flowers', { count: 2 })).toContain('2 flowers laid out');
    // 1 + 1 fan = 2 counted: 2² = 4.
    expect(t('en', 'guangdong.score.formula', { counted: 2, total: 4, fan: 2 })).toBe('Points = 2² = 4 (2 fan)');
    expect(t('zh', 'guangdong.score.formula', { counted: 2, total: 4, fan: 2 })).toBe('分数 = 2² = 4（2 番）');
    expect(t('en', 'learn.explain.complete.no', { short: 1 })).toBe('Not complete: 1 tile short of a winning shape.');
  });
});
