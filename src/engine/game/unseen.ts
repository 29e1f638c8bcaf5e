// What one seat can count as gone: its own hand, every meld, the discards still lying in the
// pond, the flowers set aside and a face-up indicator. Everything else (the wall and the other
// hands) is unseen from that seat, whichever rule set deals the tiles.

import type { Tile } from '../tiles/index.ts';
import type { Seat, TableState } from './types.ts';

/** Copies of each tile kind `seat` cannot see at `state` (index = tile id), of a set with `copies`. */
export function unseenBy(copies: ArrayLike<number>, state: TableState, seat: Seat, indicator: Tile | null = null): Uint8Array {
  const left = Uint8Array.from(copies);
  const see = (t: number) => {
    if (left[t] > 0) left[t]--;
  };
  for (let s = 0; s < 4; s++) {
    const seatState = state.seats[s];
    if (s === seat) seatState.hand.forEach(see);
    for (const m of seatState.melds) m.tiles.forEach(see);
    // A claimed discard lives on in a meld (counted there) or in the winner's hand.
    for (const d of seatState.discards) if (d.claimedBy === undefined) see(d.tile);
    seatState.flowers.forEach(see);
  }
  if (indicator !== null) see(indicator);
  return left;
}
