// The viewer's words for seats, events and score fields: seats by name and wind (relative to the
// dealer), tiles by their names, codes turned into words with the deal namespace's helpers.

import type { DealResult, Narration } from '../../engine/game/types.ts';
import type { Seat } from '../../engine/game/types.ts';
import { parseTile, parseTiles } from '../../engine/tiles/index.ts';
import { dealParams, ruleKey, SEAT_PARAMS } from '../../i18n/deal-format.ts';
import { hasMessage, t, type Lang, type Params } from '../../i18n/index.ts';
import { formatPath } from '../../engine/schema/problem.ts';
import { cleanName, clip, safePath } from '../../engine/schema/quote.ts';
import { tileName } from '../tiles/label.ts';
import { windOf, type Relation } from './view-model.ts';

export const windName = (lang: Lang, wind: number): string => t(lang, `replay.wind.${wind}`);

/** "Lin (South)" / "Lin（南）": the name a player has at the table (cut short, no control characters), with the seat's wind. */
export function seatName(lang: Lang, seat: Seat, names: readonly string[], dealer: Seat): string {
  return t(lang, 'replay.seat-name', { name: clip(cleanName(names[seat] ?? String(seat))), wind: windName(lang, windOf(seat, dealer)) });
}

export const relationName = (lang: Lang, relation: Relation): string => t(lang, `replay.relation.${relation}`);

/**
 * A way of winning in words: the rule set's own (`<words>.how.<how>`), for a way its event table
 * declares, else the viewer's (`replay.how.<how>`), so a new table's way never shows as a key.
 */
export function howName(lang: Lang, words: string, how: string): string {
  const own = `${words}.how.${how}`;
  return t(lang, hasMessage(lang, own) ? own : `replay.how.${how}`, { words });
}

/** One tile code ("5p") as its name ("5 Dots" / "五筒"); anything else is left as it is. */
export function tileWords(lang: Lang, code: string, words?: string): string {
  const one = parseTile(code);
  if (one.ok) return tileName(lang, one.value, words);
  const many = parseTiles(code);
  if (many.ok && many.value.length) return many.value.map((tile) => tileName(lang, tile, words)).join(t(lang, 'replay.list-separator'));
  return code;
}

/** Turns codes into the viewer's words: seats as "name (wind)", tiles by name. */
export function viewerParams(lang: Lang, params: Params, names: readonly string[], dealer: Seat, words?: string): Params {
  const out = dealParams(lang, params, names, words);
  for (const key of SEAT_PARAMS) {
    const seat = params[key];
    if (typeof seat === 'number' && seat >= 0 && seat <= 3) out[key] = seatName(lang, seat as Seat, names, dealer);
  }
  for (const key of ['tile', 'tiles', 'discard']) {
    if (typeof params[key] === 'string' && params[key] !== '') out[key] = tileWords(lang, params[key] as string, words);
  }
  return out;
}

/** An event told in words ("Lin (South) pongs 3 Characters from Mei (East)"). */
export function eventText(lang: Lang, narration: Narration, names: readonly string[], dealer: Seat, words?: string): string {
  const said = t(lang, narration.key, viewerParams(lang, narration.params, names, dealer, words));
  return narration.why ? `${said} ${t(lang, narration.why.key, viewerParams(lang, narration.why.params, names, dealer, words))}` : said;
}

/** A broken rule in words. */
export function ruleText(lang: Lang, violation: { code: string; params: Params }, names: readonly string[], dealer: Seat, words?: string): string {
  return t(lang, ruleKey(lang, words, violation.code), viewerParams(lang, violation.params, names, dealer, words));
}

/**
 * How a deal without a winner ended, from its result: a draw game, or the rule set's own ending
 * in its words (`<words>.end.<id>`), and whether payments made during the deal (kongs) stand.
 * `end` is the table's banner, `score` the score's sentence.
 */
export function noWinnerText(lang: Lang, result: Pick<DealResult, 'ending' | 'settlement'>, form: 'end' | 'score', words?: string): string {
  const paid = result.settlement.length ? '-paid' : '';
  const key = result.ending !== undefined && words !== undefined ? `${words}.${form}.${result.ending}${paid}` : `replay.${form}.draw${paid}`;
  return t(lang, key, words ? { words } : {});
}

/** A signed score change: "+12", "−4", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** Where in a log a problem is, as a reader says it: "step 21, field seat" for an event, else the field's path. */
export function placeText(lang: Lang, path: readonly (string | number)[]): string {
  // A path may hold the user's own keys (an unknown field): quoted short.
  const safe = safePath(path);
  if (safe[0] === 'events' && typeof safe[1] === 'number') {
    const field = formatPath(safe.slice(2));
    return field ? t(lang, 'replay.place.event-field', { n: safe[1] + 1, field }) : t(lang, 'replay.place.event', { n: safe[1] + 1 });
  }
  return formatPath(safe);
}
