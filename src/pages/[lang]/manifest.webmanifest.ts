// The web app manifest, one per language so an installed app opens in the reader's language.
// Both share one id, so installing from either page installs the same app.
import type { APIRoute } from 'astro';
import { LANGS, HTML_LANG, href, type Lang } from '../../components/site/routes.ts';
import { t } from '../../i18n/index.ts';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Lang;
  const manifest = {
    id: '/',
    name: lang === 'zh' ? '福州麻将 · Fuzhou Mahjong' : 'Fuzhou Mahjong · 福州麻将',
    short_name: t(lang, 'site.name'),
    description: t(lang, 'site.description'),
    lang: HTML_LANG[lang],
    dir: 'ltr',
    start_url: href(lang),
    scope: '/',
    display: 'standalone',
    background_color: '#f6f4ef',
    theme_color: '#1d6b52',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
};
