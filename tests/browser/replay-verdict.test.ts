// The score, checked: a consistent deal shows every item recomputed beside the record, linked to
// its rule; a tampered score explains each difference in words; a deal that breaks a rule plays up
// to that step and says so there; a malformed event keeps the events before it.
import { describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, position, uploadDeal, waitForDeal } from './replay-helpers.ts';
import { illegalText, malformedText, tamperedText } from '../unit/replay/fixtures.ts';

describe('replay: the score, checked', () => {
  const held = pageForBlock();

  test('a consistent deal: each item recomputed beside the record, linked to its rule', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'replay-verdict-consistent', async () => {
      await openReplay(page, 'en', '#sample=robbed-kong');
      await waitForDeal(page);
      const score = page.locator('section.score');
      await expect.poll(() => score.locator('.verdict-line').textContent()).toContain('Consistent');
      await expect.poll(() => score.textContent()).toContain('The breakdown is shown at the end of the deal.');
      await score.getByRole('button', { name: 'Go to the end' }).click();
      const rows = score.locator('tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThan(8);
      const text = await score.locator('table').innerText();
      expect(text).toContain('Base: Pinghu');
      await expect.poll(() => score.locator('tbody tr.bad').count()).toBe(0);
      await expect.poll(() => score.locator('.formula').textContent()).toBe('Total = 10 + 2 × 2 = 14');
      const pinghu = await score.getByRole('link', { name: 'Base: Pinghu' }).getAttribute('href');
      expect(pinghu).toMatch(/^\/en\/rules\/fuzhou\/special-wins\/#pinghu/);
      await expect.poll(() => score.getByRole('link', { name: 'Flowers' }).getAttribute('href')).toMatch(/^\/en\/rules\/fuzhou\/scoring\/#bonus/);
      const target = new URL(pinghu!, page.url());
      await page.goto(target.href);
      await expect.poll(() => page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`).count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  test('a tampered score: a mismatch, each difference in words', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-verdict-mismatch', async () => {
      await openReplay(page, 'en');
      await uploadDeal(page, tamperedText());
      await waitForDeal(page);
      const score = page.locator('section.score');
      await expect.poll(() => score.locator('.verdict-line').textContent()).toContain('Mismatch');
      // The list of differences may be drawn a moment after the verdict line: wait for it too.
      const differences = () => score.locator('.differences li').allTextContents();
      await expect.poll(differences).toContain('Total (each player pays): the log records 12, the rules give 10.');
      await expect.poll(differences).toContain('Score change of Jun (South): the log records +36, the rules give +30.');
      await page.keyboard.press('End');
      // The breakdown loads with the deal's end.
      await expect.poll(() => score.locator('tbody tr.bad').count()).toBe(1);
      await expect.poll(() => score.locator('.pays li.bad').count()).toBe(4);
    });
  });

  test('a deal that breaks a rule plays up to that step and says why there', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-verdict-illegal', async () => {
      const { text, index } = illegalText();
      await openReplay(page, 'en');
      await uploadDeal(page, text);
      await waitForDeal(page);
      // Said as a reader counts: step n, with no internal notation such as events[n].
      const verdict = `Illegal at step ${index + 1}`;
      await expect.poll(() => page.locator('section.score .verdict-line').textContent()).toContain(verdict);
      await expect.poll(() => page.locator('.bar .badge-v').textContent()).toBe(verdict);
      await expect.poll(() => page.getByRole('slider').getAttribute('max')).toBe(String(index));
      await expect.poll(() => page.locator('section.score').textContent()).toMatch(/it is .+'s turn, not .+'s/);
      await page.getByRole('button', { name: 'Show where' }).click();
      await expect.poll(() => position(page)).toBe(index);
      const banner = page.locator('.center .banner.bad');
      await expect.poll(() => banner.textContent()).toContain(`Step ${index + 1} breaks a rule:`);
      await expect.poll(() => page.locator('.log li.problem').textContent()).toContain(`Step ${index + 1}`);
      await expect.poll(() => page.locator('main').innerText()).not.toContain('events[');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => banner.count()).toBe(0);
    });
  });

  test('a malformed event: the events before it are replayed, and it is named', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-verdict-malformed', async () => {
      const { text, index } = malformedText(20);
      await openReplay(page, 'zh');
      await uploadDeal(page, text);
      await waitForDeal(page);
      await expect.poll(() => page.getByRole('slider').getAttribute('max')).toBe(String(index));
      await expect.poll(() => page.locator('.notice').textContent()).toContain(`第 ${index + 1} 步的 seat 字段`);
      await expect.poll(() => page.locator('section.score .verdict-line').textContent()).toContain('无法读取');
      // The log lists only what has been played: the problem after the last event shows at the end.
      await expect.poll(() => page.locator('.log li.problem').count()).toBe(0);
      await page.locator('h1').click();
      await page.keyboard.press('End');
      await expect.poll(() => page.locator('.log li.problem').textContent()).toContain('不能大于 3');
    });
  });
});
