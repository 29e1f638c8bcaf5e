// Where a deal stands for the bots and the viewer, read the same way at every table: whose move
// it waits for, and what kind of decision is due. A table's own moments (a window) it reads itself.

import { type ClaimWindow, givenBy } from './claims.ts';
import type { Decision, Seat } from './types.ts';

/** The seat whose move the table waits for: the one its moment names; none while claims are open or the deal is over. */
export const actingSeat = (moment: { readonly kind: string; readonly seat?: Seat }): Seat | null => moment.seat ?? null;

/**
 * The decision due: claims on a tile given up (a kong's tile only to a win; a discard too when
 * `discardWinsOnly`), a seat's own turn, nothing once the deal is over, else the one forced event.
 */
export function decisionAt(window: ClaimWindow | null, turn: Seat | null, over: boolean, discardWinsOnly = false): Decision {
  if (window) return { kind: 'claims', from: givenBy(window), tile: window.tile, winsOnly: window.kind === 'rob' || discardWinsOnly };
  if (turn !== null) return { kind: 'turn', seat: turn };
  return over ? { kind: 'over' } : { kind: 'forced' };
}
