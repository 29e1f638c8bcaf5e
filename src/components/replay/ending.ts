// The line that says who won a deal, for the table's banner and the exported picture: every
// winner, the first and then the others of the same deal (several robbers of one kong).
import type { DealResult, Seat } from '../../engine/game/types.ts';
import { t, type Lang } from '../../i18n/index.ts';
import { seatName } from './words.ts';

/** "Mei (East) wins: …, +8 in all; Lin (South) wins: …, +8 in all"; '' for a deal without a winner. */
export function winnersText(lang: Lang, result: DealResult, words: string, names: readonly string[], dealer: Seat): string {
  if (result.winner === null) return '';
  const wins = [{ winner: result.winner, win: result.score?.win ?? '' }, ...(result.alsoWon ?? []).map((w) => ({ winner: w.winner, win: w.score.win }))];
  return wins
    .map(({ winner, win }) => t(lang, 'replay.end.win', { seat: seatName(lang, winner, names, dealer), win: t(lang, `${words}.win.${win}`), gain: result.deltas[winner], words }))
    .join(t(lang, 'replay.end.win-separator', { words }));
}
