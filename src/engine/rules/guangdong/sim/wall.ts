// Stacked Guangdong walls for the simulator: chosen hands, chosen tiles at chosen draws from the
// front and the tail, a chosen horse (the wall's last tile), the rest shuffled.

import type { Tile } from '../../../tiles/index.ts';
import { TilePool } from '../../../bots/pool.ts';
import type { Random } from '../../../bots/rng.ts';
import { fillWall, layStack, type Stack } from '../../../bots/stack.ts';
import { GD_COPIES, GD_WALL_SIZE } from '../tileset.ts';

/** The copies of each tile kind not yet placed. */
export class Pool extends TilePool {
  constructor() {
    super(GD_COPIES);
  }
}

/** A stack at a Guangdong table: its tail counts from the tile before the horse. */
export interface GdStack extends Stack {
  /** The wall's last tile. */
  horse?: Tile;
}

/** The full wall (front first) for a stack whose given tiles were already taken from `pool`; null when the pool runs dry. */
export function buildWall(stack: GdStack, pool: Pool, random: Random): Tile[] | null {
  const wall = layStack(stack, pool, random, { size: GD_WALL_SIZE, tailAt: GD_WALL_SIZE - 2, dealable: () => true });
  if (!wall) return null;
  if (stack.horse !== undefined) wall[GD_WALL_SIZE - 1] = stack.horse;
  return fillWall(wall, pool, random);
}
