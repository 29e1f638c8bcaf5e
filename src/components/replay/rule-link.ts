// The address that explains a score line: the longest `explains` prefix of its id, else the page
// of its ruling, else the rule set's rules index.

import type { RulesetLinks } from './rule-links.ts';

export function linkFor(links: RulesetLinks | undefined, id: string, ruling: number): string {
  if (!links) return '';
  let best = '';
  for (const prefix of Object.keys(links.items)) if (id.startsWith(prefix) && prefix.length > best.length) best = prefix;
  return best ? links.items[best] : (links.rulings[ruling] ?? links.index);
}
