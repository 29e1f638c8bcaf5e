// The shape of a message catalogue: one file per namespace holds both languages side by side,
// so a missing translation is visible in review and caught by the catalogue test.

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];
export const DEFAULT_LANG: Lang = 'zh';

export type Params = Record<string, string | number>;
/** A message is a template with `{name}` placeholders, or a function for plurals and lists. */
export type Message = string | ((params: Params) => string);
export type Namespace = { en: Record<string, Message>; zh: Record<string, Message> };

/** Declares a namespace; the `zh` side must have exactly the keys of the `en` side (checked in tests). */
export function defineMessages<const N extends string, E extends Record<string, Message>>(name: N, messages: { en: E; zh: { [K in keyof E]: Message } }): { name: N; messages: Namespace } {
  return { name, messages };
}

export function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}
