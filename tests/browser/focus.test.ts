// Keyboard details of the islands: Space at a deal's end leaves it there (Play is disabled), closing
// the key list or the import panel with Esc gives focus back to the button that opened it, and the
// checker's second skip link reaches the tile palette in two Tabs and Enter.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, position, waitForDeal } from './replay-helpers.ts';

/** What has the focus: the tag, and its text or tile, enough to tell the buttons apart. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}:${el.dataset.tile ?? el.getAttribute('href') ?? el.textContent?.trim()}`;
  });

describe('the replay, by keyboard', () => {
  const held = pageForBlock();

  test('Space at the end of a deal stays at the end', async () => {
    const { page } = held;
    await withScreenshot(page, 'focus-space-end', async () => {
      await openReplay(page, 'en', '#sample=robbed-kong');
      await waitForDeal(page);
      const last = Number(await page.locator('.controls input[type=range]').getAttribute('max'));
      expect(last).toBeGreaterThan(10);
      await page.locator('h1').click();
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(last);
      expect(await page.getByRole('button', { name: 'Play', exact: true }).isDisabled()).toBe(true);
      await page.keyboard.press(' ');
      // A second key after Space: had Space restarted the deal, Home…End would not matter, but the
      // position read after ArrowLeft would be 0 (clamped), not last − 1.
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => position(page)).toBe(last - 1);
    });
  });

  test('Esc closing the key list gives focus back to its button', async () => {
    const { page } = held;
    await withScreenshot(page, 'focus-keys-esc', async () => {
      const button = page.getByRole('button', { name: 'Keys', exact: true });
      await button.click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await expect.poll(() => focused(page)).toBe(`button:${await button.textContent()}`);
    });
  });

  test('Esc closing the import panel, from inside it, gives focus back to its button', async () => {
    const { page } = held;
    await withScreenshot(page, 'focus-import-esc', async () => {
      // The deal bar's "Open another deal", the only button there that opens a panel.
      const toggle = page.locator('.actions button[aria-expanded]');
      expect(await toggle.count()).toBe(1);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.locator('.importer button, .importer input, .importer textarea').first().focus();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.importer'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    });
  });
});

describe.each(['zh', 'en'] as const)('the checker in %s', (lang) => {
  const held = pageForBlock();

  test('the second skip link takes focus to the palette: Tab, Tab, Enter', async () => {
    const { page } = held;
    await withScreenshot(page, `focus-palette-${lang}`, async () => {
      await page.goto(`/${lang}/check/`);
      await page.waitForSelector('html[data-check-ready]');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^a:#main$/);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('a:#palette');
      await page.keyboard.press('Enter');
      // The palette's current tile: the first one, 1 of Characters (tile 0) on a fresh page.
      await expect.poll(() => focused(page)).toBe('button:0');
    });
  });
});
