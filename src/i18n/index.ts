// The i18n catalogue: every user-visible string, in Chinese and English, looked up by key.
// Keys are `namespace.key`; the engine returns keys with parameters and never prose.

import { type Lang, type Message, type Namespace, type Params } from './define.ts';
import { catalogue as namespaces } from './catalogue.ts';

export * from './define.ts';

const table: Record<Lang, Map<string, Message>> = { zh: new Map(), en: new Map() };
for (const { name, messages } of namespaces as readonly { name: string; messages: Namespace }[]) {
  for (const lang of ['zh', 'en'] as const) {
    for (const [key, message] of Object.entries(messages[lang])) table[lang].set(`${name}.${key}`, message);
  }
}

export function hasMessage(lang: Lang, key: string): boolean {
  return table[lang].has(key);
}

/** All keys of a language, for the completeness test. */
export function messageKeys(lang: Lang): string[] {
  return [...table[lang].keys()];
}

/** Looks up and fills a message; an unknown key shows itself so a gap is visible, never a crash. */
export function t(lang: Lang, key: string, params: Params = {}): string {
  const message = table[lang].get(key) ?? table.en.get(key);
  if (message === undefined) return key;
  if (typeof message === 'function') return message(params);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A translator bound to one language, for components. */
export function translator(lang: Lang): (key: string, params?: Params) => string {
  return (key, params) => t(lang, key, params);
}
