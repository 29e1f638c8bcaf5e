// No page is wider than a phone's window: every built page at 320, 360 and 390 px, in both
// languages; the checker with melds, waits and a scored win on it; the viewer with each sample
// deal at its end (the settlement's tables and the winning hand are the widest it gets). The
// site's header stays one compact row on every page.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { builtPages, newPage } from './helpers.ts';
import { openSampleAtEnd } from './replay-helpers.ts';

const WIDTHS = [320, 360, 390] as const;
const LANGS = ['en', 'zh'] as const;

/**
 * How much wider than its window the page is (0 when it fits). A page that sends the reader on
 * (a moved section's refresh) may navigate while it is measured: it is measured again where it lands.
 */
async function excess(page: Page): Promise<number> {
  for (let tries = 0; ; tries++) {
    try {
      return await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    } catch (error) {
      if (tries >= 2) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** Checker states with something wide in them: melds of every kind, waits, a win with readings and flowers. */
const CHECKS = [
  // The case: a kong entered.
  '#r=fuzhou&h=123m456m789m12s99p&m=kong:2222m&f.gold=5p',
  // Every kind of meld at once, a win by discard with flowers and a streak.
  '#r=fuzhou&h=12s3s55m&m=chow:234m;kong:9999m;concealed-kong:1111p;pong:666p;added-kong:7777s&w=5m&f.gold=3s&f.flowers=1f5f1z7z&f.streak=2',
  // One short: the waits table.
  '#r=fuzhou&h=123m456m789m456s99p12s&f.gold=5p',
  // The gold not chosen yet: the verdict asks.
  '#r=fuzhou&h=123m456m789m456s99p12s3s',
  // MCR with its fan notes and flowers; guangdong and fuzhou-144.
  '#r=mcr&h=123m456m789m123p5p5p&w=5p&f.winBy=discard&f.flowers=1f2f',
  '#r=mcr&h=5p5p&m=kong:1111m;concealed-kong:9999s;pong:777p;chow:123s&w=5p',
  '#r=guangdong&h=123m456m789m123p55s&w=5s',
  '#r=fuzhou-144&h=123m456m789m456s99p12s3s&f.gold=5p&f.flowers=1f2f3f4f',
];

const SAMPLES = readdirSync(join(import.meta.dirname, '../../content/deals'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

/**
 * Measures the page at each width, widest first, by resizing the one window: the same page laid
 * out again (loading it once a width would take three times as long). Returns what overflowed.
 */
async function atEachWidth(page: Page, label: string, wide: string[], also?: (width: number) => Promise<void>): Promise<void> {
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 740 });
    // Laid out again after the resize, islands that fit themselves to the window included: what
    // stays wider once they are done is what counts, however slowly a busy machine gets there.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= innerWidth, null, { timeout: 10_000 }).catch(() => {});
    const over = await excess(page);
    if (over > 0) wide.push(`${label} at ${width} px +${over}`);
    await also?.(width);
  }
}

const PAGES = (await builtPages()).filter((p) => p.endsWith('/') || p.endsWith('.html'));
const GROUP = 20;
const GROUPS = Array.from({ length: Math.ceil(PAGES.length / GROUP) }, (_, i) => PAGES.slice(i * GROUP, (i + 1) * GROUP));

describe('no page wider than a phone', () => {
  // Every built page, walked in groups: a group's time limit is its own, so a busy machine slows
  // the walk down without failing it (one test for ~180 pages once ran out of its 600 s at load 50).
  test('the walk covers every built page, in both languages', () => {
    expect(GROUPS.flat()).toEqual(PAGES);
    // Both languages' pages, the rules of four rule sets and more: well over a hundred.
    expect(PAGES.length).toBeGreaterThan(100);
  });

  test.each(GROUPS.map((group, i) => [`${i + 1} of ${GROUPS.length}`, group] as const))(
    `built pages, group %s, at ${WIDTHS.join(', ')} px`,
    async (_name, group) => {
      const page = await newPage({ serviceWorkers: 'block', viewport: { width: 390, height: 740 } });
      const wide: string[] = [];
      const tall: string[] = [];
      let walked = 0;
      for (const path of group) {
        await page.setViewportSize({ width: 390, height: 740 });
        await page.goto(path, { waitUntil: 'load' });
        walked++;
        await atEachWidth(page, path, wide, async (width) => {
          // The header is one compact row on a phone (it was three, 180 px): at most 4 rem (64 px).
          const header = await page.evaluate(() => document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0);
          if (header > 64) tall.push(`${path} at ${width} px: ${Math.round(header)} px`);
        });
      }
      await page.context().close();
      expect(walked).toBe(group.length);
      expect(tall).toEqual([]);
      expect(wide).toEqual([]);
    },
    600_000,
  );

  test.each(LANGS.map((l) => [l]))(
    'every checker state (%s)',
    async (lang) => {
      const page = await newPage({ serviceWorkers: 'block', viewport: { width: 390, height: 740 } });
      const wide: string[] = [];
      let reached = 0;
      for (const hash of CHECKS) {
        await page.setViewportSize({ width: 390, height: 740 });
        await page.goto('about:blank');
        await page.goto(`/${lang}/check/${hash}`);
        await page.waitForSelector('html[data-check-ready]');
        // The verdict drawn: a headline, a question, a waits table or a note.
        await page.locator('.verdict .headline, .verdict .ask, .verdict .waits, .verdict .note, .verdict .problem').first().waitFor();
        reached++;
        await atEachWidth(page, hash, wide);
      }
      await page.context().close();
      expect(reached).toBe(CHECKS.length);
      expect(wide).toEqual([]);
    },
    600_000,
  );

  test.each(LANGS.map((l) => [l]))(
    'every sample deal at its end (%s)',
    async (lang) => {
      const page = await newPage({ serviceWorkers: 'block', viewport: { width: 390, height: 740 } });
      const wide: string[] = [];
      let reached = 0;
      for (const sample of SAMPLES) {
        await page.setViewportSize({ width: 390, height: 740 });
        await page.goto('about:blank');
        // At its last step by the address, as a shared link of the end would open it.
        await openSampleAtEnd(page, lang, sample);
        reached++;
        await atEachWidth(page, sample, wide);
      }
      await page.context().close();
      expect(reached).toBe(SAMPLES.length);
      expect(wide).toEqual([]);
    },
    600_000,
  );
});
