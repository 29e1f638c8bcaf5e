// The end of a played deal: the analyzer's missed wins for the player's seat go into the learner's
// review deck, through the same links and deck as the viewer's "Add to my practice".
import type { Seat } from '../../engine/game/types.ts';
import { missedWinLinks } from '../../engine/learn/missed.ts';
import { loadProgress, recordMissedWins, saveProgress } from '../learn/progress.ts';
import { dealNotices } from '../replay/analysis-view.ts';
import type { LoadedDeal } from '../replay/load.ts';

/** Puts the deal's missed wins of `seat` in the review deck; how many there were. */
export function practiceMissed(deal: LoadedDeal, seat: Seat, now: number = Date.now()): number {
  const links = missedWinLinks(deal.replay, seat, dealNotices(deal));
  if (links.length) saveProgress(recordMissedWins(loadProgress(), links, now));
  return links.length;
}
