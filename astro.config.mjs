// @ts-check
// Static site in Chinese (default) and English, both under a language prefix (/zh/…, /en/…);
// `/` picks the reader's language (src/pages/index.astro). Markdown gets the tile notation,
// worked-score fences and "how this site reads it" notes; every build is indexed by Pagefind,
// every page gets a Content-Security-Policy and the site a service worker, a sitemap and robots.txt.
import { defineConfig } from 'astro/config';
import svelte from '@astrojs/svelte';
import remarkDirective from 'remark-directive';
import remarkTiles from './src/markdown/remark-tiles.ts';
import remarkReading from './src/markdown/remark-reading.ts';
import remarkScore from './src/markdown/remark-score.ts';
import remarkDeal from './src/markdown/remark-deal.ts';
import rehypeTableHeaders from './src/markdown/rehype-table-headers.ts';
import searchClient from './src/integrations/search-client.ts';
import pagefindIndex from './src/integrations/pagefind.ts';
import serviceWorker from './src/integrations/service-worker.ts';
import contentSecurityPolicy from './src/integrations/csp.ts';
import sitemap from './src/integrations/sitemap.ts';
import buildStamp from './src/integrations/build-stamp.ts';
import { extraRulesets } from './scripts/extra-rulesets.mjs';

// Where the site is served from: the one place its absolute URLs (canonical links, alternates, the
// sitemap, the cards a shared link shows) come from. Set SITE_URL when building for a host, e.g.
// `SITE_URL=https://mahjong.example.org npm run build`; the default is `astro preview`'s address.
const SITE_URL = process.env.SITE_URL || 'http://localhost:4321/';

// A second site for tests only: EXTRA_RULESETS=tests/rulesets builds into dist-extra/ with the rule
// sets of that folder registered beside those of src/engine/rules/ (scripts/extra-rulesets.mjs).
// Unset, as in every real build, it changes nothing.
const EXTRA_RULESETS = process.env.EXTRA_RULESETS;
const extra = EXTRA_RULESETS ? { outDir: './dist-extra/', cacheDir: './.astro/cache-extra', vite: { plugins: [extraRulesets(EXTRA_RULESETS)] } } : {};

export default defineConfig({
  site: SITE_URL,
  i18n: {
    locales: ['zh', 'en'],
    defaultLocale: 'zh',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  // Astro's caches (the content layer's data store) in the checkout, not in node_modules: two
  // checkouts sharing one node_modules (git worktrees) then never read each other's content.
  cacheDir: './.astro/cache',
  build: { format: 'directory' },
  markdown: {
    remarkPlugins: [
      remarkDirective,
      // Score fences may emit tile notation, so they run before the tile plugin.
      remarkScore,
      remarkDeal,
      remarkTiles,
      remarkReading,
    ],
    rehypePlugins: [rehypeTableHeaders],
    shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' } },
  },
  // Order matters: the search module and the index must exist before the worker lists them, and
  // each page's policy must be in it before the worker hashes the page. The sitemap reads the
  // pages' heads, which the policy does not touch. The build's note of its inputs comes last, once all is written.
  integrations: [svelte(), searchClient(), pagefindIndex(), contentSecurityPolicy(), sitemap(), serviceWorker(), buildStamp()],
  ...extra,
});
