// The wall as counts: tiles taken from the front (deal, draws) and the tail (flower and kong
// replacements, mcr ruling 1). A known wall order is checked tile by tile; without it, copies are
// counted. At Botzone's table (ruling 10) there is no front or tail: the 136 tiles are four
// quarters of 34, one a seat in seat-wind order (the dealer's first), and each seat deals, draws
// and replaces kongs from its own quarter, last position first, as Botzone's judge pops its walls.

import type { Tile } from '../../../tiles/index.ts';
import { distance, nextSeat } from '../../../game/seat.ts';
import { peekTile, placeProblem, takeTiles } from '../../../game/wall.ts';
import { violation } from '../../../game/flow.ts';
import type { Violation } from '../../../game/types.ts';
import { MCR_COPIES, MCR_WALL_SIZE } from '../tileset.ts';
import { USUAL } from '../../define.ts';
import type { McrDeal, McrState, Seat } from './state.ts';

/** Tiles in each seat's quarter at Botzone's table. */
export const QUARTER = 34;

type Quarters = McrState['quarters'];
export type Taken = { ok: true; front: number; tail: number; seen: Uint8Array; quarters: Quarters } | { ok: false; violation: Violation };

const copiesOf = (deal: McrDeal): ArrayLike<number> => (deal.quarters ? USUAL.copies : MCR_COPIES);

/** The wall position of the next tile `seat` takes from its quarter. */
const quarterPosition = (state: McrState, q: number): number => QUARTER * q + QUARTER - 1 - state.quarters[q];

/** Takes tiles in order from the front or the tail (or `seat`'s quarter), each checked against the wall order or the copies left. */
export function take(deal: McrDeal, state: McrState, tiles: readonly Tile[], from: 'front' | 'tail', seat: Seat): Taken {
  if (!deal.quarters) {
    const taken = takeTiles(deal.wall, state, MCR_COPIES, MCR_WALL_SIZE, tiles, from);
    // Made whole, not spread from `taken`: V8 copies a spread object slowly, and this runs at every
    // draw (the spread was about a fifth of an MCR deal's verify time).
    return taken.ok ? { ok: true, front: taken.front, tail: taken.tail, seen: taken.seen, quarters: state.quarters } : taken;
  }
  const q = distance(state.dealer, seat);
  const seen = deal.wall ? (state.seen as Uint8Array) : Uint8Array.from(state.seen);
  const quarters = [...state.quarters] as [number, number, number, number];
  for (const tile of tiles) {
    if (quarters[q] >= QUARTER) return { ok: false, violation: violation('wall-empty') };
    const problem = placeProblem(deal.wall, seen, copiesOf(deal), tile, QUARTER * q + QUARTER - 1 - quarters[q]);
    if (problem) return { ok: false, violation: problem };
    quarters[q]++;
  }
  return { ok: true, front: state.front + tiles.length, tail: 0, seen, quarters };
}

/** The tile the wall holds at the next front or tail position (or of `seat`'s quarter), when the order is known. */
export function peek(deal: McrDeal, state: McrState, from: 'front' | 'tail', seat: Seat): Tile | null {
  if (!deal.quarters) return peekTile(deal.wall, state, MCR_WALL_SIZE, from);
  const q = distance(state.dealer, seat);
  if (!deal.wall || state.quarters[q] >= QUARTER) return null;
  return deal.wall[quarterPosition(state, q)] ?? null;
}

/** The tiles a deal of `size` to `seat` takes, when the wall's order is known. */
export function dealTiles(deal: McrDeal, state: McrState, seat: Seat, size: number): Tile[] | null {
  if (!deal.wall) return null;
  if (!deal.quarters) return deal.wall.slice(state.front, state.front + size);
  const start = quarterPosition(state, distance(state.dealer, seat));
  return Array.from({ length: size }, (_, i) => deal.wall![start - i]);
}

/** Tiles `seat` can still draw: the wall's rest, or at Botzone's table its own quarter's. */
export function leftFor(deal: McrDeal, state: McrState, seat: Seat): number {
  if (!deal.quarters) return MCR_WALL_SIZE - state.front - state.tail;
  return QUARTER - state.quarters[distance(state.dealer, seat)];
}

/** Tiles still in the wall, every quarter's together. */
export function wallLeft(deal: McrDeal, state: McrState): number {
  return deal.quarters ? 4 * QUARTER - state.front : MCR_WALL_SIZE - state.front - state.tail;
}

/**
 * Whether the turn of `seat` is the wall's last (mcr ruling 8: 妙手回春, 海底捞月): the wall is
 * empty, or at Botzone's table the next seat has nothing left to draw, so the deal is drawn after it.
 */
export function lastTurn(deal: McrDeal, state: McrState, seat: Seat): boolean {
  return leftFor(deal, state, nextSeat(seat)) === 0;
}

/**
 * Whether `discarder`'s discard can only be won on (ruling 8: the last discard). Botzone's table
 * has no such rule: a claim there is refused only when the claimer has no tile left to replace a kong.
 */
export function winOnlyDiscard(deal: McrDeal, state: McrState, discarder: Seat): boolean {
  return !deal.quarters && lastTurn(deal, state, discarder);
}
