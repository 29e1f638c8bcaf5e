// Other platforms' records in the replay viewer: a Botzone record pasted, a PMN file dropped, each
// opened as our deal with its verdict; one the importer knows but cannot read says its line, in
// the reader's language.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, browser, collectErrors, withScreenshot } from './helpers.ts';
import { openReplay, uploadDeal, waitForDeal } from './replay-helpers.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/external/${name}`, import.meta.url), 'utf8');

describe('replay: other platforms’ records', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    context = await (await browser()).newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    page = await context.newPage();
    errors = collectErrors(page);
  });
  afterAll(() => context.close());

  test('a pasted Botzone record opens as its first game, consistent', async () => {
    await withScreenshot(page, 'replay-import-botzone', async () => {
      await openReplay(page, 'en');
      await page.getByLabel('Or paste the JSON').fill(fixture('botzone-sample.txt'));
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await waitForDeal(page);
      await expect.poll(() => page.locator('.bar .players').textContent()).toBe('Player 0 · Player 1 · Player 2 · Player 3');
      await expect.poll(() => page.locator('.score .verdict-line').textContent()).toContain('Consistent');
      expect(errors).toEqual([]);
    });
  });

  test('a dropped PMN file opens with its players’ names', async () => {
    await openReplay(page, 'en');
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'board.pmn', { type: 'text/plain' }));
      document.querySelector('h1')!.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      document.querySelector('h1')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, fixture('hand-made.pmn'));
    await waitForDeal(page);
    await expect.poll(() => page.locator('.bar .players').textContent()).toBe('Ann · Bo · Cy · Di');
    await expect.poll(() => page.locator('.score .verdict-line').textContent()).toContain('Consistent');
  });

  test('a Botzone record that cannot be read says its line, in Chinese too', async () => {
    const first = fixture('botzone-sample.txt').split('\n\n')[0].replace('混一色*1', '神仙*1');
    await openReplay(page, 'en');
    await uploadDeal(page, first, 'botzone.txt');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toContain('line 104: "神仙" is not the name of a fan');
    await openReplay(page, 'zh');
    await uploadDeal(page, first, 'botzone.txt');
    await page.getByRole('alert').waitFor();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('第 104 行：没有名为 "神仙" 的番种');
  });
});
