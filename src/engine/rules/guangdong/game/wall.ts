// The wall as counts: tiles taken from the front (deal, draws) and the tail (kong replacements),
// the very last tile kept back as the horse (guangdong ruling 8). A known wall order is checked
// tile by tile; without it, copies are counted.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { GD_COPIES, GD_WALL_SIZE } from '../tileset.ts';
import { violation } from '../../../game/flow.ts';
import { drawable, type GdDeal, type GdState, type Violation } from './state.ts';

export type Taken = { ok: true; front: number; tail: number; seen: Uint8Array } | { ok: false; violation: Violation };

/** The wall position of the horse: its last tile. */
export const HORSE_AT = GD_WALL_SIZE - 1;

/** Takes tiles in order from the front or the tail, each checked against the wall order or the copies left. */
export function take(deal: GdDeal, state: GdState, tiles: readonly Tile[], from: 'front' | 'tail' | 'horse'): Taken {
  const seen = deal.wall ? (state.seen as Uint8Array) : Uint8Array.from(state.seen);
  let { front, tail } = state;
  for (const tile of tiles) {
    if (from !== 'horse' && drawable({ ...state, front, tail }) <= 0) return { ok: false, violation: violation('wall-empty') };
    const index = from === 'front' ? front : from === 'tail' ? HORSE_AT - 1 - tail : HORSE_AT;
    if (deal.wall) {
      const expected = deal.wall[index];
      if (expected !== tile) return { ok: false, violation: violation('wall-mismatch', { tile: tileCode(tile), expected: tileCode(expected), position: index + 1 }) };
    } else {
      if (seen[tile] >= GD_COPIES[tile]) return { ok: false, violation: violation('no-copy-left', { tile: tileCode(tile), copies: GD_COPIES[tile] }) };
      seen[tile]++;
    }
    if (from === 'front') front++;
    else if (from === 'tail') tail++;
  }
  return { ok: true, front, tail, seen };
}

/** The tile the wall holds at the next front or tail position, or the horse, when the order is known. */
export function peek(deal: GdDeal, state: GdState, from: 'front' | 'tail' | 'horse'): Tile | null {
  if (!deal.wall) return null;
  return deal.wall[from === 'front' ? state.front : from === 'tail' ? HORSE_AT - 1 - state.tail : HORSE_AT] ?? null;
}
