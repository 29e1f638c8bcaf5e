// The wall as counts: tiles taken from the front (deal, draws) and the tail (kong replacements),
// the very last tile kept back as the horse (guangdong ruling 8). A known wall order is checked
// tile by tile; without it, copies are counted.

import type { Tile } from '../../../tiles/index.ts';
import { peekTile, placeProblem, type Taken, takeTiles } from '../../../game/wall.ts';
import { GD_COPIES, GD_WALL_SIZE } from '../tileset.ts';
import type { GdDeal, GdState } from './state.ts';

/** The wall position of the horse: its last tile. */
export const HORSE_AT = GD_WALL_SIZE - 1;

/** Takes tiles in order from the front or the tail (the tiles before the horse), or the horse, each checked against the wall order or the copies left. */
export function take(deal: GdDeal, state: GdState, tiles: readonly Tile[], from: 'front' | 'tail' | 'horse'): Taken {
  if (from !== 'horse') return takeTiles(deal.wall, state, GD_COPIES, HORSE_AT, tiles, from);
  const seen = deal.wall ? (state.seen as Uint8Array) : Uint8Array.from(state.seen);
  for (const tile of tiles) {
    const problem = placeProblem(deal.wall, seen, GD_COPIES, tile, HORSE_AT);
    if (problem) return { ok: false, violation: problem };
  }
  return { ok: true, front: state.front, tail: state.tail, seen };
}

/** The tile the wall holds at the next front or tail position, or the horse, when the order is known. */
export function peek(deal: GdDeal, state: GdState, from: 'front' | 'tail' | 'horse'): Tile | null {
  if (from !== 'horse') return peekTile(deal.wall, state, HORSE_AT, from);
  return deal.wall ? (deal.wall[HORSE_AT] ?? null) : null;
}
