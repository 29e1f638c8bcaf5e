// No layout shift while stepping: from the first event to the last, on a phone and on a desktop,
// with hands closed and open, the table, the controls and the log keep their place and size.
import { describe, expect, test } from 'vitest';
import { newPage, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

describe('replay: no layout shift while stepping', () => {
  test.each([
    [360, 'final-sweep', false],
    [360, 'robbed-kong', true],
    [1280, 'draw-game', false],
    [1280, 'final-sweep', true],
  ] as const)('%i px, %s, hands open: %s', async (width, sample, open) => {
    const page = await newPage({ serviceWorkers: 'block', viewport: { width, height: 800 } });
    try {
      await withScreenshot(page, `replay-layout-${width}-${sample}`, async () => {
        await openReplay(page, 'en', `#sample=${sample}${open ? '&o=1' : ''}`);
        await waitForDeal(page);
        const boxes = await page.evaluate(async () => {
          const slider = document.querySelector<HTMLInputElement>('.controls input[type=range]')!;
          const parts = ['.table', '.place.top', '.place.left', '.place.right', '.place.bottom', '.center-place', '.controls', 'section.log'];
          const seen = parts.map(() => new Set<string>());
          for (let p = 0; p <= Number(slider.max); p++) {
            slider.value = String(p);
            slider.dispatchEvent(new Event('input', { bubbles: true }));
            // Svelte applies the change in a microtask; reading the boxes then lays the page out.
            for (let i = 0; i < 3; i++) await new Promise<void>((r) => queueMicrotask(r));
            parts.forEach((sel, i) => {
              const b = document.querySelector(sel)!.getBoundingClientRect();
              seen[i].add([b.x, b.y + window.scrollY, b.width, b.height].map((v) => v.toFixed(1)).join(' '));
            });
          }
          return Object.fromEntries(parts.map((sel, i) => [sel, [...seen[i]]]));
        });
        for (const [part, sizes] of Object.entries(boxes)) expect(sizes, part).toHaveLength(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    } finally {
      await page.context().close();
    }
  });
});
