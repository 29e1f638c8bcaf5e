// Every sample deal has a page of its own in both languages, whose head a chat's link preview
// reads: its title, a description, canonical and alternate links and a 1200 × 630 PNG of its table.
// The page opens the viewer on that sample (`#s=N` sets the step), the viewer's share link of a
// sample is that page, and a 360 px phone never scrolls sideways on it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, builtHtml, builtPages, copiedText, distDir, pageForBlock, recordCopies, withScreenshot } from './helpers.ts';
import { position, waitForDeal } from './replay-helpers.ts';
import { sampleList, sampleTexts } from '../../src/components/replay/samples.ts';
import { t } from '../../src/i18n/index.ts';

const LANGS = ['zh', 'en'] as const;
const ids = [...sampleTexts().keys()];
const pages = new Set(await builtPages());

/** The content of `<meta property|name="…">` and the `<link>` hrefs of a page's head. */
function head(html: string) {
  const top = html.slice(0, html.indexOf('</head>'));
  const meta = (name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(top)?.[1];
  const link = (rel: string, hreflang?: string) => new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(top)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(top)?.[1];
  return { meta, link, title };
}

const unescapeHtml = (s: string | undefined) =>
  s
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

describe('the sample pages as built', () => {
  test.each(LANGS)('every sample has its page in %s, with its title, links and card', async (lang) => {
    // Every sample deal file, at least the 26 bundled today.
    expect(ids.length).toBeGreaterThanOrEqual(26);
    const titles = new Map(sampleList(lang).map((s) => [s.id, s.title]));
    const sitemap = await readFile(join(distDir(), 'sitemap.xml'), 'utf8');
    const other = lang === 'zh' ? 'en' : 'zh';
    for (const id of ids) {
      const path = `/${lang}/replay/sample/${id}/`;
      expect(pages.has(path), path).toBe(true);
      const { meta, link, title } = head(await builtHtml(path));
      expect(unescapeHtml(title), path).toBe(`${titles.get(id)} · ${t(lang, 'site.name')}`);
      expect(meta('description')?.length ?? 0, path).toBeGreaterThan(10);
      const canonical = link('canonical');
      expect(new URL(canonical ?? '').pathname, path).toBe(path);
      expect(new URL(link('alternate', lang === 'zh' ? 'zh-Hans' : 'en') ?? '').pathname).toBe(path);
      expect(new URL(link('alternate', other === 'zh' ? 'zh-Hans' : 'en') ?? '').pathname).toBe(`/${other}/replay/sample/${id}/`);
      expect(sitemap, path).toContain(`<loc>${canonical}</loc>`);
      expect(meta('twitter:card'), path).toBe('summary_large_image');
      const image = new URL(meta('og:image') ?? '');
      expect(meta('twitter:image')).toBe(image.href);
      expect(image.pathname, path).toBe(`${path}card.png`);
      const png = await readFile(join(distDir(), image.pathname));
      // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image.pathname).toEqual([1200, 630]);
      expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    }
  });

  test('a card differs by language and by sample (its words and its deal are drawn)', async () => {
    const read = (lang: string, id: string) => readFile(join(distDir(), `${lang}/replay/sample/${id}/card.png`));
    const en = await read('en', 'final-sweep');
    expect(en.equals(await read('zh', 'final-sweep'))).toBe(false);
    expect(en.equals(await read('en', 'draw-game'))).toBe(false);
  });

  test('the other pages keep the site icon as their card', async () => {
    const { meta } = head(await builtHtml('/en/replay/'));
    expect(new URL(meta('og:image') ?? '').pathname).toBe('/icons/icon-512.png');
    expect(meta('twitter:card')).toBe('summary');
  });
});

const step = (page: Page) => position(page);
const title = (page: Page) => page.locator('.bar .title .name-text').textContent();

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-replay-ready]');
  await waitForDeal(page);
}

describe.each(LANGS)('a sample page in the browser (%s)', (lang) => {
  const held = pageForBlock({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const titles = new Map(sampleList(lang).map((s) => [s.id, s.title]));

  test('opens the viewer on its sample, `#s=N` setting the step, and keeps its name out of the address', async () => {
    const { page } = held;
    await withScreenshot(page, `sample-page-open-${lang}`, async () => {
      await openPage(page, `/${lang}/replay/sample/final-sweep/#s=12`);
      await expect.poll(() => title(page)).toBe(titles.get('final-sweep'));
      await expect.poll(() => step(page)).toBe(12);
      await page.locator('.table').focus();
      await page.keyboard.press('ArrowRight');
      // One step on: 12 + 1 = 13, written to the address without the sample's name.
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#s=13');
      expect(await step(page)).toBe(13);
      // A step set by the address alone (back, an edited fragment) moves the table.
      await page.evaluate(() => {
        location.hash = '#s=30';
      });
      await expect.poll(() => step(page)).toBe(30);
      await expect.poll(() => title(page)).toBe(titles.get('final-sweep'));
    });
  });

  test("the share link of a sample is its page, from the sample's page and from the replay page", async () => {
    const { page } = held;
    await withScreenshot(page, `sample-page-share-${lang}`, async () => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await recordCopies(page);
      const share = page.getByRole('button', { name: t(lang, 'replay.export.link') });
      const copied = async () => {
        await page.evaluate(() => {
          window.copiedText = '';
        });
        await share.click();
        await expect.poll(() => copiedText(page)).not.toBe('');
        return copiedText(page);
      };
      await openPage(page, `/${lang}/replay/sample/draw-game/#s=20&v=2`);
      await expect.poll(() => step(page)).toBe(20);
      expect(await copied()).toBe(`${baseUrl()}/${lang}/replay/sample/draw-game/#s=20&v=2`);
      await openPage(page, `/${lang}/replay/#sample=robbed-kong&s=7`);
      await expect.poll(() => step(page)).toBe(7);
      const link = await copied();
      expect(link).toBe(`${baseUrl()}/${lang}/replay/sample/robbed-kong/#s=7`);
      // The link opens that sample at that step.
      await openPage(page, link);
      await expect.poll(() => title(page)).toBe(titles.get('robbed-kong'));
      await expect.poll(() => step(page)).toBe(7);
    });
  });
});

describe.each(LANGS)('a sample page on a 360 px phone (%s)', (lang) => {
  const held = pageForBlock({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

  test('never scrolls sideways, before and with the deal open', async () => {
    const { page } = held;
    await withScreenshot(page, `sample-page-phone-${lang}`, async () => {
      // The longest title and description of the samples, at its end (the score panel shown).
      await openPage(page, `/${lang}/replay/sample/guangdong-root/#s=99999`);
      await page.locator('.score .headline').first().waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});
