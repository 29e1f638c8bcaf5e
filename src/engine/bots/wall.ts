// Walls for the simulator: every tile of a rule set, shuffled.

import type { Tile } from '../tiles/index.ts';
import { shuffle, type Random } from './rng.ts';

/** Every tile of a game with these copies of each kind, in tile order. */
export function fullSet(copies: ArrayLike<number>): Tile[] {
  const out: Tile[] = [];
  for (let t = 0; t < copies.length; t++) for (let i = 0; i < copies[t]; i++) out.push(t);
  return out;
}

export function shuffledWall(copies: ArrayLike<number>, random: Random): Tile[] {
  return shuffle(fullSet(copies), random);
}
