// The replay controls on a phone (360×740): a bar of two rows fixed at the bottom (transport and
// slider); "More controls" unfolds the jumps and options, which wrap inside the window rather
// than scroll sideways, and every one of them can be reached and used. The first step of a deal
// brings the whole table into view above the bar; at an MCR deal's end (its tallest table: four
// rows of discards and flowers) the table still fits above the bar, and nothing at the page's
// end hides under it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, openSampleAtEnd, waitForDeal } from './replay-helpers.ts';

describe('replay controls on a phone', () => {
  const held = pageForBlock({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

  test('folded, then unfolded: nothing scrolls sideways and the options work', async () => {
    const { page, errors } = held;
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

  test('the first step scrolls the table into view, whole, above the bar; later steps leave the page where it is', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-phone-framed', async () => {
      await openReplay(page, 'en', '#sample=robbed-kong');
      await waitForDeal(page);
      // Folded again after the test above, as the bar first shows.
      const more = page.getByRole('button', { name: 'More controls' });
      if ((await more.getAttribute('aria-expanded')) === 'true') await more.click();
      const box = (sel: string) => page.locator(sel).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      // Opened: the table is brought to the top of the window at once (issue 22; it was left below the bar).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('.controls').getByRole('button', { name: 'Step forward', exact: true }).click();
      // Scrolled back up, the first step scrolls (smoothly) until the table's top is at the top of the window, less the page's scroll margin.
      await expect
        .poll(
          async () => {
            const top = (await box('.table')).top;
            return top >= 0 && top <= 24;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      expect((await box('.table')).bottom).toBeLessThanOrEqual((await box('.controls')).top + 0.5);
      // Scrolled back up by the reader, the next step does not pull the page down again.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('.controls').getByRole('button', { name: 'Step forward', exact: true }).click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('the analyzer, opened with the A key, scrolls up into view above the bar', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-phone-analyzer', async () => {
      await page.goto('about:blank');
      await openReplay(page, 'en', '#sample=dead-gold&s=40');
      await waitForDeal(page);
      await page.keyboard.press('a');
      await page.locator('.analyzer').waitFor();
      const box = (sel: string) => page.locator(sel).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      await expect
        .poll(async () => {
          const top = (await box('.analyzer')).top;
          return top >= 0 && top < (await box('.controls')).top - 48;
        })
        .toBe(true);
    });
  });
  test('the end is said whole in the narrow middle: two robbers, each named with their gain', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-phone-two-winners', async () => {
      await page.goto('about:blank');
      await openSampleAtEnd(page, 'en', 'guangdong-rob-two');
      const banner = page.locator('.center .banner.win');
      // Not clipped: the box holds all its lines (it was cut to "…; Jun (North)…").
      await expect.poll(() => banner.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      const text = await banner.innerText();
      expect(text).toMatch(/Hua \(West\) \+\d+/);
      expect(text).toMatch(/Jun \(North\) \+\d+/);
      expect(text).toMatch(/ win: /);
    });
  });

  const MCR = readdirSync(join(import.meta.dirname, '../../content/deals'))
    .filter((f) => /^mcr-.*\.json$/.test(f))
    .map((f) => f.slice(0, -5));

  test("at an MCR deal's end the table fits above the bar, and the page's end is not under it", async () => {
    const { page } = held;
    let reached = 0;
    for (const sample of MCR) {
      await withScreenshot(page, `replay-phone-end-${sample}`, async () => {
        await page.goto('about:blank');
        await openSampleAtEnd(page, 'en', sample);
        const more = page.getByRole('button', { name: 'More controls' });
        if ((await more.getAttribute('aria-expanded')) === 'true') await more.click();
        const box = (sel: string) => page.locator(sel).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        // The table at the window's top, as opening a deal frames it: its bottom above the bar's top.
        await page.locator('.table').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
        await expect.poll(async () => (await box('.table')).bottom - (await box('.controls')).top, { timeout: 10_000 }).toBeLessThanOrEqual(0.5);
        // Scrolled to the end, the last thing in the page ends above the bar.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await expect.poll(async () => (await box('.site-footer, footer')).bottom - (await box('.controls')).top).toBeLessThanOrEqual(0.5);
        reached++;
      });
    }
    expect(reached).toBe(MCR.length);
    expect(reached).toBeGreaterThanOrEqual(5);
  }, 300_000);
});
