// The catalogue as the browser sees it: only namespaces the islands use that hold function
// messages (plurals, tile names), so a page's JavaScript never carries the site's or the command
// line's strings. Plain-text namespaces reach an island from its page, in the reader's language
// only (pageMessages / provideMessages in index.ts). package.json's "imports" maps
// `#i18n/catalogue` here for browser builds and to catalogue.ts everywhere else (Node, tests, the
// server render).
import engineFunctions from './engine-functions.ts';
import tiles from './tiles.ts';

export const catalogue = [engineFunctions, tiles] as const;

/** No rule set's words here: a page names the default's when it hands them over (pageMessages). */
export const defaultWords: string | undefined = undefined;
