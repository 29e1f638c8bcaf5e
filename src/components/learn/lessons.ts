// The lessons collection seen by rule set and language: the entry `fuzhou/en/02-winning-shape` is
// the English lesson `winning-shape` of the rule set `fuzhou` (the number orders files on disk; the
// front matter's `order` orders the path). Build-time only (astro:content).
import { getCollection, type CollectionEntry } from 'astro:content';
import { isLang, type Lang } from '../../i18n/index.ts';
import { rulesetNames } from '../../engine/rules/index.ts';

export type LessonEntry = CollectionEntry<'lessons'>;
export type Lesson = { ruleset: string; lang: Lang; slug: string; entry: LessonEntry };

/** `fuzhou/en/02-winning-shape` → { ruleset: 'fuzhou', lang: 'en', slug: 'winning-shape' }; anything else is no lesson. */
export function splitLessonId(id: string): { ruleset: string; lang: Lang; slug: string } | undefined {
  const [ruleset, lang, file, ...rest] = id.split('/');
  if (!rulesetNames().includes(ruleset) || !isLang(lang) || !file || rest.length) return undefined;
  return { ruleset, lang, slug: file.replace(/^\d+-/, '') };
}

/** The path of a lesson after the language prefix. */
export const lessonPath = (l: { ruleset: string; slug: string }): string => `learn/${l.ruleset}/${l.slug}/`;
/** The id progress stores for a lesson (the same in both languages). */
export const lessonId = (l: { ruleset: string; slug: string }): string => `${l.ruleset}/${l.slug}`;

/** Every lesson of a rule set in one language, in path order. */
export async function lessonsOf(lang: Lang, ruleset: string): Promise<Lesson[]> {
  const out: Lesson[] = [];
  for (const entry of await getCollection('lessons')) {
    const parts = splitLessonId(entry.id);
    if (parts && parts.lang === lang && parts.ruleset === ruleset) out.push({ ...parts, entry });
  }
  return out.sort((a, b) => a.entry.data.order - b.entry.data.order || a.slug.localeCompare(b.slug));
}
