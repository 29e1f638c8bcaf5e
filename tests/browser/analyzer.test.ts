// The analyzer in the replay viewer: opened by its button or A, it shows the viewed seat's hand at
// the step on the table (tiles from winning, useful tiles or waits with unseen copies, the ranked
// discards with the one played marked) and follows the steps; a notice's button jumps to its step.
import { beforeAll, describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, position, waitForDeal } from './replay-helpers.ts';

// The `dead-gold` sample: dealer Hua (seat 2), the gold 9p; viewed from Mei (seat 0, West).
// Before event 73 Mei has just chowed 567m and holds 1m 1m 2m 3m 3m 4m 3p 4p 4p 6p 9p with
// 888p and 567m exposed. Letting 3m go (what the log does) leaves 11m + 234m, and 3p 4p 4p 6p
// and the gold: 34p + 2p or 5p, 4p 6p + 5p, or the gold for either: waits 2p, 5p, 9p.
// Copies in Mei's sight: 2p in Hua's chow 234p (event 12) and Hua's discard (event 21): 2
// unseen; 5p in Jun's chow 567p (event 30) and the discards at events 53 and 59: 1 unseen; 9p
// the indicator, Jun's dead gold (event 7) and Mei's own (event 64): 1 unseen. 2 + 1 + 1 = 4.
// Lin draws the third 2p at event 74 and throws it at event 75: before event 76, 3 unseen.
const AT = 73;

describe('replay: the analyzer', () => {
  const held = pageForBlock();
  /** Every script the page fetched, to see the analyzer's code come only when opened. */
  const scripts: string[] = [];
  beforeAll(async () => {
    const { page } = held;
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await openReplay(page, 'en', `#sample=dead-gold&s=${AT}`);
    await waitForDeal(page);
  });

  const panel = () => held.page.locator('section.analyzer');
  const mei = () => panel().locator('.seat[data-seat="0"]');
  /** A known start for each test after the first: the deal reloaded at AT, the analyzer open. */
  const atStepWithAnalyzer = async () => {
    const { page } = held;
    await page.goto('about:blank');
    await openReplay(page, 'en', `#sample=dead-gold&s=${AT}`);
    await waitForDeal(page);
    // The button's state, not the panel (which loads after it): a panel still loading is not closed.
    const button = page.getByRole('button', { name: 'Analyze', exact: true });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await panel().waitFor();
  };

  test('is not loaded with the page, and opens from its button', async () => {
    const { page } = held;
    await withScreenshot(page, 'analyzer-open', async () => {
      await page.waitForLoadState('networkidle');
      await expect.poll(() => panel().count()).toBe(0);
      expect(scripts.filter((url) => /Analyzer/.test(url))).toEqual([]);
      const button = page.getByRole('button', { name: 'Analyze', exact: true });
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
      await button.click();
      await panel().waitFor();
      expect(scripts.filter((url) => /Analyzer/.test(url))).toHaveLength(1);
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => mei().locator('h3').textContent()).toBe('Mei (West)');
      // Only the viewed seat without open hands.
      await expect.poll(() => panel().locator('.seat').count()).toBe(1);
    });
  });

  test('reads the figures of the step: one from winning after 3m, 4 useful tiles unseen, 3m played', async () => {
    const { page } = held;
    await withScreenshot(page, 'analyzer-figures', async () => {
      await atStepWithAnalyzer();
      await expect.poll(() => mei().locator('.short').getAttribute('data-short')).toBe('1');
      await expect.poll(() => mei().locator('.short').textContent()).toBe('Tiles from winning: 1');
      await expect.poll(() => mei().locator('h4').textContent()).toBe('Useful tiles after the best discard (4 unseen)');
      expect(
        await mei()
          .locator('.useful li')
          .evaluateAll((li) => li.map((l) => `${l.getAttribute('data-tile')}:${l.querySelector('.n')?.textContent}`)),
      ).toEqual(['2p:2', '5p:1', '9p:1']);
      // Each tile is named for screen readers, with its unseen copies.
      const named = mei().locator('.useful li[data-tile="2p"]').locator('[alt], [aria-label]').first();
      expect(await named.evaluate((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label'))).toBe('2 Dots, 2 unseen');
      const first = mei().locator('table.discards tbody tr').first();
      await expect.poll(() => first.getAttribute('data-tile')).toBe('3m');
      await expect.poll(() => first.locator('.d-short').textContent()).toBe('1');
      await expect.poll(() => first.locator('.d-kept').textContent()).toBe('4');
      await expect.poll(() => first.getAttribute('class')).toContain('played');
      await expect.poll(() => mei().locator('tr.played').count()).toBe(1);
    });
  });

  test('follows the steps: waiting after the discard, one copy fewer once Lin throws 2p', async () => {
    const { page } = held;
    await withScreenshot(page, 'analyzer-steps', async () => {
      await atStepWithAnalyzer();
      await page.getByRole('button', { name: 'Step forward' }).click();
      await expect.poll(() => panel().getAttribute('data-position')).toBe(String(AT + 1));
      await expect.poll(() => mei().locator('h4').textContent()).toBe('Waits on (4 unseen)');
      await expect.poll(() => mei().locator('table.discards').count()).toBe(0);
      await page.getByRole('button', { name: 'Step forward' }).click();
      await page.getByRole('button', { name: 'Step forward' }).click();
      await expect.poll(() => panel().getAttribute('data-position')).toBe(String(AT + 3));
      await expect.poll(() => mei().locator('h4').textContent()).toBe('Waits on (3 unseen)');
      expect(
        await mei()
          .locator('.waits li')
          .evaluateAll((li) => li.map((l) => `${l.getAttribute('data-tile')}:${l.querySelector('.n')?.textContent}`)),
      ).toEqual(['2p:1', '5p:1', '9p:1']);
    });
  });

  test('lists the missed chances and jumps to one', async () => {
    const { page } = held;
    await withScreenshot(page, 'analyzer-notice', async () => {
      await atStepWithAnalyzer();
      // Before event 12 Lin's 4p lay on the table: Hua chowed it with 23p while Mei, holding
      // 4p 4p, could have ponged it, which ranks above a chow.
      const notices = panel().locator('.notices li');
      await expect.poll(() => notices.count()).toBe(1);
      await expect.poll(() => notices.first().locator('span').textContent()).toBe('Hua (East) called chow while Mei (West) could have called pong, which ranks higher.');
      await notices.first().getByRole('button', { name: 'Go to step 12' }).click();
      await expect.poll(() => position(page)).toBe(12);
      await expect.poll(() => panel().getAttribute('data-position')).toBe('12');
      await expect.poll(() => notices.first().getByRole('button').getAttribute('aria-current')).toBe('step');
    });
  });

  test('A closes and opens it; open hands show every seat', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'analyzer-keys', async () => {
      await atStepWithAnalyzer();
      await page.locator('h1').click();
      await page.keyboard.press('a');
      await expect.poll(() => panel().count()).toBe(0);
      await page.keyboard.press('A');
      await panel().waitFor();
      await page.keyboard.press('o');
      await expect.poll(() => panel().locator('.seat').count()).toBe(4);
      expect(
        await panel()
          .locator('.seat')
          .evaluateAll((s) => s.map((x) => x.getAttribute('data-seat'))),
      ).toEqual(['0', '1', '2', '3']);
      expect(errors).toEqual([]);
    });
  });
});
