// Theme: follows the system by default, the light/dark/system buttons switch it, the choice
// survives a page change; without JavaScript the page follows the system and hides the controls.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, withScreenshot } from './helpers.ts';

/** Relative luminance of the page background, 0 (black) to 1 (white). */
const background = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

const pressed = (page: Page): Promise<string[]> => page.locator('[data-set-theme][aria-pressed="true"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.setTheme!));

describe('theme', () => {
  test('follows the system, switches, and remembers the choice', async () => {
    const page = await newPage({ colorScheme: 'dark', serviceWorkers: 'block' });
    try {
      await withScreenshot(page, 'theme', async () => {
        await page.goto('/en/');
        expect(await background(page)).toBeLessThan(0.2);
        expect(await pressed(page)).toEqual(['system']);

        await page.locator('[data-set-theme="light"]').click();
        expect(await background(page)).toBeGreaterThan(0.8);
        expect(await pressed(page)).toEqual(['light']);

        await page.goto('/zh/rules/');
        await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
        expect(await background(page)).toBeGreaterThan(0.8);
        expect(await pressed(page)).toEqual(['light']);

        await page.locator('[data-set-theme="system"]').click();
        await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBeNull();
        expect(await background(page)).toBeLessThan(0.2);

        await page.emulateMedia({ colorScheme: 'light' });
        expect(await background(page)).toBeGreaterThan(0.8);
        await page.locator('[data-set-theme="dark"]').click();
        expect(await background(page)).toBeLessThan(0.2);
      });
    } finally {
      await page.context().close();
    }
  });

  test('without JavaScript: system colours, no dead controls', async () => {
    const page = await newPage({ colorScheme: 'dark', javaScriptEnabled: false });
    try {
      await page.goto('/en/rules/');
      expect(await background(page)).toBeLessThan(0.2);
      await expect.poll(() => page.locator('.theme-switch').isVisible()).toBe(false);
      await expect.poll(() => page.locator('#site-search').isVisible()).toBe(false);
      await expect.poll(() => page.locator('header nav a').first().isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
