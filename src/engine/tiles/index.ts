// Tiles: identities and the notation.
export * from './tile.ts';
export * from './notation.ts';
