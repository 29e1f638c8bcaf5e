// Shared helpers for the browser tests: the shared Chromium, console-error collection,
// screenshots of failures into test-results/, and the list of built pages.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const baseUrl = (): string => inject('baseUrl');
export const distDir = (): string => inject('distDir');

let shared: Promise<Browser> | undefined;

/** The Chromium started by the global setup, connected once per test file. */
export function browser(): Promise<Browser> {
  shared ??= chromium.connect(inject('wsEndpoint'));
  return shared;
}

export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await (await browser()).newContext({ baseURL: baseUrl(), ...options });
  return context.newPage();
}

/** Everything a page reports as wrong: console errors, uncaught exceptions, failed requests. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return errors;
}

/** Runs `body`; if it throws, keeps a full-page screenshot as test-results/<name>.png first. */
export async function withScreenshot<T>(page: Page, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    await mkdir('test-results', { recursive: true });
    const file = join('test-results', `${name.replace(/[^\w.-]+/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    throw error;
  }
}

/** Built HTML pages as URL paths (`/zh/rules/claims/`), from dist/. */
export async function builtPages(): Promise<string[]> {
  const dist = distDir();
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && !relative(dist, e.parentPath).startsWith('pagefind'))
    .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'))
    .map((file) => (file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -10)}` : `/${file}`))
    .sort();
}

/** Rules section paths of one language, every rule set's, e.g. ['/en/rules/fuzhou/claims/', …]. */
export async function rulesSections(lang: 'zh' | 'en'): Promise<string[]> {
  return (await builtPages()).filter((p) => new RegExp(`^/${lang}/rules/[^/]+/[^/]+/$`).test(p));
}

/** The first edition's addresses of the default rule set's sections, which now only send the reader on. */
export async function movedSections(lang: 'zh' | 'en'): Promise<string[]> {
  const pages = await builtPages();
  return pages.filter((p) => new RegExp(`^/${lang}/rules/[^/]+/$`).test(p) && !pages.some((q) => q !== p && q.startsWith(p)));
}

/** The built HTML of a page path. */
export function builtHtml(path: string): Promise<string> {
  const file = path.endsWith('/') ? `${path}index.html` : path;
  return readFile(join(distDir(), file), 'utf8');
}
