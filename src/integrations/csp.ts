// Gives every built page a Content-Security-Policy (a <meta http-equiv> first in its head), after
// the build, from the HTML as it ships: each inline <script> and <style> of the page is allowed by
// its SHA-256 hash and nothing else inline runs (no 'unsafe-inline' or 'unsafe-eval' for scripts).
//
// Why not Astro 5's `experimental.csp`: it does not hash `is:inline` scripts (the boot script,
// the language redirect of `/`, the 404 page's), and its config (astro 5.18) refuses a
// `style-src-attr` directive, while its own style hashes make a browser ignore 'unsafe-inline' in
// style-src, so every `style=` attribute would be refused. Hashing the final HTML covers every page,
// the redirect pages included, whatever wrote it.
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Everything but the inline hashes, the same on every page:
 * - 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly on the page when its worker cannot
 *   start (it allows WebAssembly only; `eval` and `new Function` stay refused);
 * - style-src-attr 'unsafe-inline': Shiki's code blocks, the tile drawings and Svelte's `style:`
 *   bindings write `style=` attributes, which hashes cannot allow; a style attribute cannot run
 *   script. <style> elements still need their hash (style-src);
 * - img-src data: blob: for the tile images of the replay's picture export (blob: SVGs drawn on a
 *   canvas) and data: tile images;
 * - workers (the service worker, Pagefind's) fall back to script-src: same origin only.
 * frame-ancestors and report-uri cannot be set by a <meta>; a host that sends headers can add them.
 */
export const POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const;

/** The CSP hash source of an inline element's text: `'sha256-…'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** Data blocks (JSON, JSON-LD) are never run, so they need no hash. */
const DATA_BLOCK = /\stype\s*=\s*["']?[^"'\s>]*json/i;

/** The text of each inline script the browser would run (no `src`, not a data block). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)].filter(([, attrs]) => !/\ssrc\s*=/i.test(attrs) && !DATA_BLOCK.test(attrs)).map((m) => m[2]);
}

/** The text of each <style> element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map((m) => m[1]);
}

/** The policy of one page: the fixed directives plus the hashes of its own inline scripts and styles. */
export function policyFor(html: string): string {
  const directives: Record<string, string[]> = Object.fromEntries(Object.entries(POLICY).map(([k, v]) => [k, [...v]]));
  for (const text of new Set(inlineScripts(html))) directives['script-src'].push(hashSource(text));
  for (const text of new Set(inlineStyles(html))) directives['style-src'].push(hashSource(text));
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const META = /<meta\s+http-equiv\s*=\s*["']?content-security-policy["']?[^>]*>/gi;

/**
 * The page with its policy as the first thing its head applies: right after <meta charset> (which
 * must stay in the first 1024 bytes), before any script, style or link. A policy already there is
 * replaced, so running twice changes nothing.
 */
export function withPolicy(html: string): string {
  const page = html.replace(META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(page)}">`;
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(page);
  const head = /<head\b[^>]*>/i.exec(page);
  const at = charset && head && charset.index > head.index ? charset.index + charset[0].length : head ? head.index + head[0].length : -1;
  if (at < 0) throw new Error('no <head> to put the Content-Security-Policy in');
  return page.slice(0, at) + meta + page.slice(at);
}

async function htmlFiles(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.slice(dist.length).replace(/\\/g, '/').startsWith('/pagefind/'));
}

export default function contentSecurityPolicy(): AstroIntegration {
  return {
    name: 'site-csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir).replace(/[\\/]$/, '');
        const files = await htmlFiles(dist);
        let hashes = 0;
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          const out = withPolicy(html);
          hashes = Math.max(hashes, inlineScripts(out).length + inlineStyles(out).length);
          await writeFile(file, out);
        }
        logger.info(`Content-Security-Policy on ${files.length} pages (at most ${hashes} inline hashes on one)`);
      },
    },
  };
}
