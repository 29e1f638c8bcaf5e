// Chows, at tables that allow them: only the seat after the discarder chows, with two tiles it
// holds that make a run with the discard. What else a table bars from the meld it says itself.

import { tileCode, type Tile } from '../tiles/index.ts';
import { violation } from './flow.ts';
import { nextSeat, withoutTiles } from './seat.ts';
import type { Seat, TableState, Violation } from './types.ts';

type Seats = TableState['seats'];

/** What a table forbids in `seat`'s chow beyond the run itself, or null. */
export type ChowBar = (seat: Seat, tiles: readonly Tile[]) => Violation | null;

const open: ChowBar = () => null;

/** The pairs of tiles that make a chow with `tile`: the two below it, one either side, the two above, in its suit. */
export function chowPairs(tile: Tile): [Tile, Tile][] {
  const out: [Tile, Tile][] = [];
  if (tile >= 27) return out;
  const suit = (t: Tile) => (t / 9) | 0;
  for (const pair of [
    [tile - 2, tile - 1],
    [tile - 1, tile + 1],
    [tile + 1, tile + 2],
  ] as [Tile, Tile][]) {
    if (pair[0] >= 0 && pair[1] <= 26 && suit(pair[0]) === suit(tile) && suit(pair[1]) === suit(tile)) out.push(pair);
  }
  return out;
}

/** Why `seat` may not chow `discarder`'s `tile` with `tiles` from its hand, or null. */
export function chowProblem(seats: Seats, seat: Seat, discarder: Seat, tile: Tile, tiles: readonly Tile[], bar: ChowBar = open): Violation | null {
  if (seat !== nextSeat(discarder)) return violation('chow-upper-seat-only', { seat, discarder });
  const barred = bar(seat, tiles);
  if (barred) return barred;
  if (!withoutTiles(seats[seat].hand, tiles)) return violation('tiles-not-held', { seat, tiles: tiles.map(tileCode).join(' ') });
  const run = [...tiles, tile].sort((a, b) => a - b);
  const isRun = run[0] < 27 && run[1] === run[0] + 1 && run[2] === run[0] + 2 && run[0] % 9 <= 6;
  return isRun ? null : violation('not-a-chow', { seat, tiles: run.map(tileCode).join(' ') });
}

/** The pairs of hand tiles `seat` may chow `discarder`'s `tile` with. */
export function chowOptions(seats: Seats, seat: Seat, discarder: Seat, tile: Tile, bar: ChowBar = open): [Tile, Tile][] {
  return chowPairs(tile).filter((pair) => !chowProblem(seats, seat, discarder, tile, pair, bar));
}

/** Why `seat` may not chow `discarder`'s `tile` at all, or null. */
export function noChow(seats: Seats, seat: Seat, discarder: Seat, tile: Tile, bar: ChowBar = open): Violation | null {
  if (seat !== nextSeat(discarder)) return violation('chow-upper-seat-only', { seat, discarder });
  return chowOptions(seats, seat, discarder, tile, bar).length ? null : violation('no-chow', { seat, tile: tileCode(tile) });
}
