// No page is wider than a phone's window at 320, 360 and 390 px, in both languages, with what
// makes it widest: the checker with melds, waits and a scored win on it. Every built page as it
// loads is measured so by the page checks (page-checks.ts, run by pages.test.ts and
// pages-en.test.ts), which load each page once for all its checks, and measure each sample's own
// page again at the deal's end (the settlement's tables and the winning hand).
import { describe, expect, test } from 'vitest';
import { newPage } from './helpers.ts';
import { atEachWidth } from './widths.ts';

const LANGS = ['en', 'zh'] as const;

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

describe('no page wider than a phone', () => {
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
});
