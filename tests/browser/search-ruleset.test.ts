// Search across rule sets: 抢金 (robbing the gold) is a rule of both Fuzhou tables; the reader on
// the rules index (the default rule set, fuzhou) gets fuzhou's sections first, every result names
// its rule set, the excerpts are clean text and mark the term whole, not each 金.
import { describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';

describe('search for 抢金 in Chinese', () => {
  const held = pageForBlock();

  test('fuzhou first, each result with its rule set, 抢金 marked whole, no raw **', async () => {
    const { page } = held;
    await withScreenshot(page, 'search-ruleset', async () => {
      await page.goto('/zh/rules/');
      await page.locator('#site-search').click();
      await page.keyboard.type('抢金');
      const results = page.locator('#site-search-results li:not(.result-sub) > a');
      await results.first().waitFor();
      const rows = await results.evaluateAll((links) =>
        links.map((a) => ({
          path: new URL((a as HTMLAnchorElement).href).pathname,
          ruleset: a.querySelector('.result-ruleset')?.textContent ?? '',
          text: a.textContent ?? '',
          excerpt: a.querySelector('.result-excerpt')?.textContent ?? '',
          marks: [...a.querySelectorAll('.result-excerpt mark')].map((m) => m.textContent),
        })),
      );
      // Both Fuzhou tables have the rule: the house rules' sections first.
      expect(rows.length).toBeGreaterThan(1);
      expect(rows[0].path).toMatch(/^\/zh\/(rules|learn)\/fuzhou\//);
      // Every fuzhou result before any other rule set's (Pagefind alone put a fuzhou-144 section first).
      const sets = rows.map((r) => /^\/zh\/(?:rules|learn)\/([^/]+)\/[^/]/.exec(r.path)?.[1] ?? '');
      const firstOther = sets.findIndex((id) => id !== 'fuzhou' && id !== '');
      if (firstOther >= 0) expect(sets.slice(firstOther)).not.toContain('fuzhou');
      let marked = 0;
      for (const row of rows) {
        if (/\/(rules|learn)\/[^/]+\/[^/]/.test(row.path)) expect(row.ruleset, row.path).not.toBe('');
        expect(row.text, row.path).not.toContain('**');
        for (const mark of row.marks) {
          // A lone 金 or 抢 would be Pagefind's character-by-character match.
          if (row.excerpt.includes('抢金')) expect(mark, row.path).toBe('抢金');
          marked++;
        }
      }
      expect(marked).toBeGreaterThan(0);
      // The house rules' name, as its sections' kicker shows it.
      expect(rows[0].ruleset).toContain('福州麻将');
    });
  });
});
