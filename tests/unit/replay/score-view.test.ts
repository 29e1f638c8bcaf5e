// The score check in rows and words: every item agrees for a consistent deal; a tampered total
// shows up in its row, in the payments and in a sentence naming both values, in both languages.
import { describe, expect, it } from 'vitest';
import { loadDeal } from '../../../src/components/replay/load.ts';
import { differenceText, fieldLabel } from '../../../src/components/replay/score-view.ts';
import { scoreRows } from '../../../src/components/replay/score-rows.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';
import { sampleText, tamperedText } from './fixtures.ts';

describe('score rows', () => {
  it('a consistent deal: each item, sum and payment matches', () => {
    const r = loadDeal(sampleText('robbed-kong'), 'sample');
    if (!r.ok) throw new Error('not ok');
    const rows = scoreRows(r.deal.replay.log.result, r.deal.replay.result!);
    expect(rows.items.length).toBeGreaterThan(5);
    expect(rows.items.every((i) => i.ok && i.recorded !== null)).toBe(true);
    expect(rows.sums.map((s) => s.key)).toEqual(['base', 'bonus', 'multiplier', 'total']);
    expect(rows.sums.every((s) => s.ok)).toBe(true);
    expect(rows.pays.every((p) => p.ok)).toBe(true);
  });

  it('a tampered total: the total row, the payments and the words show it', () => {
    const r = loadDeal(tamperedText(), 'paste');
    if (!r.ok || r.deal.verdict.status !== 'mismatch') throw new Error('expected a mismatch');
    const log = r.deal.replay.log;
    const rows = scoreRows(log.result, r.deal.replay.result!);
    expect(rows.sums.find((s) => s.key === 'total')).toMatchObject({ recomputed: 10, recorded: 12, ok: false });
    expect(rows.pays.filter((p) => !p.ok)).toHaveLength(4);
    const words = r.deal.verdict.differences.map((d) => differenceText('en', d, log));
    expect(words).toContain('Total (each player pays): the log records 12, the rules give 10.');
    expect(words).toContain('Score change of Jun (South): the log records +36, the rules give +30.');
    const zh = r.deal.verdict.differences.map((d) => differenceText('zh', d, log));
    expect(zh).toContain('总分（每家付）：记录为 12，按规则应为 10。');
  });

  it('names every result field in words', () => {
    const r = loadDeal(sampleText('final-sweep'), 'sample');
    if (!r.ok) throw new Error('not ok');
    const log = r.deal.replay.log;
    for (const field of [
      'result.winner',
      'result.how',
      'result.win',
      'result.breakdown.base',
      'result.breakdown.bonus',
      'result.breakdown.multiplier',
      'result.breakdown.total',
      'result.nextDealer',
      'result.nextStreak',
      'result.deltas[2]',
      'result.breakdown.items[1].points',
      'result.breakdown.items[1].count',
    ]) {
      for (const lang of ['en', 'zh'] as const) expect(fieldLabel(lang, field, log), field).not.toMatch(/replay\.|engine\.|\{/);
    }
    expect(fieldLabel('en', 'result.breakdown.items[2].points', log)).toBe('Golds in hand (points)');
  });
});

describe('lines the rule set does not know', () => {
  it('an unknown recorded line is a difference even at 0 points, named as recorded; two of one id still list', async () => {
    const { sampleDoc } = await import('./fixtures.ts');
    const doc = sampleDoc('robbed-kong');
    doc.result.breakdown.items.push({ id: 'bonus.moon', count: 1, points: 0 }, { id: 'bonus.moon', count: 1, points: 0 });
    const r = loadDeal(JSON.stringify(doc), 'paste');
    if (!r.ok) throw new Error('not ok');
    expect(r.deal.verdict.status).toBe('mismatch');
    if (r.deal.verdict.status !== 'mismatch') return;
    const fields = r.deal.verdict.differences.map((d) => d.field);
    expect(fields.filter((f) => f.endsWith('.id'))).toHaveLength(2);
    const words = r.deal.verdict.differences.map((d) => differenceText('en', d, r.deal.replay.log));
    expect(words[0]).toMatch(/^The line "bonus\.moon" \(not a line of this rule set\)/);
    expect(words.join(' ')).not.toMatch(/fuzhou\.item|replay\.field/);
    expect(scoreRows(r.deal.replay.log.result, r.deal.replay.result!).extra).toHaveLength(2);
  });
});

describe('a line recorded more often than the rules give it', () => {
  it('a second base.gold-grab worth 15 is a mismatch naming it, and the score table lists it', async () => {
    const { sampleDoc } = await import('./fixtures.ts');
    const doc = sampleDoc('gold-grab');
    expect(loadDeal(JSON.stringify(doc), 'sample')).toMatchObject({ ok: true, deal: { verdict: { status: 'consistent' } } });
    doc.result.breakdown.items.push({ id: 'base.gold-grab', count: 1, points: 15 });
    const r = loadDeal(JSON.stringify(doc), 'paste');
    if (!r.ok || r.deal.verdict.status !== 'mismatch') throw new Error('expected a mismatch');
    expect(r.deal.verdict.differences).toEqual([{ field: 'result.breakdown.items[7]', recorded: 'base.gold-grab', recomputed: null }]);
    const log = r.deal.replay.log;
    expect(differenceText('en', r.deal.verdict.differences[0], log)).toBe('An extra line of Base: Gold grab (the rules give it fewer times): the log records Base: Gold grab, the rules give none.');
    expect(differenceText('zh', r.deal.verdict.differences[0], log)).toBe('多出的一项底分：抢金（规则给出的次数更少）：记录为 底分：抢金，按规则应为 无。');
    const rows = scoreRows(log.result, r.deal.replay.result!);
    expect(rows.extra).toEqual([{ id: 'base.gold-grab', points: 15 }]);
    // The first base.gold-grab still matches the engine's line.
    expect(rows.items.find((i) => i.id === 'base.gold-grab')).toMatchObject({ recorded: { points: 15, count: 1 }, ok: true });
  });

  it('the same holds in the command line verdict', async () => {
    const { sampleDoc } = await import('./fixtures.ts');
    const { verifyText } = await import('../../../src/engine/index.ts');
    const { verdictText } = await import('../../../src/i18n/deal-format.ts');
    const doc = sampleDoc('gold-grab');
    doc.result.breakdown.items.push({ id: 'bonus.golds', count: 1, points: 1 }, { id: 'bonus.golds', count: 1, points: 1 });
    expect(verdictText('en', verifyText(doc), [])).toBe(
      'mismatch: result.breakdown.items[7]: recorded "bonus.golds", recomputed null; result.breakdown.items[8]: recorded "bonus.golds", recomputed null',
    );
  });
});

describe('what the words quote of the log', () => {
  it('a recorded item id of 19 MB is named in 59 characters and an ellipsis, once; a bidirectional override is shown escaped', async () => {
    const { sampleDoc } = await import('./fixtures.ts');
    const doc = sampleDoc('robbed-kong');
    doc.result.breakdown.items.push({ id: 'I'.repeat(19_000_000), count: 1, points: 0 }, { id: 'evil\u202etxt', count: 1, points: 0 });
    const r = loadDeal(JSON.stringify(doc), 'paste');
    if (!r.ok || r.deal.verdict.status !== 'mismatch') throw new Error('expected a mismatch');
    const words = r.deal.verdict.differences.map((d) => differenceText('en', d, r.deal.replay.log));
    expect(words).toEqual([
      `The line "${'I'.repeat(59)}…" (not a line of this rule set): the log records ${'I'.repeat(59)}…, the rules give none.`,
      'The line "evil\\u202etxt" (not a line of this rule set): the log records evil\\u202etxt, the rules give none.',
    ]);
  });

  it('a bad tile at the end of a long tile string: the message quotes 60 characters around it', () => {
    const doc = JSON.parse(sampleText('robbed-kong'));
    doc.events[0].tiles = `${'123m'.repeat(249)}12x`; // 999 characters, within the 1,000 read
    const r = loadDeal(JSON.stringify(doc), 'paste');
    const problem = r.ok ? r.deal.problem : r.problem;
    if (!problem) throw new Error('expected a problem');
    expect(problemMessage('en', problem)).toBe(`events[0].tiles: "x" at position 999 of "…${'123m'.repeat(14)}12x" is not part of a tile`);
  });
});

describe('score changes that do not add up', () => {
  it('are a mismatch that says so, and every event still replays', async () => {
    const { sampleDoc } = await import('./fixtures.ts');
    const doc = sampleDoc('robbed-kong');
    doc.result.deltas[0] += 4;
    const r = loadDeal(JSON.stringify(doc), 'paste');
    if (!r.ok) throw new Error('not ok');
    expect(r.deal.problem).toBeNull();
    expect(r.deal.replay.end).toBe('win');
    expect(r.deal.verdict.status).toBe('mismatch');
    if (r.deal.verdict.status !== 'mismatch') return;
    expect(r.deal.verdict.differences[0]).toEqual({ field: 'result.deltas', recorded: 4, recomputed: 0 });
    expect(differenceText('en', r.deal.verdict.differences[0], r.deal.replay.log)).toBe('The score changes added up (they always come to 0): the log records +4, the rules give 0.');
  });
});
