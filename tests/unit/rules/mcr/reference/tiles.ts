// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// Tile classes the MCR fans are defined on (mcr ruling 1): suits and ranks, terminals, honors,
// winds and dragons, the green and reversible tiles, the thirteen orphans and the six knitted
// straights. Tiles are the engine's ids: 0–8 m, 9–17 p, 18–26 s, 27–30 winds, 31–33 dragons.

import type { Tile } from '../../../../../src/engine/tiles/index.ts';

export const KINDS = 34;
export const EAST = 27;
export const NORTH = 30;
export const WHITE = 31;
export const GREEN = 32;
export const RED = 33;

/** 0 m, 1 p, 2 s; honors 3. */
export const suitOf = (t: Tile): number => (t < 27 ? (t / 9) | 0 : 3);
/** 0-based rank of a suited tile (0 = the 1, 8 = the 9). */
export const rankOf = (t: Tile): number => t % 9;
export const isHonor = (t: Tile): boolean => t >= 27;
export const isWind = (t: Tile): boolean => t >= EAST && t <= NORTH;
export const isDragon = (t: Tile): boolean => t >= WHITE;
export const isTerminal = (t: Tile): boolean => t < 27 && (t % 9 === 0 || t % 9 === 8);

/** Per kind, bit flags: terminal, honor, green (All Green), reversible (Reversible Tiles), wind, dragon. */
export const TERMINAL = 1;
export const HONOR = 2;
export const GREEN_TILE = 4;
export const REVERSIBLE = 8;
export const WIND = 16;
export const DRAGON = 32;

const tileOf = (suit: number, rank1: number) => suit * 9 + rank1 - 1;

export const CLASS: Uint8Array = (() => {
  const c = new Uint8Array(KINDS);
  for (let t = 0; t < KINDS; t++) {
    if (isTerminal(t)) c[t] |= TERMINAL;
    if (isHonor(t)) c[t] |= HONOR;
    if (isWind(t)) c[t] |= WIND;
    if (isDragon(t)) c[t] |= DRAGON;
  }
  // All Green: 2 3 4 6 8 bamboo and the green dragon.
  for (const r of [2, 3, 4, 6, 8]) c[tileOf(2, r)] |= GREEN_TILE;
  c[GREEN] |= GREEN_TILE;
  // Reversible Tiles: 1 2 3 4 5 8 9 dots, 2 4 5 6 8 9 bamboo, the white dragon.
  for (const r of [1, 2, 3, 4, 5, 8, 9]) c[tileOf(1, r)] |= REVERSIBLE;
  for (const r of [2, 4, 5, 6, 8, 9]) c[tileOf(2, r)] |= REVERSIBLE;
  c[WHITE] |= REVERSIBLE;
  return c;
})();

/** The thirteen orphans: the 1 and 9 of each suit and the seven honors. */
export const ORPHANS: readonly Tile[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/**
 * The six knitted straights: 147, 258 and 369 each in a different suit. Each entry lists its
 * nine tiles, lowest first.
 */
export const KNITTED: readonly (readonly Tile[])[] = (() => {
  const out: Tile[][] = [];
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  for (const perm of perms) {
    // perm[k] is the suit of the run starting at rank k + 1 (147, 258, 369).
    const tiles: Tile[] = [];
    for (let k = 0; k < 3; k++) for (let step = 0; step < 3; step++) tiles.push(perm[k] * 9 + k + 3 * step);
    out.push(tiles.sort((a, b) => a - b));
  }
  return out;
})();

/** Which knitted straight (index into KNITTED) a suited tile belongs to: a bit per straight. */
export const KNITTED_OF: Uint8Array = (() => {
  const m = new Uint8Array(27);
  KNITTED.forEach((tiles, i) => {
    for (const t of tiles) m[t] |= 1 << i;
  });
  return m;
})();
