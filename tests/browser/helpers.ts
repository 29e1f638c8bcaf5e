// Shared helpers for the browser tests: the shared Chromium, the collection of console errors and
// Content-Security-Policy violations, screenshots of failures into test-results/, and the list of
// built pages.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const baseUrl = (): string => inject('baseUrl');
export const distDir = (): string => inject('distDir');

let shared: Promise<Browser> | undefined;

/** Violations seen by any page of this file since the last check (see takeCspViolations). */
const violations: string[] = [];
let violationsExpected = false;

/**
 * The Chromium started by the global setup, connected once per test file. Every context made on
 * it watches for Content-Security-Policy violations and reports them here, whichever document
 * met them, so no test file can miss one (tests/browser/no-csp-violations.ts checks after each test).
 */
/**
 * How long a wait for a service worker may last: installing fetches every precached file (over
 * 400), which on a loaded 2-core machine took longer than 20 s. A wait for a state, not a limit
 * on speed; tests that wait so set their own timeout to `SW_TEST_TIMEOUT`.
 */
export const SW_WAIT = 240_000;
export const SW_TEST_TIMEOUT = 3 * SW_WAIT;

export function browser(): Promise<Browser> {
  shared ??= chromium.connect(inject('wsEndpoint')).then((b) => {
    const newContext = b.newContext.bind(b);
    b.newContext = async (options?: BrowserContextOptions) => {
      const context = await newContext(options);
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(watchCsp);
      return context;
    };
    return b;
  });
  return shared;
}

/** The violations reported since the last call, and whether the test said it provokes some. */
export function takeCspViolations(): { seen: string[]; expected: boolean } {
  const taken = { seen: violations.splice(0), expected: violationsExpected };
  violationsExpected = false;
  return taken;
}

/** For a test that provokes violations on purpose (the policy's own test). */
export function expectCspViolations(): void {
  violationsExpected = true;
}

export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await (await browser()).newContext({ baseURL: baseUrl(), ...options });
  return context.newPage();
}

declare global {
  interface Window {
    /** Every Content-Security-Policy violation the page met, in words (see watchCsp). */
    cspViolations?: string[];
  }
}

/**
 * Run in a page before its own scripts (an init script, which the policy does not apply to): each
 * Content-Security-Policy violation is kept in `window.cspViolations` and logged as a console
 * error, so every test that expects no errors also expects no violation.
 */
export function watchCsp(): void {
  if (window.cspViolations) return;
  const seen: string[] = (window.cspViolations = []);
  addEventListener('securitypolicyviolation', (e) => {
    const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
    const text = `Content Security Policy violation: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'}${where}${e.sample ? ` (${e.sample})` : ''}`;
    seen.push(text);
    console.error(text);
    (window as Window & { __reportCspViolation?: (text: string) => void }).__reportCspViolation?.(text);
  });
}

/** Everything a page reports as wrong: console errors, uncaught exceptions, failed requests, CSP violations. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  // For pages not made by newPage; the script keeps to one listener however often it is added.
  page.addInitScript(watchCsp).catch(() => {});
  page.on('console', (message) => {
    // Chromium reports a violation itself too ("Refused to … because it violates the following
    // Content Security Policy directive"), as an error; a report-only policy would only warn.
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return errors;
}

/**
 * A page with its reported errors (see collectErrors), opened before the calling block's tests and
 * closed after them. Call it in a describe block (or at the top of a file); read `page` and `errors`
 * inside tests and hooks, once the page is open.
 */
export function pageForBlock(options: BrowserContextOptions = { serviceWorkers: 'block' }): HeldPage {
  return heldPage(beforeAll, afterAll, options);
}

/**
 * Like pageForBlock, but a new page in a new context (its own storage) before each test of the
 * block, closed after it: no test starts from what an earlier one left, or fails with it.
 */
export function pageForEach(options: BrowserContextOptions = { serviceWorkers: 'block' }): HeldPage {
  return heldPage(beforeEach, afterEach, options);
}

export interface HeldPage {
  readonly page: Page;
  readonly errors: string[];
}

function heldPage(open: typeof beforeAll, close: typeof afterAll, options: BrowserContextOptions): HeldPage {
  let page: Page | undefined;
  let errors: string[] = [];
  open(async () => {
    page = await newPage(options);
    errors = collectErrors(page);
  });
  close(async () => {
    await page?.context().close();
    page = undefined;
  });
  return {
    get page() {
      if (!page) throw new Error('the page is opened in a hook before the test: read it in a test or a later hook');
      return page;
    },
    get errors() {
      return errors;
    },
  };
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

declare global {
  interface Window {
    /** The last text this page put on the clipboard (see recordCopies). */
    copiedText?: string;
  }
}

/**
 * Keeps in `window.copiedText` the last text the page writes to the clipboard, the write going
 * through as before. The clipboard is the whole browser's: two files side by side that each copy
 * a link read each other's (a share-link test once read a sample page's link). Add it before the
 * page loads; read it with {@link copiedText}.
 */
export async function recordCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    if (!clipboard) return;
    const write = clipboard.writeText.bind(clipboard);
    window.copiedText = '';
    clipboard.writeText = (text: string) => {
      window.copiedText = text;
      return write(text);
    };
  });
}

/** What the page last wrote to the clipboard ('' before any write), once recordCopies is on. */
export const copiedText = (page: Page): Promise<string> => page.evaluate(() => window.copiedText ?? '');
