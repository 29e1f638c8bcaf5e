// The library of deals opened before: listed with players, date and verdict; kept across reloads;
// removable; untouched by an import that fails; and a deal opens from it again. The bundled samples
// are listed after them and open from there. Each test has a page of its own (its own storage)
// and builds the library it needs, so one failure cannot take the tests after it down too.
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { pageForEach, withScreenshot } from './helpers.ts';
import { openReplay, uploadDeal, waitForDeal } from './replay-helpers.ts';
import { sampleDoc, tamperedText } from '../unit/replay/fixtures.ts';

describe('replay: the library', () => {
  const held = pageForEach();

  const entries = () => held.page.locator('section.library li[data-id]');
  /** The draw-game sample with other players, so the two deals are told apart by name. */
  const drawGame = () => {
    const doc = sampleDoc('draw-game');
    doc.seats = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }];
    return JSON.stringify(doc);
  };
  /** Waits until the library has read what this browser keeps (it says "Loading…" until then). */
  const libraryLoaded = (page: Page) => expect.poll(() => page.locator('section.library').getAttribute('data-status')).toBe('ready');
  const reload = async (page: Page) => {
    await page.reload();
    await page.waitForSelector('html[data-replay-ready]');
    await libraryLoaded(page);
  };
  /** Opens the replay page with an empty library, then opens the given deals in turn. */
  const withDeals = async (page: Page, ...texts: string[]) => {
    await openReplay(page, 'en');
    await libraryLoaded(page);
    for (const [i, text] of texts.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Open another deal' }).click();
      await uploadDeal(page, text);
      await expect.poll(() => entries().count()).toBe(i + 1);
    }
  };

  test('deals opened are listed with players and verdict, and survive a reload', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-library', async () => {
      await openReplay(page, 'en');
      await libraryLoaded(page);
      await expect.poll(() => page.locator('section.library').textContent()).toContain('Deals you open are kept here');
      await uploadDeal(page, drawGame());
      await waitForDeal(page);
      await page.getByRole('button', { name: 'Open another deal' }).click();
      await uploadDeal(page, tamperedText());
      await expect.poll(() => entries().count()).toBe(2);
      await reload(page);
      await expect.poll(() => entries().count()).toBe(2);
      const texts = await entries().allInnerTexts();
      expect(texts[0]).toContain('Mei · Lin · Hua · Jun');
      expect(texts[0]).toContain('Mismatch');
      expect(texts[1]).toContain('Ann · Bo · Cy · Di');
      expect(texts[1]).toContain('Consistent');
      expect(texts[1]).toMatch(/93 events/);
    });
  });

  test('a failed import leaves the library as it was', async () => {
    const { page } = held;
    await withDeals(page, drawGame(), tamperedText());
    await page.getByRole('button', { name: 'Open another deal' }).click();
    await uploadDeal(page, '{"format": "something else"}');
    await page.getByRole('alert').waitFor();
    await expect.poll(() => entries().count()).toBe(2);
    await reload(page);
    await expect.poll(() => entries().count()).toBe(2);
  });

  test('a deal opens from the library, and a removed one stays removed', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-library-remove', async () => {
      // The newest first: the tampered deal (Mei …), then the draw game (Ann …).
      await withDeals(page, drawGame(), tamperedText());
      await entries().nth(1).locator('button.open').click();
      await waitForDeal(page);
      await expect.poll(() => page.locator('section.score .verdict-line').textContent()).toContain('Consistent');
      await expect.poll(() => page.locator('.bar .players').textContent()).toBe('Ann · Bo · Cy · Di');
      await page.getByRole('button', { name: 'Remove the deal of Ann, Bo, Cy, Di' }).click();
      await expect.poll(() => entries().count()).toBe(1);
      await expect.poll(() => entries().first().innerText()).toContain('Mei · Lin · Hua · Jun');
      await reload(page);
      await expect.poll(() => entries().count()).toBe(1);
    });
  });

  test('malformed records written by someone else are repaired or skipped: the library still lists', async () => {
    const { page } = held;
    await withDeals(page, tamperedText());
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('fzmj-replay', 1);
          req.onsuccess = () => {
            const tx = req.result.transaction('entries', 'readwrite');
            const store = tx.objectStore('entries');
            store.put({ id: 'broken', names: null, time: 'not a date', verdict: 42, opened: 'soon' });
            store.put({ id: 'worse', names: 'nobody', events: -3 });
            tx.oncomplete = () => {
              req.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
          req.onerror = () => reject(req.error);
        }),
    );
    await reload(page);
    // The deal opened and the two records written by someone else, repaired.
    await expect.poll(() => entries().count()).toBe(3);
    await expect.poll(() => entries().allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('1 · 2 · 3 · 4')]));
  });

  test('the bundled samples are listed in the library, open from it, and the one on the table is marked', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-library-samples', async () => {
      await withDeals(page, drawGame(), tamperedText());
      const samples = page.locator('section.library details.samples');
      // Closed while no sample is on the table; a reader opens it by its summary.
      await expect.poll(() => samples.getAttribute('open')).toBeNull();
      await samples.locator('summary').click();
      const bundled = readdirSync('content/deals').filter((f) => f.endsWith('.json')).length;
      await expect.poll(() => samples.locator('li[data-sample]').count()).toBe(bundled);
      await expect.poll(() => samples.locator('summary').textContent()).toBe(`Sample deals (${bundled})`);
      const kong = samples.locator('li[data-sample="robbed-kong"] button');
      await expect.poll(() => kong.textContent()).toContain('Robbed kong');
      // Scrolled down to the library and opened from there: the deal is on the table and in view.
      await kong.click();
      await waitForDeal(page);
      await expect.poll(() => page.evaluate(() => location.hash)).toContain('sample=robbed-kong');
      await expect.poll(() => page.locator('.bar .title').textContent()).toContain('Robbed kong');
      await expect.poll(() => page.evaluate(() => document.querySelector('.replay')!.getBoundingClientRect().top)).toBeLessThan(50);
      await expect.poll(() => samples.getAttribute('open')).not.toBeNull();
      await expect.poll(() => samples.locator('li.current').getAttribute('data-sample')).toBe('robbed-kong');
      await expect.poll(() => kong.getAttribute('aria-current')).toBe('true');
      // A sample is not one of the deals opened before: the player's own list is unchanged.
      await expect.poll(() => entries().count()).toBe(2);
    });
  });
});
