// Shared steps of the replay browser tests: open the page and wait for the island, read where
// the viewer stands as a player sees it, and hand it a deal file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const DEALS = join(import.meta.dirname, '../../content/deals');

/** Whether a sample deal asks predict questions (its teaching panel then loads after the table). */
export function asksPredict(sample: string): boolean {
  const log = JSON.parse(readFileSync(join(DEALS, `${sample}.json`), 'utf8')) as { annotations?: { predict?: unknown }[] };
  return (log.annotations ?? []).some((a) => a.predict);
}

/**
 * A sample opened at its end and its score shown. A teaching deal stops at its questions, so
 * predict mode goes off first: its toggle is waited for (it loads after the table), not looked up.
 */
export async function openSampleAtEnd(page: Page, lang: 'en' | 'zh', sample: string): Promise<void> {
  await page.goto(`/${lang}/replay/#sample=${sample}&s=99999`);
  await toSampleEnd(page, sample);
}

/** A viewer already showing `sample` (the replay page or the sample's own page) taken to its end, its score shown. */
export async function toSampleEnd(page: Page, sample: string): Promise<void> {
  await page.waitForSelector('html[data-replay-ready]');
  await page.locator('.table').waitFor();
  if (asksPredict(sample)) {
    const predict = page.locator('.teaching .toggle input');
    await predict.waitFor();
    if (await predict.isChecked()) await predict.uncheck();
  }
  await page.locator('h1').click();
  await page.keyboard.press('End');
  await page.locator('.score .headline, .score .no-winner').first().waitFor();
}

export async function openReplay(page: Page, lang: 'en' | 'zh' = 'en', hash = ''): Promise<void> {
  await page.goto(`/${lang}/replay/${hash}`);
  await page.waitForSelector('html[data-replay-ready]');
}

/** The slider's position (events applied), once a deal is on the table. */
export async function position(page: Page): Promise<number> {
  return Number(await page.locator('.controls input[type=range]').inputValue());
}

/** The step line in the middle of the table, e.g. "Step 40 of 89". */
export function stepLine(page: Page) {
  return page.locator('.center .step');
}

export async function waitForDeal(page: Page): Promise<void> {
  await page.locator('.table').waitFor();
}

export async function uploadDeal(page: Page, text: string, name = 'deal.json'): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** A file dropped on the page (on its heading), as a player drags one from their files. */
export async function dropFile(page: Page, name: string, text: string, type = 'application/json'): Promise<void> {
  await page.evaluate(
    ([text, name, type]) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type }));
      const at = document.querySelector('h1')!;
      at.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      at.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [text, name, type] as const,
  );
}

/** The seat drawn at the bottom: its name as shown. */
export function bottomName(page: Page) {
  return page.locator('.place.bottom .name');
}
