// Words for games in a reader's language: a broken tie between deals, said at its deal, with
// seats by name and a deal option (the round wind) in its rule set's words.

import type { GameBreak } from '../engine/replay/game-ties.ts';
import { cleanName, clip, quoteValue } from '../engine/schema/quote.ts';
import { seatLabel } from './deal-format.ts';
import { hasMessage, t, type Lang } from './index.ts';

/** The names of a deal's four seats, or the game's players, as one list. */
const nameList = (lang: Lang, names: readonly string[]): string => names.map((n) => clip(cleanName(n))).join(lang === 'zh' ? '、' : ', ');

/** An option's value in its rule set's words when it has them (`南` for `2z`), else quoted. */
function optionValue(lang: Lang, words: string, option: string, value: string | number): string {
  const key = `${words}.option.${option}.value.${value}`;
  return hasMessage(lang, key) ? t(lang, key) : quoteValue(value);
}

export interface BreakContext {
  /** The game's players, in its order. */
  players: readonly string[];
  /** The broken deal's seat names (the log's), when it was read. */
  seats: readonly string[];
  /** The seat names of the deal before it. */
  previousSeats: readonly string[];
  /** The rule set's namespace of words. */
  words: string;
}

/** What a broken tie is, without its deal. */
export function breakDetail(lang: Lang, brk: GameBreak, context: BreakContext): string {
  const p = brk.params;
  const key = `game.break.${brk.code}`;
  switch (brk.code) {
    case 'dealer':
      return t(lang, key, { expected: seatLabel(lang, Number(p.expected), context.seats), recorded: seatLabel(lang, Number(p.recorded), context.seats) });
    case 'deal-option': {
      const option = String(p.option);
      const name = `${context.words}.option.${option}.name`;
      return t(lang, key, {
        option: hasMessage(lang, name) ? t(lang, name) : option,
        expected: optionValue(lang, context.words, option, p.expected),
        recorded: optionValue(lang, context.words, option, p.recorded),
      });
    }
    case 'option':
    case 'ruleset':
      return t(lang, key, { option: String(p.option ?? ''), expected: quoteValue(p.expected), recorded: quoteValue(p.recorded) });
    case 'players':
      return t(lang, key, { players: nameList(lang, context.players), names: nameList(lang, context.seats) });
    case 'seats':
      return t(lang, Number(p.previous) === 0 ? 'game.break.seats-first' : key, {
        previous: p.previous,
        players: nameList(lang, Number(p.previous) === 0 ? context.players : context.previousSeats),
        names: nameList(lang, context.seats),
      });
    case 'total':
      return t(lang, key, { ...p, player: clip(cleanName(String(p.player))) });
    default:
      return t(lang, key, p);
  }
}

/** A broken tie as one line, said at its deal: "deal 4: the streak should be 2, the log says 0". */
export function breakText(lang: Lang, brk: GameBreak, context: BreakContext): string {
  return t(lang, 'game.at', { deal: t(lang, 'game.deal', { deal: brk.deal }), detail: breakDetail(lang, brk, context) });
}
