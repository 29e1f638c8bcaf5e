// Stacked Guangdong walls for the simulator: chosen hands, chosen tiles at chosen draws from the
// front and the tail, a chosen horse (the wall's last tile), the rest shuffled.

import type { Tile } from '../../../tiles/index.ts';
import { TilePool } from '../../../bots/pool.ts';
import type { Seat } from '../../../game/types.ts';
import { shuffle, type Random } from '../../../bots/rng.ts';
import { GD_COPIES, GD_WALL_SIZE } from '../tileset.ts';

/** Tiles dealt: the dealer's 14 and 13 to each of the others. */
export const DEALT = 53;

/** The copies of each tile kind not yet placed. */
export class Pool extends TilePool {
  constructor() {
    super(GD_COPIES);
  }
}

export interface Stack {
  dealer: Seat;
  /** Hands as dealt (dealer 14, others 13); seats not given get random tiles, never one of `avoid`. */
  hands: Partial<Record<Seat, Tile[]>>;
  /** Tiles at the front after the deal: index 0 is the first tile drawn in play. */
  draws?: Record<number, Tile>;
  /** Tiles at the tail before the horse: index 0 is the first kong replacement. */
  tail?: Record<number, Tile>;
  horse?: Tile;
  /** Kinds never dealt at random (kept in the wall). */
  avoid?: readonly Tile[];
}

/** The full wall (front first) for a stack whose given tiles were already taken from `pool`; null when the pool runs dry. */
export function buildWall(stack: Stack, pool: Pool, random: Random): Tile[] | null {
  const wall: (Tile | undefined)[] = new Array(GD_WALL_SIZE);
  const avoid = new Set(stack.avoid ?? []);
  let at = 0;
  for (let k = 0; k < 4; k++) {
    const seat = ((stack.dealer + k) % 4) as Seat;
    const size = k === 0 ? 14 : 13;
    let hand = stack.hands[seat];
    if (!hand) {
      const candidates = shuffle(
        pool.tiles().filter((t) => !avoid.has(t)),
        random,
      ).slice(0, size);
      if (candidates.length < size || !pool.take(candidates)) return null;
      hand = candidates;
    }
    if (hand.length !== size) throw new Error(`stacked hand of ${hand.length} tiles for seat ${seat}`);
    for (const t of shuffle([...hand], random)) wall[at++] = t;
  }
  for (const [i, t] of Object.entries(stack.draws ?? {})) wall[DEALT + Number(i)] = t;
  for (const [i, t] of Object.entries(stack.tail ?? {})) wall[GD_WALL_SIZE - 2 - Number(i)] = t;
  if (stack.horse !== undefined) wall[GD_WALL_SIZE - 1] = stack.horse;
  const rest = shuffle(pool.tiles(), random);
  for (let i = 0; i < GD_WALL_SIZE; i++) if (wall[i] === undefined) wall[i] = rest.pop();
  if (rest.length || wall.some((t) => t === undefined)) throw new Error('stacked wall does not hold 136 tiles');
  return wall as Tile[];
}
