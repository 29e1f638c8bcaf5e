// The i18n catalogue: every user-visible string, in Chinese and English, looked up by key.
// Keys are `namespace.key`; the engine returns keys with parameters and never prose.

import type { Lang, Message, Namespace, Params } from './define.ts';
// Browser builds get catalogue.browser.ts (the islands' namespaces only): see package.json "imports".
import { catalogue as namespaces, defaultWords as catalogueDefault } from '#i18n/catalogue';

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

/**
 * The default rule set's words namespace: the catalogue's (the registry's first rule set), or in a
 * browser the one a page named when it handed those words over (under DEFAULT_WORDS_KEY).
 */
let defaultWords: string | undefined = catalogueDefault;
const DEFAULT_WORDS_KEY = 'i18n.default-words';

/**
 * The rule set's own word for a notion shared messages name (`{hu}` the win, `{hu.discard}` a
 * discard win, `{hu.rob-kong}` a robbed-kong win): `<words>.word.<notion>` of the rule set whose
 * namespace is `params.words`, else the default rule set's, so one screen never mixes two words
 * for one notion (胡 and 和).
 */
function ruleWord(lang: Lang, notion: string, params: Params): string | undefined {
  const own = typeof params.words === 'string' ? table[lang].get(`${params.words}.word.${notion}`) : undefined;
  const fallback = defaultWords === undefined ? undefined : table[lang].get(`${defaultWords}.word.${notion}`);
  const word = own ?? fallback ?? DEFAULT_WORDS[notion];
  return typeof word === 'string' ? word : undefined;
}

/** The default rule set's words, for a page whose island was handed no rule set's words. */
const DEFAULT_WORDS: Record<string, string> = { win: '胡', discard: '点炮胡', 'rob-kong': '抢杠胡' };

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (value: string): string => value.replace(/[0-9]/g, (d) => SUPERSCRIPT[Number(d)]).replace(/-/g, '⁻');

/**
 * Fills a template: `{name}` is the value, `{name^}` the value as a power (superscript digits:
 * `2{fan^}` reads 2³), `{name|one|other}` the word for that count (`{n} {n|flower|flowers}`), so
 * plurals travel as plain text to an island.
 */
export function fill(template: string, params: Params, lang?: Lang): string {
  return template.replace(PLACEHOLDER, (whole, name: string, extra: string | undefined, one: string | undefined, other: string | undefined, at: number) => {
    if (!(name in params)) {
      // The rule set's own word (see ruleWord), in a message looked up by t().
      if (lang !== undefined && (name === 'hu' || name.startsWith('hu.'))) return ruleWord(lang, name === 'hu' ? 'win' : name.slice(3), params) ?? whole;
      return whole;
    }
    const value = String(params[name]);
    if (extra === '^') return superscript(value);
    if (extra) return Number(value) === 1 ? (one ?? '') : (other ?? '');
    if (lang === 'zh' && TILE_PARAMS.has(name) && typeof params[name] === 'string') return spaced(value, template[at - 1], template[at + whole.length]);
    return value;
  });
}

/** `{name}`, `{name^}`, `{name|one|other}`; `{hu}` and `{hu.notion}` name the rule set's own words. */
const PLACEHOLDER = /\{(hu(?:\.[\w-]+)?|\w+)(\^|\|([^|{}]*)\|([^|{}]*))?\}/g;

/** Looks up and fills a message; an unknown key shows itself so a gap is visible, never a crash. */
export function t(lang: Lang, key: string, params: Params = {}): string {
  const message = table[lang].get(key) ?? table.en.get(key);
  if (message === undefined) return key;
  if (typeof message === 'function') return message(params);
  return fill(message, params, lang);
}

const HAN = /[\u4e00-\u9fff]/;
/**
 * The placeholders that hold tiles, a name ("五筒") in the viewer and a code ("5p") on the command
 * line, or seats, a player's name in whatever script it was typed.
 */
const TILE_PARAMS = new Set(['tile', 'tiles', 'discard', 'seat', 'from', 'other', 'expected', 'discarder']);
const LATIN = /[A-Za-z0-9]/;

/**
 * A Chinese message writes its placeholders with no space ("摸{tile}"): a value that renders as
 * Chinese ("五筒") joins the words, one that is a Latin token or a number ("5p", as the command line
 * says it) gets the space Chinese text keeps around Latin ("摸 5p").
 */
function spaced(value: string, before: string | undefined, after: string | undefined): string {
  const head = before !== undefined && HAN.test(before) && LATIN.test(value.charAt(0)) ? ' ' : '';
  const tail = after !== undefined && HAN.test(after) && LATIN.test(value.charAt(value.length - 1)) ? ' ' : '';
  return head + value + tail;
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
  // The default rule set's words travel with its name, for the island's shared messages (ruleWord).
  if (defaultWords !== undefined && namespaces.includes(defaultWords)) out[DEFAULT_WORDS_KEY] = defaultWords;
  return out;
}

/**
 * A rule set's words an island never shows: its rulings' texts and options' descriptions live on
 * the rules pages, and its sample deals' titles are put on the page at build time (samples.ts).
 */
export const rulesPageOnly = (key: string): boolean => /\.ruling\.|\.option\.[^.]+\.desc$|\.summary$|\.sample\./.test(key);

/** Adds messages a page handed over (see pageMessages); existing keys keep their message. */
export function provideMessages(lang: Lang, messages: Record<string, string>): void {
  for (const [key, message] of Object.entries(messages)) {
    if (key === DEFAULT_WORDS_KEY) defaultWords ??= message;
    else if (!table[lang].has(key)) table[lang].set(key, message);
  }
}

/** A translator bound to one language, for components. */
export function translator(lang: Lang): (key: string, params?: Params) => string {
  return (key, params) => t(lang, key, params);
}
