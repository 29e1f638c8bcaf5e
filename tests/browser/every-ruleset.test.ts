// For every registered rule set, in Chromium: a simulated deal opens in the viewer and steps to
// its end (the End key, then every step back and forth with the arrow keys) with no console
// error, showing the rule set's verdict and its words, never a raw message key; its rules index
// and sections exist in both languages and link to each other.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { allRulesets, type Ruleset } from '../../src/engine/index.ts';
import { simulateRun } from '../../src/engine/bots/run.ts';
import { builtPages, collectErrors, newPage, withScreenshot } from './helpers.ts';
import { openReplay, position, uploadDeal, waitForDeal } from './replay-helpers.ts';

const pages = await builtPages();

/** A simulated deal with a winner and some claims, so the table has something to show. */
function dealOf(rules: Ruleset): string {
  const deals = [...simulateRun(rules, 4242, 40)];
  const chosen = deals.find((d) => d.log.result.winner !== null && d.log.events.length > 60) ?? deals[0];
  return JSON.stringify(chosen.log);
}

describe.each(allRulesets().map((r) => [r.name, r] as const))('rule set %s in the browser', (name, rules) => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await newPage({ serviceWorkers: 'block' });
    errors = collectErrors(page);
  });
  afterAll(() => page.context().close());

  test.each(['en', 'zh'] as const)('a simulated deal opens and steps to its end without an error (%s)', async (lang) => {
    await withScreenshot(page, `every-ruleset-${name}-${lang}`, async () => {
      const text = dealOf(rules);
      const events = (JSON.parse(text) as { events: unknown[] }).events.length;
      await openReplay(page, lang);
      await uploadDeal(page, text, `${name}.json`);
      await waitForDeal(page);
      await page.keyboard.press('End');
      expect(await position(page)).toBe(events);
      await expect(page.locator('.score [data-verdict]').getAttribute('data-verdict')).resolves.toBe('consistent');
      for (let i = 0; i < events; i++) await page.keyboard.press('ArrowLeft');
      expect(await position(page)).toBe(0);
      for (let i = 0; i < events; i++) await page.keyboard.press('ArrowRight');
      expect(await position(page)).toBe(events);
      const shown = await page.locator('main').innerText();
      // A message key that found no words would show itself (`fuzhou-144.win.…`, `engine.…`).
      expect(shown).not.toMatch(new RegExp(`\\b(${rules.words}|engine|replay|deal)\\.[a-z-]+\\.`));
      expect(errors).toEqual([]);
    });
  });

  test('has its rules index and sections in both languages, reached from the rules hub', async () => {
    for (const lang of ['zh', 'en']) {
      const sections = pages.filter((p) => p.startsWith(`/${lang}/rules/${name}/`) && p !== `/${lang}/rules/${name}/`);
      expect(sections.length, `${lang} sections`).toBeGreaterThan(3);
      expect(pages).toContain(`/${lang}/rules/${name}/`);
      await page.goto(`/${lang}/rules/`);
      await page.locator(`#ruleset-${name} a`).first().click();
      await page.waitForURL(`**/${lang}/rules/${name}/`);
      expect(await page.locator('.section-list a').count()).toBe(sections.length);
    }
  });
});
