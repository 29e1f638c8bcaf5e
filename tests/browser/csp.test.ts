// The Content-Security-Policy (src/integrations/csp.ts): every built page carries it first in its
// head, it allows each of the page's inline scripts and styles by hash and nothing else inline;
// the pages do everything they do (theme, search, replay to the end and a picture, the checker,
// practice, the language redirect, the not-found page, search without workers) without one
// violation; and it is live: a script injected into a page is refused and reported.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { builtHtml, builtPages, collectErrors, expectCspViolations, newPage, pageForBlock, takeCspViolations, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

const pages = await builtPages();
const hash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's policy, directive by directive. */
function policyOf(html: string): Map<string, string[]> {
  const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/gi)];
  expect(metas).toHaveLength(1);
  return new Map(
    metas[0][1]
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('every built page', () => {
  test.each(pages)('%s has the policy first in its head, with the hash of each inline script and style', async (path) => {
    const html = await builtHtml(path);
    const policy = policyOf(html);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    const scripts = policy.get('script-src')!;
    expect(scripts).toContain("'self'");
    for (const lax of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'blob:']) expect(scripts).not.toContain(lax);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");

    // Before anything it governs: the charset may come first, nothing else.
    const at = html.search(/<meta http-equiv="Content-Security-Policy"/i);
    expect(html.slice(0, at)).not.toMatch(/<(script|style|link)\b/i);

    for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=/.test(attrs) || /type="?application\/(ld\+)?json/.test(attrs)) continue;
      expect(scripts, `inline script ${text.slice(0, 60)}…`).toContain(hash(text));
    }
    for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      expect(policy.get('style-src'), `inline style ${text.slice(0, 60)}…`).toContain(hash(text));
    }
    // What no hash can allow: inline event handlers and javascript: links.
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\s(href|src|action)="\s*javascript:/i);
  });
});

describe('pages at work under the policy', () => {
  const held = pageForBlock();

  /** Nothing refused on the page shown, and nothing wrong on the way. */
  async function clean(): Promise<void> {
    const { page, errors } = held;
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  }

  test('the language redirect of / runs', async () => {
    const { page } = held;
    await page.goto('/');
    await page.waitForURL(/\/(en|zh)\/$/);
    await clean();
  });

  test('home: the theme switch and the search', async () => {
    const { page } = held;
    await withScreenshot(page, 'csp-home', async () => {
      await page.goto('/en/');
      await page.locator('[data-set-theme=dark]').first().click();
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
      await page.locator('[data-set-theme=system]').first().click();
      await page.locator('#site-search').fill('gold');
      await page.locator('#site-search-results li > a').first().waitFor({ timeout: 15_000 });
      await clean();
    });
  });

  test('rules pages, with tiles, worked scores and code', async () => {
    const { page } = held;
    await withScreenshot(page, 'csp-rules', async () => {
      for (const path of ['/en/rules/fuzhou/scoring/', '/zh/rules/mcr/', '/en/format/']) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await clean();
      }
    });
  });

  test('the replay viewer: a sample stepped to the end, the key help and legend, a picture saved', async () => {
    const { page } = held;
    await withScreenshot(page, 'csp-replay', async () => {
      await openReplay(page, 'en', '#sample=gold-dragon');
      await waitForDeal(page);
      await page.locator('h1').click();
      await page.keyboard.press('End');
      await page.locator('.score .verdict-line').waitFor();
      // Loaded on demand: the key help.
      await page.keyboard.press('?');
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      // The picture: tile images from blob: URLs drawn on a canvas.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save picture' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.png$/);
      await clean();
      // A rule set loaded on demand.
      await page.goto('/en/');
      await openReplay(page, 'zh', '#sample=mcr-self-draw');
      await waitForDeal(page);
      await page.locator('h1').click();
      await page.keyboard.press('End');
      await page.locator('.score .verdict-line').waitFor();
      await clean();
    });
  });

  test('the score checker with a hand, and a rule set loaded on demand', async () => {
    const { page } = held;
    await withScreenshot(page, 'csp-check', async () => {
      await page.goto('/en/check/#r=mcr&h=123m456m789m123p5p5p&w=5p&f.winBy=discard');
      await page.waitForSelector('html[data-check-ready]');
      await page.locator('.verdict .headline').waitFor();
      await page.locator('select[name=ruleset]').selectOption('fuzhou-144');
      await page.locator('input[name=concealed]').fill('123m456m789m123s99s5p5p5p');
      // No gold is assumed at a table with golds: the verdict asks for it.
      await page.locator('.verdict .ask').waitFor();
      await clean();
    });
  });

  test('practice', async () => {
    const { page } = held;
    await withScreenshot(page, 'csp-learn', async () => {
      await page.goto('/en/learn/practice/');
      await page.waitForSelector('html[data-learn-ready]', { timeout: 20_000 });
      await page.locator('.card .exercise').waitFor();
      await clean();
    });
  });

  test('the not-found page shows its language', async () => {
    const { page, errors } = held;
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    errors.length = 0; // the 404 itself
  });

  test('search without workers: Pagefind compiles its WebAssembly on the page (wasm-unsafe-eval)', async () => {
    const bare = await newPage({ serviceWorkers: 'block' });
    const bareErrors = collectErrors(bare);
    try {
      await bare.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
      await bare.goto('/en/');
      expect(await bare.evaluate(() => typeof Worker)).toBe('undefined');
      await bare.locator('#site-search').fill('gold');
      await bare.locator('#site-search-results li > a').first().waitFor({ timeout: 15_000 });
      expect(await bare.evaluate(() => window.cspViolations)).toEqual([]);
      expect(bareErrors).toEqual([]);
    } finally {
      await bare.context().close();
    }
  });

  test('the policy is live: an injected inline script and handler are refused and reported', async () => {
    const { page, errors } = held;
    expectCspViolations();
    await page.goto('/en/');
    const ran = await page.evaluate(() => {
      const w = window as Window & { injected?: string };
      const script = document.createElement('script');
      script.textContent = 'window.injected = "script"';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.injected = "handler"');
      img.src = 'data:,';
      document.body.append(img);
      return new Promise<string | undefined>((resolve) => setTimeout(() => resolve(w.injected), 200));
    });
    expect(ran).toBeUndefined();
    const violations = await page.evaluate(() => window.cspViolations ?? []);
    expect(violations.some((v) => v.includes('script-src-elem'))).toBe(true);
    expect(violations.some((v) => v.includes('script-src-attr'))).toBe(true);
    // The tests' own error collection saw them too, and so did the check after every test.
    expect(errors.some((e) => /Content Security Policy/i.test(e))).toBe(true);
    const reported = takeCspViolations();
    expect(reported.expected).toBe(true);
    expect(reported.seen.some((v) => v.includes('script-src-elem'))).toBe(true);
    errors.length = 0;
  });
});
