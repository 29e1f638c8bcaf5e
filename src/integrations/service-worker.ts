// Writes /sw.js and its page side /update.js after the build (after Pagefind and the
// Content-Security-Policy, so the pages it lists are the pages that ship). The worker precaches
// every page, stylesheet, script, the tile sprite, the manifests, the SVG icon and the search index
// (not the PNG icons, which only installing and link cards fetch, nor the samples' card pictures,
// sitemap.xml and robots.txt, which only crawlers read), so the site works offline after one visit.
// The samples' own pages (52 of them, about 1.4 MB, each a door into the viewer for a shared link)
// are not precached either: a visited one is kept when it is fetched, and every sample still opens
// offline in the viewer's library, whose page is precached.
//
// Updates: every precached URL carries a revision (a hash of its content), and the cache name a
// hash of them all. A new build's worker installs beside the old one, copying each file whose
// revision it already holds from the old cache and downloading only the files that changed; then it
// waits. Each open page's boot script then loads /update.js (src/components/site/update-ui.ts),
// which shows "a new version is ready"; its button tells the worker to take over and reloads.
// The new worker keeps the cache of the build it replaced (and deletes older ones), so a tab
// still showing that build finds the files it loads later (a rule set's chunk, a dialog) even
// once the server has dropped them.
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileModule } from './search-client.ts';

export const SW_FILE = 'sw.js';
/** The offer of a new build, which the boot script loads when one waits (update-ui.ts). */
export const UPDATE_SCRIPT = 'update.js';
const UPDATE_SOURCE = new URL('../components/site/update-ui.ts', import.meta.url);
export const CACHE_PREFIX = 'fzmj-';
const PRECACHE_EXT = /\.(html|css|js|mjs|json|svg|png|webp|ico|woff2|webmanifest|wasm|pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;
const SKIP = [/^sw\.js$/, /^pagefind\/playground\//, /^icons\/.*\.png$/, /^[a-z]+\/replay\/sample\//];

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, `${e.parentPath}${sep}${e.name}`).split(sep).join('/'))
    .sort();
}

/** The URL a built file is requested by: `zh/rules/x/index.html` → `/zh/rules/x/`. */
export function urlOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/** A precached URL and its revision: the first 12 hex digits of its content's SHA-256. */
export type PrecacheEntry = [url: string, revision: string];

export async function precacheList(dist: string): Promise<{ entries: PrecacheEntry[]; version: string }> {
  const files = (await walk(dist)).filter((f) => PRECACHE_EXT.test(f) && !SKIP.some((re) => re.test(f)));
  const all = createHash('sha256');
  const entries: PrecacheEntry[] = [];
  for (const file of files) {
    const revision = createHash('sha256')
      .update(await readFile(`${dist}/${file}`))
      .digest('hex')
      .slice(0, 12);
    all.update(`${file} ${revision}\n`);
    entries.push([urlOfFile(file), revision]);
  }
  return { entries, version: all.digest('hex').slice(0, 12) };
}

export function serviceWorkerSource(version: string, entries: PrecacheEntry[]): string {
  return `// Generated at build by src/integrations/service-worker.ts. Do not edit.
const PREFIX = ${JSON.stringify(CACHE_PREFIX)};
const CACHE = ${JSON.stringify(CACHE_PREFIX + version)};
// [url, revision]: a file whose revision an earlier build's cache holds is copied, not downloaded.
const PRECACHE = ${JSON.stringify(entries)};
// Kept in each cache: its list once complete, and when its worker took over.
const MANIFEST = '/__sw__/manifest';
const ACTIVATED = '/__sw__/activated';

// No skipWaiting: a new build waits until the reader accepts it (update.js) or every tab is closed,
// so a page never runs on a worker of another build without being reloaded.
self.addEventListener('install', (event) => event.waitUntil(precache()));

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

async function precache() {
  const cache = await caches.open(CACHE);
  if (await cache.match(MANIFEST)) return;
  const held = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const old = await caches.open(name);
    const list = await old.match(MANIFEST);
    if (list) for (const [url, revision] of await list.json()) held.set(url + ' ' + revision, old);
  }
  await Promise.all(PRECACHE.map(async ([url, revision]) => {
    // Left by an interrupted install of this same build, or copied from the cache of one before.
    if (await cache.match(url)) return;
    const old = held.get(url + ' ' + revision);
    let response = old && (await old.match(url));
    if (!response) {
      response = await fetch(new Request(url, { cache: 'reload' }));
      if (!response.ok) throw new Error('precache: ' + url + ' answered ' + response.status);
    }
    await cache.put(url, response);
  }));
  await cache.put(MANIFEST, new Response(JSON.stringify(PRECACHE), { headers: { 'Content-Type': 'application/json' } }));
}

// Keeps the cache of the build this worker replaces (the last one activated): a tab opened on that
// build may still ask for files it loads on demand. Older caches, and those of builds that never
// took over, are deleted.
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const others = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE);
    let previous = null;
    let latest = -1;
    for (const name of others) {
      const stamp = await (await caches.open(name)).match(ACTIVATED);
      const time = stamp ? Number(await stamp.text()) : -1;
      if (time > latest) [previous, latest] = [name, time];
    }
    await Promise.all(others.filter((k) => k !== previous).map((k) => caches.delete(k)));
    await (await caches.open(CACHE)).put(ACTIVATED, new Response(String(Date.now())));
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(respond(request, url));
});

// Cache first: everything is precached and a new build brings a new worker and cache.
// Queries are ignored (Pagefind adds ?ts= to its entry file).
async function respond(request, url) {
  const cache = await caches.open(CACHE);
  let hit = await cache.match(request, { ignoreSearch: true });
  if (!hit && !url.pathname.endsWith('/') && !/\\.[a-z0-9]+$/i.test(url.pathname)) {
    hit = await cache.match(url.pathname + '/', { ignoreSearch: true });
  }
  // Not in this build: a file of the build before, asked for by a tab still showing it.
  if (!hit && request.mode !== 'navigate') hit = await caches.match(request, { ignoreSearch: true });
  if (hit) return hit;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') cache.put(request, response.clone());
    return response;
  } catch (error) {
    if (request.mode === 'navigate') {
      const missing = await cache.match('/404.html');
      if (missing) return missing;
    }
    throw error;
  }
}
`;
}

export default function serviceWorker(): AstroIntegration {
  return {
    name: 'site-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir).replace(/[\\/]$/, '');
        await writeFile(`${dist}/${UPDATE_SCRIPT}`, await compileModule(UPDATE_SOURCE));
        const { entries, version } = await precacheList(dist);
        await writeFile(`${dist}/${SW_FILE}`, serviceWorkerSource(version, entries));
        logger.info(`/${SW_FILE}: ${entries.length} files precached, cache ${CACHE_PREFIX}${version}`);
      },
    },
  };
}
