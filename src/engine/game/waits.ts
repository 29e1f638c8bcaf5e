// What a seat one tile short of a win waits on, each tile with the copies that seat cannot see:
// the reading of the hand is the table's, the counting of what is gone is the same everywhere.

import type { Tile } from '../tiles/index.ts';
import type { Seat, SeatState, TableState, Wait } from './types.ts';
import { unseenBy } from './unseen.ts';

/** `seat`'s waits as `waiting` reads its hand, of a set with `copies`; null while it holds a fresh tile. */
export function waitsOf(copies: ArrayLike<number>, state: TableState, seat: Seat, waiting: (s: SeatState) => Tile[], indicator: Tile | null = null): Wait[] | null {
  const s = state.seats[seat];
  if (s.hand.length % 3 !== 1) return null;
  const left = unseenBy(copies, state, seat, indicator);
  return waiting(s).map((tile) => ({ tile, left: left[tile] }));
}
