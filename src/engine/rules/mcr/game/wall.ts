// The wall as counts: tiles taken from the front (deal, draws) and the tail (flower and kong
// replacements, mcr ruling 1). A known wall order is checked tile by tile; without it, copies are counted.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { MCR_COPIES, MCR_WALL_SIZE } from '../tileset.ts';
import { violation } from '../../../game/flow.ts';
import type { McrDeal, McrState, Violation } from './state.ts';

export type Taken = { ok: true; front: number; tail: number; seen: Uint8Array } | { ok: false; violation: Violation };

/** Takes tiles in order from the front or the tail, each checked against the wall order or the copies left. */
export function take(deal: McrDeal, state: McrState, tiles: readonly Tile[], from: 'front' | 'tail'): Taken {
  const seen = deal.wall ? (state.seen as Uint8Array) : Uint8Array.from(state.seen);
  let { front, tail } = state;
  for (const tile of tiles) {
    if (front + tail >= MCR_WALL_SIZE) return { ok: false, violation: violation('wall-empty') };
    const index = from === 'front' ? front : MCR_WALL_SIZE - 1 - tail;
    if (deal.wall) {
      const expected = deal.wall[index];
      if (expected !== tile) return { ok: false, violation: violation('wall-mismatch', { tile: tileCode(tile), expected: tileCode(expected), position: index + 1 }) };
    } else {
      if (seen[tile] >= MCR_COPIES[tile]) return { ok: false, violation: violation('no-copy-left', { tile: tileCode(tile), copies: MCR_COPIES[tile] }) };
      seen[tile]++;
    }
    if (from === 'front') front++;
    else tail++;
  }
  return { ok: true, front, tail, seen };
}

/** The tile the wall holds at the next front or tail position, when the order is known. */
export function peek(deal: McrDeal, state: McrState, from: 'front' | 'tail'): Tile | null {
  if (!deal.wall) return null;
  return deal.wall[from === 'front' ? state.front : MCR_WALL_SIZE - 1 - state.tail] ?? null;
}
