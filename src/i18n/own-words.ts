// A rule set's own words for a notion the shared namespaces also name, found before the shared
// key: the one lookup every rule set goes through (ways of winning, broken rules, problems).
import { hasMessage, t, type Lang, type Params } from './index.ts';

/** `<words>.<own>` when the rule set whose namespace is `words` has that message, else `shared`. */
export function ownKey(lang: Lang, words: string | undefined, own: string, shared: string): string {
  const key = `${words}.${own}`;
  return words !== undefined && hasMessage(lang, key) ? key : shared;
}

/** A way of winning as a score's line says it: `<words>.winBy.<how>`, else `engine.winBy.<how>`. */
export function winByText(lang: Lang, words: string | undefined, how: string, params: Params = {}): string {
  return t(lang, ownKey(lang, words, `winBy.${how}`, `engine.winBy.${how}`), words === undefined ? params : { words, ...params });
}

/** A way of winning as a broken rule or a result names it: `<words>.way.<how>`, else `deal.how.<how>`. */
export function wayKey(lang: Lang, words: string | undefined, how: string): string {
  return ownKey(lang, words, `way.${how}`, `deal.how.${how}`);
}
