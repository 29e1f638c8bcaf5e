// The replay page's JavaScript budget, measured on what Chromium actually fetches: at first load
// (the page with a deal open at its start) under 80 KB gzip; and with everything a session may
// load later (the end of a deal with its winning hand and payments, a picture saved) under 96 KB.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

const FIRST_LOAD = 80 * 1024;
const WHOLE_SESSION = 96 * 1024;

describe('replay: JavaScript budget', () => {
  const held = pageForBlock();
  const scripts = new Map<string, Promise<number>>();
  beforeAll(() => {
    held.page.on('response', (response) => {
      if (response.url().endsWith('.js') && !scripts.has(response.url())) {
        scripts.set(
          response.url(),
          response.body().then((b) => gzipSync(b, { level: 9 }).length),
        );
      }
    });
  });

  const total = async () => (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);

  test('the page with a deal open loads under 80 KB of JavaScript, gzip', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-budget-first', async () => {
      await openReplay(page, 'en', '#sample=claims-and-calls&s=0');
      await waitForDeal(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.size).toBeGreaterThan(1);
      expect(await total(), [...scripts.keys()].join(', ')).toBeLessThan(FIRST_LOAD);
    });
  });

  test('with the end of a deal and a saved picture, under 96 KB', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-budget-session', async () => {
      await page.keyboard.press('End');
      await page.locator('.score .headline').first().waitFor({ timeout: 30_000 });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save picture' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.png$/);
      await page.waitForLoadState('networkidle');
      expect(await total(), [...scripts.keys()].join(', ')).toBeLessThan(WHOLE_SESSION);
    });
  });
});
