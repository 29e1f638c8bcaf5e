// Meld shapes shared by every rule set: a chow is three in a row of one suit, a pong three
// alike, a kong (exposed, added or concealed) four alike.

import { isSuited, type Tile } from '../tiles/index.ts';
import type { Meld, MeldType } from './types.ts';

export const isKong = (type: MeldType): boolean => type === 'kong' || type === 'added-kong' || type === 'concealed-kong';

/** Whether the tiles (lowest first) have the shape the meld type names. */
export function hasMeldShape(type: MeldType, tiles: readonly Tile[]): boolean {
  if (type === 'chow') {
    return tiles.length === 3 && isSuited(tiles[0]) && tiles[1] === tiles[0] + 1 && tiles[2] === tiles[0] + 2 && tiles[0] % 9 <= 6;
  }
  const size = type === 'pong' ? 3 : 4;
  return tiles.length === size && tiles.every((t) => t === tiles[0]);
}

/** Every tile of the hand: concealed plus the melds. */
export function handTiles(concealed: readonly Tile[], melds: readonly Meld[]): Tile[] {
  const all = [...concealed];
  for (const meld of melds) all.push(...meld.tiles);
  return all;
}
