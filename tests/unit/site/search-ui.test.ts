// The search panel's own rules: which rule set the reader is in, and marking a Chinese query whole.
import { describe, expect, it } from 'vitest';
import { currentRuleset, markQuery } from '../../../src/components/site/search-ui.ts';

describe('currentRuleset', () => {
  it('reads the rule set of a rules or lesson page, else the default', () => {
    expect(currentRuleset('/zh/rules/guangdong/scoring/', 'fuzhou')).toBe('guangdong');
    expect(currentRuleset('/en/learn/mcr/01-tiles/', 'fuzhou')).toBe('mcr');
    // The default is the one the page's form names (the registry's first), not one written here.
    expect(currentRuleset('/zh/rules/', 'fuzhou')).toBe('fuzhou');
    expect(currentRuleset('/en/check/', 'mcr')).toBe('mcr');
  });
});

describe('markQuery', () => {
  it('marks the Chinese query where it stands, not each of its characters', () => {
    const excerpt = '<mark>抢</mark><mark>金</mark>只有一个时机：刚翻出<mark>金</mark>、庄家';
    expect(markQuery(excerpt, '抢金')).toBe('<mark>抢金</mark>只有一个时机：刚翻出金、庄家');
  });

  it("keeps Pagefind's marks when the query is not there whole, or is not Chinese", () => {
    const split = '<mark>抢</mark>到的<mark>金</mark>';
    expect(markQuery(split, '抢金')).toBe(split);
    const english = 'the <mark>gold</mark> and <mark>grab</mark>';
    expect(markQuery(english, 'gold grab')).toBe(english);
  });
});
