// Complete sets of bonus tiles: at the 144-tile table, one seat setting aside all four copies
// of an honor makes the reserve grow (fuzhou-144 ruling 7).

import { countOf } from '../../../game/seat.ts';
import type { Tile } from '../../../tiles/index.ts';
import type { SeatState } from './state.ts';

/** How many tile kinds some seat has set aside all four copies of. */
export function fourOfAKind(seats: readonly SeatState[]): number {
  // A seat holds a few bonus tiles: counting each kind at its first copy needs no map.
  let sets = 0;
  for (const s of seats) {
    const f = s.flowers;
    for (let i = 0; i < f.length; i++) if (f.indexOf(f[i]) === i && countOf(f, f[i]) === 4) sets++;
  }
  return sets;
}

/** Whether a seat holding `flowers` completes a set of four by setting `tile` aside. */
export function completesFour(flowers: readonly Tile[], tile: Tile): boolean {
  return countOf(flowers, tile) === 3;
}
