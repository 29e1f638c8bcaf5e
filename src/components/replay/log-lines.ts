// The deal in words, one line per event with the kind of moment it is, made once per deal and
// language: a game's deals visited again (previous, next) do not word their hundred events anew.

import type { Lang } from '../../i18n/index.ts';
import type { LoadedDeal } from './load.ts';
import { isSetup, momentKind } from './moments.ts';
import { eventText } from './words.ts';

export interface LogLine {
  text: string;
  kind: string;
}

const known = new WeakMap<LoadedDeal['replay'], { lang: Lang; names: readonly string[]; lines: LogLine[] }>();

export function logLines(lang: Lang, deal: LoadedDeal): LogLine[] {
  const kept = known.get(deal.replay);
  if (kept && kept.lang === lang && kept.names.join('\n') === deal.names.join('\n')) return kept.lines;
  const { log, narration } = deal.replay;
  const lines = narration.map((n, i) => {
    const event = log.events[i];
    const kind = momentKind(event) ?? (isSetup(event) ? 'setup' : 'plain');
    return { text: eventText(lang, n, deal.names, log.dealer, log.ruleset.words), kind };
  });
  known.set(deal.replay, { lang, names: [...deal.names], lines });
  return lines;
}
