// The i18n catalogue: every user-visible string, in Chinese and English, looked up by key.
// Keys are `namespace.key`; the engine returns keys with parameters and never prose.

import type { Lang, Message, Namespace, Params } from './define.ts';
// Browser builds get catalogue.browser.ts (the islands' namespaces only): see package.json "imports".
import { catalogue as namespaces } from '#i18n/catalogue';

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

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (value: string): string => value.replace(/[0-9]/g, (d) => SUPERSCRIPT[Number(d)]).replace(/-/g, '⁻');

/**
 * Fills a template: `{name}` is the value, `{name^}` the value as a power (superscript digits:
 * `2{fan^}` reads 2³), `{name|one|other}` the word for that count (`{n} {n|flower|flowers}`), so
 * plurals travel as plain text to an island.
 */
export function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)(\^|\|([^|{}]*)\|([^|{}]*))?\}/g, (whole, name: string, extra?: string, one?: string, other?: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (extra === '^') return superscript(value);
    if (extra) return Number(value) === 1 ? (one ?? '') : (other ?? '');
    return value;
  });
}

/** Looks up and fills a message; an unknown key shows itself so a gap is visible, never a crash. */
export function t(lang: Lang, key: string, params: Params = {}): string {
  const message = table[lang].get(key) ?? table.en.get(key);
  if (message === undefined) return key;
  if (typeof message === 'function') return message(params);
  return fill(message, params);
}

/**
 * The plain-text messages of some namespaces in one language, for a page to hand to its island
 * (so the island's JavaScript need not carry both languages of them). Function messages (plurals)
 * cannot travel as data: an island needing one keeps its namespace in catalogue.browser.ts.
 */
export function pageMessages(lang: Lang, namespaces: readonly string[], skip: (key: string) => boolean = () => false): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of table[lang]) {
    if (typeof message === 'string' && namespaces.some((ns) => key.startsWith(`${ns}.`)) && !skip(key)) out[key] = message;
  }
  return out;
}

/** A rule set's words an island never shows (its rulings' texts and options' descriptions live on the rules pages). */
export const rulesPageOnly = (key: string): boolean => /\.ruling\.|\.option\.[^.]+\.desc$|\.summary$/.test(key);

/** Adds messages a page handed over (see pageMessages); existing keys keep their message. */
export function provideMessages(lang: Lang, messages: Record<string, string>): void {
  for (const [key, message] of Object.entries(messages)) if (!table[lang].has(key)) table[lang].set(key, message);
}

/** A translator bound to one language, for components. */
export function translator(lang: Lang): (key: string, params?: Params) => string {
  return (key, params) => t(lang, key, params);
}
