// How the deals of a game follow each other at a gold table (fuzhou ruling 14, fuzhou-144
// ruling 9): a win by the dealer or a draw keeps the dealer and the streak grows by one; a win
// by another seat passes the deal to the dealer's lower seat and the streak starts again at 0.

import type { Seat } from '../../vocabulary.ts';
import type { Succession } from '../types.ts';

export const GOLD_SUCCESSION: Succession = {
  maxDeals: null,
  dealOptions: [],
  next(previous) {
    const winner = previous.winners[0];
    if (winner === undefined || winner === previous.dealer) return { dealer: previous.dealer, streak: previous.streak + 1, options: {} };
    return { dealer: ((previous.dealer + 1) % 4) as Seat, streak: 0, options: {} };
  },
  seatsMayChange: () => false,
};
