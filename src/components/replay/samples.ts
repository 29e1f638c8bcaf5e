// Build time only: the bundled sample deals (content/deals/*.json), in the order the importer
// lists them, each titled and described in the replay namespace.

import { hasMessage, t, type Lang } from '../../i18n/index.ts';
import type { Sample } from './load.ts';

const FILES = import.meta.glob('/content/deals/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The interesting ones first; any other sample follows by name. */
const ORDER = ['robbed-kong', 'gold-grab', 'gold-dragon', 'final-sweep', 'draw-game', 'claims-and-calls', 'dead-gold'];

export function sampleTexts(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of Object.entries(FILES)) out.set(path.replace(/^.*\/|\.json$/g, ''), text);
  return out;
}

export function sampleList(lang: Lang): Sample[] {
  const ids = [...sampleTexts().keys()].sort((a, b) => {
    const ia = ORDER.indexOf(a);
    const ib = ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
  });
  return ids.map((id) => ({
    id,
    title: hasMessage(lang, `replay.sample.${id}.title`) ? t(lang, `replay.sample.${id}.title`) : id,
    description: hasMessage(lang, `replay.sample.${id}.description`) ? t(lang, `replay.sample.${id}.description`) : '',
  }));
}
