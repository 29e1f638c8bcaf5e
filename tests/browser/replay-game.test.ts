// A whole game in the viewer: the game's verdict and its broken tie on top, the list of deals with
// each one's result and verdict, previous and next deal by buttons, keys, the list and the address
// (reload and back), at desktop width in English and at 360 px in Chinese.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, uploadDeal, waitForDeal } from './replay-helpers.ts';

const sample = (id: string) => JSON.parse(readFileSync(new URL(`../../content/deals/${id}.json`, import.meta.url), 'utf8'));

/**
 * draw-game (seat 1 deals at streak 1, no winner), then fuzhou-flowers-pinghu (seat 1 at streak 2,
 * as it must be; Jun wins), then final-sweep: seat 2 deals as it must after Jun's win, but at
 * streak 1 where the deal passing makes it 0. Each deal is consistent on its own.
 */
const GAME = JSON.stringify({
  format: 'fuzhou-mahjong-game',
  version: 1,
  ruleset: 'fuzhou',
  players: ['Mei', 'Lin', 'Hua', 'Jun'].map((name) => ({ name })),
  deals: ['draw-game', 'fuzhou-flowers-pinghu', 'final-sweep'].map(sample),
});

const current = (page: import('playwright-core').Page) => page.locator('.game .deal[aria-current=true] .num').textContent();

describe('replay: a game at desktop width, in English', () => {
  const held = pageForBlock();
  test('opens on deal 1 with the game verdict and the broken tie said at its deal', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'replay-game', async () => {
      await openReplay(page, 'en');
      await uploadDeal(page, GAME, 'game.json');
      await waitForDeal(page);
      await expect.poll(() => page.locator('.game .head').textContent()).toContain('A game of 3 deals');
      await expect.poll(() => page.locator('.game').getAttribute('data-game-verdict')).toBe('broken');
      await expect.poll(() => page.locator('.game .breaks li').allTextContents()).toEqual(['deal 3: the streak should be 0, the log says 1']);
      await expect.poll(() => current(page)).toBe('deal 1');
      const entries = await page.locator('.game .deal').allTextContents();
      expect(entries.map((e) => e.replace(/\s+/g, ' ').trim())).toEqual(['deal 1 No winner Consistent', 'deal 2 Won by Jun Consistent', 'deal 3 Won by Jun Consistent']);
      await expect.poll(() => page.getByRole('button', { name: '← Previous deal' }).isDisabled()).toBe(true);
      expect(errors).toEqual([]);
    });
  });
  test('next and previous deal by buttons, keys and the list, each in the address; reload and back keep it', async () => {
    const { page, errors } = held;
    await page.getByRole('button', { name: 'Next deal →' }).click();
    await expect.poll(() => current(page)).toBe('deal 2');
    await expect.poll(() => page.locator('.game .where').textContent()).toBe('Deal 2 of 3');
    await expect.poll(() => new URL(page.url()).hash).toMatch(/(^#|&)n=2(&|$)/);
    await page.locator('h1').click();
    await page.keyboard.press(']');
    await expect.poll(() => current(page)).toBe('deal 3');
    await expect.poll(() => page.getByRole('button', { name: 'Next deal →' }).isDisabled()).toBe(true);
    await page.keyboard.press('[');
    await expect.poll(() => current(page)).toBe('deal 2');
    await page.locator('.game .deal').first().click();
    await expect.poll(() => current(page)).toBe('deal 1');
    await page.goBack();
    await expect.poll(() => current(page)).toBe('deal 2');
    await page.reload();
    await page.waitForSelector('html[data-replay-ready]');
    await expect.poll(() => current(page)).toBe('deal 2');
    await expect.poll(() => page.locator('.game .breaks li').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('replay: a game at 360 px, in Chinese', () => {
  const held = pageForBlock({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  test('the game, its tie and its deals in Chinese, nothing wider than the window', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'replay-game-phone', async () => {
      await openReplay(page, 'zh');
      await uploadDeal(page, GAME, 'game.json');
      await waitForDeal(page);
      await expect.poll(() => page.locator('.game .head').textContent()).toContain('一盘 3 局');
      await expect.poll(() => page.locator('.game .breaks li').allTextContents()).toEqual(['第 3 局：连庄数应为 0，记录为 1']);
      await expect.poll(() => current(page)).toBe('第 1 局');
      await page.getByRole('button', { name: '下一局 →' }).click();
      await expect.poll(() => page.locator('.game .where').textContent()).toBe('第 2 局，共 3 局');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(360);
      const box = await page.locator('.game').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360 + 1);
      expect(errors).toEqual([]);
    });
  });
});
