// Search: nothing loads until the reader asks; then a rule term finds its section, in Chinese and
// in English, and only pages in the reader's language come back.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { builtHtml, pageForBlock, rulesSections, withScreenshot } from './helpers.ts';

/** Sections whose title names the term: the page a reader searching for it wants first. */
async function sectionsTitled(lang: 'zh' | 'en', term: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of await rulesSections(lang)) {
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await builtHtml(path))?.[1] ?? '';
    if (h1.toLowerCase().includes(term.toLowerCase())) found.push(path);
  }
  return found;
}

const loadedScripts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

describe.each([
  { lang: 'zh' as const, term: '游金', shortcut: '/' },
  { lang: 'en' as const, term: 'idle gold', shortcut: 'Control+k' },
])('search in $lang', ({ lang, term, shortcut }) => {
  const held = pageForBlock();

  test(`"${term}" finds its section first, only in ${lang}`, async () => {
    const { page, errors } = held;
    const expected = await sectionsTitled(lang, term);
    expect(expected.length, `no ${lang} rules section has "${term}" in its title yet`).toBeGreaterThan(0);

    await withScreenshot(page, `search-${lang}`, async () => {
      await page.goto(`/${lang}/rules/`);
      expect(await loadedScripts(page), 'search code must not load before it is asked for').toEqual([]);

      await page.keyboard.press(shortcut);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('site-search');
      await page.keyboard.type(term);
      const results = page.locator('#site-search-results li:not(.result-sub) > a');
      await results.first().waitFor();

      const hrefs = await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(expected, hrefs.join(' ')).toContain(hrefs[0]);
      // Rules sections, and the lessons that teach them (ranked below: their text weighs half).
      for (const href of hrefs) expect(href.startsWith(`/${lang}/rules/`) || href.startsWith(`/${lang}/learn/`), href).toBe(true);
      expect(await loadedScripts(page)).toEqual(expect.arrayContaining(['/search.js', '/pagefind/pagefind.js']));

      await results.first().click();
      await page.waitForURL(`**${hrefs[0]}`);
      expect(errors).toEqual([]);
    });
  });

  test('a term with no match says so', async () => {
    const { page } = held;
    await page.goto(`/${lang}/`);
    await page.locator('#site-search').fill('zzqqxx');
    await expect.poll(() => page.locator('#site-search-results .search-status').textContent()).toContain('zzqqxx');
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-search-results').isHidden()).resolves.toBe(true);
  });
});
