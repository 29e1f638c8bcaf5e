// The table fits the screen: at each desktop and phone size, once the table's top is at the top
// of the window, the whole table and the controls lie inside the window at every step; opponents'
// tiles are at least 24 px wide on a desktop; and the log lists only what has been played.
import { describe, expect, test } from 'vitest';
import { newPage, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

const VIEWPORTS = [
  [1280, 800],
  [1366, 768],
  [1920, 1080],
  [390, 844],
  [360, 740],
] as const;

describe('replay: the table and the controls fit the window', () => {
  test.each(VIEWPORTS)('%i×%i', async (width, height) => {
    const phone = width < 500;
    const page = await newPage({ serviceWorkers: 'block', viewport: { width, height }, isMobile: phone, hasTouch: phone });
    try {
      await withScreenshot(page, `replay-fit-${width}x${height}`, async () => {
        await openReplay(page, 'en', '#sample=final-sweep');
        await waitForDeal(page);
        const outside = await page.evaluate(async () => {
          document.querySelector('.table')!.scrollIntoView({ behavior: 'instant', block: 'start' });
          const slider = document.querySelector<HTMLInputElement>('.controls input[type=range]')!;
          const bad: string[] = [];
          for (let p = 0; p <= Number(slider.max); p++) {
            slider.value = String(p);
            slider.dispatchEvent(new Event('input', { bubbles: true }));
            for (let i = 0; i < 3; i++) await new Promise<void>((r) => queueMicrotask(r));
            for (const sel of ['.table', '.controls']) {
              const b = document.querySelector(sel)!.getBoundingClientRect();
              if (b.left < 0 || b.top < 0 || b.right > window.innerWidth + 0.5 || b.bottom > window.innerHeight + 0.5) {
                bad.push(`${sel} at step ${p}: ${[b.left, b.top, b.right, b.bottom].map((v) => v.toFixed(0)).join(' ')}`);
              }
            }
          }
          return bad;
        });
        expect(outside).toEqual([]);
      });
    } finally {
      await page.context().close();
    }
  });

  test("opponents' tiles are at least 24 px wide at 1280×800", async () => {
    const page = await newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    try {
      await withScreenshot(page, 'replay-fit-tiles', async () => {
        await openReplay(page, 'en', '#sample=final-sweep&s=40');
        await waitForDeal(page);
        const widths = await page.evaluate(() =>
          ['.place.top', '.place.left', '.place.right'].flatMap((place) =>
            [...document.querySelectorAll(`${place} .hand .fz-tile, ${place} .hand svg, ${place} .pond .fz-tile, ${place} .pond svg`)].map((t) => t.getBoundingClientRect().width),
          ),
        );
        expect(widths.length).toBeGreaterThan(20);
        expect(Math.min(...widths)).toBeGreaterThanOrEqual(24);
      });
    } finally {
      await page.context().close();
    }
  });

  test('the log lists only what has been played', async () => {
    const page = await newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    try {
      await withScreenshot(page, 'replay-fit-log', async () => {
        await openReplay(page, 'en', '#sample=final-sweep');
        await waitForDeal(page);
        const lines = page.locator('.log li');
        await expect.poll(() => lines.count()).toBe(0);
        await page.locator('h1').click();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => lines.count()).toBe(3);
        await expect.poll(() => page.locator('.log li[aria-current=step] .n').textContent()).toBe('3');
        await page.getByRole('slider').fill('40');
        await expect.poll(() => lines.count()).toBe(40);
        await expect.poll(() => lines.last().locator('.text').textContent()).toBe(await page.locator('.center .said').textContent());
        await page.keyboard.press('End');
        const last = Number(await page.getByRole('slider').getAttribute('max'));
        await expect.poll(() => lines.count()).toBe(last);
        await page.keyboard.press('Home');
        await expect.poll(() => lines.count()).toBe(0);
      });
    } finally {
      await page.context().close();
    }
  });
});
