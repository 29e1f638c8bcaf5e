// Words for deals in a reader's language: seat names in messages, narration of events, broken
// rules and verdicts. Parameters that are codes (win types, claims) are translated here.

import type { Verdict, VerdictNote } from '../engine/replay/verify.ts';
import type { Violation } from '../engine/game/types.ts';
import { t, type Lang, type Params } from './index.ts';
import { ownKey, wayKey } from './own-words.ts';
import { problemMessage } from './problem.ts';
import { cleanName, clip, quoteValue } from '../engine/schema/quote.ts';

export type SeatNames = readonly string[];

/** A seat by its name (cut short, control characters removed) and number. */
export function seatLabel(lang: Lang, seat: number, names: SeatNames): string {
  return t(lang, 'deal.seat', { name: clip(cleanName(names[seat] ?? String(seat))), seat });
}

/** The parameters of the engine's messages that name a seat (by number). */
export const SEAT_PARAMS: readonly string[] = ['seat', 'from', 'expected', 'other', 'discarder'];

/** Turns codes into words: seats into names, win types, claims and ways of winning. */
export function dealParams(lang: Lang, params: Params, names: SeatNames, words?: string): Params {
  // `words`: the rule set's namespace, so its own win word (胡 or 和) fills the shared messages.
  const out: Params = words === undefined ? { ...params } : { ...params, words };
  for (const key of SEAT_PARAMS) if (typeof params[key] === 'number') out[key] = seatLabel(lang, params[key] as number, names);
  // A named win arrives as the key of its rule set's word (`fuzhou.win.pinghu`).
  if (typeof params.win === 'string') out.win = t(lang, params.win);
  for (const key of ['claim', 'otherClaim']) if (typeof params[key] === 'string') out[key] = t(lang, `deal.claim.${params[key]}`, out);
  if (typeof params.how === 'string') out.how = t(lang, wayKey(lang, words, params.how), out);
  return out;
}

/** The words of a broken rule: the rule set's own (`<words>.rule.<code>`) if it has them, else the shared ones. */
export function ruleKey(lang: Lang, words: string | undefined, code: string): string {
  return ownKey(lang, words, `rule.${code}`, `deal.rule.${code}`);
}

export function violationText(lang: Lang, violation: Violation, names: SeatNames, words?: string): string {
  return t(lang, ruleKey(lang, words, violation.code), dealParams(lang, violation.params, names, words));
}

/** A note on a verdict in words: a claim made with no calls recorded while a higher one (or an equal one of a seat first in order) was possible. */
export function noteText(lang: Lang, note: VerdictNote, names: SeatNames): string {
  const { step, seat, claim, other, otherClaim } = note;
  // Two claims of one kind (two wins): the other seat came first by seat order, not by rank.
  const key = claim === otherClaim ? 'deal.verdict.note-unranked-seat' : 'deal.verdict.note-unranked';
  return t(lang, key, dealParams(lang, { step: step + 1, index: step, seat, claim, other, otherClaim }, names));
}

/** A count with its thousands grouped (899,990), the same in both languages. */
export const countText = (n: number): string => n.toLocaleString('en-US');

/** One line for a verdict: the status, and what is wrong and where. */
/** `words`: the rule set's namespace, for its own words of a broken rule. */
export function verdictText(lang: Lang, verdict: Verdict, names: SeatNames, words?: string): string {
  const line = (status: string, detail: string) => t(lang, 'deal.verdict.line', { status, detail });
  switch (verdict.status) {
    case 'consistent':
      return t(lang, 'deal.verdict.consistent');
    case 'mismatch':
      return line(
        t(lang, 'deal.verdict.mismatch'),
        // Recorded values are the user's (an item id may be megabytes long): quoted, never echoed whole.
        [
          ...verdict.differences.map((d) => t(lang, 'deal.difference', { field: d.field, recorded: quoteValue(d.recorded), recomputed: quoteValue(d.recomputed) })),
          // The rest are counted, not listed (a log may record 900,000 items).
          ...(verdict.more > 0 ? [t(lang, 'deal.more-differences', { count: countText(verdict.more) })] : []),
        ].join('; '),
      );
    case 'illegal':
      // Steps count from 1, as the viewer's step counter does; the index names the event exactly.
      return line(t(lang, 'deal.verdict.illegal', { step: verdict.step + 1, index: verdict.step }), violationText(lang, verdict.violation, names, words));
    case 'invalid':
      return line(t(lang, 'deal.verdict.invalid'), problemMessage(lang, verdict.problem));
  }
}
