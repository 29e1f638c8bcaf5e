// Stacked MCR walls for the simulator: chosen hands, chosen tiles at chosen draws from the front
// and the tail, the rest shuffled; and hands built to win with at least 8 points (mcr ruling 3).

import type { Tile } from '../../../tiles/index.ts';
import { TilePool } from '../../../bots/pool.ts';
import type { Seat } from '../../../game/types.ts';
import { pick, shuffle, type Random } from '../../../bots/rng.ts';
import { readMcrSituation, type McrSituationJson } from '../situation.ts';
import { scoreMcr } from '../score.ts';
import { MCR_COPIES, MCR_WALL_SIZE } from '../tileset.ts';
import { formatTiles, tileCode } from '../../../tiles/index.ts';

/** Tiles dealt: the dealer's 14 and 13 to each of the others. */
export const DEALT = 53;

/** The copies of each tile kind not yet placed. */
export class Pool extends TilePool {
  constructor() {
    super(MCR_COPIES);
  }
}

export interface Stack {
  dealer: Seat;
  /** Hands as dealt (dealer 14, others 13); seats not given get random tiles, never a flower nor one of `avoid`. */
  hands: Partial<Record<Seat, Tile[]>>;
  /** Tiles at the front after the deal: index 0 is the first tile drawn in play. */
  draws?: Record<number, Tile>;
  /** Tiles at the tail: index 0 is the first replacement drawn. */
  tail?: Record<number, Tile>;
  /** Kinds never dealt at random (kept in the wall). */
  avoid?: readonly Tile[];
}

/** The full wall (front first) for a stack whose given tiles have already been taken from `pool`; null when the pool runs dry. */
export function buildWall(stack: Stack, pool: Pool, random: Random): Tile[] | null {
  const wall: (Tile | undefined)[] = new Array(MCR_WALL_SIZE);
  const avoid = new Set(stack.avoid ?? []);
  let at = 0;
  for (let k = 0; k < 4; k++) {
    const seat = ((stack.dealer + k) % 4) as Seat;
    const size = k === 0 ? 14 : 13;
    let hand = stack.hands[seat];
    if (!hand) {
      const candidates = shuffle(
        pool.tiles().filter((t) => t < 34 && !avoid.has(t)),
        random,
      ).slice(0, size);
      if (candidates.length < size || !pool.take(candidates)) return null;
      hand = candidates;
    }
    if (hand.length !== size) throw new Error(`stacked hand of ${hand.length} tiles for seat ${seat}`);
    for (const t of shuffle([...hand], random)) wall[at++] = t;
  }
  for (const [i, t] of Object.entries(stack.draws ?? {})) wall[DEALT + Number(i)] = t;
  for (const [i, t] of Object.entries(stack.tail ?? {})) wall[MCR_WALL_SIZE - 1 - Number(i)] = t;
  const rest = shuffle(pool.tiles(), random);
  for (let i = 0; i < MCR_WALL_SIZE; i++) if (wall[i] === undefined) wall[i] = rest.pop();
  if (rest.length || wall.some((t) => t === undefined)) throw new Error('stacked wall does not hold 144 tiles');
  return wall as Tile[];
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
