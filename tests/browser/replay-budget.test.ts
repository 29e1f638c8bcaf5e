// The replay page's JavaScript budget, measured on what Chromium actually fetches: at first load
// (the importer and the library, no deal asked for) within BUDGET.replayFirstLoadGzip, with no zod
// and none of the engine in it; with a deal open at its start within BUDGET.replayDealOpenGzip and
// still no zod; and with everything a session may load later (the end of a deal with its winning
// hand and payments, a picture saved) under 96 KB.
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, test } from 'vitest';
import { BUDGET } from '../../bench/site-budgets.ts';
import { pageForEach, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

// 84 KB since the one-pass JSON reader (depth and repeated keys while reading), each rule set's
// own words in shared messages and the opening focus came in; 87 KB since the table took the Play
// page's hand as a snippet and the viewer learnt games (86.0 KB measured). Issue 28 took zod out
// (the checks' zod parts load when a deal needs them) and the exports and the differences' words
// with it, then the engine and the table until a deal is asked for (the budgets are the bench's,
// bench/site-budgets.ts).
const FIRST_LOAD = BUDGET.replayFirstLoadGzip;
const DEAL_OPEN = BUDGET.replayDealOpenGzip;
const WHOLE_SESSION = 96 * 1024;

describe('replay: JavaScript budget', () => {
  // A page of its own for each test (nothing cached from the other), each counting what it fetched.
  const held = pageForEach();
  const scripts = new Map<string, Promise<Buffer>>();
  beforeEach(() => {
    scripts.clear();
    held.page.on('response', (response) => {
      if (response.url().endsWith('.js') && !scripts.has(response.url())) {
        // A body still on its way when a test ends fails as its page closes: that is no error
        // unless a test waits for it (the one that counts the bytes still sees it fail).
        const body = response.body();
        body.catch(() => {});
        scripts.set(response.url(), body);
      }
    });
  });

  const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;
  const total = async () => (await Promise.all(scripts.values())).reduce((a, b) => a + gz(b), 0);
  /** Each script fetched with its gzip bytes, largest first: the message of a budget missed. */
  const chunks = async () => {
    const sizes = await Promise.all([...scripts].map(async ([url, body]) => [new URL(url).pathname, gz(await body)] as const));
    return sizes
      .sort((a, b) => b[1] - a[1])
      .map(([path, bytes]) => `${path} ${bytes}`)
      .join(', ');
  };
  /** The scripts fetched that hold zod: every schema keeps its internals under `_zod`, a name no minifier shortens. */
  const withZod = async () => {
    const found: string[] = [];
    for (const [url, body] of scripts) if ((await body).includes('_zod')) found.push(new URL(url).pathname);
    return found;
  };
  /** The scripts fetched whose text holds `word`. */
  const withText = async (word: string) => {
    const found: string[] = [];
    for (const [url, body] of scripts) if ((await body).includes(word)) found.push(new URL(url).pathname);
    return found;
  };
  const openFirstStep = async () => {
    await openReplay(held.page, 'en', '#sample=claims-and-calls&s=0');
    await waitForDeal(held.page);
    await held.page.waitForLoadState('networkidle');
  };

  test('the page before a deal is asked for loads within its budget, with neither zod nor the engine', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-budget-page', async () => {
      await openReplay(page, 'en');
      await page.getByRole('button', { name: /Final-sweep win/ }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(scripts.size).toBeGreaterThan(1);
      expect(await total(), await chunks()).toBeLessThan(FIRST_LOAD);
      expect(await withZod()).toEqual([]);
      // Neither the engine's rule sets (whose problem `unknown-ruleset` no minifier shortens) nor its deal reader.
      expect(await withText('unknown-ruleset')).toEqual([]);
      expect(await withText('envelope')).toEqual([]);
    });
  });

  test('pointing at the file button fetches the code that opens a deal, before a file is chosen', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-budget-intent', async () => {
      await openReplay(page, 'en');
      await page.waitForLoadState('networkidle');
      expect(await withText('unknown-ruleset')).toEqual([]);
      await page.hover('.importer .file');
      // The engine (whose problem `unknown-ruleset` no minifier shortens) arrives with no file chosen.
      await expect.poll(async () => (await withText('unknown-ruleset')).length).toBeGreaterThan(0);
    });
  });

  test('the page with a deal open loads within its budget of JavaScript, gzip, and no zod', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-budget-first', async () => {
      await openFirstStep();
      expect(scripts.size).toBeGreaterThan(1);
      expect(await total(), await chunks()).toBeLessThan(DEAL_OPEN);
      expect(await withZod()).toEqual([]);
    });
  });

  test('with the end of a deal and a saved picture, under 96 KB, and still no zod', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-budget-session', async () => {
      await openFirstStep();
      await page.keyboard.press('End');
      await page.locator('.score .headline').first().waitFor({ timeout: 30_000 });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save picture' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.png$/);
      await page.waitForLoadState('networkidle');
      expect(await total(), await chunks()).toBeLessThan(WHOLE_SESSION);
      // A right deal's end checks nothing with zod (its winning hand once brought it, by the engine's index).
      expect(await withZod()).toEqual([]);
    });
  });
});
