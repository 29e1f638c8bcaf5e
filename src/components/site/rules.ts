// The rules collection seen by language: an entry `zh/claims` is the Chinese page `claims`,
// and the same slug in the other language is the same page.
import { getCollection, type CollectionEntry } from 'astro:content';
import { isLang, type Lang } from '../../i18n/index.ts';

export type RuleEntry = CollectionEntry<'rules'>;
export type RuleSection = { lang: Lang; slug: string; entry: RuleEntry };

/** `zh/claims` → { lang: 'zh', slug: 'claims' }; anything outside a language folder is not a page. */
export function splitRuleId(id: string): { lang: Lang; slug: string } | undefined {
  const [lang, ...rest] = id.split('/');
  if (!isLang(lang) || rest.length === 0) return undefined;
  return { lang, slug: rest.join('/') };
}

/** Every section of one language in reading order (`order`, then slug for a stable tie-break). */
export async function ruleSections(lang: Lang): Promise<RuleSection[]> {
  const entries = await getCollection('rules');
  const sections: RuleSection[] = [];
  for (const entry of entries) {
    const parts = splitRuleId(entry.id);
    if (parts && parts.lang === lang) sections.push({ ...parts, entry });
  }
  return sections.sort((a, b) => a.entry.data.order - b.entry.data.order || a.slug.localeCompare(b.slug));
}

/** Slugs that exist in a language, so the language switch only links to pages that exist. */
export async function ruleSlugs(lang: Lang): Promise<Set<string>> {
  return new Set((await ruleSections(lang)).map((section) => section.slug));
}
