// A new build reaches a reader who has the site open: the site is served, a page and the replay
// viewer are opened and the service worker takes over; then the same address serves a new build
// (one page changed, one lazily loaded chunk gone, its sw.js made by the integration). The worker
// update downloads only the changed page; every open tab offers the new version; the tab left on
// the old build still opens its chunk, before and after the update is accepted; the button
// reloads on the new build. This file serves its own copies so it can swap them.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { precacheList, serviceWorkerSource } from '../../src/integrations/service-worker.ts';
import { t } from '../../src/i18n/index.ts';
import { serveStatic, type StaticServer } from './static-server.ts';
import { browser, builtHtml, collectErrors, distDir, watchCsp, withScreenshot, SW_TEST_TIMEOUT, SW_WAIT } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

/** Waits until the page is controlled by an activated worker with nothing waiting. */
async function controlled(page: Page): Promise<void> {
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
    .toBe('controller activated; registration -/-/activated');
}

/** Fetches a URL from the page: its status and text. */
function fetchFrom(page: Page, url: string): Promise<{ status: number; text: string }> {
  return page.evaluate(async (u) => {
    const r = await fetch(u);
    return { status: r.status, text: await r.text() };
  }, url);
}

describe('a new build while the site is open', () => {
  let next: string;
  let server: StaticServer;
  let context: BrowserContext;
  const requests: string[] = [];
  let chunk: string;
  let nextCache: string;

  beforeAll(async () => {
    // The next build: the English home page changed, the key help's chunk renamed away.
    next = await mkdtemp(join(tmpdir(), 'fzmj-next-'));
    await cp(distDir(), next, { recursive: true });
    const home = join(next, 'en', 'index.html');
    await writeFile(home, (await readFile(home, 'utf8')).replace('<body', '<body data-build="next"'));
    chunk = `/_astro/${(await readdir(join(next, '_astro'))).find((f) => /^KeyHelp\..+\.js$/.test(f))}`;
    await rm(join(next, chunk));
    const { entries, version } = await precacheList(next);
    await writeFile(join(next, 'sw.js'), serviceWorkerSource(version, entries));
    nextCache = `fzmj-${version}`;

    server = await serveStatic(distDir());
    context = await (await browser()).newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    await context.addInitScript(watchCsp);
  });
  afterAll(async () => {
    await context.close();
    await server.close();
    await rm(next, { recursive: true, force: true });
  });

  test('the prompt is in both languages', { timeout: SW_TEST_TIMEOUT }, async () => {
    for (const lang of ['zh', 'en'] as const) {
      const html = await builtHtml(`/${lang}/`);
      const bar = /<div id="site-update"[^>]*hidden[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
      expect(bar).toContain(t(lang, 'site.update.ready'));
      expect(bar).toContain(t(lang, 'site.update.accept'));
    }
  });

  test('only what changed is downloaded, the old tab keeps its chunks, and the button brings the new build', { timeout: SW_TEST_TIMEOUT }, async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    const old = await context.newPage();
    const oldErrors = collectErrors(old);
    await withScreenshot(page, 'update', async () => {
      await page.goto('/en/');
      await controlled(page);
      await openReplay(old, 'en', '#sample=gold-dragon');
      await waitForDeal(old);
      await controlled(old);
      await expect.poll(() => page.locator('#site-update').isVisible()).toBe(false);
      // The offer's code loads only when there is something to offer.
      const loaded = (p: Page) => p.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/update.js')));
      expect(await loaded(page)).toBe(false);
      const oldChunk = await readFile(join(distDir(), chunk), 'utf8');

      // The deploy: the same address now serves the next build.
      const port = Number(new URL(server.url).port);
      await server.close();
      server = await serveStatic(next, port, (path) => requests.push(path));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

      // Every open tab offers it once the new worker has installed (and waits).
      await page.locator('#site-update').waitFor({ state: 'visible', timeout: SW_WAIT });
      await old.locator('#site-update').waitFor({ state: 'visible', timeout: SW_WAIT });
      await expect.poll(() => page.locator('#site-update').textContent()).toContain('A new version of this site is ready.');
      expect(await loaded(page)).toBe(true);
      // Per-file revisions: the worker fetched its script and the one changed page, nothing else.
      expect([...new Set(requests.filter((p) => !p.startsWith('/icons/')))].sort()).toEqual(['/en/', '/sw.js']);

      // The old build's tab, still on the old worker, opens its key help: a chunk the server no
      // longer has.
      expect(await fetchFrom(old, chunk)).toEqual({ status: 200, text: oldChunk });

      // Accepted in one tab: the new worker takes over and that tab reloads on the new build.
      const reloaded = page.waitForEvent('load', { timeout: SW_WAIT });
      await page.locator('[data-update-accept]').click();
      await reloaded;
      await expect.poll(() => page.locator('body').getAttribute('data-build')).toBe('next');
      await controlled(page);
      expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining([nextCache]));
      // The build before is kept (the old tab may need it), older ones would be gone.
      expect((await page.evaluate(() => caches.keys())).filter((k) => k.startsWith('fzmj-'))).toHaveLength(2);

      // The old tab, now under the new worker, still finds its chunk and opens the key help.
      await controlled(old);
      expect(await fetchFrom(old, chunk)).toEqual({ status: 200, text: oldChunk });
      await old.locator('h1').click();
      await old.keyboard.press('?');
      await old.getByRole('dialog').waitFor();
      // A page it opens now is the new build's.
      await old.goto('/en/');
      await expect.poll(() => old.locator('body').getAttribute('data-build')).toBe('next');
      await expect.poll(() => old.locator('#site-update').isVisible()).toBe(false);

      expect(errors).toEqual([]);
      expect(oldErrors).toEqual([]);
    });
  });
});
