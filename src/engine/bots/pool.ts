// The copies of each tile kind not yet placed on a stacked wall: what a scenario takes hands and
// draws from, all or none at a time, before the rest of the wall is shuffled in.

import type { Tile } from '../tiles/index.ts';

export class TilePool {
  readonly left: number[];

  constructor(copies: ArrayLike<number>) {
    this.left = Array.from(copies);
  }

  has(t: Tile, n = 1): boolean {
    return this.left[t] >= n;
  }

  /** Takes the tiles, all or none. */
  take(tiles: readonly Tile[]): boolean {
    const need = new Map<Tile, number>();
    for (const t of tiles) need.set(t, (need.get(t) ?? 0) + 1);
    for (const [t, n] of need) if (!this.has(t, n)) return false;
    for (const t of tiles) this.left[t]--;
    return true;
  }

  tiles(): Tile[] {
    const out: Tile[] = [];
    this.left.forEach((n, t) => {
      for (let i = 0; i < n; i++) out.push(t);
    });
    return out;
  }
}
