// Small pure operations on a seat and on the state's seats: each returns new values and shares
// everything it does not change, so a replay's hundreds of states stay cheap.

import type { Tile } from '../tiles/index.ts';
import type { Seat, SeatState, TableState } from './types.ts';

export const EMPTY_SEAT: SeatState = { hand: [], melds: [], flowers: [], discards: [], drawn: null };

/** Inserts a tile keeping the hand sorted. */
export function withTile(hand: readonly Tile[], tile: Tile): Tile[] {
  const out = new Array<Tile>(hand.length + 1);
  let i = 0;
  for (; i < hand.length && hand[i] <= tile; i++) out[i] = hand[i];
  out[i] = tile;
  for (; i < hand.length; i++) out[i + 1] = hand[i];
  return out;
}

/** Removes one copy of each tile given, or returns null when the hand lacks one. */
export function withoutTiles(hand: readonly Tile[], tiles: readonly Tile[]): Tile[] | null {
  const out = [...hand];
  for (const t of tiles) {
    const i = out.indexOf(t);
    if (i < 0) return null;
    out.splice(i, 1);
  }
  return out;
}

export function countOf(hand: readonly Tile[], tile: Tile): number {
  let n = 0;
  for (const t of hand) if (t === tile) n++;
  return n;
}

export function nextSeat(seat: Seat, by = 1): Seat {
  return ((seat + by) % 4) as Seat;
}

/** How far counter-clockwise `seat` sits after `from` (1 = lower seat, 3 = upper seat). */
export function distance(from: Seat, seat: Seat): number {
  return (seat - from + 4) % 4;
}

export function withSeat(seats: TableState['seats'], seat: Seat, patch: Partial<SeatState>): TableState['seats'] {
  const old = seats[seat];
  const changed: SeatState = {
    hand: patch.hand ?? old.hand,
    melds: patch.melds ?? old.melds,
    flowers: patch.flowers ?? old.flowers,
    discards: patch.discards ?? old.discards,
    drawn: 'drawn' in patch ? patch.drawn! : old.drawn,
  };
  const s = seats;
  return [seat === 0 ? changed : s[0], seat === 1 ? changed : s[1], seat === 2 ? changed : s[2], seat === 3 ? changed : s[3]];
}
