// Stacked walls for scenarios at tables dealing 14 and 13: chosen hands, draws and tail tiles, the
// rest shuffled in. A table places what it keeps back beyond its tail (a horse) before the fill.

import type { Tile } from '../tiles/index.ts';
import type { Seat } from '../game/types.ts';
import type { TilePool } from './pool.ts';
import { shuffle, type Random } from './rng.ts';

/** Tiles dealt: the dealer's 14 and 13 to each of the others. */
export const DEALT = 53;

export interface Stack {
  dealer: Seat;
  /** Hands as dealt (dealer 14, others 13); seats not given get random tiles, never one of `avoid`. */
  hands: Partial<Record<Seat, Tile[]>>;
  /** Tiles at the front after the deal: index 0 is the first tile drawn in play. */
  draws?: Record<number, Tile>;
  /** Tiles at the tail: index 0 is the first replacement drawn. */
  tail?: Record<number, Tile>;
  /** Kinds never dealt at random (kept in the wall). */
  avoid?: readonly Tile[];
}

/** Where a table's wall puts things: its size, the position of the first replacement, the tiles a random hand may hold. */
export interface WallLayout {
  size: number;
  tailAt: number;
  dealable(tile: Tile): boolean;
}

/**
 * The wall (front first) with the stack's hands dealt and its draws and tail placed, the other
 * positions still empty, for a stack whose given tiles were already taken from `pool`; null when
 * the pool runs dry.
 */
export function layStack(stack: Stack, pool: TilePool, random: Random, layout: WallLayout): (Tile | undefined)[] | null {
  const wall: (Tile | undefined)[] = new Array(layout.size);
  const avoid = new Set(stack.avoid ?? []);
  let at = 0;
  for (let k = 0; k < 4; k++) {
    const seat = ((stack.dealer + k) % 4) as Seat;
    const size = k === 0 ? 14 : 13;
    let hand = stack.hands[seat];
    if (!hand) {
      const candidates = shuffle(
        pool.tiles().filter((t) => layout.dealable(t) && !avoid.has(t)),
        random,
      ).slice(0, size);
      if (candidates.length < size || !pool.take(candidates)) return null;
      hand = candidates;
    }
    if (hand.length !== size) throw new Error(`stacked hand of ${hand.length} tiles for seat ${seat}`);
    for (const t of shuffle([...hand], random)) wall[at++] = t;
  }
  for (const [i, t] of Object.entries(stack.draws ?? {})) wall[DEALT + Number(i)] = t;
  for (const [i, t] of Object.entries(stack.tail ?? {})) wall[layout.tailAt - Number(i)] = t;
  return wall;
}

/** The wall with its empty positions filled from what is left in `pool`, shuffled. */
export function fillWall(wall: (Tile | undefined)[], pool: TilePool, random: Random): Tile[] {
  const rest = shuffle(pool.tiles(), random);
  for (let i = 0; i < wall.length; i++) if (wall[i] === undefined) wall[i] = rest.pop();
  if (rest.length || wall.some((t) => t === undefined)) throw new Error(`stacked wall does not hold ${wall.length} tiles`);
  return wall as Tile[];
}
