// A whole game in the viewer: the game's verdict and its broken tie on top, the list of deals with
// each one's result and verdict, previous and next deal by buttons, keys, the list and the address
// (reload and back), the running score as a chart whose points open their deals, at desktop width
// in English and at 360 px in Chinese.
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

describe('replay: the running score of a game', () => {
  const held = pageForBlock();
  test('a line a player, a point a deal, totals worked out by hand; a point opens its deal, by click and by key', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'replay-game-chart', async () => {
      await openReplay(page, 'en');
      await uploadDeal(page, GAME, 'game.json');
      await waitForDeal(page);
      const chart = page.locator('.game .chart');
      await expect.poll(() => chart.locator('figcaption').textContent()).toBe('Running score');
      await expect.poll(() => chart.locator('polyline').count()).toBe(4);
      // Deal 1 a draw (0 each); deal 2 Jun's self-draw, 16 from each (−16, −16, −16, +48); deal 3 Jun
      // again, 10 from each: −26, −26, −26, +78.
      const points = await chart.locator('rect.hit').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(points).toEqual([
        'Deal 1: Mei 0, Lin 0, Hua 0, Jun 0. Open this deal',
        'Deal 2: Mei −16, Lin −16, Hua −16, Jun +48. Open this deal',
        'Deal 3: Mei −26, Lin −26, Hua −26, Jun +78. Open this deal',
      ]);
      // One point a deal on each line.
      expect(await chart.locator('circle').count()).toBe(12);
      await chart.locator('rect.hit[data-deal="3"]').click();
      await expect.poll(() => current(page)).toBe('deal 3');
      // The legend gives the totals after the deal on the table.
      await expect.poll(async () => (await chart.locator('.legend li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(['Mei −26', 'Lin −26', 'Hua −26', 'Jun +78']);
      await chart.locator('rect.hit[data-deal="2"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => current(page)).toBe('deal 2');
      await expect.poll(() => chart.locator('rect.hit[aria-current=true]').getAttribute('data-deal')).toBe('2');
      await expect.poll(async () => await chart.locator('.legend li .total').allInnerTexts()).toEqual(['−16', '−16', '−16', '+48']);
      expect(errors).toEqual([]);
    });
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
      await expect.poll(() => page.locator('.game .chart figcaption').textContent()).toBe('累计得分');
      await expect.poll(() => page.locator('.game .chart rect.hit[data-deal="2"]').getAttribute('aria-label')).toBe('第 2 局：Mei −16，Lin −16，Hua −16，Jun +48。打开这一局');
      const chart = await page.locator('.game .chart svg').first().boundingBox();
      expect(chart!.x + chart!.width).toBeLessThanOrEqual(360 + 1);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(360);
      const box = await page.locator('.game').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360 + 1);
      expect(errors).toEqual([]);
    });
  });
});
