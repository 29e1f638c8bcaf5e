// Turning a score's payments by role (each other seat, the discarder, the rest) into payments
// between seats, so every rule set's deltas are the sum of its settlement.

import type { Payment, Seat } from './types.ts';
import type { RolePayment } from '../rules/types.ts';

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
