// Measuring a page at phone widths: no page of the site may be wider than a 320, 360 or 390 px
// window. One page is laid out again at each width by resizing its window (a load per width would
// take three times as long), widest first.
import type { Page } from 'playwright-core';

export const WIDTHS = [320, 360, 390] as const;

/** Where a phone's header may end: one compact row, at most 4 rem (64 px; it was three rows, 180 px). */
export const HEADER_MAX = 64;

/**
 * How much wider than its window the page is (0 when it fits). A page that sends the reader on
 * (a moved section's refresh) may navigate while it is measured: it is measured again where it lands.
 */
async function excess(page: Page): Promise<number> {
  for (let tries = 0; ; tries++) {
    try {
      return await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    } catch (error) {
      if (tries >= 2) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** The site header's height, 0 on a page without one. */
export const headerHeight = (page: Page): Promise<number> => page.evaluate(() => document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0);

/**
 * Measures the page at each width, widest first, and adds what overflowed to `wide`
 * ("label at 320 px +12"); `also` runs at each width once the page is measured.
 */
export async function atEachWidth(page: Page, label: string, wide: string[], also?: (width: number) => Promise<void>): Promise<void> {
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 740 });
    // Laid out again after the resize, islands that fit themselves to the window included: what
    // stays wider once they are done is what counts, however slowly a busy machine gets there.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= innerWidth, null, { timeout: 10_000 }).catch(() => {});
    const over = await excess(page);
    if (over > 0) wide.push(`${label} at ${width} px +${over}`);
    await also?.(width);
  }
}
