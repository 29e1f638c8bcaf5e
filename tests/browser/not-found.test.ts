// A missing address gets the not-found page in the language the address names.
import { expect, test } from 'vitest';
import { pageForBlock } from './helpers.ts';

const held = pageForBlock();

test.each([
  ['/en/no-such-page/', 'en', 'Page not found'],
  ['/zh/rules/no-such-section/', 'zh-Hans', '找不到这个页面'],
])('%s: the page is in its address’s language', async (path, lang, heading) => {
  const { page } = held;
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
  const shown = await page.locator('.not-found :is(h1, h2):visible').allTextContents();
  await expect.poll(() => page.locator('h1').count()).toBe(1);
  expect(shown).toEqual([heading]);
  expect(await page.title()).toBe(heading);
});
