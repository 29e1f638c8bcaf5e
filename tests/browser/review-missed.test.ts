// A missed gold grab reviewed in Chromium, in both languages: a hand-made fuzhou-144 deal given by
// a link opens in the viewer from the seat that let the grab pass; "Add to my practice" puts it in
// the review deck; a day later the learn index counts it under "Review today (N)", and the review
// shows a fresh instance of the grabber's held tiles and the gold, its waits answered right.
import { describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { parseDealLog, replay, tileCode } from '../../src/engine/index.ts';
import type { Exercise } from '../../src/engine/learn/index.ts';
import { missedWinLinks } from '../../src/engine/learn/missed.ts';
import { instanceOf, type ReviewItem } from '../../src/components/learn/review.ts';
import { encodeShare } from '../../src/components/replay/share.ts';
import { tileName } from '../../src/components/tiles/label.ts';
import { t } from '../../src/i18n/index.ts';
import { ev, lessonLog } from '../unit/deal/lesson.ts';
import { pageForEach, withScreenshot } from './helpers.ts';

const WAIT = { timeout: 20_000 };
const PROGRESS = 'fzmj.learn.progress.v1';

// The unit test's deal (tests/unit/learn/gold-grab-missed-144.test.ts), played to its end. Gold
// 5p. Seat 1 sets its South wind aside for a 4m and holds 234p 678p 111s 777s 88s 34m: 34m waits
// on 2m or 5m, so the flipped gold would have won (a grab). Nobody grabs; the dealer throws 9p,
// and seat 1 draws 2m and wins by self-draw: 3 base + 0 golds + 1 bonus tile (2z) = 4 points,
// × 2 for the self-draw = 8 from each of the other three: +24 for seat 1, −8 for each other seat.
const DEALER = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p2m8p';
const LOOSE_2 = '1m9m1p9p2s9s2m5m8m2p7p8p3s5s6s7m';
const LOOSE_3 = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p5m';
const log = lessonLog(
  {
    ruleset: 'fuzhou-144',
    hands: [DEALER, '234p678p111s777s88s3m2z', LOOSE_2, LOOSE_3],
    opening: [ev.flower(1, '2z'), ev.draw(1, '4m'), { type: 'gold', tile: '6z' }],
    gold: '5p',
    events: [ev.discard(0, '9p'), ev.draw(1, '2m'), ev.win(1, 'self-draw')],
  },
  [-8, 24, -8, -8],
);
// Four deals, the wind and its replacement, the Green dragon flipped, then the gold: step 8.
const GRAB_STEP = 8;

/** The item's link, as the engine makes it for seat 1's missed grab. */
function expectedLink(): string {
  const parsed = parseDealLog(log);
  if (!parsed.ok) throw new Error('the deal does not parse');
  const links = missedWinLinks(replay(parsed.log), 1);
  expect(links).toHaveLength(1);
  return links[0];
}

/** Picks each tile of the answer, then Check. */
async function answerWaits(card: Locator, e: Exercise): Promise<void> {
  if (e.kind !== 'waits') throw new Error('not a waits exercise');
  for (const tile of e.answer) await card.locator(`[data-choice="${tileCode(tile)}"]`).click();
  await card.locator('button.check').click();
}

describe('a missed gold grab, reviewed', () => {
  const held = pageForEach();

  test.each(['zh', 'en'] as const)('(%s) added from the viewer, it comes back in the review deck', async (lang) => {
    const { page, errors } = held;
    await withScreenshot(page, `review-missed-grab-${lang}`, async () => {
      const link = expectedLink();
      const code = await encodeShare(JSON.stringify(log));
      await page.goto(`/${lang}/replay/#s=${GRAB_STEP}&v=1&a=1&d=${code}`);
      await page.waitForSelector('html[data-replay-ready]', WAIT);
      await expect.poll(() => page.locator('section.score .verdict').getAttribute('data-verdict')).toBe('consistent');
      // The viewed seat's chance is listed first: the grab at step 8, with its button.
      const first = page.locator('section.analyzer .notices li').first();
      await expect.poll(() => first.getAttribute('data-step')).toBe(String(GRAB_STEP));
      const add = first.getByRole('button', { name: t(lang, 'replay.analyzer.practice') });
      await add.click();
      await expect.poll(() => first.locator('.added').textContent()).toBe(t(lang, 'replay.analyzer.practice-added'));
      const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '{}').review as ReviewItem[] | undefined;
      const deck = () => page.evaluate(stored, PROGRESS);
      await expect.poll(async () => (await deck())?.map((i) => i.link)).toEqual([link]);

      // Today the deck holds it, not yet due.
      await page.goto(`/${lang}/learn/`);
      await page.waitForSelector('html[data-learn-ready]', WAIT);
      await expect.poll(() => page.locator('.review-today').getAttribute('data-due')).toBe('0');
      const total = t(lang, 'learn.index.review-total', { count: 1 });
      await expect.poll(() => page.locator('.review-today').textContent()).toContain(total);
      // A day passes (its due day moved back one; the schedule itself is the unit tests').
      await page.evaluate((key) => {
        const p = JSON.parse(localStorage.getItem(key)!);
        for (const i of p.review) i.due -= 1;
        localStorage.setItem(key, JSON.stringify(p));
      }, PROGRESS);
      await page.reload();
      await page.waitForSelector('html[data-learn-ready]', WAIT);
      const today = t(lang, 'learn.index.review', { count: 1 });
      await expect.poll(() => page.locator('.review-link').textContent()).toBe(today);

      await page.locator('.review-link').click();
      await page.waitForSelector('html[data-learn-ready] .review .card', WAIT);
      const card = page.locator('.review .card');
      await expect.poll(() => card.getAttribute('data-link')).toBe(link);
      // A fresh instance of the grabber's hand: 16 tiles, its suits moved, the gold moved with them.
      const instance = instanceOf((await deck())![0])!;
      if (instance.kind !== 'waits') throw new Error('not a waits exercise');
      const { concealed, wild } = instance.hand;
      expect(concealed).toHaveLength(16);
      expect(concealed.map(tileCode).join('')).not.toBe('34m234p678p111s777s88s');
      // The question on the held tiles: two waits (the 34m's, moved) and the gold itself.
      expect(wild).not.toBeNull();
      expect(instance.answer).toHaveLength(3);
      expect(instance.answer).toContain(wild);
      await expect.poll(() => card.locator('.hand').getAttribute('data-hand')).toBe(concealed.map(tileCode).join(''));
      const facts = card.locator('.facts');
      await expect.poll(() => facts.textContent()).toContain(t(lang, 'fuzhou.wild'));
      await expect
        .poll(() =>
          facts
            .locator('[alt], [aria-label]')
            .first()
            .evaluate((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label')),
        )
        .toContain(tileName(lang, wild!));
      await answerWaits(card, instance);
      await expect.poll(() => card.locator('.exercise').getAttribute('data-status')).toBe('right');
      await card.locator('button.next').click();
      await expect.poll(() => page.locator('.review .empty').textContent()).toBe(t(lang, 'learn.review.finished'));
      // Right once: a step up, no longer due today.
      await expect.poll(async () => (await deck())?.[0].step).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
