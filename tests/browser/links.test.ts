// Links that travel: every page names its canonical URL, its other-language alternates and
// x-default, and carries a card (OpenGraph, Twitter) with an image that loads; the sitemap lists
// exactly those pages with the same alternates; robots.txt points to it; the 404 page is kept out;
// the service worker does not precache what only crawlers read.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtHtml, builtPages, distDir, pageForBlock, withScreenshot } from './helpers.ts';

/** The build's site URL: SITE_URL when the build was given one, else astro.config.mjs's default. */
const SITE = new URL(process.env.SITE_URL || 'http://localhost:4321/');
const pages = await builtPages();

const links = (html: string, rel: string) => [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`rel="${rel}"`));
const hrefOf = (tag: string) => /href="([^"]*)"/.exec(tag)?.[1] ?? '';
const langOf = (tag: string) => /hreflang="([^"]*)"/.exec(tag)?.[1] ?? '';

describe('canonical links and alternates', () => {
  test('every language page names itself canonical; a page in both languages lists zh, en and x-default', async () => {
    let canonical = 0;
    let paired = 0;
    for (const page of pages.filter((p) => /^\/(zh|en)\//.test(p))) {
      const html = await builtHtml(page);
      // The old section addresses only send the reader on: canonical is the new address.
      if (html.includes('http-equiv="refresh"')) continue;
      const own = links(html, 'canonical');
      expect(own, page).toHaveLength(1);
      expect(hrefOf(own[0]), page).toBe(new URL(page, SITE).href);
      canonical++;
      const alternates = links(html, 'alternate').filter((tag) => tag.includes('hreflang='));
      if (alternates.length === 0) continue;
      expect(alternates.map(langOf).sort(), page).toEqual(['en', 'x-default', 'zh-Hans']);
      const other = page.replace(/^\/(zh|en)\//, (_, l) => (l === 'zh' ? '/en/' : '/zh/'));
      expect(alternates.map(hrefOf), page).toContain(new URL(other, SITE).href);
      // Every alternate is a page of this build.
      for (const tag of alternates) expect(pages, page).toContain(new URL(hrefOf(tag)).pathname.replace(/^\/$/, '/'));
      paired++;
    }
    // Most pages exist in both languages; at least the home, rules, replay, check, learn and format pages of each.
    expect(canonical).toBeGreaterThan(100);
    expect(paired).toBeGreaterThan(2 * 6);
  });

  test('the 404 page is noindex and names no canonical URL', async () => {
    const html = await builtHtml('/404.html');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(links(html, 'canonical')).toEqual([]);
  });
});

describe('sitemap and robots.txt', () => {
  test('the sitemap lists every canonical page once, with the alternates its head declares', async () => {
    const xml = await readFile(join(distDir(), 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    let checked = 0;
    for (const page of pages.filter((p) => /^\/(zh|en)\//.test(p))) {
      const html = await builtHtml(page);
      if (html.includes('http-equiv="refresh"')) {
        expect(locs, page).not.toContain(new URL(page, SITE).href);
        continue;
      }
      const url = new URL(page, SITE).href;
      expect(locs, page).toContain(url);
      const entry = xml.slice(xml.indexOf(`<loc>${url}</loc>`), xml.indexOf('</url>', xml.indexOf(`<loc>${url}</loc>`)));
      const declared = links(html, 'alternate')
        .filter((tag) => tag.includes('hreflang='))
        .map((tag) => `${langOf(tag)} ${hrefOf(tag)}`);
      const listed = [...entry.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(listed.sort(), page).toEqual(declared.sort());
      checked++;
    }
    expect(locs).toHaveLength(checked);
    expect(locs).not.toContain(new URL('/404.html', SITE).href);
  });

  test('robots.txt points to the sitemap; the service worker precaches neither', async () => {
    const robots = await readFile(join(distDir(), 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', SITE).href}`);
    const sw = await readFile(join(distDir(), 'sw.js'), 'utf8');
    expect(sw).not.toContain('"/sitemap.xml"');
    expect(sw).not.toContain('"/robots.txt"');
    // …while it still precaches the pages.
    expect(sw).toContain('"/en/rules/"');
  });
});

describe.each(['zh', 'en'] as const)('the card of a page in %s', (lang) => {
  const held = pageForBlock();

  test('title, description, URL and an image that loads', async () => {
    const { page } = held;
    await withScreenshot(page, `links-card-${lang}`, async () => {
      await page.goto(`/${lang}/rules/`);
      const card = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => [m.getAttribute('property') ?? m.getAttribute('name'), m.getAttribute('content')]),
        ),
      );
      expect(card['og:title']).toBe(await page.title());
      expect(card['og:description']).toBe(await page.locator('meta[name=description]').getAttribute('content'));
      expect(card['og:url']).toBe(new URL(`/${lang}/rules/`, SITE).href);
      expect(card['og:locale']).toBe(lang === 'zh' ? 'zh_CN' : 'en_US');
      expect(card['twitter:card']).toBe('summary');
      expect(card['twitter:image']).toBe(card['og:image']);
      // The image, asked of this server by its path.
      const image = await page.request.get(new URL(card['og:image'] ?? '').pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toContain('image/png');
    });
  });
});
