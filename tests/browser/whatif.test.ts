// What if, in Chromium, on the idle-gold teaching deal (South self-draws a Pinghu, 14 from each
// as logged): the streak paid to the dealer only makes it 12 from each (+36), shown beside the
// recorded +42; the same hand at the classic 144-tile table scores 12.
import { describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

describe('what if', () => {
  const held = pageForBlock();

  test('an option switched rescores the deal beside the record; another table scores the hand', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'whatif', async () => {
      await openReplay(page, 'en', '#sample=fuzhou-idle-gold');
      await waitForDeal(page);
      // The teaching deal stops at its questions: switch predicting off, then go to the end.
      await page.locator('.teaching .toggle input').uncheck({ timeout: 30_000 });
      await page.keyboard.press('End');
      await page.locator('.whatif-panel summary').click();
      await page.locator('select[name=whatif-streakBonus]').selectOption('dealer-only', { timeout: 30_000 });
      await expect(page.locator('.whatif [data-seat="0"]').textContent({ timeout: 30_000 })).resolves.toBe('+36');
      await expect(page.locator('.whatif [data-seat="1"]').textContent()).resolves.toBe('−12');
      await expect(page.locator('.whatif .elsewhere [data-ruleset="fuzhou-144"]').textContent({ timeout: 30_000 })).resolves.toContain('12');
      expect(errors).toEqual([]);
    });
  });
});
