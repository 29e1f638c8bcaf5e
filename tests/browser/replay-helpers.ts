// Shared steps of the replay browser tests: open the page and wait for the island, read where
// the viewer stands as a player sees it, and hand it a deal file.
import type { Page } from 'playwright-core';

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

/** The seat drawn at the bottom: its name as shown. */
export function bottomName(page: Page) {
  return page.locator('.place.bottom .name');
}
