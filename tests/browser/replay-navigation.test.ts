// Moving through a deal: the buttons (back and forward repeat while held), the slider, jumps to the
// next kong or the end, auto-play and pause, the keys, switching seats and open hands, swipes,
// clicking the log, and an address that keeps the step through reload, back and forward.
import { beforeAll, describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { bottomName, openReplay, position, stepLine, waitForDeal } from './replay-helpers.ts';

const FINAL_SWEEP_EVENTS = 89;

describe('replay: moving through a deal', () => {
  const held = pageForBlock();
  beforeAll(async () => {
    await openReplay(held.page, 'en', '#sample=final-sweep');
    await waitForDeal(held.page);
  });

  const button = (name: string) => held.page.getByRole('button', { name, exact: true });
  /** To the start with the keyboard, from wherever the focus is (main is focusable). */
  const toStart = async () => {
    const { page } = held;
    await page.locator('h1').click();
    await page.keyboard.press('Home');
  };

  test('the step buttons move one event, and first and last go to the ends', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'replay-buttons', async () => {
      for (let i = 0; i < 3; i++) await button('Step forward').click();
      await expect.poll(() => stepLine(page).textContent()).toBe(`Step 3 of ${FINAL_SWEEP_EVENTS}`);
      await button('Step back').click();
      await expect.poll(() => position(page)).toBe(2);
      await expect.poll(() => page.locator('.log li[aria-current=step] .n').textContent()).toBe('2');
      await button('Last').click();
      await expect.poll(() => position(page)).toBe(FINAL_SWEEP_EVENTS);
      await expect.poll(() => page.locator('.center .banner').textContent()).toContain('Jun (South) wins');
      await expect.poll(() => button('Step forward').isDisabled()).toBe(true);
      await button('First').click();
      await expect.poll(() => stepLine(page).textContent()).toBe('Before the first event');
      expect(errors).toEqual([]);
    });
  });

  test('holding a step button repeats', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-hold', async () => {
      await toStart();
      await button('Step forward').hover();
      await page.mouse.down();
      // Held until it has repeated several times, however slowly this machine runs its timers.
      await expect.poll(() => position(page)).toBeGreaterThan(4);
      await page.mouse.up();
      const held = await position(page);
      await button('Step forward').click();
      await expect.poll(() => position(page)).toBe(held + 1);
    });
  });

  test('the slider seeks, and the log line clicked is where the table goes', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-slider', async () => {
      await page.getByRole('slider').fill('30');
      await expect.poll(() => stepLine(page).textContent()).toBe(`Step 30 of ${FINAL_SWEEP_EVENTS}`);
      await page.locator('.log li').nth(11).getByRole('button').click();
      await expect.poll(() => position(page)).toBe(12);
      await expect.poll(() => page.locator('.center .said').textContent()).toBe(await page.locator('.log li').nth(11).locator('.text').textContent());
    });
  });

  test('jumps go to the next kong and to the end, and back', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-jumps', async () => {
      await toStart();
      await page.getByRole('button', { name: 'Next kong (K)' }).click();
      await expect.poll(() => page.locator('.center .said').textContent()).toMatch(/kongs|kong\)/);
      const kong = await position(page);
      await page.keyboard.press('k');
      await expect.poll(() => position(page)).toBeGreaterThan(kong);
      await page.keyboard.press('Shift+K');
      await expect.poll(() => position(page)).toBe(kong);
      await page.keyboard.press('w');
      await expect.poll(() => position(page)).toBe(FINAL_SWEEP_EVENTS);
    });
  });

  test('auto-play moves on by itself and pauses', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-autoplay', async () => {
      await toStart();
      await page.getByRole('button', { name: 'Very fast' }).click();
      await button('Play').click();
      await expect.poll(() => position(page)).toBeGreaterThan(4);
      await button('Pause').click();
      const paused = await position(page);
      await page.waitForTimeout(600);
      await expect.poll(() => position(page)).toBe(paused);
      // Space plays and pauses too (focus away from the buttons).
      await page.locator('h1').click();
      await page.keyboard.press('Space');
      await expect.poll(() => position(page)).toBeGreaterThan(paused + 2);
      await page.keyboard.press('Space');
      const again = await position(page);
      await page.waitForTimeout(600);
      await expect.poll(() => position(page)).toBe(again);
    });
  });

  test('the keys step, go to the ends, switch seats, open hands and show the key list', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-keys', async () => {
      await page.locator('h1').click();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => position(page)).toBe(1);
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(FINAL_SWEEP_EVENTS);
      await page.keyboard.press('Home');
      await page.keyboard.press('3');
      await expect.poll(() => bottomName(page).textContent()).toBe('Hua');
      await expect.poll(() => page.locator('.place.top .name').textContent()).toBe('Mei');
      await expect.poll(() => page.locator('.place.left .name').textContent()).toBe('Lin');
      await page.keyboard.press('1');
      await expect.poll(() => bottomName(page).textContent()).toBe('Mei');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      const backs = page.locator('.seat').getByRole('img', { name: 'face-down tile' });
      await expect.poll(() => backs.count()).toBeGreaterThan(40);
      await page.keyboard.press('o');
      await expect.poll(() => backs.count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: 'Open hands' }).getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('o');
      await page.keyboard.press('?');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect.poll(() => dialog.textContent()).toContain('Keyboard shortcuts');
      await expect.poll(() => dialog.textContent()).toContain('Step back or forward');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
  });

  test('steps are read aloud only once asked', async () => {
    const { page } = held;
    const live = page.locator('[aria-live=polite]');
    await toStart();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent()).toBe('');
    await page.getByRole('button', { name: 'Read steps aloud' }).click();
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent()).toBe(await page.locator('.log li').nth(1).locator('.text').textContent());
    await page.getByRole('button', { name: 'Read steps aloud' }).click();
    await expect.poll(() => live.textContent()).toBe('');
  });

  test('clicking a player views the table from that seat', async () => {
    const { page } = held;
    // From a known seat: viewed from Mei, Lin sits on the right.
    await page.locator('h1').click();
    await page.keyboard.press('1');
    await expect.poll(() => bottomName(page).textContent()).toBe('Mei');
    await page.locator('.place.right .who').click();
    await expect.poll(() => bottomName(page).textContent()).toBe('Lin');
    await expect.poll(() => page.locator('.place.bottom .rel').textContent()).toBe('viewing');
    await expect.poll(() => page.locator('.place.left .rel').textContent()).toBe('upper seat');
  });

  test('a swipe across the table steps', async () => {
    const { page } = held;
    await toStart();
    const box = (await page.locator('.table').boundingBox())!;
    const swipe = (from: number, to: number) =>
      page.locator('.table').evaluate(
        (el, [a, b, y]) => {
          const ev = (type: string, x: number) => new PointerEvent(type, { pointerId: 7, pointerType: 'touch', clientX: x, clientY: y, bubbles: true });
          el.dispatchEvent(ev('pointerdown', a));
          el.dispatchEvent(ev('pointerup', b));
        },
        [box.x + from, box.x + to, box.y + box.height / 2],
      );
    await swipe(300, 150);
    await swipe(300, 150);
    await expect.poll(() => position(page)).toBe(2);
    await swipe(150, 300);
    await expect.poll(() => position(page)).toBe(1);
  });

  test('the address keeps the step: reload, back and forward', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'replay-history', async () => {
      await page.locator('h1').click();
      await page.keyboard.press('Home');
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => new URL(page.url()).hash).toContain('s=5');
      await page.reload();
      await page.waitForSelector('html[data-replay-ready]');
      await expect.poll(() => position(page)).toBe(5);
      await expect.poll(() => stepLine(page).textContent()).toBe(`Step 5 of ${FINAL_SWEEP_EVENTS}`);
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(FINAL_SWEEP_EVENTS);
      await page.goBack();
      await expect.poll(() => position(page)).toBe(5);
      await page.goForward();
      await expect.poll(() => position(page)).toBe(FINAL_SWEEP_EVENTS);
      expect(errors).toEqual([]);
    });
  });
});
