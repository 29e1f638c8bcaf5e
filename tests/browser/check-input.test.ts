// The checker's input in Chromium: taps go to the hand unless the player picks another place,
// and the page says where; Backspace takes back the last tile entered; no gold is assumed; the
// verdict says why a win is not Pinghu, as the viewer does; "what was I paid" reads the whole gain;
// the manual's example entered on a phone in far fewer taps than its 28 of before, counted.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { tiles } from '../../src/engine/index.ts';
import { pageForBlock, withScreenshot } from './helpers.ts';

async function openCheck(page: Page, lang: 'en' | 'zh' = 'en', hash = ''): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/${lang}/check/${hash}`);
  await page.waitForSelector('html[data-check-ready]');
}

const concealed = (page: Page) => page.locator('input[name=concealed]').inputValue();
const target = (page: Page) => page.locator('.target [aria-pressed=true]').getAttribute('data-target');
const tap = (page: Page, tile: number) => page.locator(`.palette button[data-tile="${tile}"]`).first().click();

describe('the checker’s input', () => {
  const held = pageForBlock({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

  test('touching the gold does not take the taps: they go to the hand, and the page says so', async () => {
    const { page } = held;
    await openCheck(page);
    await expect.poll(() => target(page)).toBe('concealed');
    await page.locator('select[name=gold]').focus();
    await page.locator('select[name=gold]').selectOption('5p');
    for (const tile of tiles('123m')) await tap(page, tile);
    await expect.poll(() => concealed(page)).toBe('123m');
    await expect.poll(() => page.locator('select[name=gold]').inputValue()).toBe('5p');
    await expect.poll(() => target(page)).toBe('concealed');
    // Picking the gold as the target: one tap sets it, and the hand is the target again.
    await page.locator('.target [data-target=gold]').click();
    await expect.poll(() => target(page)).toBe('gold');
    await tap(page, tiles('7s')[0]);
    await expect.poll(() => page.locator('select[name=gold]').inputValue()).toBe('7s');
    await expect.poll(() => target(page)).toBe('concealed');
  });

  test('Backspace takes back the last tile entered, and the one before becomes the winning tile', async () => {
    const { page } = held;
    await openCheck(page);
    // 9m, 2s, 1s: the text sorts them (9m12s), but 1s came last.
    for (const tile of tiles('9m2s1s')) await tap(page, tile);
    await expect.poll(() => concealed(page)).toBe('9m12s');
    await page.locator('.palette button[data-tile]').first().focus();
    await page.keyboard.press('Backspace');
    await expect.poll(() => concealed(page)).toBe('9m2s');
    await expect.poll(() => page.locator('.sorted .count').textContent()).toContain('Winning tile: 2s');
    await page.keyboard.press('Backspace');
    await expect.poll(() => concealed(page)).toBe('9m');
  });

  test('no gold is assumed: a whole hand asks for it, and a 5p is not a gold until chosen', async () => {
    const { page } = held;
    await openCheck(page, 'en', '#r=fuzhou&h=123m456m789m12s456s99p5p&w=9p&f.winBy=self-draw');
    await expect.poll(() => page.locator('.verdict .ask').getAttribute('data-field')).toBe('gold');
    await expect.poll(() => page.locator('.verdict .ask').textContent()).toContain('Choose “Gold”');
    await expect.poll(() => page.locator('select[name=gold]').inputValue()).toBe('');
    await page.locator('select[name=gold]').selectOption('5p');
    // Pinghu by self-draw with one gold: 10 + 1 × 2 = 12.
    await expect.poll(() => page.locator('.verdict .headline').getAttribute('data-total')).toBe('12');
    await openCheck(page, 'zh', '#r=fuzhou&h=123m456m789m12s456s99p5p&w=9p');
    await expect.poll(() => page.locator('.verdict .ask').textContent()).toContain('「金」');
  });

  test('"Not Pinghu, because…": the manual’s first example says it, as the viewer does', async () => {
    const { page } = held;
    await openCheck(page, 'en', '#r=fuzhou&h=678m12s5p345s99p&m=chow:234m;pong:777s&w=9p&f.gold=5p&f.winBy=discard&f.flowers=3f6z');
    await expect.poll(() => page.locator('.verdict .headline').getAttribute('data-total')).toBe('4');
    await expect.poll(() => page.locator('.verdict .why-win').textContent()).toBe('Not Pinghu: 2 flowers laid out, more than Pinghu allows.');
    await openCheck(page, 'zh', '#r=fuzhou&h=456m789m12s456s99p5p&m=kong:2222p&w=9p&f.gold=5p');
    await expect.poll(() => page.locator('.verdict .why-win').textContent()).toBe('不是平胡：有 1 个杠，平胡不能有杠。');
  });

  test('"what was I paid": an amount near the whole gain is compared with the gain', async () => {
    const { page } = held;
    // Pinghu self-draw, 10 + (1 gold + 3 streak) × 2 = 18 from each of three: 54 in all.
    await openCheck(page, 'en', '#r=fuzhou&h=123m456m789m12s456s99p5p&w=9p&f.gold=5p&f.winBy=self-draw&f.streak=3');
    await page.locator('input[name=paid]').fill('50');
    await expect.poll(() => page.locator('.paid .bad').textContent()).toContain('the winner gains 54 in all');
    await expect.poll(() => page.locator('.paid .bad').textContent()).toContain('4 less than the whole gain');
    await page.locator('input[name=paid]').fill('54');
    await expect.poll(() => page.locator('.paid .ok').textContent()).toBe('✓ Right: 54 in all.');
  });

  test('the manual’s first example on a phone: 20 taps, counted, for a total of 4', async () => {
    const { page } = held;
    await withScreenshot(page, 'check-input-taps', async () => {
      await openCheck(page);
      let taps = 0;
      const press = async (selector: string) => {
        await page.locator(selector).first().click();
        taps++;
      };
      const tile = (code: string) => `.palette button[data-tile="${tiles(code)[0]}"]`;
      // The gold, 5p: pick the gold as the target, tap 5p (2).
      await press('.target [data-target=gold]');
      await press(tile('5p'));
      // The hand, 678m 12s 5p 345s 99p, the winning 9p last (11).
      for (const code of ['6m', '7m', '8m', '1s', '2s', '5p', '3s', '4s', '5s', '9p', '9p']) await press(tile(code));
      // The chow 234m and the pong 777s: a kind and one tile each (4).
      await press('button[data-add-meld=chow]');
      await press(tile('2m'));
      await press('button[data-add-meld=pong]');
      await press(tile('7s'));
      // Two flowers, 3f and 6z (kept in tile order, 6z3f), on their own row (2); won on a discard (1).
      await press(`[data-field-row=flowers] button[data-tile="${tiles('3f')[0]}"]`);
      await press(`[data-field-row=flowers] button[data-tile="${tiles('6z')[0]}"]`);
      await press('input[name=winBy][value=discard]');
      // 2 + 11 + 4 + 2 + 1 = 20 taps.
      expect(taps).toBe(20);
      await expect.poll(() => concealed(page)).toBe('678m599p12345s');
      await expect.poll(() => page.locator('[aria-label="Tiles of meld 1"]').inputValue()).toBe('234m');
      await expect.poll(() => page.locator('[aria-label="Tiles of meld 2"]').inputValue()).toBe('777s');
      await expect.poll(() => page.locator('input[name=flowers]').inputValue()).toBe('6z3f');
      // Base 1 (normal, discard) + bonus 2 flowers + 1 gold = 4, × 1.
      await expect.poll(() => page.locator('.verdict .headline').getAttribute('data-total')).toBe('4');
    });
  });

  test('no console error on the way', () => {
    expect(held.errors).toEqual([]);
  });
});
