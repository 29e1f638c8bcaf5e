// Build time only: where each score item is explained on the rules pages, found from the pages'
// own headings so the links follow the content (special wins by their Chinese name, which both
// languages' headings carry; base, bonus and multiplier by the scoring page's formula headings).

import { getCollection, render } from 'astro:content';
import type { Lang } from '../../i18n/index.ts';

const SPECIALS: Record<string, string> = {
  'base.pinghu': '平和',
  'base.gold-grab': '抢金',
  'base.three-golds': '三金倒',
  'base.gold-pair': '金雀',
  'base.gold-dragon': '金龙',
};

export async function ruleLinks(lang: Lang): Promise<Record<string, string>> {
  const entries = await getCollection('rules');
  const headings = async (slug: string) => {
    const entry = entries.find((e) => e.id === `${lang}/${slug}`);
    return entry ? (await render(entry)).headings : null;
  };
  const page = (slug: string) => `/${lang}/rules/${slug}/`;
  const links: Record<string, string> = {};
  const scoring = await headings('scoring');
  if (scoring) {
    links.scoring = page('scoring');
    const [formula] = scoring.filter((h) => h.depth === 2);
    const [base, bonus, multiplier] = scoring.filter((h) => h.depth === 3);
    if (formula) links.total = `${page('scoring')}#${formula.slug}`;
    if (base) links.base = `${page('scoring')}#${base.slug}`;
    if (bonus) links.bonus = `${page('scoring')}#${bonus.slug}`;
    if (multiplier) links.multiplier = `${page('scoring')}#${multiplier.slug}`;
  }
  const specials = await headings('special-wins');
  if (specials) {
    for (const [id, word] of Object.entries(SPECIALS)) {
      const h = specials.find((x) => x.text.includes(word));
      links[id] = h ? `${page('special-wins')}#${h.slug}` : page('special-wins');
    }
  }
  return links;
}
