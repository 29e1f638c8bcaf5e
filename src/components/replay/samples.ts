// Build time only: the bundled sample deals (content/deals/*.json), in the order the importer
// lists them, each titled and described in the words of its rule set (`<words>.sample.<id>.…`).

import { hasMessage, t, type Lang } from '../../i18n/index.ts';
import { DEFAULT_RULESET, getRuleset, rulesetNames } from '../../engine/rules/index.ts';
import type { Sample } from './load.ts';

const FILES = import.meta.glob('/content/deals/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The samples each rule set lists first (content/rules/<name>/samples.json), by rule-set folder. */
const FEATURED = import.meta.glob('/content/rules/*/samples.json', { import: 'default', eager: true }) as Record<string, string[]>;

/** The interesting ones first (the rule sets' featured samples, in the rule sets' order); any other follows by name. */
const ORDER = rulesetNames().flatMap((name) => FEATURED[`/content/rules/${name}/samples.json`] ?? []);

export function sampleTexts(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of Object.entries(FILES)) out.set(path.replace(/^.*\/|\.json$/g, ''), text);
  return out;
}

export function sampleList(lang: Lang): Sample[] {
  const ids = [...sampleTexts().keys()].sort((a, b) => {
    const ia = ORDER.indexOf(a);
    const ib = ORDER.indexOf(b);
    return (ia < 0 ? ORDER.length : ia) - (ib < 0 ? ORDER.length : ib) || a.localeCompare(b);
  });
  const texts = sampleTexts();
  return ids.map((id) => {
    const named = (JSON.parse(texts.get(id)!) as { ruleset?: unknown }).ruleset;
    const found = getRuleset(typeof named === 'string' ? named : DEFAULT_RULESET);
    const words = found.ok ? found.ruleset.words : 'replay';
    const word = (part: string) => (hasMessage(lang, `${words}.sample.${id}.${part}`) ? `${words}.sample.${id}.${part}` : undefined);
    const title = word('title');
    const description = word('description');
    return {
      id,
      title: title ? t(lang, title) : id,
      description: description ? t(lang, description) : '',
      ruleset: found.ok && found.ruleset.name !== DEFAULT_RULESET ? t(lang, `${words}.name.short`) : undefined,
    };
  });
}
