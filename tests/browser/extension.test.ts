// The browser half of the proof that a new rule set needs no edit outside its folder: a second
// site, built with EXTRA_RULESETS=tests/rulesets (astro.config.mjs, scripts/extra-rulesets.mjs)
// into dist-extra/, has the one-suit test table beside the four; its simulated deal opens in the
// viewer and verifies, and the checker scores one of its hands, in its own words, never a raw key.
// The one browser file that builds a site of its own (SITE_SKIP_BUILD=1 reuses dist-extra/).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { buildSite } from '../../bench/site-budgets.ts';
import { simulateRun } from '../../src/engine/bots/run.ts';
import { getRuleset } from '../../src/engine/index.ts';
import { registerOneSuit } from '../rulesets/one-suit/register.ts';
import { collectErrors, newPage } from './helpers.ts';
import { openReplay, position, uploadDeal, waitForDeal } from './replay-helpers.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

const DIST = fileURLToPath(new URL('../../dist-extra/', import.meta.url));
const BUILD_TIMEOUT = 600_000;

registerOneSuit();

let server: StaticServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  if (!(process.env.SITE_SKIP_BUILD === '1' && existsSync(`${DIST}index.html`))) await buildSite({ quiet: true, env: { EXTRA_RULESETS: 'tests/rulesets' } });
  server = await serveStatic(DIST);
  page = await newPage({ baseURL: server.url, serviceWorkers: 'block' });
  errors = collectErrors(page);
}, BUILD_TIMEOUT);

afterAll(async () => {
  await page?.context().close();
  await server?.close();
});

/** A message key that found no words shows itself. */
const RAW = /\b(one-suit|engine|replay|deal|check)\.[a-z-]+\./;

describe('a rule set kept in tests/, on a site built with it', () => {
  test('its simulated deal with a lucky win opens in the viewer, steps to its end and verifies', async () => {
    const found = getRuleset('one-suit');
    if (!found.ok) throw new Error('one-suit not registered');
    const log = [...simulateRun(found.ruleset, 20261202, 60)].map((d) => d.log).find((l) => l.result.how === 'lucky');
    if (!log) throw new Error('no lucky deal among 60');
    await openReplay(page, 'en');
    await uploadDeal(page, JSON.stringify(log), 'one-suit.json');
    await waitForDeal(page);
    await page.keyboard.press('End');
    await expect.poll(() => position(page)).toBe(log.events.length);
    await expect.poll(() => page.locator('.score [data-verdict]').getAttribute('data-verdict')).toBe('consistent');
    await expect.poll(() => page.locator('main').innerText()).toContain('wins lucky');
    await expect.poll(() => page.locator('main').innerText()).not.toMatch(RAW);
  });

  test('the checker scores one of its hands: 234m 55m self-drawn on the omen 5m is lucky, 1 + 1 = 2', async () => {
    await page.goto('about:blank');
    await page.goto('/en/check/#r=one-suit&h=23455m&w=5m&f.winBy=self-draw&f.omen=5m');
    await page.waitForSelector('html[data-check-ready]');
    await expect.poll(() => page.locator('.verdict .headline').getAttribute('data-total')).toBe('2');
    await expect.poll(() => page.locator('main').innerText()).toContain('Lucky win');
    await expect.poll(() => page.locator('main').innerText()).not.toMatch(RAW);
  });

  test('no console error on the way', () => {
    expect(errors).toEqual([]);
  });
});
