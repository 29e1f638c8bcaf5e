// How the deals of a game follow each other at the guangdong table (ruling 10): the winner deals
// next (of several robbers of one kong, the one nearest the robbed seat, whom the log records
// first); a draw game or a time-up keeps the dealer. The table keeps no streak.

import type { Succession } from '../types.ts';

export const GD_SUCCESSION: Succession = {
  maxDeals: null,
  dealOptions: [],
  next: (previous) => ({ dealer: previous.winners[0] ?? previous.dealer, streak: 0, options: {} }),
  seatsMayChange: () => false,
};
