// The wall as counts: tiles taken from the front and the tail, each checked against the wall's
// order when the log carries it, else against the copies unseen. Where the tail begins is the table's.

import { tileCode, type Tile } from '../tiles/index.ts';
import { violation } from './flow.ts';
import type { Violation } from './types.ts';

/** What a state counts of its wall. */
export interface WallCount {
  readonly front: number;
  readonly tail: number;
  /** Copies of each tile kind out of the wall so far; counted only when the wall's order is unknown. */
  readonly seen: Readonly<Uint8Array>;
}

export type Taken = { ok: true; front: number; tail: number; seen: Uint8Array } | { ok: false; violation: Violation };

/** Why `tile` cannot come from wall position `index`, or null; without a known order its copy is counted in `seen`. */
export function placeProblem(wall: readonly Tile[] | null, seen: Uint8Array, copies: ArrayLike<number>, tile: Tile, index: number): Violation | null {
  if (wall) {
    const expected = wall[index];
    return expected === tile ? null : violation('wall-mismatch', { tile: tileCode(tile), expected: tileCode(expected), position: index + 1 });
  }
  if (seen[tile] >= copies[tile]) return violation('no-copy-left', { tile: tileCode(tile), copies: copies[tile] });
  seen[tile]++;
  return null;
}

/**
 * Takes tiles in order from the front or the tail of the first `end` positions of the wall (the
 * tail's first tile is at `end - 1`).
 */
export function takeTiles(wall: readonly Tile[] | null, count: WallCount, copies: ArrayLike<number>, end: number, tiles: readonly Tile[], from: 'front' | 'tail'): Taken {
  // With the wall's order known, conservation is the wall's own; no need to count copies.
  const seen = wall ? (count.seen as Uint8Array) : Uint8Array.from(count.seen);
  let { front, tail } = count;
  for (const tile of tiles) {
    if (front + tail >= end) return { ok: false, violation: violation('wall-empty') };
    const problem = placeProblem(wall, seen, copies, tile, from === 'front' ? front : end - 1 - tail);
    if (problem) return { ok: false, violation: problem };
    if (from === 'front') front++;
    else tail++;
  }
  return { ok: true, front, tail, seen };
}

/** The tile at the next front or tail position of the first `end`, when the wall's order is known. */
export function peekTile(wall: readonly Tile[] | null, count: WallCount, end: number, from: 'front' | 'tail'): Tile | null {
  if (!wall) return null;
  return wall[from === 'front' ? count.front : end - 1 - count.tail] ?? null;
}
