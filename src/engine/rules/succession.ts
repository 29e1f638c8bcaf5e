// How the deals of a game follow each other at the usual table: the dealer passes to the next
// seat after every deal, won or drawn, no streak is kept and no option changes from deal to deal.
// A rule set whose table plays otherwise states its own succession in its folder.

import type { Seat } from '../vocabulary.ts';
import type { Succession } from './types.ts';

export const PASSING_SUCCESSION: Succession = {
  maxDeals: null,
  dealOptions: [],
  next: (previous) => ({ dealer: ((previous.dealer + 1) % 4) as Seat, streak: 0, options: {} }),
  seatsMayChange: () => false,
};
