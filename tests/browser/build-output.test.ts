// Checks of the built files, on the same build the browser tests use: the budgets (rules pages
// ship no JavaScript but the inline boot script, HTML + CSS under 60 KB gzip), internal links
// and anchors that resolve, readings that name real options, and the service worker's list with
// each file's revision.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUDGET, isRulesPage, measurePages, violations } from '../../bench/site-budgets.ts';
import { builtHtml, builtPages, distDir } from './helpers.ts';

const pages = await builtPages();

describe('budgets', () => {
  test('rules pages: no JavaScript besides the inline script, HTML + CSS under 60 KB gzip', async () => {
    const measured = await measurePages(distDir());
    const rules = measured.filter((p) => isRulesPage(p.path));
    expect(rules.length).toBeGreaterThan(2);
    expect(measured.flatMap(violations)).toEqual([]);
    for (const page of rules) expect(page.totalGzip).toBeLessThan(BUDGET.rulesPageGzip);
  });
});

describe('links', () => {
  const ids = new Map<string, Set<string>>();
  const idsOf = async (path: string): Promise<Set<string>> => {
    if (!ids.has(path)) ids.set(path, new Set([...(await builtHtml(path)).matchAll(/\sid="([^"]+)"/g)].map((m) => decodeURIComponent(m[1]))));
    return ids.get(path)!;
  };

  test('every internal link and anchor resolves', async () => {
    const broken: string[] = [];
    const files = new Set(pages);
    for (const page of pages) {
      const html = await builtHtml(page);
      for (const [, raw] of html.matchAll(/\shref="([^"]+)"/g)) {
        const href = raw.replace(/&amp;/g, '&');
        if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
        const url = new URL(href, `http://site${page}`);
        let path = url.pathname;
        if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) path += '/';
        const isHtml = path.endsWith('/') || path.endsWith('.html');
        if (isHtml && !files.has(path)) {
          broken.push(`${page} → ${href}`);
          continue;
        }
        if (!isHtml) {
          const exists = await readFile(join(distDir(), path)).then(
            () => true,
            () => false,
          );
          if (!exists) broken.push(`${page} → ${href}`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        // A fragment of name=value pairs is a viewer's state (the replay's #sample=…), not an anchor: the sample must exist.
        if (anchor.includes('=')) {
          const sample = new URLSearchParams(anchor).get('sample');
          if (
            sample &&
            !(await readFile(join(distDir(), `${path.split('/')[1]}/replay/samples/${sample}.json`)).then(
              () => true,
              () => false,
            ))
          )
            broken.push(`${page} → ${href} (no sample ${sample})`);
          continue;
        }
        if (anchor && !(await idsOf(path)).has(anchor)) broken.push(`${page} → ${href} (no #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('readings', () => {
  test('every "how this site reads it" note names an option the rule set has', async () => {
    const unknown: string[] = [];
    for (const page of pages) {
      for (const [, option] of (await builtHtml(page)).matchAll(/data-unknown-option="([^"]+)"/g)) unknown.push(`${page}: ${option}`);
    }
    expect(unknown).toEqual([]);
  });

  test("every heading a section's front matter names for a score line (`explains`) exists on that page", async () => {
    const missing: string[] = [];
    const root = join(distDir(), '..', 'content', 'rules');
    for (const ruleset of await readdir(root)) {
      for (const lang of ['zh', 'en']) {
        for (const file of await readdir(join(root, ruleset, lang))) {
          const text = await readFile(join(root, ruleset, lang, file), 'utf8');
          const block = /^explains:\n((?: {2}.+\n)+)/m.exec(text)?.[1] ?? '';
          const path = `/${lang}/rules/${ruleset}/${file.replace(/\.md$/, '')}/`;
          for (const [, item, anchor] of block.matchAll(/"([^"]+)": "([^"]+)"/g)) {
            if (!(await builtHtml(path)).includes(` id="${anchor}"`)) missing.push(`${path}: ${item} → #${anchor}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('rules pages in both languages carry reading notes', async () => {
    for (const lang of ['zh', 'en']) {
      const notes = await Promise.all(pages.filter((p) => p.startsWith(`/${lang}/rules/`)).map(async (p) => (await builtHtml(p)).includes('class="reading"')));
      expect(notes.some(Boolean), `${lang} has no reading notes`).toBe(true);
    }
  });
});

describe('service worker', () => {
  test('precaches every page but the samples’ own, and the search index, under a versioned cache, each file with its revision', async () => {
    const sw = await readFile(join(distDir(), 'sw.js'), 'utf8');
    const cache = /const CACHE = "(fzmj-[0-9a-f]{12})"/.exec(sw)?.[1];
    expect(cache).toBeDefined();
    const entries = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(sw)![1]) as [string, string][];
    for (const [url, revision] of entries) {
      const file = url.endsWith('/') ? `${url}index.html` : url;
      const hash = createHash('sha256')
        .update(await readFile(join(distDir(), file)))
        .digest('hex');
      expect(hash.slice(0, 12), url).toBe(revision);
    }
    const list = entries.map(([url]) => url);
    // A sample's page is kept once visited (the viewer opens every sample offline): not precached.
    const samplePage = /^\/[a-z]+\/replay\/sample\//;
    const samplePages = pages.filter((page) => samplePage.test(page));
    expect(samplePages.length).toBeGreaterThan(0);
    for (const page of pages) {
      if (samplePage.test(page)) expect(list).not.toContain(page);
      else expect(list).toContain(page);
    }
    expect(list).toEqual(expect.arrayContaining(['/search.js', '/update.js', '/tiles.svg', '/pagefind/pagefind.js', '/zh/manifest.webmanifest']));
    expect(list.some((u) => u.startsWith('/pagefind/fragment/'))).toBe(true);
    expect(list.some((u) => u.endsWith('.css'))).toBe(true);
  });
});
