// Measuring a page at phone widths: no page of the site may be wider than a 320, 360 or 390 px
// window. One page is laid out again at each width by resizing its window (a load per width would
// take three times as long), widest first. Each width is measured in one call into the page's own
// world: Playwright's locators and waitForFunction run in a second world whose script it injects
// into every new document, about 130 ms of a busy 2-core machine's time a page (measured: 339 ms
// a page for the checks through it, 74 ms this way).
import type { Page } from 'playwright-core';

export const WIDTHS = [320, 360, 390] as const;

/** Where a phone's header may end: one compact row, at most 4 rem (64 px; it was three rows, 180 px). */
export const HEADER_MAX = 64;

/** How long a page may take to fit itself to a new width (islands that measure the window). */
const FIT_WAIT = 10_000;

interface Measured {
  /** How much wider than its window the page is (0 when it fits). */
  over: number;
  /** The site header's height, 0 on a page without one. */
  header: number;
}

/**
 * Run in the page: waits, a frame at a time, until the page fits its window or `wait` ms have
 * passed (islands that fit themselves to the window do so in the frames after a resize: what stays
 * wider once they are done is what counts, however slowly a busy machine gets there), then measures.
 */
async function fitted(wait: number): Promise<Measured> {
  const root = document.documentElement;
  const until = performance.now() + wait;
  // A frame, or 50 ms where no frame comes (a page the browser stopped drawing).
  const frame = () =>
    new Promise<void>((done) => {
      requestAnimationFrame(() => done());
      setTimeout(done, 50);
    });
  while (root.scrollWidth > innerWidth && performance.now() < until) await frame();
  return {
    over: Math.max(0, root.scrollWidth - innerWidth),
    header: document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0,
  };
}

/**
 * The page measured as it settles. A page that sends the reader on (a moved section's refresh) may
 * navigate meanwhile: it is measured again where it lands.
 */
async function measure(page: Page): Promise<Measured> {
  for (let tries = 0; ; tries++) {
    try {
      return await page.evaluate(fitted, FIT_WAIT);
    } catch (error) {
      if (tries >= 2) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/**
 * Measures the page at each width, widest first, and adds what overflowed to `wide`
 * ("label at 320 px +12"); `also` is given each width and the header's height there.
 */
export async function atEachWidth(page: Page, label: string, wide: string[], also?: (width: number, header: number) => void): Promise<void> {
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 740 });
    const { over, header } = await measure(page);
    if (over > 0) wide.push(`${label} at ${width} px +${over}`);
    also?.(width, header);
  }
}
