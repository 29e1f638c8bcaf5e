// Tile identities: a tile is a small integer so hands can live in count arrays.
// 0–8 characters 1m–9m, 9–17 dots, 18–26 bamboo, 27–33 honors 1z–7z, 34–41 flowers 1f–8f.

import type { Tile } from '../vocabulary.ts';

export type { Tile };
export type Suit = 'm' | 'p' | 's' | 'z' | 'f';

export const SUITS: readonly Suit[] = ['m', 'p', 's', 'z', 'f'];
/** First tile id of each suit, and how many ranks it has. */
const SUIT_START: Record<Suit, number> = { m: 0, p: 9, s: 18, z: 27, f: 34 };
const SUIT_SIZE: Record<Suit, number> = { m: 9, p: 9, s: 9, z: 7, f: 8 };

export const TILE_KINDS = 42;
/** Kinds that can be held in a hand in any rule set: suited tiles and honors. */
export const HAND_KINDS = 34;
export const SUITED_KINDS = 27;

export function tileOf(rank: number, suit: Suit): Tile | undefined {
  if (!Number.isInteger(rank) || rank < 1 || rank > SUIT_SIZE[suit]) return undefined;
  return SUIT_START[suit] + rank - 1;
}

export function suitOf(tile: Tile): Suit {
  if (tile < 9) return 'm';
  if (tile < 18) return 'p';
  if (tile < 27) return 's';
  if (tile < 34) return 'z';
  return 'f';
}

export function rankOf(tile: Tile): number {
  return tile - SUIT_START[suitOf(tile)] + 1;
}

export function isSuited(tile: Tile): boolean {
  return tile >= 0 && tile < SUITED_KINDS;
}

export function isTile(value: unknown): value is Tile {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < TILE_KINDS;
}

/** The notation code of one tile, e.g. `5p`. */
export function tileCode(tile: Tile): string {
  return `${rankOf(tile)}${suitOf(tile)}`;
}

/** Every tile id in notation order, for iteration and tables. */
export const ALL_TILES: readonly Tile[] = Array.from({ length: TILE_KINDS }, (_, i) => i);
