// The replay controls on a phone (360×740): a bar of two rows fixed at the bottom (transport and
// slider); "More controls" unfolds the jumps and options, which wrap inside the window rather
// than scroll sideways, and every one of them can be reached and used.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, newPage, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

describe('replay controls on a phone', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await newPage({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    errors = collectErrors(page);
  });
  afterAll(() => page.context().close());

  test('folded, then unfolded: nothing scrolls sideways and the options work', async () => {
    await withScreenshot(page, 'replay-phone', async () => {
      await openReplay(page, 'en', '#sample=claims-and-calls&s=10');
      await waitForDeal(page);
      await expect(page.locator('.controls .jumps').isVisible()).resolves.toBe(false);
      const folded = await page.locator('.controls').boundingBox();
      await page.getByRole('button', { name: 'More controls' }).click();
      await expect(page.locator('.controls .jumps').isVisible()).resolves.toBe(true);
      const unfolded = await page.locator('.controls').boundingBox();
      expect(unfolded!.height).toBeGreaterThan(folded!.height);
      // Every row of the bar fits the window: none is wider than what it shows.
      const overflowing = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.controls .row')].filter((row) => row.scrollWidth > row.clientWidth + 1).map((row) => row.className));
      expect(overflowing).toEqual([]);
      expect(unfolded!.y + unfolded!.height).toBeLessThanOrEqual(740 + 1);
      await page.getByRole('button', { name: 'Open hands' }).click();
      await expect(page.getByRole('button', { name: 'Open hands' }).getAttribute('aria-pressed')).resolves.toBe('true');
      expect(errors).toEqual([]);
    });
  });
});
