// The checks every built page of one language gets, in one load each: it loads without console
// errors, failed requests or exceptions, says its language in <html lang>, has one h1 and a title,
// and is no wider than a phone's window at 320, 360 and 390 px with its header one compact row
// there (a sample's page also at its deal's end). Split by language so two files share the work.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { builtHtml, builtPages, collectErrors, newPage, pageForBlock, withScreenshot } from './helpers.ts';
import { toSampleEnd } from './replay-helpers.ts';
import { atEachWidth, HEADER_MAX } from './widths.ts';

const SAMPLES = readdirSync(join(import.meta.dirname, '../../content/deals')).filter((f) => f.endsWith('.json'));
const EXPECTED_LANG: Record<string, string> = { zh: 'zh-Hans', en: 'en' };

/** The language a built page is in: its first folder, Chinese for the pages outside both (404). */
const pageLang = (path: string): 'zh' | 'en' => (/^\/en\//.test(path) ? 'en' : 'zh');

/** Where a page's `<meta http-equiv="refresh">` sends the reader, if it has one. */
function movesTo(html: string): string | undefined {
  const tag = /<meta\s[^>]*http-equiv="refresh"[^>]*>/i.exec(html)?.[0];
  return tag ? /url=([^"'\s>]+)/i.exec(tag)?.[1] : undefined;
}

/** Every built page of `lang` (the root page, which only sends readers on, aside), checked as above. */
export async function checkPagesOf(lang: 'zh' | 'en'): Promise<void> {
  const all = await builtPages();
  const pages = all.filter((p) => p !== '/' && pageLang(p) === lang);

  describe(`every ${lang} page`, () => {
    // Each page's own loading, without the service worker installing its hundreds of files in
    // the background at the same time (offline.test.ts and update.test.ts test the worker).
    const held = pageForBlock({ serviceWorkers: 'block' });

    test('the build has the language’s pages, rules and tools included', () => {
      expect(pages).toContain(`/${lang}/`);
      expect(pages).toContain(`/${lang}/rules/`);
      for (const tool of ['replay', 'check', 'learn', 'format']) expect(pages).toContain(`/${lang}/${tool}/`);
    });

    // Read once: the desktop size each page loads at, given back after its phone widths.
    let desktop: { width: number; height: number } | null = null;
    // Sample pages measured at their deal's end.
    let atEnd = 0;

    test.each(pages)('%s loads cleanly with the right lang, and fits a phone', async (path) => {
      const sample = /\/replay\/sample\/([^/]+)\/$/.exec(path)?.[1];
      // A sample's page plays its deal to the end in a page of its own: in the page that had loaded
      // a hundred others, the same steps took two to three times as long (124 s against 95 s for
      // the English pages, measured).
      const own = sample ? await newPage({ serviceWorkers: 'block' }) : null;
      const { page, errors } = own ? { page: own, errors: collectErrors(own) } : held;
      const name = path === '/404.html' ? '404' : path.replace(/^\/|\/$/g, '').replace(/\//g, '-');
      try {
        await check(page, errors, path, name, sample);
      } finally {
        await own?.context().close();
      }
    });

    async function check(page: Page, errors: string[], path: string, name: string, sample: string | undefined): Promise<void> {
      await withScreenshot(page, `page-${name}`, async () => {
        errors.length = 0;
        desktop ??= page.viewportSize();
        if (desktop) await page.setViewportSize(desktop);
        // An old address is a page that moves on at once: check the page it lands on, once there.
        // Its refresh is read from the built file, not from the page, which may be gone by then.
        const target = movesTo(await builtHtml(path));
        const response = await page.goto(path, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        if (target) await page.waitForURL(`**${target}`, { timeout: 30_000, waitUntil: 'load' });
        // Read in the page's own world, as the widths are (widths.ts says why).
        const read = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          headings: document.querySelectorAll('h1').length,
          title: document.title.trim(),
        }));
        expect(read.lang).toBe(EXPECTED_LANG[lang]);
        expect(read.headings).toBe(1);
        expect(read.title).not.toBe('');
        const wide: string[] = [];
        const tall: string[] = [];
        await atEachWidth(page, path, wide, (width, header) => {
          if (header > HEADER_MAX) tall.push(`${path} at ${width} px: ${Math.round(header)} px`);
        });
        // A sample's page is measured again at the deal's end, where it is widest (the settlement's
        // tables and the winning hand): in the same load, as a reader who pressed End sees it.
        if (sample) {
          await toSampleEnd(page, sample);
          await atEachWidth(page, `${path} at its end`, wide);
          atEnd++;
        }
        expect(tall).toEqual([]);
        expect(wide).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

    test('every sample deal was measured at its end', () => {
      expect(SAMPLES.length).toBeGreaterThan(10);
      expect(atEnd).toBe(SAMPLES.length);
    });

    test('the home page lists the default rule set’s sections', async () => {
      const { page } = held;
      await page.goto(`/${lang}/`);
      const links = await page.locator('#home-sections ~ .section-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) expect(link).toMatch(new RegExp(`^/${lang}/rules/fuzhou/[a-z-]+/$`));
    });

    test('the learn page is no placeholder: it lists lessons and progress, in the page language', async () => {
      const { page } = held;
      await page.goto(`/${lang}/learn/`);
      await expect(page.locator('#progress-title').textContent()).resolves.toBe({ zh: '你的进度', en: 'Your progress' }[lang]);
      await expect(page.locator('main .badge').count()).resolves.toBe(0);
    });
  });
}
