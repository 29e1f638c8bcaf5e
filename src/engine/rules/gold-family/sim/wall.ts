// Building walls: a plain shuffle, or a stacked wall with chosen hands, a chosen gold and chosen
// tiles at chosen draws (and the flowers in the reserve), so simulated runs reach the rare rules.

import type { Tile } from '../../../tiles/index.ts';
import type { Seat } from '../../../game/types.ts';
import { fullSet } from '../../../bots/wall.ts';
import { pick, shuffle, type Random } from '../../../bots/rng.ts';
import type { GoldTable } from '../game/context.ts';

export const DEAL_TILES = 65;

export interface Stack {
  dealer: Seat;
  /** Hands dealt as given (dealer 17 tiles, others 16); the rest are filled at random. */
  hands: Partial<Record<Seat, Tile[]>>;
  /** The first tile flipped from the tail: the gold's indicator. */
  gold: Tile;
  /** Tiles at given draws after the deal: key 0 is the first tile drawn from the front. */
  draws?: Record<number, Tile>;
  /** Tiles kept out of the front part of the wall (the deal and the draws before the reserve). */
  late?: Tile[];
}

/** A remover over a pool of tiles: takes one copy of a tile, or fails. */
export class Pool {
  private readonly left: number[];
  constructor(tiles: readonly Tile[]) {
    this.left = new Array(42).fill(0);
    for (const t of tiles) this.left[t]++;
  }
  has(t: Tile, n = 1): boolean {
    return this.left[t] >= n;
  }
  take(t: Tile): boolean {
    if (this.left[t] <= 0) return false;
    this.left[t]--;
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

/** Natural melds (runs and triplets) drawn from the pool, avoiding `avoid`; null if the pool runs dry. */
export function melds(pool: Pool, count: number, random: Random, avoid: Set<Tile>): Tile[] | null {
  const out: Tile[] = [];
  for (let m = 0; m < count; m++) {
    let placed = false;
    for (let attempt = 0; attempt < 50 && !placed; attempt++) {
      const run = random() < 0.6;
      const start = run ? pick([0, 9, 18], random) + Math.floor(random() * 7) : Math.floor(random() * 27);
      const tiles = run ? [start, start + 1, start + 2] : [start, start, start];
      if (tiles.some((t) => avoid.has(t)) || !(run ? tiles.every((t) => pool.has(t)) : pool.has(start, 3))) continue;
      tiles.forEach((t) => pool.take(t));
      out.push(...tiles);
      placed = true;
    }
    if (!placed) return null;
  }
  return out;
}

/** Lays a stacked wall out: deal, draws, reserve, flipped gold. Null when the tiles do not fit. */
export function buildWall(table: GoldTable, stack: Stack, random: Random): Tile[] | null {
  const WALL = table.wallSize;
  // The first tile of the reserve once the gold is flipped from the tail.
  const firstReserve = WALL - 1 - table.reserve;
  const pool = new Pool(fullSet(table.copies));
  const fixed: Tile[] = [...Object.values(stack.hands).flat(), stack.gold, ...Object.values(stack.draws ?? {})];
  for (const t of fixed) if (!pool.take(t)) return null;
  const rest = shuffle(pool.tiles(), random);
  // Flowers go to the reserve, and those that do not fit (the 144-tile table has 36) to the end
  // of the drawable part: none is dealt or drawn early, so the flip is the arranged gold and the
  // draws come where they were put.
  const flowers = rest.filter(table.isBonus);
  const late = [...(stack.late ?? [])];
  const lateTiles: Tile[] = [];
  const loose = rest.filter((t) => !flowers.includes(t));
  for (const t of late) {
    const i = loose.indexOf(t);
    if (i >= 0) lateTiles.push(...loose.splice(i, 1));
  }
  const wall = new Array<Tile>(WALL).fill(-1);
  wall[WALL - 1] = stack.gold;
  // The reserve: late tiles at its far end from the tail (replacements reach them last), then flowers.
  let r = firstReserve;
  let back = firstReserve - 1;
  for (const t of [...lateTiles, ...flowers]) {
    if (r < WALL - 1) wall[r++] = t;
    else if (back > DEAL_TILES + 40) wall[back--] = t;
    else return null;
  }
  for (const [k, t] of Object.entries(stack.draws ?? {})) wall[DEAL_TILES + Number(k)] = t;
  // Deal order: the dealer's 17, then each following seat's 16.
  let pos = 0;
  for (let i = 0; i < 4; i++) {
    const seat = ((stack.dealer + i) % 4) as Seat;
    const size = i === 0 ? 17 : 16;
    const hand = stack.hands[seat];
    if (hand && hand.length !== size) return null;
    for (let k = 0; k < size; k++) {
      if (hand) wall[pos++] = hand[k];
      else {
        const t = loose.pop();
        if (t === undefined) return null;
        wall[pos++] = t;
      }
    }
  }
  for (let i = 0; i < WALL; i++) {
    if (wall[i] !== -1) continue;
    const t = loose.pop();
    if (t === undefined) return null;
    wall[i] = t;
  }
  return loose.length === 0 ? wall : null;
}
