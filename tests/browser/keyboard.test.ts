// Keyboard only: Tab reaches the skip link first, then every header link and control, with a
// visible focus ring; the skip link moves focus to the main content.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { pageForBlock, rulesSections, withScreenshot } from './helpers.ts';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { key: '', outline: '' };
    const style = getComputedStyle(el);
    const key = el instanceof HTMLAnchorElement ? `a:${new URL(el.href).pathname}${new URL(el.href).hash}` : `${el.tagName.toLowerCase()}:${el.id || el.dataset.setTheme || ''}`;
    return { key, outline: style.outlineStyle === 'none' ? '' : `${style.outlineStyle} ${style.outlineWidth}`, inHeader: !!el.closest('header') };
  });

describe.each(['zh', 'en'] as const)('keyboard in %s', (lang) => {
  const held = pageForBlock();

  test('Tab reaches every header link and control, each visibly focused', async () => {
    const { page } = held;
    const path = (await rulesSections(lang))[0] ?? `/${lang}/rules/`;
    await withScreenshot(page, `keyboard-${lang}`, async () => {
      await page.goto(path);
      const expected = await page
        .locator('header a[href], header input, header button')
        .evaluateAll((els) =>
          els.map((el) =>
            el instanceof HTMLAnchorElement ? `a:${new URL(el.href).pathname}${new URL(el.href).hash}` : `${el.tagName.toLowerCase()}:${el.id || (el as HTMLElement).dataset.setTheme || ''}`,
          ),
        );
      expect(expected.length).toBeGreaterThanOrEqual(10);

      await page.keyboard.press('Tab');
      const skip = await focused(page);
      expect(skip.key).toBe(`a:${new URL(page.url()).pathname}#main`);
      expect(skip.outline).not.toBe('');

      const reached: string[] = [];
      for (let i = 0; i < expected.length; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        expect(now.outline, `${now.key} has no visible focus`).not.toBe('');
        reached.push(now.key);
      }
      expect(reached).toEqual(expected);
    });
  });

  test('the skip link moves focus to the main content', async () => {
    const { page } = held;
    await page.goto(`/${lang}/rules/`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => !!document.activeElement?.closest('main'))).resolves.toBe(true);
  });
});
