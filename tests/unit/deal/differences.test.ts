// A mismatch lists its first differences and counts the rest, in the verdict, its words (both
// languages) and the viewer's; and one difference is one short line whatever the log recorded.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fzmj, TIMEOUT } from '../cli/bin.ts';
import { describe, expect, it } from 'vitest';
import { MAX_DIFFERENCES } from '../../../src/engine/replay/verify.ts';
import { verifyLog } from '../../../src/engine/index.ts';
import { verdictText } from '../../../src/i18n/deal-format.ts';
import { differenceText, moreDifferencesText } from '../../../src/components/replay/score-view.ts';
import { quoteValue } from '../../../src/engine/schema/quote.ts';

const text = readFileSync(join(import.meta.dirname, '../../../content/deals/gold-grab.json'), 'utf8');

/** The gold-grab deal with `extra` more items of its breakdown, each a difference of its own. */
function withExtraItems(extra: number, item: object) {
  const doc = JSON.parse(text);
  doc.result.breakdown.items.push(...new Array(extra).fill(item));
  return verifyLog(JSON.stringify(doc));
}

describe('differences are capped', () => {
  it('100,000 recorded items the rules do not give: the first ten listed, 99,990 counted', () => {
    const { verdict, log } = withExtraItems(100_000, { id: '', points: 0 });
    expect(verdict.status).toBe('mismatch');
    if (verdict.status !== 'mismatch' || !log) return;
    // Every other field agrees (the deal as recorded is consistent): the 100,000 items are all the differences.
    expect(MAX_DIFFERENCES).toBe(10);
    expect(verdict.differences).toHaveLength(10);
    expect(verdict.more).toBe(100_000 - 10);
    const en = verdictText('en', verdict, ['a', 'b', 'c', 'd']);
    const zh = verdictText('zh', verdict, ['a', 'b', 'c', 'd']);
    expect(en).toMatch(/; and 99,990 more$/);
    expect(zh).toContain('另有 99,990 处不一致');
    // Ten short differences and the count: nowhere near one line per item.
    expect(en.length).toBeLessThan(1_500);
    expect(moreDifferencesText('en', verdict.more)).toBe('And 99,990 more differences.');
    expect(moreDifferencesText('zh', verdict.more)).toBe('另有 99,990 处不一致。');
  });

  it('no count when every difference is listed', () => {
    const { verdict } = withExtraItems(3, { id: '', points: 0 });
    expect(verdict).toMatchObject({ status: 'mismatch', more: 0 });
    if (verdict.status === 'mismatch') expect(verdictText('en', verdict, [])).not.toMatch(/more/);
  });
});

describe('one difference is one short line', () => {
  // 60 control characters: JSON writes each as six (\u0001), 360 characters for one value.
  const id = '\u0001'.repeat(5_000);

  it('a quoted value stays one short quote, never cut inside an escape', () => {
    const q = quoteValue(id);
    expect(q.length).toBeLessThanOrEqual(62);
    expect(q).toMatch(/^"(\\u0001)+…"$/);
  });

  it('in the verdict line and in the viewer', () => {
    const { verdict, log } = withExtraItems(1, { id, points: 0 });
    if (verdict.status !== 'mismatch' || !log) throw new Error(verdict.status);
    expect(verdict.differences).toHaveLength(1);
    for (const lang of ['en', 'zh'] as const) {
      expect(verdictText(lang, verdict, []).length).toBeLessThan(160);
      expect(differenceText(lang, verdict.differences[0], log).length).toBeLessThan(200);
    }
  });
});

describe('the command line', () => {
  it(
    'prints ten differences and the count, in its text and its --json',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fzmj-differences-'));
      const doc = JSON.parse(text);
      doc.result.breakdown.items.push(...new Array(5_000).fill({ id: '', points: 0 }));
      writeFileSync(join(dir, 'many.json'), JSON.stringify(doc));
      const plain = await fzmj(['verify', join(dir, 'many.json')]);
      expect(plain.code).toBe(1);
      // 5,000 differences, ten listed: 4,990 more.
      expect(plain.stdout).toMatch(/; and 4,990 more\n/);
      expect(plain.stdout.length).toBeLessThan(1_500);
      const json = await fzmj(['verify', '--json', join(dir, 'many.json')]);
      const line = JSON.parse(json.stdout);
      expect(line.differences).toHaveLength(10);
      expect(line.more).toBe(4_990);
      expect(json.stdout.length).toBeLessThan(3_000);
    },
    TIMEOUT,
  );
});

describe("the viewer's score table", () => {
  it('lists the first ten extra lines and counts the rest', async () => {
    const { scoreRows } = await import('../../../src/components/replay/score-rows.ts');
    const { verdict, log } = withExtraItems(50_000, { id: '', points: 0 });
    if (verdict.status !== 'mismatch' || !log) throw new Error(verdict.status);
    const rows = scoreRows(log.result, verdict.result);
    expect(rows.extra).toHaveLength(10);
    expect(rows.extraMore).toBe(50_000 - 10);
  });
});
