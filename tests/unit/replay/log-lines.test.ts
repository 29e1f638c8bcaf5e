// The deal in words is made once per deal and language: a deal met again gets the very lines it
// had, another language or other names get their own words, never the ones kept for the first.
import { describe, expect, it } from 'vitest';
import { loadDeal } from '../../../src/components/replay/load.ts';
import { logLines } from '../../../src/components/replay/log-lines.ts';
import { rowSizes } from '../../../src/components/replay/row-sizes.ts';
import { sampleText } from './fixtures.ts';

const opened = () => {
  const r = loadDeal(sampleText('final-sweep'), 'sample', 'final-sweep');
  if (!r.ok) throw new Error('the sample did not load');
  return r.deal;
};

describe('logLines', () => {
  it('keeps one deal’s lines, and words them again for another language or other names', () => {
    const deal = opened();
    const en = logLines('en', deal);
    expect(en).toHaveLength(deal.replay.log.events.length);
    expect(logLines('en', { ...deal, source: 'paste' })).toBe(en);
    // The sample's seats are Mei, Lin, Hua and Jun: some line names Mei in English.
    expect(en.some((l) => l.text.includes('Mei'))).toBe(true);
    const zh = logLines('zh', deal);
    expect(zh).not.toBe(en);
    expect(zh.map((l) => l.text)).not.toEqual(en.map((l) => l.text));
    const renamed = logLines('zh', { ...deal, names: ['甲', '乙', '丙', '丁'] });
    expect(renamed.some((l) => l.text.includes('甲'))).toBe(true);
    expect(renamed.some((l) => l.text.includes('Mei'))).toBe(false);
  });

  it('gives each deal its own row sizes, the same object when it is met again', () => {
    const a = opened();
    const b = opened();
    expect(rowSizes({ ...a, source: 'paste' })).toBe(rowSizes(a));
    expect(rowSizes(b)).not.toBe(rowSizes(a));
    expect(rowSizes(b)).toEqual(rowSizes(a));
  });
});
