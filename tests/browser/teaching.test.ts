// Annotated deals in Chromium: a note shows at its step; at a "pause and predict" mark the viewer
// stops (stepping, playing or jumping to the end), the event log holds nothing after the mark,
// the question offers the moves the rules allow and says whether the one picked was played, and
// only then is the move shown with its note. Predict mode can be switched off.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, position, stepLine, uploadDeal, waitForDeal } from './replay-helpers.ts';

const WAIT = { timeout: 30_000 };
const base = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/deals/draw-game.json'), 'utf8')) as { events: { type: string; seat?: number; tile?: string }[]; annotations?: unknown };
// The first discard after the deal and the gold: a choice a player makes.
const mark = base.events.findIndex((e, i) => i > 6 && e.type === 'discard');
const played = base.events[mark];
const annotated = JSON.stringify({
  ...base,
  annotations: [
    { step: 2, note: { en: 'Watch the dealer’s hand.', zh: '注意庄家的牌。' } },
    { step: mark, predict: true, note: { en: 'A loose tile goes first.', zh: '先打孤张。' } },
  ],
});

describe('teaching notes and predict mode', () => {
  const held = pageForBlock();

  test('a note at its step; the deal stops at a predict mark and shows nothing after it until answered', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'teaching-predict', async () => {
      await openReplay(page, 'en');
      await uploadDeal(page, annotated, 'lesson.json');
      await waitForDeal(page);
      await page.waitForSelector('.teaching', WAIT);
      for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
      await expect(page.locator('.teaching .note').textContent()).resolves.toBe('Watch the dealer’s hand.');
      // The End key stops at the mark: the log holds exactly the events before it.
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(mark);
      await expect(page.locator('.log li').count()).resolves.toBe(mark);
      await expect(page.locator('.teaching .ask').textContent()).resolves.toContain('what would');
      // Stepping forward does not pass it either.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => position(page)).toBe(mark);
      // The choices are the player's legal moves: one per distinct tile it may discard, the played one among them.
      const choices = page.locator('.teaching .choices button');
      const labels = await choices.allTextContents();
      expect(labels.length).toBeGreaterThan(1);
      const right = labels.findIndex((l) => l.includes('discards'));
      expect(right).toBeGreaterThanOrEqual(0);
      // Pick a move: told whether it was played, then shown the move and the note.
      await choices.nth(labels.length - 1).click();
      await expect(page.locator('.teaching .verdict').getAttribute('data-right')).resolves.toMatch(/true|false/);
      await page.locator('.teaching .reveal').click();
      await expect.poll(() => position(page)).toBe(mark + 1);
      await expect(page.locator('.log li').count()).resolves.toBe(mark + 1);
      await expect(page.locator('.teaching .note').textContent()).resolves.toBe('A loose tile goes first.');
      // Answered once, the mark no longer stops the deal.
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(base.events.length);
      expect(errors).toEqual([]);
    });
  });

  test('the move played is recognised as right; predict mode can be switched off', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'teaching-right', async () => {
      await openReplay(page, 'zh');
      await uploadDeal(page, annotated, 'lesson.json');
      await waitForDeal(page);
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(mark);
      // Each choice names its move; exactly one is the move the log played. The panel loads after
      // the table, so its choices are waited for before they are read.
      await expect.poll(() => page.locator('.teaching .choices button').count()).toBeGreaterThan(1);
      const events = await page.locator('.teaching .choices button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-event')));
      const right = events.findIndex((e) => e !== 'pass' && JSON.stringify(JSON.parse(e!)) === JSON.stringify(played));
      expect(right).toBeGreaterThanOrEqual(0);
      expect(events.filter((e) => e !== 'pass' && JSON.stringify(JSON.parse(e!)) === JSON.stringify(played))).toHaveLength(1);
      await page.locator('.teaching .choices button').nth(right).click();
      await expect.poll(() => page.locator('.teaching .verdict').getAttribute('data-right')).toBe('true');
      // Another move, asked afresh: told it was not played.
      await openReplay(page, 'zh');
      await uploadDeal(page, annotated, 'lesson.json');
      await waitForDeal(page);
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(mark);
      await expect.poll(() => page.locator('.teaching .choices button').count()).toBeGreaterThan(1);
      await page
        .locator('.teaching .choices button')
        .nth(right === 0 ? 1 : 0)
        .click();
      await expect.poll(() => page.locator('.teaching .verdict').getAttribute('data-right')).toBe('false');
      // Off: End goes to the end.
      await page.locator('.teaching .toggle input').uncheck();
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(base.events.length);
      expect(errors).toEqual([]);
    });
  });
});

describe('predict mode on a shipped teaching deal hides the future everywhere', () => {
  const held = pageForBlock();

  // Flowers versus Pinghu: 70 events; predict marks at 36, 57 and 69. Its claims, kongs and win
  // (read from the file): a pong (event 34), a chow (36), a concealed kong (57), a pong (62) and
  // the win (69), so moments at 35, 37, 58, 63 and 70 (positions right after each).
  const slug = 'fuzhou-flowers-pinghu';
  const notes = JSON.parse(readFileSync(join(import.meta.dirname, `../../content/deals/notes/${slug}.json`), 'utf8')) as { annotations: { step: number; predict?: boolean; note: { en: string } }[] };
  const note36 = notes.annotations.find((a) => a.step === 36 && a.predict)!.note.en;
  const ticks = () => held.page.locator('.controls .ticks .tick').count();
  const nextJumps = () => held.page.locator('.controls .jumps .jump button:last-child').evaluateAll((b) => b.map((x) => (x as HTMLButtonElement).disabled));

  test('at the mark: no later log line, tick, jump, length or played move; after the reveal, the note', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'teaching-shipped-predict', async () => {
      await openReplay(page, 'en', `#sample=${slug}`);
      await waitForDeal(page);
      await page.waitForSelector('.teaching', WAIT);
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(36);
      await expect(page.locator('.teaching .ask').count()).resolves.toBe(1);
      await expect(page.locator('.log li').count()).resolves.toBe(36);
      // Only the pong already played is marked; no jump forward; the count and the slider stop at the question.
      await expect(ticks()).resolves.toBe(1);
      await expect(page.locator('.controls .ticks .tick.claim').count()).resolves.toBe(1);
      expect(await nextJumps()).toEqual([true, true, true]);
      await expect(page.locator('.controls .count').textContent()).resolves.toBe('36');
      await expect(page.locator('.controls input[type=range]').getAttribute('max')).resolves.toBe('36');
      await expect(page.locator('.controls input[type=range]').getAttribute('aria-valuetext')).resolves.toBe('Step 36');
      await expect(stepLine(page).textContent()).resolves.toBe('Step 36');
      // The jump keys go nowhere either.
      for (const key of ['c', 'k', 'w']) {
        await page.keyboard.press(key);
        await expect.poll(() => position(page)).toBe(36);
      }
      // One step back (the question still ahead), every hand open: the analyzer marks no discard as
      // the one played (seat 2's 8m comes next), tells no length, lists no notice judged later.
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => position(page)).toBe(35);
      await expect(ticks()).resolves.toBe(1);
      await page.keyboard.press('o');
      await page.keyboard.press('a');
      await page.waitForSelector('.analyzer table.discards', WAIT);
      await expect(page.locator('.analyzer tr.played').count()).resolves.toBe(0);
      await expect(page.locator('.analyzer .at').textContent()).resolves.toBe('Step 35');
      for (const step of await page.locator('.analyzer .notices li').evaluateAll((li) => li.map((l) => Number(l.getAttribute('data-step'))))) expect(step).toBeLessThan(35);
      await page.keyboard.press('a');
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(36);
      // Answered: the move and its note show; the next question (57) still hides what follows it.
      await page.locator('.teaching .choices button').first().click();
      await page.locator('.teaching .reveal').click();
      await expect.poll(() => position(page)).toBe(37);
      await expect(page.locator('.teaching .note').textContent()).resolves.toBe(note36);
      await expect(page.locator('.log li').count()).resolves.toBe(37);
      await expect(ticks()).resolves.toBe(2);
      await expect(page.locator('.controls .count').textContent()).resolves.toBe('37');
      // Predict mode off: every moment, the jumps and the length come back.
      await page.locator('.teaching .toggle input').uncheck();
      await expect(ticks()).resolves.toBe(5);
      expect(await nextJumps()).toEqual([false, false, false]);
      await expect(page.locator('.controls .count').textContent()).resolves.toBe('37/70');
      await expect(stepLine(page).textContent()).resolves.toBe('Step 37 of 70');
      // And the analyzer marks the discard played at 35 again.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('a');
      await page.waitForSelector('.analyzer tr.played', WAIT);
      await expect(page.locator('.analyzer tr.played').getAttribute('data-tile')).resolves.toBe('8m');
      expect(errors).toEqual([]);
    });
  });
});
