// Build time only: where each ruling of each rule set is explained, from the rules pages' own
// front matter (`rulings`), so a score item links to the section that explains the ruling it
// comes from. Key 0 is the rule set's index of sections and readings.

import { getCollection } from 'astro:content';
import type { Lang } from '../../i18n/index.ts';
import { splitRuleId } from '../site/rules.ts';
import { rulesetNames } from '../../engine/rules/index.ts';

export type RuleLinks = Record<string, Record<number, string>>;

export async function ruleLinks(lang: Lang): Promise<RuleLinks> {
  const entries = await getCollection('rules');
  const links: RuleLinks = {};
  for (const name of rulesetNames()) links[name] = { 0: `/${lang}/rules/${name}/` };
  // The most specific page for a ruling: the one naming the fewest rulings, then the earliest.
  const pages = entries
    .map((entry) => ({ entry, place: splitRuleId(entry.id) }))
    .filter((p) => p.place && p.place.lang === lang)
    .sort((a, b) => a.entry.data.rulings.length - b.entry.data.rulings.length || a.entry.data.order - b.entry.data.order);
  for (const { entry, place } of pages) {
    const own = links[place!.ruleset];
    for (const ruling of entry.data.rulings) own[ruling] ??= `/${lang}/rules/${place!.ruleset}/${place!.slug}/`;
  }
  return links;
}
