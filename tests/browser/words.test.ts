// What the viewer and the checker say, in Chromium: a file that is no deal is named for what it is
// (a picture, a JSON file of something else) with a link to the deal format; the checker names a
// field by its label; a kong robbed by two shows both winners on the table and in the picture,
// whose title is the rule set's; a predict mark turns the table to the seat it asks about.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { bottomName, openReplay, position, uploadDeal, waitForDeal } from './replay-helpers.ts';

const WAIT = { timeout: 30_000 };
const deal = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../content/deals/${name}.json`), 'utf8'));

/** The first bytes of a PNG file: its signature and the start of its header chunk. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0]);

const importError = (page: Page) => page.locator('.importer .error');

describe.each(['en', 'zh'] as const)('files that are no deal, in %s', (lang) => {
  const held = pageForBlock();
  const words = {
    en: { picture: 'not a text file', json: 'not a deal log', field: 'Concealed tiles' },
    zh: { picture: '不是文本文件', json: '不是牌局记录', field: '暗牌' },
  }[lang];

  test('a PNG is said to be no text file, with a link to the deal format', async () => {
    const { page } = held;
    await withScreenshot(page, `words-png-${lang}`, async () => {
      await openReplay(page, lang);
      await page.locator('input[type=file]').setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: PNG });
      await expect.poll(() => importError(page).textContent(), WAIT).toContain(words.picture);
      const text = (await importError(page).textContent()) ?? '';
      expect(text).not.toContain('�');
      expect(text).not.toMatch(/unexpected|意外/);
      expect(await importError(page).locator('a').getAttribute('href')).toBe(`/${lang}/format/`);
    });
  });

  test('JSON of something else is said to be no deal log, not "format: … (got null)"', async () => {
    const { page } = held;
    await withScreenshot(page, `words-json-${lang}`, async () => {
      await openReplay(page, lang);
      await uploadDeal(page, JSON.stringify({ name: 'my settings', volume: 3 }), 'settings.json');
      await expect.poll(() => importError(page).textContent(), WAIT).toContain(words.json);
      const text = (await importError(page).textContent()) ?? '';
      expect(text).not.toContain('got null');
      expect(text).not.toMatch(/^format:|\bformat: /);
      expect(text).toContain('fuzhou-mahjong-deal');
    });
  });

  test('the checker names a field by its label, not its key', async () => {
    const { page } = held;
    await withScreenshot(page, `words-field-${lang}`, async () => {
      // Five 1m: more copies than the set holds, a problem of the hand's field.
      await page.goto(`/${lang}/check/#r=fuzhou&h=11111m&f.gold=5p`);
      await page.waitForSelector('html[data-check-ready]');
      const problem = page.locator('.verdict .problem');
      await problem.waitFor(WAIT);
      const text = (await problem.textContent()) ?? '';
      expect(text).not.toContain('concealed:');
      expect(text).toContain(words.field);
    });
  });
});

describe('a kong robbed by two', () => {
  const held = pageForBlock();
  const log = deal('guangdong-rob-two');
  // Seats 2 and 3 both rob (the log's winner and its alsoWon).
  const winners = [log.result.winner, log.result.alsoWon[0].winner].map((s: number) => log.seats[s].name as string);

  test('the banner and the picture name both winners; the picture is titled by its rule set', async () => {
    const { page } = held;
    await withScreenshot(page, 'words-two-winners', async () => {
      await page.context().addInitScript(() => {
        const seen: string[] = ((window as unknown as { drawn: string[] }).drawn = []);
        const fill = CanvasRenderingContext2D.prototype.fillText;
        CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, max?: number) {
          seen.push(text);
          return max === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, max);
        };
      });
      await openReplay(page, 'en', '#sample=guangdong-rob-two');
      await waitForDeal(page);
      await page.locator('h1').click();
      await page.keyboard.press('End');
      const banner = page.locator('.banner.win');
      await banner.waitFor(WAIT);
      const text = (await banner.textContent()) ?? '';
      expect(winners).toHaveLength(2);
      // The banner's short form names each winner with a gain, the way of winning said once.
      for (const name of winners) expect(text).toMatch(new RegExp(`${name} \\([^)]+\\) \\+\\d+`));
      expect(text.match(/ win: /g)).toHaveLength(1);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save picture' }).click();
      await download;
      // The lines as drawn (a long line wraps, at a space), without the names' isolate marks.
      const drawn = (await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn)).join('\n').replace(/[\u2068\u2069]/g, '');
      for (const name of winners) expect(drawn).toMatch(new RegExp(`${name}\\s*\\([^)]*\\)\\s*wins`));
      expect(drawn).toContain('Guangdong');
      expect(drawn).not.toContain('Fuzhou mahjong');
    });
  });
});

describe('a predict mark about a hidden hand', () => {
  const held = pageForBlock();
  const base = deal('draw-game');
  // The first discard after the deal and the gold, by a seat the test does not view from.
  const mark = base.events.findIndex((e: { type: string }, i: number) => i > 6 && e.type === 'discard');
  const asked: number = base.events[mark].seat;
  const other = (asked + 1) % 4;
  const annotated = JSON.stringify({ ...base, annotations: [{ step: mark, predict: true, note: { en: 'Why this tile?', zh: '为什么打这张？' } }] });

  test('the question turns the table to the seat it asks about', async () => {
    const { page } = held;
    await withScreenshot(page, 'words-predict-seat', async () => {
      await openReplay(page, 'en');
      await uploadDeal(page, annotated, 'lesson.json');
      await waitForDeal(page);
      await page.locator('h1').click();
      // View from another seat (keys 1–4 pick seats 0–3), hands closed.
      await page.keyboard.press(String(other + 1));
      await expect.poll(() => bottomName(page).textContent()).toBe(base.seats[other].name);
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(mark);
      await page.locator('.teaching .ask').waitFor(WAIT);
      await expect.poll(() => bottomName(page).textContent()).toBe(base.seats[asked].name);
      // The asked seat's hand is face up at the bottom: no face-down tile there.
      expect(await page.locator('.place.bottom').getByRole('img', { name: 'face-down tile' }).count()).toBe(0);
    });
  });
});
