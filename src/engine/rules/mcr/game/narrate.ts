// Each event at an MCR table told in words, as an i18n key with parameters (seats as numbers,
// tiles in notation). The shared `deal.event.*` words tell most events; a win is told with MCR's
// own payments (`mcr.event.win-*`: the discarder pays 8 + the hand's value, the others 8).

import { tileCode } from '../../../tiles/index.ts';
import { type ClaimWindow, claimWindow, givenBy } from '../../../game/claims.ts';
import { toldAlike, toldDraw, withWhy } from '../../../game/narrate.ts';
import { BASE_PAYMENT } from '../score.ts';
import { MCR_CLAIM_RANK, winsDue } from './claims.ts';
import type { DealEvent, McrState, Narration } from './state.ts';

export function narrate(words: string, before: McrState, event: DealEvent, after: McrState): Narration {
  const window = claimWindow(before.expect);
  return withWhy(tell(words, before, window, event, after), MCR_CLAIM_RANK, window, event);
}

/** The score of `seat`'s win: the result's, one of its other winners', or one declared while others are due (ruling 10). */
function winScore(after: McrState, seat: number) {
  const result = after.result;
  if (result) return result.winner === seat ? result.score : result.alsoWon?.find((w) => w.winner === seat)?.score;
  return after.expect.kind === 'claims' ? after.expect.won?.find((w) => w.seat === seat)?.score : undefined;
}

/** Every seat that wins on this discard: the result's winners once settled, else those declared and those due. */
function winnersOf(before: McrState, after: McrState, seat: number): Set<number> {
  const result = after.result;
  if (result) return new Set([result.winner, ...(result.alsoWon ?? []).map((w) => w.winner)].filter((s) => s !== null));
  const seats = new Set([seat]);
  const expect = after.expect.kind === 'claims' ? after.expect : before.expect.kind === 'claims' ? before.expect : null;
  for (const w of expect?.won ?? []) seats.add(w.seat);
  if (expect) for (const seatDue of winsDue(expect)) seats.add(seatDue);
  return seats;
}

function tell(words: string, before: McrState, window: ClaimWindow | null, event: DealEvent, after: McrState): Narration {
  switch (event.type) {
    case 'draw':
      return toldDraw(before.expect.kind, event);
    case 'win': {
      const score = winScore(after, event.seat);
      const total = score?.total ?? 0;
      // The tile given up (a discard, a robbed kong), which every winner of it won on; else the tile drawn.
      const drawn = window ? window.tile : after.seats[event.seat].drawn;
      const winners = winnersOf(before, after, event.seat);
      // Ruling 10: with several winners of one discard, the seats paying 8 are those that neither discarded nor won.
      const payers = 3 - winners.size;
      const key = event.how === 'discard' && winners.size > 1 ? `win-discard-${payers === 1 ? 'one-other' : 'no-other'}` : `win-${event.how}`;
      return {
        key: `${words}.event.${key}`,
        params: {
          seat: event.seat,
          win: `${words}.win.${score?.win ?? 'mcr'}`,
          total,
          fans: score?.figures.fanPoints ?? 0,
          pay: BASE_PAYMENT + total,
          base: BASE_PAYMENT,
          tile: drawn === null ? '' : tileCode(drawn),
          from: window ? givenBy(window) : event.seat,
        },
      };
    }
    default:
      return toldAlike(window, event);
  }
}
