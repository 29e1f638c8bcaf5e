// The Learn section in Chromium: a lesson completed by answering its exercises; a wrong answer
// explained and a right one accepted; progress kept across a reload (and a corrupt stored value
// ignored); the checker's "make this an exercise" link opening the same hand; answering by keyboard;
// the guangdong and fuzhou-144 paths in both languages, starting with small hands; a wrong answer
// coming back in the review deck with other tiles; progress exported and a broken file refused.
// The answers a test gives are the engine's for the seed the page shows (the generators' own
// correctness is the unit tests' job).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ruleset, tileCode, tiles } from '../../src/engine/index.ts';
import { encodeExercise, generateExercise, type Exercise, type ExerciseKind, type Level } from '../../src/engine/learn/index.ts';
import { instanceOf, type ReviewItem } from '../../src/components/learn/review.ts';
import { pageForBlock, withScreenshot } from './helpers.ts';

const WAIT = { timeout: 20_000 };

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-learn-ready]', WAIT);
}

/** The exercise a card shows, made again from its seed. */
async function shown(card: Locator): Promise<Exercise> {
  const seed = Number(await card.getAttribute('data-seed'));
  const name = (await card.getAttribute('data-ruleset'))!;
  const view = card.locator('.exercise');
  const kind = (await view.getAttribute('data-kind')) as ExerciseKind;
  const level = Number(await view.getAttribute('data-level')) as Level;
  const size = Number(await view.getAttribute('data-size')) || undefined;
  return generateExercise(ruleset(name), kind, level, seed, size)!;
}

const keyOf = (e: Exercise, a: unknown): string => (e.kind === 'waits' || e.kind === 'best-discard' ? tileCode(a as number) : String(a));

/** Gives the right answer by clicking. */
async function answerRight(card: Locator, e: Exercise): Promise<void> {
  switch (e.kind) {
    case 'complete':
      return card.locator(`[data-choice=${e.answer ? 'yes' : 'no'}]`).click();
    case 'best-discard':
      return card.locator(`[data-choice="${keyOf(e, e.answer[0])}"]`).click();
    case 'claim':
      return card.locator(`[data-choice="${e.answer}"]`).click();
    case 'score':
      for (const f of e.figures) await card.locator(`input[name="${f}"]`).fill(String(e.answer[f]));
      return card.locator(`input[name="${e.figures[e.figures.length - 1]}"]`).press('Enter');
    case 'waits':
    case 'fans':
      for (const a of e.answer) await card.locator(`[data-choice="${keyOf(e, a)}"]`).click();
      return card.locator('button.check').click();
  }
}

describe('learn', () => {
  const held = pageForBlock();

  test('a lesson is completed by answering its exercises, and shows as done after a reload', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'learn-lesson', async () => {
      await ready(page, '/en/learn/');
      await page.evaluate(() => localStorage.clear());
      for (const slug of ['melds', 'winning-shape']) {
        await ready(page, `/en/learn/fuzhou/${slug}/`);
        await expect(page.locator('article.prose h1').count()).resolves.toBe(1);
        const count = Number(await page.locator('.lesson-exercises .count').getAttribute('data-count'));
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          await page.waitForSelector(`.lesson-exercises .count[data-index="${i}"]`, WAIT);
          const card = page.locator('.lesson-exercises .card');
          await answerRight(card, await shown(card));
          await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
          await card.locator('button.next').click();
        }
        await page.waitForSelector('.lesson-exercises .finished', WAIT);
      }
      await ready(page, '/en/learn/');
      await page.reload();
      await page.waitForSelector('html[data-learn-ready]', WAIT);
      await page.waitForSelector('li[data-lesson="fuzhou/melds"][data-done]', WAIT);
      await page.waitForSelector('li[data-lesson="fuzhou/winning-shape"][data-done]', WAIT);
      await expect.poll(() => page.locator('.lessons-done').textContent()).toBe('Lessons finished: 2');
      // The two lessons' front matter lists 3 (claims) + 3 + 3 exercises (on 5, 8 and 17 tiles),
      // all right at the first try.
      await expect.poll(() => page.locator('.progress').getAttribute('data-answered')).toBe('9');
      await expect.poll(() => page.locator('.progress').getAttribute('data-streak')).toBe('9');
      expect(errors).toEqual([]);
    });
  });

  test('a lesson is done only once every exercise was answered right: one passed over comes back', async () => {
    const { page } = held;
    await withScreenshot(page, 'learn-lesson-missed', async () => {
      await ready(page, '/en/learn/');
      await page.evaluate(() => localStorage.clear());
      await ready(page, '/en/learn/fuzhou/melds/');
      const count = Number(await page.locator('.lesson-exercises .count').getAttribute('data-count'));
      expect(count).toBe(3);
      const card = page.locator('.lesson-exercises .card');
      const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('fzmj.learn.progress.v1') ?? '{"lessons":[]}').lessons as string[]);
      // Who takes the discard, worked out here: a win beats a kong or pong, which beat a chow;
      // between equal calls the seat nearest after the discarder.
      const taker = (e: Exercise): number => {
        if (e.kind !== 'claim') throw new Error('not a claim exercise');
        const rank = { win: 3, kong: 2, pong: 2, chow: 1 };
        return [...e.calls].sort((a, b) => rank[b.claim] - rank[a.claim] || ((a.seat - e.discarder + 4) % 4) - ((b.seat - e.discarder + 4) % 4))[0].seat;
      };
      const first = await shown(card);
      // The first answered wrong and passed over; the other two right.
      await card.locator(`[data-choice="${first.kind === 'claim' && first.choices.find((s) => s !== taker(first))}"]`).click();
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('wrong');
      await card.locator('button.next').click();
      for (let i = 1; i < count; i++) {
        await page.waitForSelector(`.lesson-exercises .count[data-index="${i}"]`, WAIT);
        await card.locator(`[data-choice="${taker(await shown(card))}"]`).click();
        await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
        if (i < count - 1) await card.locator('button.next').click();
      }
      // The last one is right, but the lesson is not done: its button goes back to the one missed.
      await expect(card.locator('button.next').textContent()).resolves.toBe('Back to the ones not yet right');
      expect(await stored()).toEqual([]);
      await card.locator('button.next').click();
      await page.waitForSelector('.lesson-exercises .count[data-index="0"]', WAIT);
      await expect.poll(() => page.locator('.lesson-exercises .missed').getAttribute('data-left')).toBe('1');
      await expect.poll(() => card.getAttribute('data-seed')).toBe(first.source.from === 'seed' ? String(first.source.seed) : '');
      await card.locator(`[data-choice="${taker(first)}"]`).click();
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
      expect(await stored()).toEqual(['fuzhou/melds']);
      await expect(card.locator('button.next').textContent()).resolves.toBe('Finish the lesson');
      await card.locator('button.next').click();
      await page.waitForSelector('.lesson-exercises .finished', WAIT);
      // The first try is what counted: one wrong, two right.
      await ready(page, '/en/learn/');
      await expect.poll(() => page.locator('.progress').getAttribute('data-answered')).toBe('3');
      await page.waitForSelector('li[data-lesson="fuzhou/melds"][data-done]', WAIT);
    });
  });

  test('a wrong answer is explained and can be tried again; a right one is accepted', async () => {
    const { page } = held;
    await withScreenshot(page, 'learn-wrong', async () => {
      await ready(page, '/en/learn/practice/');
      await page.locator('select[name=kind]').selectOption('waits');
      await page.waitForSelector('.exercise[data-kind=waits][data-status=open]', WAIT);
      const card = page.locator('.card');
      const e = await shown(card);
      if (e.kind !== 'waits') throw new Error('not a waits exercise');
      // Pick one tile that is not a wait: wrong.
      const wrong = e.choices.find((t) => !e.answer.includes(t))!;
      await card.locator(`[data-choice="${tileCode(wrong)}"]`).click();
      await card.locator('button.check').click();
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('wrong');
      // The explanation lists each wait with its unseen copies.
      const waits = await card.locator('.explain [data-wait]').evaluateAll((li) => li.map((l) => l.getAttribute('data-wait')));
      expect(waits).toEqual(e.answer.map(tileCode));
      await card.locator('button.again').click();
      await answerRight(card, e);
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
      await expect.poll(() => card.locator('.verdict .headline').textContent()).toBe('Right!');
      // The wrong first try is what counts: the weak spot shows on the Learn page.
      await ready(page, '/en/learn/');
      await expect.poll(() => page.locator('.weak').getAttribute('data-weak')).toContain('waits');
    });
  });

  test('a score exercise asks each figure: a wrong bonus is named, the right figures accepted', async () => {
    const { page } = held;
    await withScreenshot(page, 'learn-score-figures', async () => {
      // Five chows and a pair, self-drawn, with two flowers (so no Pinghu): base 2, bonus 2 flowers,
      // multiplier 2 for the self-draw, total 2 + 2 × 2 = 6.
      const situation = { ruleset: 'fuzhou', gold: '9s', concealed: '123m456m789m123p456p77s', winningTile: '7s', winBy: 'self-draw', flowers: '1f2f' };
      await ready(page, `/en/learn/exercise/${encodeExercise({ ruleset: 'fuzhou', kind: 'score', level: 2, situation })}`);
      const card = page.locator('.card');
      const labels = await card.locator('form.figures label').allTextContents();
      expect(labels.map((l) => l.trim())).toEqual(['Base', 'Bonus', 'Multiplier', 'Total (each player pays)']);
      // By keyboard: type a figure, Tab to the next, Enter answers.
      await card.locator('input[name=base]').focus();
      for (const v of ['2', '3', '2', '8']) {
        await page.keyboard.type(v);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('wrong');
      // The explanation names the figures that were wrong, with the engine's.
      const wrong = card.locator('.explain .wrong-figures li');
      expect(await wrong.evaluateAll((li) => li.map((l) => l.getAttribute('data-figure')))).toEqual(['bonus', 'total']);
      await expect(wrong.first().textContent()).resolves.toBe('Bonus: you gave 3; the engine reads 2.');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('verdict'))).toBe(true);
      await card.locator('button.again').click();
      for (const [f, v] of Object.entries({ base: 2, bonus: 2, multiplier: 2, total: 6 })) await card.locator(`input[name=${f}]`).fill(String(v));
      await card.locator('input[name=total]').press('Enter');
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
      await expect(card.locator('.verdict p').nth(1).textContent()).resolves.toBe('The answer: Base 2, Bonus 2, Multiplier 2, Total (each player pays) 6');
      await expect(card.locator('.explain .wrong-figures').count()).resolves.toBe(0);
    });
  });

  test('a corrupt stored progress is ignored; reset empties it', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'learn-corrupt', async () => {
      await ready(page, '/en/learn/');
      await page.evaluate(() => localStorage.setItem('fzmj.learn.progress.v1', '{"version":1,"lessons":7'));
      errors.length = 0;
      await ready(page, '/en/learn/');
      await expect.poll(() => page.locator('.progress').getAttribute('data-answered')).toBe('0');
      expect(errors).toEqual([]);
      // The tiles lesson has no exercises: it is done once the learner says they have read it.
      await ready(page, '/en/learn/fuzhou/tiles/');
      await expect(page.locator('.lesson-exercises .card').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Done reading' }).click();
      await expect(page.locator('.lesson-exercises .finished').textContent()).resolves.toBe('Lesson finished.');
      await ready(page, '/en/learn/');
      await page.waitForSelector('li[data-lesson="fuzhou/tiles"][data-done]', WAIT);
      await page.getByRole('button', { name: 'Reset progress' }).click();
      await expect.poll(() => page.locator('.progress').getAttribute('data-answered')).toBe('0');
      await expect(page.locator('li[data-lesson="fuzhou/tiles"][data-done]').count()).resolves.toBe(0);
      await page.reload();
      await page.waitForSelector('html[data-learn-ready]', WAIT);
      await expect.poll(() => page.locator('.lessons-done').textContent()).toBe('Lessons finished: 0');
    });
  });

  test('the checker’s exercise link opens the same hand as a waits and a score exercise', async () => {
    const { page } = held;
    await withScreenshot(page, 'learn-teacher', async () => {
      // Five chows and a pair of 7s, won on the 7s; the gold is 9s.
      await page.goto('/en/check/#r=fuzhou&h=123m456m789m123p456p77s&w=7s&f.gold=9s&f.winBy=self-draw');
      await page.waitForSelector('html[data-check-ready]', WAIT);
      const href = await page.locator('a[data-exercise=waits]').getAttribute('href');
      expect(href).toMatch(/^\/en\/learn\/exercise\/#/);
      await page.locator('a[data-exercise=waits]').click();
      await page.waitForSelector('.exercise[data-kind=waits]', WAIT);
      // The hand without its winning tile: it waits on the 7s and on the gold.
      await expect.poll(() => page.locator('.hand').getAttribute('data-hand')).toBe(tiles('123m456m789m123p456p7s').map(tileCode).join(''));
      const card = page.locator('.card');
      for (const code of ['7s', '9s']) await card.locator(`[data-choice="${code}"]`).click();
      await card.locator('button.check').click();
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');

      await page.goBack();
      await page.waitForSelector('html[data-check-ready]', WAIT);
      await page.locator('a[data-exercise=score]').click();
      await page.waitForSelector('.exercise[data-kind=score]', WAIT);
      await expect.poll(() => page.locator('.hand').getAttribute('data-hand')).toBe(tiles('123m456m789m123p456p77s').map(tileCode).join(''));
      // No flowers, no kongs, self-drawn: Pinghu, 10 + 0 × 2 = 10, which the checker shows too.
      await page.goBack();
      await page.waitForSelector('html[data-check-ready]', WAIT);
      await expect.poll(() => page.locator('.verdict .headline').getAttribute('data-total')).toBe('10');
      await page.locator('a[data-exercise=score]').click();
      await page.waitForSelector('.exercise[data-kind=score]', WAIT);
      for (const [f, v] of Object.entries({ base: 10, bonus: 0, multiplier: 2, total: 10 })) await page.locator(`input[name=${f}]`).fill(String(v));
      await page.locator('input[name=total]').press('Enter');
      await expect(page.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
    });
  });

  test('the checker offers every exercise a hand makes: best discard for a full hand, fans for mcr, waits on nothing', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'learn-teacher-kinds', async () => {
      const links = () => page.locator('a[data-exercise]').evaluateAll((a) => a.map((l) => l.getAttribute('data-exercise')));
      const check = async (fragment: string) => {
        await page.goto(`/en/check/${fragment}`);
        await page.waitForSelector('html[data-check-ready]', WAIT);
      };
      // A fuzhou win: no fans (its lines are not fans), no discard from a win.
      await check('#r=fuzhou&h=123m456m789m123p456p77s&w=7s&f.gold=9s&f.winBy=self-draw');
      expect(await links()).toEqual(['waits', 'score', 'complete']);
      // Five melds and loose 1s and 7s, gold 9p: not a win; throwing the 7s keeps a wait on the 1s
      // and on the gold, 3 + 3 unseen (throwing the 1s is as good); any other discard, nothing.
      await check('#r=fuzhou&h=123m456m789m123p456p1s7s&w=7s&f.gold=9p&f.winBy=self-draw');
      expect(await links()).toEqual(['complete', 'best-discard']);
      await page.locator('a[data-exercise=best-discard]').click();
      await page.waitForSelector('.exercise[data-kind=best-discard][data-status=open]', WAIT);
      await page.locator('.card [data-choice="7s"]').click();
      await expect(page.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
      // MCR: Pure Straight, Concealed Hand, All Chows and Single Wait on a discard.
      await check('#r=mcr&h=123m456m789m234p55s&w=5s&f.winBy=discard');
      expect(await links()).toEqual(['waits', 'score', 'fans', 'complete']);
      await page.locator('a[data-exercise=fans]').click();
      await page.waitForSelector('.exercise[data-kind=fans][data-status=open]', WAIT);
      for (const id of ['pure-straight', 'concealed-hand', 'all-chows', 'single-wait']) await page.locator(`.card [data-choice="${id}"]`).click();
      await page.locator('.card button.check').click();
      await expect(page.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
      // Four melds and 1s 3s 5s 7s: one short by count, but no one tile makes a meld and a pair.
      await check('#r=fuzhou&h=123m456m789m123p1s3s5s7s&f.gold=5p');
      await expect(page.locator('.verdict').getAttribute('data-kind')).resolves.toBe('count');
      expect(await links()).toEqual(['waits']);
      await page.locator('a[data-exercise=waits]').click();
      await page.waitForSelector('.exercise[data-kind=waits][data-status=open]', WAIT);
      await page.locator('.card button.check').click();
      await expect(page.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
      await expect(page.locator('.verdict p').nth(1).textContent()).resolves.toBe('The answer: none');
      await expect(page.locator('.explain p').first().textContent()).resolves.toMatch(/^It waits on nothing: (1 tile|[02-9] tiles) short/);
      expect(errors).toEqual([]);
    });
  });

  test('a lesson links its deals by their titles in the page language, not their file names', async () => {
    const { page } = held;
    await withScreenshot(page, 'learn-deal-titles', async () => {
      await ready(page, '/zh/learn/fuzhou/special-wins/');
      await expect.poll(() => page.locator('.lesson-deals a').allTextContents()).toEqual(['教学：抢金', '教学：花牌与平胡']);
      await ready(page, '/en/learn/fuzhou/idle-and-dead-gold/');
      const link = page.locator('.lesson-deals a[data-deal="fuzhou-idle-gold"]');
      await expect(link.textContent()).resolves.toBe('Lesson: the idle gold');
      await expect(link.getAttribute('href')).resolves.toBe('/en/replay/sample/fuzhou-idle-gold/');
      // The link is the sample's own page, which opens the viewer on that deal.
      await link.click();
      await expect.poll(() => page.locator('.bar .title .name-text').textContent(), { timeout: 30_000 }).toBe('Lesson: the idle gold');
    });
  });

  test('answers by keyboard alone: arrows move, Space picks, Tab reaches Check, Enter answers', async () => {
    const { page } = held;
    await withScreenshot(page, 'learn-keyboard', async () => {
      await ready(page, '/en/learn/practice/');
      await page.locator('select[name=kind]').selectOption('waits');
      await page.waitForSelector('.exercise[data-kind=waits][data-status=open]', WAIT);
      const card = page.locator('.card');
      const e = await shown(card);
      if (e.kind !== 'waits') throw new Error('not a waits exercise');
      await card.locator('[data-choice]').first().focus();
      let at = 0;
      for (const t of e.answer) {
        const index = e.choices.indexOf(t);
        for (; at < index; at++) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Space');
      }
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('check'))).toBe(true);
      await page.keyboard.press('Enter');
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
      // Next exercise by keyboard: a yes/no question answered with the arrows and Enter.
      await page.locator('select[name=kind]').selectOption('complete');
      await page.waitForSelector('.exercise[data-kind=complete][data-status=open]', WAIT);
      const next = await shown(card);
      await card.locator('[data-choice=yes]').focus();
      if (next.answer === false) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
    });
  });

  test('the guangdong and fuzhou-144 paths, in both languages, start with a small hand of one suit', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'learn-new-paths', async () => {
      for (const [lang, name, first, last] of [
        ['en', 'guangdong', 'Lessons: Guangdong', 'horse'],
        ['zh', 'guangdong', '', 'horse'],
        ['en', 'fuzhou-144', '', 'priced-hands'],
        ['zh', 'fuzhou-144', '', 'priced-hands'],
      ] as const) {
        await ready(page, `/${lang}/learn/`);
        await page.waitForSelector(`li[data-lesson="${name}/${last}"]`, WAIT);
        if (first) await expect(page.locator(`#path-${name}`).textContent()).resolves.toContain(first);
        await ready(page, `/${lang}/learn/${name}/tiles/`);
        await expect(page.locator('article.prose h1').count()).resolves.toBe(1);
        const card = page.locator('.lesson-exercises .card');
        // The first exercise: five tiles of one suit, one set and a pair or not.
        await expect.poll(() => card.locator('.exercise').getAttribute('data-size')).toBe('5');
        const e = await shown(card);
        expect('hand' in e && e.hand.concealed.length).toBe(5);
        await answerRight(card, e);
        await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
        // The worked examples of the later lessons are scored on the page, not an error.
        await ready(page, `/${lang}/learn/${name}/${last}/`);
        await expect(page.locator('.fz-score-error').count()).resolves.toBe(0);
      }
      expect(errors).toEqual([]);
    });
  });

  test('a wrong answer comes back in the review deck the next day, with other tiles', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'learn-review', async () => {
      await ready(page, '/en/learn/');
      await page.evaluate(() => localStorage.clear());
      await ready(page, '/en/learn/practice/');
      await page.locator('select[name=kind]').selectOption('waits');
      await page.waitForSelector('.exercise[data-kind=waits][data-status=open]', WAIT);
      const card = page.locator('.card');
      const e = await shown(card);
      if (e.kind !== 'waits') throw new Error('not a waits exercise');
      await card.locator(`[data-choice="${tileCode(e.choices.find((t) => !e.answer.includes(t))!)}"]`).click();
      await card.locator('button.check').click();
      await expect(card.locator('.exercise').getAttribute('data-status')).resolves.toBe('wrong');
      // Today the deck holds it, not yet due.
      await ready(page, '/en/learn/');
      await expect.poll(() => page.locator('.review-today').getAttribute('data-due')).toBe('0');
      await expect(page.locator('.review-today').textContent()).resolves.toContain('1 in the review deck');
      // A day passes (the item's due day moved back one: the schedule itself is the unit tests').
      const deck = await page.evaluate(() => {
        const p = JSON.parse(localStorage.getItem('fzmj.learn.progress.v1')!);
        for (const i of p.review) i.due -= 1;
        localStorage.setItem('fzmj.learn.progress.v1', JSON.stringify(p));
        return p.review as ReviewItem[];
      });
      expect(deck).toHaveLength(1);
      await ready(page, '/en/learn/');
      await expect.poll(() => page.locator('.review-link').textContent()).toBe('Review today (1)');
      await page.locator('.review-link').click();
      await page.waitForSelector('html[data-learn-ready] .review .card', WAIT);
      const review = page.locator('.review .card');
      await expect(review.getAttribute('data-link')).resolves.toBe(deck[0].link);
      // A fresh instance: the same question on other tiles, answered with the engine's answer for it.
      const instance = instanceOf(deck[0])!;
      expect(instance.kind).toBe('waits');
      const hand = (x: Exercise) => ('hand' in x ? x.hand.concealed.map(tileCode).join('') : '');
      expect(hand(instance)).not.toBe(hand(e));
      await expect.poll(() => review.locator('.hand').getAttribute('data-hand')).toBe(hand(instance));
      await answerRight(review, instance);
      await expect(review.locator('.exercise').getAttribute('data-status')).resolves.toBe('right');
      await review.locator('button.next').click();
      await expect.poll(() => page.locator('.review .empty').textContent()).toBe('Done for today.');
      // Right once: a step up, back in 3 days.
      const step = await page.evaluate(() => JSON.parse(localStorage.getItem('fzmj.learn.progress.v1')!).review[0].step);
      expect(step).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  test('progress is exported as a file; a broken file is refused and the progress kept', async () => {
    const { page } = held;
    await withScreenshot(page, 'learn-export', async () => {
      await ready(page, '/en/learn/');
      const answered = await page.locator('.progress').getAttribute('data-answered');
      expect(Number(answered)).toBeGreaterThan(0);
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('button.export').click()]);
      expect(download.suggestedFilename()).toBe('fzmj-learn-progress.json');
      const file = join(mkdtempSync(join(tmpdir(), 'fzmj-learn-')), 'progress.json');
      await download.saveAs(file);
      expect(JSON.parse(readFileSync(file, 'utf8')).exported).toBe('fzmj-learn');
      const input = page.locator('.import input[type=file]');
      await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"version":1,"lessons":') });
      await expect.poll(() => page.locator('.imported').getAttribute('data-result')).toBe('refused');
      await expect(page.locator('.imported').textContent()).resolves.toBe('That file is not a progress file from this site. Your progress is unchanged.');
      await expect(page.locator('.progress').getAttribute('data-answered')).resolves.toBe(answered);
      // Reset, then the exported file brings the progress back.
      await page.getByRole('button', { name: 'Reset progress' }).click();
      await expect.poll(() => page.locator('.progress').getAttribute('data-answered')).toBe('0');
      await input.setInputFiles(file);
      await expect.poll(() => page.locator('.imported').getAttribute('data-result')).toBe('ok');
      await expect.poll(() => page.locator('.progress').getAttribute('data-answered')).toBe(answered);
      // The chart shows the answers by kind and level, and fits a 360 px phone with the rest.
      await expect(page.locator('.chart li[data-kind=waits]').count()).resolves.toBeGreaterThan(0);
      const size = page.viewportSize();
      await page.setViewportSize({ width: 360, height: 740 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      if (size) await page.setViewportSize(size);
      // The same refusal reads in Chinese.
      await ready(page, '/zh/learn/');
      await page.locator('.import input[type=file]').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('[]') });
      await expect.poll(() => page.locator('.imported').textContent()).toBe('这个文件不是本站的进度文件。你的进度没有改动。');
    });
  });
});
