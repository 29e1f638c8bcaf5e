// Writes /sw.js after the build (and after Pagefind): it precaches every page, stylesheet, script,
// the tile sprite, the manifests, the SVG icon and the search index (not the PNG icons, which only
// installing fetches), so the site works offline after one visit. The cache name carries a hash
// of all those files: a new build installs a new cache and the old one is deleted on activation.
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SW_FILE = 'sw.js';
const CACHE_PREFIX = 'fzmj-';
const PRECACHE_EXT = /\.(html|css|js|mjs|json|svg|png|webp|ico|woff2|webmanifest|wasm|pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;
const SKIP = [/^sw\.js$/, /^pagefind\/playground\//, /^icons\/.*\.png$/];

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

export async function precacheList(dist: string): Promise<{ urls: string[]; version: string }> {
  const files = (await walk(dist)).filter((f) => PRECACHE_EXT.test(f) && !SKIP.some((re) => re.test(f)));
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(`${dist}/${file}`));
  }
  return { urls: files.map(urlOfFile), version: hash.digest('hex').slice(0, 12) };
}

export function serviceWorkerSource(version: string, urls: string[]): string {
  return `// Generated at build by src/integrations/service-worker.ts. Do not edit.
const CACHE = ${JSON.stringify(CACHE_PREFIX + version)};
const PRECACHE = ${JSON.stringify(urls)};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(${JSON.stringify(CACHE_PREFIX)}) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
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
        const { urls, version } = await precacheList(dist);
        await writeFile(`${dist}/${SW_FILE}`, serviceWorkerSource(version, urls));
        logger.info(`/${SW_FILE}: ${urls.length} files precached, cache ${CACHE_PREFIX}${version}`);
      },
    },
  };
}
