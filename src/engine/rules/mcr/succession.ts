// How the deals of an MCR game follow each other (mcr ruling 11): at most 16 deals in four rounds;
// the dealer passes to the next seat after every deal, won or drawn (ruling 7), no streak; the round
// wind is a deal's own option and advances East, South, West, North every four deals; players may
// take other seats between rounds, so each deal's log says who sits where.

import type { Seat } from '../../vocabulary.ts';
import type { Succession } from '../types.ts';

export const MCR_DEALS_PER_ROUND = 4;
const WINDS = ['1z', '2z', '3z', '4z'] as const;

export const MCR_SUCCESSION: Succession = {
  maxDeals: 16,
  dealOptions: ['roundWind'],
  next(previous) {
    const wind = WINDS.indexOf(previous.options.roundWind as (typeof WINDS)[number]);
    const newRound = (previous.index + 1) % MCR_DEALS_PER_ROUND === 0;
    const roundWind = newRound ? WINDS[(wind + 1) % WINDS.length] : WINDS[Math.max(wind, 0)];
    return { dealer: ((previous.dealer + 1) % 4) as Seat, streak: 0, options: { roundWind } };
  },
  seatsMayChange: (index) => index > 0 && index % MCR_DEALS_PER_ROUND === 0,
};
