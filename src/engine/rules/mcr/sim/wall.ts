// Stacked MCR walls for the simulator: chosen hands, chosen tiles at chosen draws from the front
// and the tail, the rest shuffled; and hands built to win with at least 8 points (mcr ruling 3).

import type { Tile } from '../../../tiles/index.ts';
import { TilePool } from '../../../bots/pool.ts';
import { fillWall, layStack, type Stack } from '../../../bots/stack.ts';
import { pick, shuffle, type Random } from '../../../bots/rng.ts';
import { readMcrSituation, type McrSituationJson } from '../situation.ts';
import { scoreMcr } from '../score.ts';
import { MCR_COPIES, MCR_WALL_SIZE } from '../tileset.ts';
import { formatTiles, tileCode } from '../../../tiles/index.ts';

/** The copies of each tile kind not yet placed. */
export class Pool extends TilePool {
  constructor() {
    super(MCR_COPIES);
  }
}

/** The full wall (front first) for a stack whose given tiles have already been taken from `pool`; null when the pool runs dry. */
export function buildWall(stack: Stack, pool: Pool, random: Random): Tile[] | null {
  // Random hands never hold a flower: flowers stay in the wall.
  const wall = layStack(stack, pool, random, { size: MCR_WALL_SIZE, tailAt: MCR_WALL_SIZE - 1, dealable: (t) => t < 34 });
  return wall && fillWall(wall, pool, random);
}

/** One random set from the pool: a chow (more often) or a pung; null if none fits. */
export function randomSet(pool: Pool, random: Random, avoid: ReadonlySet<Tile> = new Set()): Tile[] | null {
  for (let attempt = 0; attempt < 60; attempt++) {
    const chow = random() < 0.6;
    const start = chow ? pick([0, 9, 18], random) + Math.floor(random() * 7) : Math.floor(random() * 34);
    const tiles = chow ? [start, start + 1, start + 2] : [start, start, start];
    if (tiles.some((t) => avoid.has(t))) continue;
    if (pool.take(tiles)) return tiles;
  }
  return null;
}

export function randomPair(pool: Pool, random: Random, avoid: ReadonlySet<Tile> = new Set()): Tile[] | null {
  for (let attempt = 0; attempt < 60; attempt++) {
    const t = Math.floor(random() * 34);
    if (!avoid.has(t) && pool.take([t, t])) return [t, t];
  }
  return null;
}

const chowOf = (suit: number, rank1: number): Tile[] => [suit * 9 + rank1 - 1, suit * 9 + rank1, suit * 9 + rank1 + 1];

/**
 * A winning 14 (concealed, nothing claimed) of a kind that usually scores 8 or more: a pure
 * straight, a mixed straight, a mixed triple chow, or a half flush with a dragon pung; with one
 * more set and a pair at random. Taken from the pool; null if it runs dry.
 */
export function strongHand(pool: Pool, random: Random, avoid: ReadonlySet<Tile> = new Set()): Tile[] | null {
  const suits = shuffle([0, 1, 2], random);
  const kind = Math.floor(random() * 4);
  let core: Tile[];
  if (kind === 0) core = [...chowOf(suits[0], 1), ...chowOf(suits[0], 4), ...chowOf(suits[0], 7)];
  else if (kind === 1) core = [...chowOf(suits[0], 1), ...chowOf(suits[1], 4), ...chowOf(suits[2], 7)];
  else if (kind === 2) {
    const r = 1 + Math.floor(random() * 7);
    core = [...chowOf(0, r), ...chowOf(1, r), ...chowOf(2, r)];
  } else {
    const dragon = 31 + Math.floor(random() * 3);
    core = [dragon, dragon, dragon, ...chowOf(suits[0], 1 + Math.floor(random() * 7)), ...chowOf(suits[0], 1 + Math.floor(random() * 7))];
  }
  if (core.some((t) => avoid.has(t)) || !pool.take(core)) return null;
  // The half flush keeps to its suit and the honors.
  const fits = kind === 3 ? (t: Tile) => t >= 27 || Math.floor(t / 9) === suits[0] : () => true;
  const block = new Set([...avoid, ...Array.from({ length: 34 }, (_, t) => t).filter((t) => !fits(t))]);
  const set = randomSet(pool, random, block);
  const pair = set && randomPair(pool, random, block);
  if (!set || !pair) return null;
  return [...core, ...set, ...pair].sort((a, b) => a - b);
}

/** What a concealed hand (the winning tile included) scores won that way, or null when it is no legal win. */
export function points(concealed: readonly Tile[], winningTile: Tile, winBy: McrSituationJson['winBy'], seatWind: Tile, more: Partial<McrSituationJson> = {}): number | null {
  const read = readMcrSituation({ ruleset: 'mcr', concealed: formatTiles(concealed), winningTile: tileCode(winningTile), winBy, seatWind: tileCode(seatWind), ...more });
  if (!read.ok) return null;
  const outcome = scoreMcr(read.situation);
  return outcome.ok ? outcome.total : null;
}
