// Every built page loads in Chromium without console errors, failed requests or exceptions,
// says its language in <html lang>, and is no wider than a phone's window at 320, 360 and 390 px
// with its header one compact row there (a sample's page also at its deal's end); `/` sends
// readers to their language.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages, newPage, pageForBlock, withScreenshot } from './helpers.ts';
import { toSampleEnd } from './replay-helpers.ts';
import { atEachWidth, HEADER_MAX, headerHeight } from './widths.ts';

const pages = await builtPages();
const SAMPLES = readdirSync(join(import.meta.dirname, '../../content/deals')).filter((f) => f.endsWith('.json'));
const EXPECTED_LANG: Record<string, string> = { zh: 'zh-Hans', en: 'en' };

describe('every page', () => {
  // Each page's own loading, without the service worker installing its hundreds of files in
  // the background at the same time (offline.test.ts and update.test.ts test the worker).
  const held = pageForBlock({ serviceWorkers: 'block' });

  test('the build has pages in both languages, rules included', () => {
    for (const lang of ['zh', 'en']) {
      expect(pages).toContain(`/${lang}/`);
      expect(pages).toContain(`/${lang}/rules/`);
      for (const tool of ['replay', 'check', 'learn', 'format']) expect(pages).toContain(`/${lang}/${tool}/`);
    }
  });

  // Read once: the desktop size each page loads at, given back after its phone widths.
  let desktop: { width: number; height: number } | null = null;
  // Sample pages measured at their deal's end.
  let atEnd = 0;

  test.each(pages.filter((p) => p !== '/'))('%s loads cleanly with the right lang, and fits a phone', async (path) => {
    const { page, errors } = held;
    const name = path === '/404.html' ? '404' : path.replace(/^\/|\/$/g, '').replace(/\//g, '-');
    await withScreenshot(page, `page-${name}`, async () => {
      errors.length = 0;
      desktop ??= page.viewportSize();
      if (desktop) await page.setViewportSize(desktop);
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      // An old address is a page that moves on at once: check the page it lands on, once there.
      // (Read at once, with no waiting: most pages have no such tag. A page already moving on has no
      // context to read; then the next load is waited for.)
      const moved = await page
        .evaluate(() => document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content') ?? null)
        .catch(async () => {
          await page.waitForLoadState('load');
          return null;
        });
      const target = moved ? /url=(\S+)/.exec(moved)?.[1] : undefined;
      if (target) await page.waitForURL(`**${target}`, { timeout: 30_000, waitUntil: 'load' });
      const lang = /^\/(zh|en)\//.exec(path)?.[1] ?? 'zh';
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(EXPECTED_LANG[lang]);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(await page.title()).not.toBe('');
      const wide: string[] = [];
      const tall: string[] = [];
      await atEachWidth(page, path, wide, async (width) => {
        const header = await headerHeight(page);
        if (header > HEADER_MAX) tall.push(`${path} at ${width} px: ${Math.round(header)} px`);
      });
      // A sample's page is measured again at the deal's end, where it is widest (the settlement's
      // tables and the winning hand): in the same load, as a reader who pressed End sees it.
      const sample = /\/replay\/sample\/([^/]+)\/$/.exec(path)?.[1];
      if (sample) {
        await toSampleEnd(page, sample);
        await atEachWidth(page, `${path} at its end`, wide);
        atEnd++;
      }
      expect(tall).toEqual([]);
      expect(wide).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  test('every sample deal was measured at its end, in both languages', () => {
    expect(SAMPLES.length).toBeGreaterThan(10);
    expect(atEnd).toBe(2 * SAMPLES.length);
  });

  test('the home page lists the default rule set’s sections', async () => {
    const { page } = held;
    for (const lang of ['zh', 'en']) {
      await page.goto(`/${lang}/`);
      const links = await page.locator('#home-sections ~ .section-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) expect(link).toMatch(new RegExp(`^/${lang}/rules/fuzhou/[a-z-]+/$`));
    }
  });

  test('the learn page is no placeholder: it lists lessons and progress, in the page language', async () => {
    const { page } = held;
    for (const [path, word] of [
      ['/zh/learn/', '你的进度'],
      ['/en/learn/', 'Your progress'],
    ]) {
      await page.goto(path);
      await expect(page.locator('#progress-title').textContent()).resolves.toBe(word);
      await expect(page.locator('main .badge').count()).resolves.toBe(0);
    }
  });
});

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
