// After one visit the site works with no network at all: the service worker is active, and with
// the server stopped and the browser offline, other rules pages open and search still answers.
// The samples' pages are not precached: one visited is kept, and any sample opens in the viewer.
// This file serves dist/ itself so it can stop its own server without disturbing other tests.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { serveStatic, type StaticServer } from './static-server.ts';
import { browser, distDir, rulesSections, withScreenshot, SW_TEST_TIMEOUT, SW_WAIT } from './helpers.ts';
import { waitForDeal } from './replay-helpers.ts';
import { sampleList } from '../../src/components/replay/samples.ts';

describe('offline after the first visit', () => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    server = await serveStatic(distDir());
    context = await (await browser()).newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
    await server.close();
  });

  test('rules pages and search work with the server gone', { timeout: SW_TEST_TIMEOUT }, async () => {
    const en = await rulesSections('en');
    const zh = await rulesSections('zh');
    expect(en.length).toBeGreaterThan(1);
    expect(zh.length).toBeGreaterThan(0);

    await withScreenshot(page, 'offline', async () => {
      await page.goto(en[0]);
      // Installed means every precached file was fetched; controlling means it now serves them.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const r = await navigator.serviceWorker.getRegistration();
              const state = (w: ServiceWorker | null | undefined) => w?.state ?? '-';
              return `controller ${state(navigator.serviceWorker.controller)}; registration ${r ? [r.installing, r.waiting, r.active].map(state).join('/') : 'none'}`;
            }),
          { timeout: SW_WAIT, message: 'the service worker never took control' },
        )
        .toMatch(/^controller activated/);
      const cached = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const keys = await caches.keys();
        const cache = await caches.open(keys.find((k) => k.startsWith('fzmj-'))!);
        const urls = (await cache.keys()).map((r) => new URL(r.url).pathname);
        return { active: registration.active?.state, keys, urls };
      });
      expect(cached.active).toBe('activated');
      expect(cached.keys.filter((k) => k.startsWith('fzmj-'))).toHaveLength(1);
      expect(cached.urls).toEqual(expect.arrayContaining([en[1], zh[0], '/search.js', '/pagefind/pagefind.js', '/tiles.svg', '/en/replay/']));
      expect(cached.urls.filter((u) => u.includes('/replay/sample/'))).toEqual([]);

      // One sample's page visited while online; another sample is never visited.
      const [visited, unvisited] = sampleList('en');
      expect(unvisited).toBeDefined();
      const title = page.locator('.bar .title .name-text');
      await page.goto(`/en/replay/sample/${visited.id}/`);
      await page.waitForSelector('html[data-replay-ready]');
      await waitForDeal(page);
      await expect.poll(() => title.textContent()).toBe(visited.title);

      await server.close();
      await context.setOffline(true);

      const response = await page.goto(en[1]);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.locator('article h1').count()).resolves.toBe(1);

      await page.locator('#site-search').fill('gold');
      await page.locator('#site-search-results li > a').first().waitFor({ timeout: SW_WAIT });

      await page.goto(zh[0]);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');
      await page.locator('#site-search').fill('金');
      await page.locator('#site-search-results li > a').first().waitFor({ timeout: SW_WAIT });
      const first = await page.locator('#site-search-results li > a').first().getAttribute('href');
      expect(first).toMatch(/^\/zh\/rules\//);

      // The visited sample's page was kept when fetched; every other sample opens in the viewer.
      const kept = await page.goto(`/en/replay/sample/${visited.id}/`);
      expect(kept?.fromServiceWorker()).toBe(true);
      await page.waitForSelector('html[data-replay-ready]');
      await waitForDeal(page);
      await expect.poll(() => title.textContent()).toBe(visited.title);
      await page.goto(`/en/replay/#sample=${unvisited.id}`);
      await page.waitForSelector('html[data-replay-ready]');
      await waitForDeal(page);
      await expect.poll(() => title.textContent()).toBe(unvisited.title);
    });
  });
});
