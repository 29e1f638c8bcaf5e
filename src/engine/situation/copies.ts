// The one check of copies: the first tile a situation shows more often than the game holds it,
// field by field in the order given, so the field named is where the count goes over. The rule
// sets' doors ask it of a whole hand, the checker's form of a hand still being entered.

import { tileCode, type Tile } from '../tiles/index.ts';
import type { Problem } from '../schema/problem.ts';

/** The fields that hold tiles, each with its path (`melds[1].tiles`), in the order counted. */
export type TileFields = readonly (readonly [readonly (string | number)[], readonly Tile[]])[];

/**
 * The problem of the first copy beyond `max` (copies in play, by tile id), or null. A copy of the
 * revealed wild `wild` too many (its indicator lies face up, so one fewer is in play) says so
 * with its own code. `seen` receives the counts up to that point, for a caller's further checks.
 */
export function tooManyCopies(max: ArrayLike<number>, fields: TileFields, wild: Tile | null = null, seen: Uint8Array = new Uint8Array(max.length)): Problem | null {
  seen.fill(0);
  for (const [path, tiles] of fields) {
    for (const t of tiles) {
      // No count goes past max + 1 (the first over returns), so a byte never wraps.
      if (++seen[t] > max[t]) return { path: [...path], code: t === wild ? 'too-many-golds' : 'too-many-copies', params: { tile: tileCode(t), count: seen[t], max: max[t] } };
    }
  }
  return null;
}
