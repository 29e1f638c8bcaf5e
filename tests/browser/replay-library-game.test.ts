// A whole game kept in the library: opened from a file (a game the simulator plays here), the page
// reloaded, the library's entry read ("Whole game, N deals" and the four final totals, both worked
// out from the file here), the game opened again from it, its deal list shown and the next deal
// taken; in English and in Chinese, at 360 px where neither the list nor the game scrolls sideways.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { simulateGame } from '../../src/engine/bots/game.ts';
import { ruleset } from '../../src/engine/index.ts';
import { pageForEach, withScreenshot } from './helpers.ts';
import { openReplay, uploadDeal, waitForDeal } from './replay-helpers.ts';

const DEALS = 4;
const game = simulateGame(ruleset('fuzhou'), 11, DEALS);
const names = game.players.map((p) => p.name);
/** Each player's total: the sum of their score change over every deal of the file. */
const totals = names.map((_, seat) => game.deals.reduce((sum, deal) => sum + deal.result.deltas[seat], 0));
/** As the library writes a total: a sign on a gain, none on zero, ASCII minus on a loss. */
const totalsText = names.map((name, i) => `${name} ${totals[i] > 0 ? '+' : ''}${totals[i]}`).join(' · ');

const WORDS = {
  en: {
    entry: `Whole game, ${DEALS} deals`,
    head: `A game of ${DEALS} deals`,
    deal: (n: number) => `deal ${n}`,
    next: 'Next deal →',
    where: `Deal 2 of ${DEALS}`,
  },
  zh: {
    entry: `整场，共 ${DEALS} 局`,
    head: `一盘 ${DEALS} 局`,
    deal: (n: number) => `第 ${n} 局`,
    next: '下一局 →',
    where: `第 2 局，共 ${DEALS} 局`,
  },
} as const;

const current = (page: Page) => page.locator('.game .deal[aria-current=true] .num').textContent();
const entries = (page: Page) => page.locator('section.library li[data-id]');
const libraryLoaded = (page: Page) => expect.poll(() => page.locator('section.library').getAttribute('data-status')).toBe('ready');
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(['en', 'zh'] as const)('replay: a whole game kept in the library, at 360 px (%s)', (lang) => {
  const held = pageForEach({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  const words = WORDS[lang];

  test('saved on opening, listed after a reload with its deals and totals, and opened again', async () => {
    const { page, errors } = held;
    // The game is a real one: several deals and someone's total moved.
    expect(game.deals.length).toBe(DEALS);
    expect(totals.some((n) => n !== 0)).toBe(true);
    await withScreenshot(page, `replay-library-game-${lang}`, async () => {
      await openReplay(page, lang);
      await libraryLoaded(page);
      await uploadDeal(page, JSON.stringify(game), 'game.json');
      await waitForDeal(page);
      await expect.poll(() => page.locator('.game .head').textContent()).toContain(words.head);
      await expect.poll(() => entries(page).count()).toBe(1);

      await page.reload();
      await page.waitForSelector('html[data-replay-ready]');
      await libraryLoaded(page);
      await expect.poll(() => entries(page).count()).toBe(1);
      const entry = entries(page).first();
      await expect.poll(() => entry.locator('.deals').textContent()).toBe(words.entry);
      await expect.poll(() => entry.locator('.totals').textContent()).toBe(totalsText);
      await expect.poll(() => entry.locator('.names').textContent()).toBe(names.join(' · '));
      await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(360);

      // The page again with nothing in the address: the game comes from the library alone.
      await openReplay(page, lang);
      await libraryLoaded(page);
      await expect.poll(() => page.locator('.game').count()).toBe(0);
      await entries(page).first().locator('button.open').click();
      await waitForDeal(page);
      await expect.poll(() => page.locator('.game .deal').count()).toBe(DEALS);
      await expect.poll(() => page.locator('.game .head').textContent()).toContain(words.head);
      await expect.poll(() => current(page)).toBe(words.deal(1));
      await page.getByRole('button', { name: words.next }).click();
      await expect.poll(() => current(page)).toBe(words.deal(2));
      await expect.poll(() => page.locator('.game .where').textContent()).toBe(words.where);
      await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(360);
      const box = await page.locator('.game').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360 + 1);
      // Opened again, it is still one entry, not a second.
      await expect.poll(() => entries(page).count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
