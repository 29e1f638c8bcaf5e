// Build time only: where each score line of each rule set is explained, from the rules pages'
// own front matter: `explains` maps item ids (or their prefixes) to the heading that explains
// them; otherwise the page that names the item's ruling. The viewer asks `linkFor`.

import { getCollection } from 'astro:content';
import type { Lang } from '../../i18n/index.ts';
import { splitRuleId } from '../site/rules.ts';
import { rulesetNames } from '../../engine/rules/index.ts';

/** One rule set's links: by item id prefix (`base.pinghu`, `bonus.`) and by ruling; `index` is its rules index. */
export interface RulesetLinks {
  index: string;
  items: Record<string, string>;
  rulings: Record<number, string>;
}
export type RuleLinks = Record<string, RulesetLinks>;

export async function ruleLinks(lang: Lang): Promise<RuleLinks> {
  const entries = await getCollection('rules');
  const links: RuleLinks = {};
  for (const name of rulesetNames()) links[name] = { index: `/${lang}/rules/${name}/`, items: {}, rulings: {} };
  // For a ruling, the page naming the fewest rulings explains it most closely (then the earliest).
  const pages = entries
    .map((entry) => ({ entry, place: splitRuleId(entry.id) }))
    .filter((p) => p.place?.lang === lang)
    .sort((a, b) => a.entry.data.rulings.length - b.entry.data.rulings.length || a.entry.data.order - b.entry.data.order);
  for (const { entry, place } of pages) {
    const own = links[place!.ruleset];
    const url = `/${lang}/rules/${place!.ruleset}/${place!.slug}/`;
    for (const ruling of entry.data.rulings) own.rulings[ruling] ??= url;
    for (const [item, anchor] of Object.entries(entry.data.explains)) own.items[item] = `${url}#${anchor}`;
  }
  return links;
}
