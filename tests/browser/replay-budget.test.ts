// The replay page's JavaScript budget, measured on what Chromium actually fetches: the page, a
// deal opened, and a picture saved (its drawing code loads last) stay under 80 KB gzip.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

const BUDGET = 80 * 1024;

describe('replay: JavaScript budget', () => {
  let page: Page;
  const scripts = new Map<string, Promise<number>>();
  beforeAll(async () => {
    page = await newPage({ serviceWorkers: 'block' });
    page.on('response', (response) => {
      if (response.url().endsWith('.js') && !scripts.has(response.url())) {
        scripts.set(response.url(), response.body().then((b) => gzipSync(b, { level: 9 }).length));
      }
    });
  });
  afterAll(() => page.context().close());

  test('the page, a deal and a saved picture load under 80 KB of JavaScript, gzip', async () => {
    await withScreenshot(page, 'replay-budget', async () => {
      await openReplay(page, 'en', '#sample=gold-dragon&s=6');
      await waitForDeal(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save picture' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.png$/);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(scripts.values());
      const total = sizes.reduce((a, b) => a + b, 0);
      expect(scripts.size).toBeGreaterThan(1);
      expect(total, [...scripts.keys()].join(', ')).toBeLessThan(BUDGET);
    });
  });
});
