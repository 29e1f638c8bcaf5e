// User text in a deal (a table name, players' names) cannot break the page: a 10,000-character
// title wraps inside the window, and a name written with a right-to-left override does not
// reorder the names beside it.
import { expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, uploadDeal, waitForDeal } from './replay-helpers.ts';
import { sampleDoc } from '../unit/replay/fixtures.ts';

const held = pageForBlock({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

test('a very long title wraps and a right-to-left name stays in its place', async () => {
  const { page } = held;
  await withScreenshot(page, 'replay-hostile-text', async () => {
    const doc = sampleDoc('draw-game');
    doc.meta = { ...doc.meta, table: 'T'.repeat(10_000) };
    doc.seats = [{ name: 'Ann' }, { name: '\u202Eevil' }, { name: 'Cy' }, { name: 'Di' }];
    await openReplay(page, 'en');
    await uploadDeal(page, JSON.stringify(doc));
    await waitForDeal(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(1280);
    // Each name is isolated: the override reverses only its own text, and Cy still follows it.
    const isolated = await page.locator('.bar .players bdi').allTextContents();
    expect(isolated).toEqual(['Ann', '\u202Eevil', 'Cy', 'Di']);
  });
});
