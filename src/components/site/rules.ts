// The rules collection seen by rule set and language: an entry `fuzhou/zh/claims` is the Chinese
// page `claims` of the rule set `fuzhou`, and the same slug in the other language is the same page.
import { getCollection, type CollectionEntry } from 'astro:content';
import { isLang, type Lang } from '../../i18n/index.ts';
import { rulesetNames } from '../../engine/rules/index.ts';

export type RuleEntry = CollectionEntry<'rules'>;
export type RuleSection = { ruleset: string; lang: Lang; slug: string; entry: RuleEntry };

/** `fuzhou/zh/claims` → { ruleset: 'fuzhou', lang: 'zh', slug: 'claims' }; anything else is not a page. */
export function splitRuleId(id: string): { ruleset: string; lang: Lang; slug: string } | undefined {
  const [ruleset, lang, ...rest] = id.split('/');
  if (!rulesetNames().includes(ruleset) || !isLang(lang) || rest.length === 0) return undefined;
  return { ruleset, lang, slug: rest.join('/') };
}

/** The path of a section after the language prefix. */
export const sectionPath = (s: { ruleset: string; slug: string }): string => `rules/${s.ruleset}/${s.slug}/`;

/** Every section of one rule set in one language, in reading order (`order`, then slug for a stable tie-break). */
export async function ruleSections(lang: Lang, ruleset: string): Promise<RuleSection[]> {
  const entries = await getCollection('rules');
  const sections: RuleSection[] = [];
  for (const entry of entries) {
    const parts = splitRuleId(entry.id);
    if (parts && parts.lang === lang && parts.ruleset === ruleset) sections.push({ ...parts, entry });
  }
  return sections.sort((a, b) => a.entry.data.order - b.entry.data.order || a.slug.localeCompare(b.slug));
}

/** Slugs of a rule set that exist in a language, so the language switch only links to pages that exist. */
export async function ruleSlugs(lang: Lang, ruleset: string): Promise<Set<string>> {
  return new Set((await ruleSections(lang, ruleset)).map((section) => section.slug));
}
