// The wall as counts: tiles taken from the front (deal, draws) and the tail (replacements,
// gold flips), and the reserve never drawn (ruling 3). A known wall order is checked tile by tile.

import type { Tile } from '../../../tiles/index.ts';
import { peekTile, type Taken, takeTiles } from '../../../game/wall.ts';
import type { GameState } from './state.ts';
import type { FuzhouDeal } from './context.ts';

/** Tiles that can still be drawn: what is left in the wall beyond the reserve. */
export function drawable(state: GameState): number {
  return state.wallSize - state.front - state.tail - state.reserve;
}

/** Takes tiles in order from the front or the tail, each checked against the wall order or the copies left. */
export function take(deal: FuzhouDeal, state: GameState, tiles: readonly Tile[], from: 'front' | 'tail'): Taken {
  return takeTiles(deal.wall, state, deal.table.copies, state.wallSize, tiles, from);
}

/** The tile the wall holds at the next front or tail position, when the order is known. */
export function peek(deal: FuzhouDeal, state: GameState, from: 'front' | 'tail'): Tile | null {
  return peekTile(deal.wall, state, state.wallSize, from);
}
