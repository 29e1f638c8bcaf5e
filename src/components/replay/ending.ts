// The line that says who won a deal, for the table's banner and the exported picture: every
// winner, the first and then the others of the same deal (several robbers of one kong). The
// table's middle is narrow on a phone, so its banner names several winners in a shorter form.
import type { DealResult, Seat } from '../../engine/game/types.ts';
import { t, type Lang } from '../../i18n/index.ts';
import { seatName } from './words.ts';

/** "Mei (East) wins: …, +8 in all; Lin (South) wins: …, +8 in all"; '' for a deal without a winner. */
export function winnersText(lang: Lang, result: DealResult, words: string, names: readonly string[], dealer: Seat): string {
  return everyWin(result)
    .map(({ winner, win }) => t(lang, 'replay.end.win', { seat: seatName(lang, winner, names, dealer), win: t(lang, `${words}.win.${win}`), gain: result.deltas[winner], words }))
    .join(t(lang, 'replay.end.win-separator', { words }));
}

/**
 * The table's banner: one winner as `winnersText` says it; several as "Hua (West) +24, Jun (North)
 * +24 win: robbing the kong", the ways of winning said once each (the score panel has the rest).
 */
export function winnersBanner(lang: Lang, result: DealResult, words: string, names: readonly string[], dealer: Seat): string {
  const wins = everyWin(result);
  if (wins.length < 2) return winnersText(lang, result, words, names, dealer);
  const seats = wins.map(({ winner }) => t(lang, 'replay.end.wins-seat', { seat: seatName(lang, winner, names, dealer), gain: result.deltas[winner] }));
  const ways = [...new Set(wins.map(({ win }) => t(lang, `${words}.win.${win}`)))];
  return t(lang, 'replay.end.wins', {
    seats: seats.join(t(lang, 'replay.end.wins-separator')),
    win: ways.join(t(lang, 'replay.end.wins-separator')),
    words,
  });
}

/** Every winner of a deal in order, with the way each won ([] without a winner). */
function everyWin(result: DealResult): { winner: Seat; win: string }[] {
  if (result.winner === null) return [];
  return [{ winner: result.winner, win: result.score?.win ?? '' }, ...(result.alsoWon ?? []).map((w) => ({ winner: w.winner, win: w.score.win }))];
}
