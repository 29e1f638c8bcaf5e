// The language switch in the header keeps the reader on the same page in the other language:
// checked on every built page from its HTML, and clicked through in Chromium on one page of
// each kind in both directions.
import { describe, expect, test } from 'vitest';
import { builtHtml, builtPages, movedSections, pageForBlock, withScreenshot } from './helpers.ts';

// Every page with a header; the first edition's addresses only send the reader on.
const moved = [...(await movedSections('zh')), ...(await movedSections('en'))];
const pages = (await builtPages()).filter((p) => /^\/(zh|en)\//.test(p) && p.endsWith('/') && !moved.includes(p));
const other = (path: string): string => path.replace(/^\/(zh|en)\//, (_, l: string) => (l === 'zh' ? '/en/' : '/zh/'));
const switchHref = (html: string): string | undefined => /<a\b[^>]*\bdata-lang-switch\b[^>]*>/.exec(html)?.[0].match(/href="([^"]+)"/)?.[1];

test('every page links to itself in the other language, when that page exists', async () => {
  const wrong: string[] = [];
  for (const path of pages) {
    const href = switchHref(await builtHtml(path));
    const expected = pages.includes(other(path)) ? other(path) : other(path).replace(/^(\/\w+\/rules\/[^/]+\/).+$/, '$1');
    if (href !== expected) wrong.push(`${path}: ${href} (expected ${expected})`);
  }
  expect(pages.length).toBeGreaterThan(10);
  expect(wrong).toEqual([]);
});

describe('clicking the switch', () => {
  const held = pageForBlock();

  const section = pages.find((p) => /^\/zh\/rules\/[^/]+\/[^/]+\/$/.test(p) && pages.includes(other(p))) ?? '/zh/rules/';
  const samples = ['/zh/', '/zh/rules/', section, '/zh/replay/'].flatMap((p) => [p, other(p)]);

  test.each(samples)('%s switches to the same page', async (path) => {
    const { page } = held;
    await withScreenshot(page, `lang-switch-${path.replace(/\//g, '_')}`, async () => {
      await page.goto(path);
      await page.locator('[data-lang-switch]').click();
      await page.waitForURL(`**${other(path)}`);
      expect(new URL(page.url()).pathname).toBe(other(path));
      const expectedLang = other(path).startsWith('/zh/') ? 'zh-Hans' : 'en';
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(expectedLang);
    });
  });
});
