// The site's map: which pages exist in every language and how a path in one language
// maps to the same page in the other, so links and the language switch agree.
import { DEFAULT_LANG, LANGS, type Lang } from '../../i18n/index.ts';

export { DEFAULT_LANG, LANGS, type Lang };

/**
 * The header navigation, in order. `key` names its strings (`site.nav.<key>`, and `site.<key>.title`
 * / `.lead` on the home page), `path` follows `/<lang>/`, `soon` marks a placeholder: the home page
 * shows a "coming soon" badge on it. A page is src/pages/[lang]/<path>index.astro.
 */
export const NAV_PAGES = [
  { key: 'rules', path: 'rules/', soon: false },
  { key: 'replay', path: 'replay/', soon: false },
  { key: 'check', path: 'check/', soon: false },
  { key: 'play', path: 'play/', soon: false },
  { key: 'learn', path: 'learn/', soon: false },
  { key: 'format', path: 'format/', soon: false },
] as const;

export type NavKey = (typeof NAV_PAGES)[number]['key'];

/** `<html lang>` per language: Simplified Chinese is named as such so fonts and screen readers pick it. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-Hans', en: 'en' };

export function otherLang(lang: Lang): Lang {
  return lang === 'zh' ? 'en' : 'zh';
}

/** `/zh/rules/claims/`: every page URL ends in a slash, as the build writes directories. */
export function href(lang: Lang, path = ''): string {
  const clean = path.replace(/^\/+/, '');
  return `/${lang}/${clean}`;
}

/** Which top-level section a path belongs to, to mark the current navigation item. */
export function currentNav(path: string): NavKey | undefined {
  return NAV_PAGES.find((page) => path.startsWith(page.path))?.key;
}
