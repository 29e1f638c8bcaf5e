// Tiles on the rules pages render from the sprite and carry a label in the page's language.
import { describe, expect, test } from 'vitest';
import { builtHtml, collectErrors, pageForBlock, rulesSections, withScreenshot } from './helpers.ts';

async function firstSectionWithTiles(lang: 'zh' | 'en'): Promise<string | undefined> {
  for (const path of await rulesSections(lang)) if ((await builtHtml(path)).includes('fz-tile')) return path;
  return undefined;
}

describe.each([
  { lang: 'zh' as const, script: /[\u4e00-\u9fff]/ },
  { lang: 'en' as const, script: /^[\x20-\x7e’]+$/ },
])('tiles in $lang', ({ lang, script }) => {
  const held = pageForBlock();

  test('render with labels in the page language', async () => {
    const { page } = held;
    const path = await firstSectionWithTiles(lang);
    expect(path, `no ${lang} rules section shows tiles`).toBeDefined();
    const errors = collectErrors(page);
    await withScreenshot(page, `tiles-${lang}`, async () => {
      const sprite = page.waitForResponse((r) => new URL(r.url()).pathname === '/tiles.svg');
      await page.goto(path!);
      expect((await sprite).status()).toBe(200);
      const tiles = page.locator('main svg.fz-tile[role="img"]');
      await expect.poll(() => tiles.count()).toBeGreaterThan(3);
      const labels = await tiles.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
      for (const label of labels) expect(label).toMatch(script);
      // Drawn, not empty: an upright tile has a real, upright size on screen.
      const box = await page.locator('main svg.fz-tile:not(.fz-sideways)').first().boundingBox();
      expect(box!.width).toBeGreaterThan(10);
      expect(box!.height).toBeGreaterThan(box!.width);
      expect(errors).toEqual([]);
    });
  });
});
