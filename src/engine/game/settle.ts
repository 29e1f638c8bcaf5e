// Turning a score's payments by role (each other seat, the discarder, the rest) into payments
// between seats, so every rule set's deltas are the sum of its settlement.

import type { Payment, Seat } from './types.ts';
import type { RolePayment } from '../rules/types.ts';

/** How many seats pay under a role: each of the other three, the one that gave the tile, or the other two. */
export function payersOf(from: RolePayment['from']): number {
  return from === 'each-other' ? 3 : from === 'discarder' ? 1 : 2;
}

/** What the winner gains in all from a score's payments by role. */
export function winnerGain(payments: readonly RolePayment[]): number {
  let gain = 0;
  for (const p of payments) gain += p.amount * payersOf(p.from);
  return gain;
}

/** The seats' payments for a win by `winner`; `discarder` is the seat that gave the tile (a discard, a robbed kong), if any. */
export function settleWin(payments: readonly RolePayment[], winner: Seat, discarder: Seat | null): Payment[] {
  const out: Payment[] = [];
  for (const p of payments) {
    for (let k = 1; k < 4; k++) {
      const from = ((winner + k) % 4) as Seat;
      const pays = p.from === 'each-other' || (p.from === 'discarder' ? from === discarder : from !== discarder);
      if (pays && p.amount !== 0) out.push({ from, to: winner, amount: p.amount, reason: p.reason });
    }
  }
  return out;
}
