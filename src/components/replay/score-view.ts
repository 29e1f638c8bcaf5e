// The score check's differences in words: each field of the verdict named and its two values told.

import type { Seat } from '../../engine/game/types.ts';
import type { DealLog } from '../../engine/deal/parse.ts';
import type { Difference } from '../../engine/replay/verify.ts';
import { hasMessage, t, type Lang } from '../../i18n/index.ts';
import { quoteText } from '../../engine/schema/quote.ts';
import { countText } from '../../i18n/deal-format.ts';
import { wayKey } from '../../i18n/own-words.ts';
import { seatName, signed } from './words.ts';

/** A field path of the result ("result.breakdown.items[2].points") as words. */
export function fieldLabel(lang: Lang, field: string, log: DealLog): string {
  const delta = /^result\.deltas\[(\d)\]$/.exec(field);
  if (delta)
    return t(lang, 'replay.field.delta', {
      seat: seatName(
        lang,
        Number(delta[1]) as Seat,
        log.seats.map((s) => s.name),
        log.dealer,
      ),
    });
  // A line recorded more often than the rules give it: named by the rule set's word for it.
  const extra = /^result\.breakdown\.items\[(\d+)\]$/.exec(field);
  if (extra) return t(lang, 'replay.field.item-extra', { item: itemName(lang, log, log.result.breakdown?.items?.[Number(extra[1])]?.id ?? '?') });
  const item = /^result\.breakdown\.items\[(\d+)\]\.(points|count|id)$/.exec(field);
  if (item) {
    const id = log.result.breakdown?.items?.[Number(item[1])]?.id ?? '?';
    // A line the rule set does not know is named as recorded (quoted short), never as a message key.
    if (item[2] === 'id' || !hasMessage(lang, `${log.ruleset.words}.item.${id}`)) return t(lang, 'replay.field.item-unknown', { id: quoteText(id) });
    return t(lang, `replay.field.item-${item[2]}`, { item: t(lang, `${log.ruleset.words}.item.${id}`) });
  }
  const figure = /^result\.breakdown\.(\w+)$/.exec(field);
  if (figure) return t(lang, `${log.ruleset.words}.figure.${figure[1]}`);
  const key = field.replace(/^result\./, '');
  return t(lang, `replay.field.${key}`);
}

/** A line by the rule set's word for it, or as recorded (quoted short) when the rule set has none. */
function itemName(lang: Lang, log: DealLog, id: string): string {
  const key = `${log.ruleset.words}.item.${id}`;
  return hasMessage(lang, key) ? t(lang, key) : quoteText(id);
}

/** A recorded or recomputed value as words: seats by name, win types and ways by name. */
export function valueText(lang: Lang, field: string, value: unknown, log: DealLog): string {
  if (value === null || value === undefined) return t(lang, 'replay.value.none');
  const names = log.seats.map((s) => s.name);
  if ((/^result(\.alsoWon\[\d+\])?\.winner$/.test(field) || field === 'result.nextDealer') && typeof value === 'number') return seatName(lang, value as Seat, names, log.dealer);
  const key = field === 'result.win' ? `${log.ruleset.words}.win.${String(value)}` : field === 'result.how' ? wayKey(lang, log.ruleset.words, String(value)) : null;
  if (key && hasMessage(lang, key)) return t(lang, key);
  if (field.startsWith('result.deltas') && typeof value === 'number') return signed(value);
  if (/^result\.breakdown\.items\[\d+\]$/.test(field) && typeof value === 'string') return itemName(lang, log, value);
  // Anything else the log recorded (an item id may be megabytes long) is quoted, never shown whole.
  return typeof value === 'string' ? quoteText(value) : String(value);
}

/** One sentence per difference: "Total: the log records 12, the rules give 10." */
export function differenceText(lang: Lang, difference: Difference, log: DealLog): string {
  return t(lang, 'replay.difference', {
    field: fieldLabel(lang, difference.field, log),
    recorded: valueText(lang, difference.field, difference.recorded, log),
    recomputed: valueText(lang, difference.field, difference.recomputed, log),
  });
}

/** The differences a verdict counts but does not list, in one line. */
export const moreDifferencesText = (lang: Lang, more: number): string => t(lang, 'replay.more-differences', { count: countText(more) });
