// The wall as counts: tiles taken from the front (deal, draws) and the tail (flower and kong
// replacements, mcr ruling 1). A known wall order is checked tile by tile; without it, copies are counted.

import type { Tile } from '../../../tiles/index.ts';
import { peekTile, type Taken, takeTiles } from '../../../game/wall.ts';
import { MCR_COPIES, MCR_WALL_SIZE } from '../tileset.ts';
import type { McrDeal, McrState } from './state.ts';

/** Takes tiles in order from the front or the tail, each checked against the wall order or the copies left. */
export function take(deal: McrDeal, state: McrState, tiles: readonly Tile[], from: 'front' | 'tail'): Taken {
  return takeTiles(deal.wall, state, MCR_COPIES, MCR_WALL_SIZE, tiles, from);
}

/** The tile the wall holds at the next front or tail position, when the order is known. */
export function peek(deal: McrDeal, state: McrState, from: 'front' | 'tail'): Tile | null {
  return peekTile(deal.wall, state, MCR_WALL_SIZE, from);
}
