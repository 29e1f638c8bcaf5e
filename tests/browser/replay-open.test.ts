// Opening a deal brings it into view, at 1280×800 and on a 360×740 phone: a sample from the
// importer, a sample from the library, a file, a share link. On a desktop the table and its
// controls are whole in the window; on a phone the table's top is at the window's top, above the
// fixed bar. The keyboard's focus is on the table, not <body>; an error shows where one looks.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, uploadDeal, waitForDeal } from './replay-helpers.ts';

const box = (page: Page, sel: string) =>
  page
    .locator(sel)
    .first()
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('table') ?? false);

/** In view as the size asks: the whole table and controls (desktop), the table from the top (phone). */
async function inView(page: Page, phone: boolean): Promise<boolean> {
  const table = await box(page, '.table');
  const controls = await box(page, '.controls');
  const height = await page.evaluate(() => innerHeight);
  if (phone) return table.top >= 0 && table.top <= 24 && table.top < controls.top;
  return table.top >= 0 && table.bottom <= height && controls.top >= 0 && controls.bottom <= height;
}

const sizes = [
  ['desktop', { width: 1280, height: 800 }, false],
  ['phone', { width: 360, height: 740 }, true],
] as const;

describe.each(sizes)('opening a deal (%s)', (name, viewport, phone) => {
  const held = pageForBlock({ serviceWorkers: 'block', viewport });

  test('a share link: the table in view and focused', async () => {
    const { page } = held;
    await withScreenshot(page, `replay-open-link-${name}`, async () => {
      await page.goto('about:blank');
      await openReplay(page, 'en', '#sample=final-sweep');
      await waitForDeal(page);
      await expect.poll(() => inView(page, phone)).toBe(true);
      await expect.poll(() => focused(page)).toBe(true);
    });
  });

  test('a sample from the importer, after scrolling away', async () => {
    const { page } = held;
    await withScreenshot(page, `replay-open-sample-${name}`, async () => {
      await page.goto('about:blank');
      await openReplay(page, 'en');
      const button = page.locator('.importer button[data-sample="robbed-kong"], button[data-sample="robbed-kong"]').first();
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await waitForDeal(page);
      await expect.poll(() => inView(page, phone)).toBe(true);
      await expect.poll(() => focused(page)).toBe(true);
    });
  });

  test('a sample from the library at the foot of the page', async () => {
    const { page } = held;
    await withScreenshot(page, `replay-open-library-${name}`, async () => {
      await page.goto('about:blank');
      await openReplay(page, 'en', '#sample=robbed-kong');
      await waitForDeal(page);
      const samples = page.locator('section.library details.samples');
      // Open already while a sample is on the table.
      if ((await samples.getAttribute('open')) === null) await samples.locator('summary').click();
      await samples.locator('li[data-sample="gold-dragon"] button').click();
      await expect.poll(() => page.evaluate(() => location.hash)).toContain('sample=gold-dragon');
      await expect.poll(() => inView(page, phone)).toBe(true);
      await expect.poll(() => focused(page)).toBe(true);
    });
  });

  test('a file, and then a file that is no deal: the message in the window', async () => {
    const { page } = held;
    await withScreenshot(page, `replay-open-file-${name}`, async () => {
      await page.goto('about:blank');
      await openReplay(page, 'en');
      await uploadDeal(page, readFileSync('content/deals/draw-game.json', 'utf8'), 'draw-game.json');
      await waitForDeal(page);
      await expect.poll(() => inView(page, phone)).toBe(true);
      await expect.poll(() => focused(page)).toBe(true);
      // The importer again, with a file that is not a deal: its message is in the window.
      await page.locator('.bar .actions button[aria-expanded]').click();
      await uploadDeal(page, '{"not": "a deal"}', 'other.json');
      const height = viewport.height;
      await expect
        .poll(async () => {
          const b = await box(page, '.error[role=alert]');
          return b.top >= 0 && b.bottom <= height;
        })
        .toBe(true);
    });
  });
});
