// A missed win of the deal on the table, for the viewed seat, as the link of a review item (the
// engine's learn/missed.ts makes it from the deal's replay).
import type { MissedChance } from '../../engine/analysis/index.ts';
import { missedWinLink as linkOf } from '../../engine/learn/missed.ts';
import type { LoadedDeal } from './load.ts';

export const missedWinLink = (deal: LoadedDeal, n: MissedChance): string | null => linkOf(deal.replay, n);
