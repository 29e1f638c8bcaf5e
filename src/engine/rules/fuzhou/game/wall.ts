// The wall as counts: tiles taken from the front (deal, draws) and the tail (replacements,
// gold flips), and the reserve never drawn (ruling 3). A known wall order is checked tile by tile.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import type { GameState, Violation } from './state.ts';
import { violation } from '../../../game/flow.ts';
import type { FuzhouDeal } from './context.ts';

/** Tiles that can still be drawn: what is left in the wall beyond the reserve. */
export function drawable(state: GameState): number {
  return state.wallSize - state.front - state.tail - state.reserve;
}

export type Taken = { ok: true; front: number; tail: number; seen: Uint8Array } | { ok: false; violation: Violation };

/** Takes tiles in order from the front or the tail, each checked against the wall order or the copies left. */
export function take(deal: FuzhouDeal, state: GameState, tiles: readonly Tile[], from: 'front' | 'tail'): Taken {
  // With the wall's order known, conservation is the wall's own; no need to count copies.
  const seen = deal.wall ? (state.seen as Uint8Array) : Uint8Array.from(state.seen);
  let { front, tail } = state;
  for (const tile of tiles) {
    if (front + tail >= state.wallSize) return { ok: false, violation: violation('wall-empty') };
    const index = from === 'front' ? front : state.wallSize - 1 - tail;
    if (deal.wall) {
      const expected = deal.wall[index];
      if (expected !== tile) return { ok: false, violation: violation('wall-mismatch', { tile: tileCode(tile), expected: tileCode(expected), position: index + 1 }) };
    } else if (seen[tile] >= deal.table.copies[tile]) {
      return { ok: false, violation: violation('no-copy-left', { tile: tileCode(tile), copies: deal.table.copies[tile] }) };
    }
    if (!deal.wall) seen[tile]++;
    if (from === 'front') front++;
    else tail++;
  }
  return { ok: true, front, tail, seen };
}

/** The tile the wall holds at the next front or tail position, when the order is known. */
export function peek(deal: FuzhouDeal, state: GameState, from: 'front' | 'tail'): Tile | null {
  if (!deal.wall) return null;
  return deal.wall[from === 'front' ? state.front : state.wallSize - 1 - state.tail] ?? null;
}
