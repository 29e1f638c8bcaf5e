// Writes /sitemap.xml and /robots.txt after the build, from the pages as they ship: every page that
// names a canonical URL is listed with the alternates its head declares (zh, en, x-default), so the
// sitemap and the pages never disagree. A page without one (the 404 page, `/`'s redirect) or whose
// canonical URL is another page (the old section addresses that send the reader on) is left out.
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

export interface SitemapEntry {
  url: string;
  alternates: { hreflang: string; href: string }[];
}

const LINK = /<link\b[^>]*>/gi;
const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

const unescapeHtml = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The canonical URL and alternates a page's head declares, or undefined when it names no canonical. */
export function entryOf(html: string): SitemapEntry | undefined {
  const head = html.slice(0, html.search(/<\/head>/i) >>> 0);
  let url: string | undefined;
  const alternates: SitemapEntry['alternates'] = [];
  for (const [tag] of head.matchAll(LINK)) {
    const rel = attr(tag, 'rel');
    const target = attr(tag, 'href');
    if (!target) continue;
    if (rel === 'canonical') url = unescapeHtml(target);
    const hreflang = attr(tag, 'hreflang');
    if (rel === 'alternate' && hreflang) alternates.push({ hreflang, href: unescapeHtml(target) });
  }
  return url ? { url, alternates } : undefined;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((e) => {
      const links = e.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>\n`);
      return `  <url>\n    <loc>${escapeXml(e.url)}</loc>\n${links.join('')}  </url>\n`;
    });
  const open = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${open}\n${urls.join('')}</urlset>\n`;
}

export function robotsTxt(site: URL): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_FILE, site).href}\n`;
}

export default function sitemap(): AstroIntegration {
  let site: URL | undefined;
  return {
    name: 'site-sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!site) throw new Error('no `site` in astro.config.mjs: the sitemap needs absolute URLs');
        const dist = fileURLToPath(dir);
        const files = (await readdir(dist, { withFileTypes: true, recursive: true })).filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
        const entries: SitemapEntry[] = [];
        for (const file of files) {
          const entry = entryOf(await readFile(file, 'utf8'));
          const path = relative(dist, file)
            .split(sep)
            .join('/')
            .replace(/(^|\/)index\.html$/, '$1');
          if (entry && entry.url === new URL(path, site).href) entries.push(entry);
        }
        await writeFile(new URL(SITEMAP_FILE, dir), sitemapXml(entries));
        await writeFile(new URL(ROBOTS_FILE, dir), robotsTxt(site));
        logger.info(`sitemap of ${entries.length} pages`);
      },
    },
  };
}
