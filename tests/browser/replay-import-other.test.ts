// Other platforms' records in the replay viewer: a Botzone record pasted, a PMN file dropped, each
// opened as our deal with its verdict; one the importer knows but cannot read says its line, in
// the reader's language.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { dropFile, openReplay, uploadDeal, waitForDeal } from './replay-helpers.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/external/${name}`, import.meta.url), 'utf8');

describe('replay: other platforms’ records', () => {
  const held = pageForBlock({ serviceWorkers: 'block' });

  test('a pasted Botzone record opens as its first game, consistent', async () => {
    const { page, errors } = held;
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
    const { page } = held;
    await openReplay(page, 'en');
    await dropFile(page, 'board.pmn', fixture('hand-made.pmn'), 'text/plain');
    await waitForDeal(page);
    await expect.poll(() => page.locator('.bar .players').textContent()).toBe('Ann · Bo · Cy · Di');
    await expect.poll(() => page.locator('.score .verdict-line').textContent()).toContain('Consistent');
  });

  test('a Botzone record that cannot be read says its line, in Chinese too', async () => {
    const { page } = held;
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
