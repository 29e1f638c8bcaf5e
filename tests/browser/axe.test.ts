// axe-core over every kind of page, in both languages and both colour themes: no serious or
// critical violation, nor a repeated landmark name or an empty table header. Each page is opened
// once and checked in both themes. axe's source is evaluated in the page through the DevTools
// protocol (page.evaluate), which the page's Content-Security-Policy does not govern, so the
// policy stays as it ships.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { builtPages, pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const pages = await builtPages();
const WAIT = { timeout: 20_000 };

interface Found {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * Serious and critical violations on the page as it is now, each with the elements it names; also
 * two moderate and minor ones that were found here before: landmarks of one name, empty headers.
 */
async function violations(page: Page): Promise<Found[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (
      result.violations
        // Serious and critical ones, and the milder ones a reader of these pages met (issue 22).
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ['landmark-unique', 'empty-table-header'].includes(v.id))
        .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`) }))
    );
  });
}

type Visit = { name: string; open: (page: Page) => Promise<void> };

const goto = (path: string) => async (page: Page) => {
  await page.goto(path);
};
const first = (re: RegExp): string => {
  const found = pages.find((p) => re.test(p));
  if (!found) throw new Error(`no built page matches ${re}`);
  return found;
};

function visits(lang: 'zh' | 'en'): Visit[] {
  const rulesets = [...new Set(pages.map((p) => new RegExp(`^/${lang}/rules/([^/]+)/scoring/$`).exec(p)?.[1]).filter(Boolean))];
  return [
    { name: 'home', open: goto(`/${lang}/`) },
    { name: 'rules index', open: goto(`/${lang}/rules/`) },
    { name: 'a rule set index', open: goto(first(new RegExp(`^/${lang}/rules/fuzhou/$`))) },
    ...rulesets.map((r) => ({ name: `${r} scoring`, open: goto(`/${lang}/rules/${r}/scoring/`) })),
    { name: 'a rules section with a comparison table', open: goto(`/${lang}/rules/fuzhou/other-tables/`) },
    { name: 'deal format', open: goto(`/${lang}/format/`) },
    {
      name: 'replay, no deal',
      open: (page) => openReplay(page, lang),
    },
    {
      name: 'replay, a sample at its end, analyzer open',
      open: async (page) => {
        await openReplay(page, lang, '#sample=robbed-kong');
        await waitForDeal(page);
        await page.locator('h1').click();
        await page.keyboard.press('End');
        await page.keyboard.press('a');
        await page.waitForSelector('.analyzer', WAIT);
      },
    },
    {
      name: 'a sample page, its deal open',
      open: async (page) => {
        await page.goto(`/${lang}/replay/sample/draw-game/#s=20`);
        await page.waitForSelector('html[data-replay-ready]', WAIT);
        await waitForDeal(page);
      },
    },
    {
      name: 'checker, empty',
      open: async (page) => {
        await page.goto(`/${lang}/check/`);
        await page.waitForSelector('html[data-check-ready]', WAIT);
      },
    },
    {
      name: 'checker, a hand with a verdict and a wrong amount paid',
      open: async (page) => {
        // Pinghu self-drawn with a streak of 3: a win, so "what was I paid" is on the page.
        await page.goto(`/${lang}/check/#r=fuzhou&h=123m456m789m12s456s99p5p&w=9p&f.gold=5p&f.winBy=self-draw&f.streak=3`);
        await page.waitForSelector('html[data-check-ready]', WAIT);
        await page.waitForSelector('.verdict .headline', WAIT);
        // A refusal's red line ("✗ …") is checked for contrast in both themes too.
        await page.locator('input[name=paid]').fill('1');
        await page.waitForSelector('.paid .bad', WAIT);
      },
    },
    {
      name: 'learn',
      open: async (page) => {
        await page.goto(`/${lang}/learn/`);
        await page.waitForSelector('html[data-learn-ready]', WAIT);
      },
    },
    {
      name: 'a lesson',
      open: async (page) => {
        await page.goto(first(new RegExp(`^/${lang}/learn/fuzhou/[^/]+/$`)));
        await page.waitForSelector('html[data-learn-ready]', WAIT);
      },
    },
    {
      name: 'practice',
      open: async (page) => {
        await page.goto(`/${lang}/learn/practice/`);
        await page.waitForSelector('html[data-learn-ready]', WAIT);
      },
    },
    { name: 'not found', open: goto('/404.html') },
  ];
}

describe.each(['zh', 'en'] as const)('axe, %s', (lang) => {
  const held = pageForBlock({ serviceWorkers: 'block' });
  const list = visits(lang);
  /** The visit the page shows now: its other theme is the same page, its colours switched, not loaded again. */
  let shown: string | undefined;

  test('the list covers every rule set and every kind of page', () => {
    // 4 rule sets' scoring sections + 14 other kinds of page (a sample's page the 14th).
    expect(list.length).toBe(4 + 14);
  });

  // The themes are the stylesheets' prefers-color-scheme queries (no script reads it): emulating
  // the other scheme restyles the page as it stands, as opening it in that scheme would.
  const cases = list.flatMap((v) => (['light', 'dark'] as const).map((colorScheme) => [v.name, colorScheme, v] as const));
  test.each(cases)('%s, %s theme: no serious or critical violation', async (name, colorScheme, visit) => {
    const { page } = held;
    await withScreenshot(page, `axe-${colorScheme}-${lang}-${name}`, async () => {
      await page.emulateMedia({ colorScheme });
      if (shown !== name) {
        shown = undefined;
        await visit.open(page);
        shown = name;
      }
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
      expect(await violations(page)).toEqual([]);
    });
  });
});
