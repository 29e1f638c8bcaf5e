// The character on a wild tile's badge: the rule set's own (`<words>.wild-mark`, the gold family's
// 金, Guangdong's 鬼), the same in both languages; a table that names none gets a plain star.
import { hasMessage, LANGS, t } from '../../i18n/index.ts';

/** The badge's character for the rule set whose words namespace is `words`, or undefined for the star. */
export function wildMark(words: string | undefined): string | undefined {
  if (words === undefined) return undefined;
  const key = `${words}.wild-mark`;
  // A page holds its own language's messages only; the mark is the same in either.
  const lang = LANGS.find((l) => hasMessage(l, key));
  return lang === undefined ? undefined : t(lang, key);
}
