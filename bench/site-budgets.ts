// Site budgets: how long `astro build` takes, and for every built page the gzip size of its HTML
// plus the stylesheets it links, and the JavaScript it ships (inline and external); the replay
// page's first-load JavaScript chunk by chunk.
// `npm run bench:site` builds then measures; `--no-build` measures the existing dist/.
// The browser test project imports measurePages() to assert the budgets on the same build.
import { spawn } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rulesetNames } from '../src/engine/rules/index.ts';
import { firstLoadChunks } from './first-load.ts';
import { load, miss } from './measure.ts';

export const BUDGET = {
  /** A rules page's HTML plus its CSS, gzipped. */
  rulesPageGzip: 60 * 1024,
  /** The one inline script of the layout (theme, service worker, lazy search). */
  inlineScript: 1536,
  /** The whole build. */
  buildSeconds: 60,
  /**
   * The replay page's first-load JavaScript, gzipped, before any deal is asked for (the importer and
   * the library): 77.1 KB while the engine and the table came with the page, 33.6 KB since they
   * load with the first deal (issue 28's limit, 64 KB).
   */
  replayFirstLoadGzip: 64 * 1024,
  /**
   * The replay page's JavaScript with a deal open at its start (what Chromium fetches): 77.5 KB in
   * one piece, 83.3 KB since the engine and the table are chunks of their own that the other pages share.
   */
  replayDealOpenGzip: 84 * 1024,
};

/** The replay pages, whose first load is measured chunk by chunk. */
const REPLAY_PAGES = ['zh/replay/index.html', 'en/replay/index.html'];

export interface PageBudget {
  path: string;
  htmlGzip: number;
  cssGzip: number;
  /** HTML + CSS, gzipped separately and summed (as served: two responses). */
  totalGzip: number;
  inlineScripts: number[];
  /** `<script src>` and module preloads: JavaScript fetched by the page itself. */
  externalScripts: string[];
  externalScriptBytes: number;
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const DIST = join(ROOT, 'dist');

const gz = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

async function htmlFiles(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => !f.startsWith('pagefind/'))
    .sort();
}

const pathOf = (file: string): string => (file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -10)}` : `/${file}`);

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
}

export async function measurePage(dist: string, file: string): Promise<PageBudget> {
  const html = await readFile(join(dist, file), 'utf8');
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /rel=["']?stylesheet/i.test(tag))
    .map((tag) => attr(tag, 'href'))
    .filter((href): href is string => !!href && href.startsWith('/'));
  let cssGzip = 0;
  for (const href of stylesheets) cssGzip += gz(await readFile(join(dist, href.split(/[?#]/)[0])));

  const inlineScripts: number[] = [];
  const externalScripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[0].slice(0, m[0].indexOf('>') + 1), 'src');
    const type = attr(m[0].slice(0, m[0].indexOf('>') + 1), 'type');
    if (type && /json|ld\+json/i.test(type)) continue;
    if (src) externalScripts.push(src);
    else inlineScripts.push(Buffer.byteLength(m[2]));
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/rel=["']?modulepreload/i.test(m[0])) externalScripts.push(attr(m[0], 'href') ?? '?');
  }
  let externalScriptBytes = 0;
  for (const src of externalScripts) {
    if (src.startsWith('/')) externalScriptBytes += (await readFile(join(dist, src.split(/[?#]/)[0]))).length;
  }
  const htmlGzip = gz(html);
  return { path: pathOf(file), htmlGzip, cssGzip, totalGzip: htmlGzip + cssGzip, inlineScripts, externalScripts, externalScriptBytes };
}

export async function measurePages(dist = DIST): Promise<PageBudget[]> {
  return Promise.all((await htmlFiles(dist)).map((file) => measurePage(dist, file)));
}

/** The rules hub and every rule set's pages; not the first edition's addresses, which only send the reader on. */
export const isRulesPage = (path: string): boolean => {
  const m = /^\/(zh|en)\/rules\/(?:([\w-]+)\/)?/.exec(path);
  return m !== null && (m[2] === undefined || rulesetNames().includes(m[2]));
};

/** Budget violations of one page, as readable lines (empty when within budget). */
export function violations(page: PageBudget): string[] {
  if (!isRulesPage(page.path)) return [];
  const out: string[] = [];
  if (page.totalGzip > BUDGET.rulesPageGzip) out.push(`${page.path}: HTML+CSS ${page.totalGzip} B gzip > ${BUDGET.rulesPageGzip}`);
  if (page.externalScripts.length) out.push(`${page.path}: ships JavaScript ${page.externalScripts.join(', ')}`);
  if (page.inlineScripts.length !== 1) out.push(`${page.path}: ${page.inlineScripts.length} inline scripts, expected exactly 1`);
  const inline = page.inlineScripts.reduce((a, b) => a + b, 0);
  if (inline > BUDGET.inlineScript) out.push(`${page.path}: inline script ${inline} B > ${BUDGET.inlineScript}`);
  return out;
}

/**
 * The environment for a build: Vitest puts NODE_ENV=test and Vite's own PROD, DEV, MODE, SSR and
 * BASE_URL into process.env, and Astro reads import.meta.env.* from there (PROD='' would build
 * pages that never register the service worker). Drop them so every build is `npm run build`'s.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' };
  for (const key of ['PROD', 'DEV', 'MODE', 'SSR', 'BASE_URL', 'TEST', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
    delete env[key];
  }
  return env;
}

/**
 * `astro build --force` into dist/, returning the seconds it took. --force because the content
 * cache does not notice a changed remark plugin and would keep stale rendered pages.
 */
export function buildSite(options: { quiet?: boolean; env?: Record<string, string> } = {}): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/astro.js', 'build', '--force'], {
      cwd: ROOT,
      env: { ...buildEnv(), ...options.env },
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`astro build failed (exit ${code})${log ? `:\n${log}` : ''}`));
    });
  });
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const seconds = process.argv.includes('--no-build') ? undefined : await buildSite();
  const pages = await measurePages();
  const rows = pages.map((p) => ({
    page: p.path,
    'html gz': kb(p.htmlGzip),
    'css gz': kb(p.cssGzip),
    'total gz': kb(p.totalGzip),
    'inline js': `${p.inlineScripts.reduce((a, b) => a + b, 0)} B`,
    'external js': p.externalScripts.length ? `${p.externalScripts.length} file(s), ${kb(p.externalScriptBytes)}` : '-',
  }));
  console.table(rows);
  console.log(`  [${load()}]`);
  if (seconds !== undefined) {
    console.log(`build: ${seconds.toFixed(1)} s (budget ${BUDGET.buildSeconds} s)  [${load()}]`);
  }
  // Loaded once and cached, not per page: the tile sprite, the search module, the search index.
  for (const file of ['tiles.svg', 'search.js', 'pagefind/pagefind.js', 'sw.js']) {
    const data = await readFile(join(DIST, file)).catch(() => undefined);
    if (data) console.log(`shared /${file}: ${kb(gz(data))} gzip`);
  }
  const rules = pages.filter((p) => isRulesPage(p.path));
  const worst = rules.reduce((a, b) => (b.totalGzip > a.totalGzip ? b : a), rules[0]);
  if (worst) console.log(`largest rules page: ${worst.path} ${kb(worst.totalGzip)} (budget ${kb(BUDGET.rulesPageGzip)})`);
  const problems = pages.flatMap(violations);
  for (const file of REPLAY_PAGES) {
    const chunks = await firstLoadChunks(DIST, file).catch(() => []);
    const total = chunks.reduce((a, c) => a + c.gzip, 0);
    console.log(`first load of /${file.slice(0, -10)}: ${kb(total)} gzip in ${chunks.length} chunks (budget ${kb(BUDGET.replayFirstLoadGzip)})`);
    for (const c of chunks) console.log(`  ${String(c.gzip).padStart(7)} B  ${c.path}`);
    if (total > BUDGET.replayFirstLoadGzip) problems.push(`/${file.slice(0, -10)}: first-load JavaScript ${total} B gzip > ${BUDGET.replayFirstLoadGzip}`);
  }
  if (seconds !== undefined && seconds > BUDGET.buildSeconds) problems.push(`build took ${seconds.toFixed(1)} s, budget ${BUDGET.buildSeconds} s (${load()})`);
  // Reported, never an error: `npm run bench` goes on to the next benchmark and sums up at the end.
  if (problems.length) {
    console.log(`over budget:\n  ${problems.join('\n  ')}`);
    for (const problem of problems) miss(problem);
  } else {
    console.log('all pages within budget');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
