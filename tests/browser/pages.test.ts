// Every built Chinese page (and the 404 page) passes the page checks (page-checks.ts); `/` sends
// readers to their language. The English pages are pages-en.test.ts, so the two halves run side by side.
import { test, expect, describe } from 'vitest';
import { newPage } from './helpers.ts';
import { checkPagesOf } from './page-checks.ts';

await checkPagesOf('zh');

describe('the root page', () => {
  test.each([
    ['zh-CN', '/zh/'],
    ['en-GB', '/en/'],
    ['fr-FR', '/zh/'],
  ])('a %s browser lands on %s', async (locale, target) => {
    const page = await newPage({ locale });
    try {
      await page.goto('/');
      await page.waitForURL(`**${target}`);
      expect(new URL(page.url()).pathname).toBe(target);
    } finally {
      await page.context().close();
    }
  });

  test('without JavaScript the meta refresh goes to Chinese', async () => {
    const page = await newPage({ javaScriptEnabled: false, locale: 'en-US' });
    try {
      await page.goto('/');
      await page.waitForURL('**/zh/');
      expect(new URL(page.url()).pathname).toBe('/zh/');
    } finally {
      await page.context().close();
    }
  });

  test('the last language read wins over the browser language', async () => {
    const page = await newPage({ locale: 'zh-CN' });
    try {
      await page.goto('/en/rules/');
      await page.goto('/');
      await page.waitForURL('**/en/');
      expect(new URL(page.url()).pathname).toBe('/en/');
    } finally {
      await page.context().close();
    }
  });
});
