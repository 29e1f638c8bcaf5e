// The deal format page, in both languages: it loads cleanly and ships no JavaScript; its example is a
// log the engine finds consistent, highlighted in both themes; every snippet is a well-formed piece
// of a log; it documents every event type, top-level field, result field and option the engine
// has, and every field of a game log; the schema link gives the JSON Schema (of both kinds of
// log); and search finds the page by a format term.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEAL_FORMAT, DEAL_VERSION, GAME_FORMAT, formatPath, gameEnvelopeSchema, parseDealLog, registeredEvents, schemasFor, verifyText } from '../../src/engine/index.ts';
import { allRulesets } from '../../src/engine/rules/index.ts';
import { measurePage } from '../../bench/site-budgets.ts';
import { distDir, pageForBlock, withScreenshot } from './helpers.ts';

/** The event types a log may hold now: the core and every loaded rule set's own. */
const eventTypes = (): string[] => registeredEvents().specs.map((s) => s.type);

const EXAMPLE_SOURCE = new URL('../../content/deals/gold-grab.json', import.meta.url);

/** Why a JSON snippet from the page is not a well-formed piece of a version 1 log, or null. */
function snippetProblem(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  const envelope = (over: Record<string, unknown>) => ({
    format: DEAL_FORMAT,
    version: DEAL_VERSION,
    ruleset: 'fuzhou',
    seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
    dealer: 0,
    streak: 0,
    events: [],
    result: { deltas: [0, 0, 0, 0] },
    ...over,
  });
  let doc: unknown;
  if (Array.isArray(value)) doc = envelope({ events: value });
  else if (value === null || typeof value !== 'object') return 'not an object or array';
  else if ('format' in value) doc = value;
  else if ('type' in value) doc = envelope({ events: [value] });
  else if ('deltas' in value) doc = envelope({ result: value });
  else if ('options' in value || 'ruleset' in value) doc = envelope(value as Record<string, unknown>);
  else return 'neither an event, a list of events, a result, options, a rule set nor a log';
  const parsed = parseDealLog(doc);
  return parsed.ok ? null : `${formatPath(parsed.problem.path)}: ${parsed.problem.code}`;
}

/** The words a table's first column holds (field names), for the table after the heading with this id. */
const firstColumn = (page: Page, headingId: string): Promise<string[]> =>
  page.evaluate((id) => {
    let el = document.getElementById(id)?.nextElementSibling;
    while (el && el.tagName !== 'TABLE') el = el.nextElementSibling;
    return el ? [...el.querySelectorAll('tbody tr > :first-child')].map((c) => c.textContent!.trim()) : [];
  }, headingId);

const HEADINGS = {
  zh: { fields: '顶层字段', result: '结果', game: '整盘记录的字段', search: 'added-kong' },
  en: { fields: 'top-level-fields', result: 'the-result', game: 'game-fields', search: 'added-kong' },
} as const;

describe.each(['zh', 'en'] as const)('the deal format page in %s', (lang) => {
  const path = `/${lang}/format/`;
  const held = pageForBlock();

  test('loads without errors and ships no JavaScript but the layout’s inline script', async () => {
    const { page, errors } = held;
    await withScreenshot(page, `format-${lang}`, async () => {
      errors.length = 0;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      await expect(page.locator('header nav a[aria-current="page"]').getAttribute('href')).resolves.toBe(path);
      expect(errors).toEqual([]);
    });
    const budget = await measurePage(distDir(), `${lang}/format/index.html`);
    expect(budget.externalScripts).toEqual([]);
    expect(budget.inlineScripts).toHaveLength(1);
  });

  test('shows the sample log, highlighted in both themes, and it is a log the engine accepts', async () => {
    const { page } = held;
    await page.goto(path);
    const example = page.locator('#example-log pre.astro-code');
    await expect(example.isVisible()).resolves.toBe(true);
    const text = (await example.textContent())!;
    const shown = JSON.parse(text);
    expect(shown).toEqual(JSON.parse(await readFile(EXAMPLE_SOURCE, 'utf8')));
    expect(verifyText(text).status).toBe('consistent');
    await expect(example.locator('span[style*="--shiki-dark"]').count()).resolves.toBeGreaterThan(20);
    // The same theme pair as the Markdown code on the page (astro.config.mjs's shikiConfig).
    const classes = await page.locator('article pre.astro-code').evaluateAll((pres) => [...new Set(pres.map((p) => p.className))]);
    expect(classes).toEqual(['astro-code astro-code-themes github-light github-dark']);

    const colour = () => example.evaluate((pre) => getComputedStyle(pre).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await colour();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await colour();
    await page.emulateMedia({ colorScheme: null });
    expect(dark).not.toBe(light);
  });

  test('every JSON snippet is a well-formed piece of a log, and every event type has one', async () => {
    const { page } = held;
    await page.goto(path);
    const snippets = await page.locator('article pre[data-language="json"]').allTextContents();
    expect(snippets.length).toBeGreaterThan(eventTypes().length);
    const problems = snippets.map((s) => [s.slice(0, 60), snippetProblem(s)]).filter(([, p]) => p !== null);
    expect(problems).toEqual([]);
    const shownTypes = new Set(snippets.flatMap((s) => [...s.matchAll(/"type":\s*"([a-z-]+)"/g)].map((m) => m[1])));
    expect(eventTypes().filter((type) => !shownTypes.has(type))).toEqual([]);
  });

  test('documents every event type, top-level field, result field and option the engine has', async () => {
    const { page } = held;
    await page.goto(path);
    const h3 = await page.locator('article h3').allTextContents();
    const missingEvents = eventTypes().filter((type) => !h3.some((h) => new RegExp(`^${type}[:：]`).test(h.trim())));
    expect(missingEvents).toEqual([]);

    expect((await firstColumn(page, HEADINGS[lang].fields)).sort()).toEqual(Object.keys(schemasFor().log.shape).sort());
    expect((await firstColumn(page, HEADINGS[lang].result)).sort()).toEqual(Object.keys(schemasFor().result.shape).sort());
    expect((await firstColumn(page, HEADINGS[lang].game)).sort()).toEqual(Object.keys(gameEnvelopeSchema.shape).sort());
    const options = await page.locator('.format-options tbody th').allTextContents();
    // One table per rule set, each listing that rule set's options in order.
    expect(options).toEqual(allRulesets().flatMap((r) => r.optionSpecs.map((spec) => spec.id)));

    const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('links to the JSON Schema, which is the log schema, and to the replay page', async () => {
    const { page } = held;
    await page.goto(path);
    const link = page.locator('article a[href="/schema/deal-v1.json"]').first();
    const url = new URL((await link.getAttribute('href'))!, page.url()).href;
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    // One of a deal log and a game log (whose deals are deal logs).
    type Props = { properties: Record<string, { const?: unknown }> };
    const schema = (await response.json()) as { oneOf: unknown[]; $defs: { deal: Props; game: Props } };
    expect(schema.oneOf).toHaveLength(2);
    expect(Object.keys(schema.$defs.deal.properties)).toEqual(expect.arrayContaining(['events', 'result', 'format', 'version']));
    expect(schema.$defs.deal.properties.version.const).toBe(DEAL_VERSION);
    expect(schema.$defs.game.properties.format.const).toBe(GAME_FORMAT);
    await expect(page.locator(`article a[href="/${lang}/replay/"]`).count()).resolves.toBeGreaterThan(0);
  });

  test(`a search for “${HEADINGS[lang].search}” finds the page`, async () => {
    const { page } = held;
    await withScreenshot(page, `format-search-${lang}`, async () => {
      await page.goto(`/${lang}/`);
      await page.locator('#site-search').fill(HEADINGS[lang].search);
      const results = page.locator('#site-search-results li:not(.result-sub) > a');
      await results.first().waitFor();
      const hrefs = await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(hrefs).toContain(path);
    });
  });
});
