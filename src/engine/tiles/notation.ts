// The site's tile notation (deal logs, the command line, tests, addresses): `123m456p99s`, `1z`,
// `5f`; spaces allowed between tiles.
// Parsing reports the first problem with its position so a message can point at it.

import { SUITS, TILE_KINDS, type Suit, type Tile, suitOf, rankOf, tileCode, tileOf } from './tile.ts';

export type NotationError =
  /** A character that is neither a digit, a suit letter nor a space. */
  | { code: 'bad-character'; char: string; position: number; text: string }
  /** Digits not followed by a suit letter (`123`), or a suit letter with no digits (`m`). */
  | { code: 'missing-suit'; text: string; position: number }
  | { code: 'missing-rank'; char: string; position: number; text: string }
  /** A rank the suit does not have: `0m`, `8z`, `9f`. */
  | { code: 'bad-rank'; tile: string; position: number; text: string }
  /** More copies of one tile than the rule set has. */
  | { code: 'too-many-copies'; tile: string; count: number; max: number; position: number; text: string }
  | { code: 'empty'; text: string }
  | { code: 'too-long'; length: number; max: number; text: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: NotationError };

export interface ParseOptions {
  /** Most copies of each tile allowed (by tile id); omitted: no limit. */
  maxCopies?: ArrayLike<number>;
  /** Reject an empty string. */
  nonEmpty?: boolean;
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const isSuit = (c: string): c is Suit => (SUITS as readonly string[]).includes(c);

/** Parses tile notation into tile ids in the order written. */
/**
 * The longest tile text read: a whole 144-tile wall written out tile by tile with separators
 * fits well inside it; anything longer is refused before it is read, so work stays bounded.
 */
export const MAX_NOTATION_CHARS = 1000;

export function parseTiles(text: string, options: ParseOptions = {}): Parsed<Tile[]> {
  if (text.length > MAX_NOTATION_CHARS) return { ok: false, error: { code: 'too-long', length: text.length, max: MAX_NOTATION_CHARS, text: text.slice(0, 40) } };
  const tiles: Tile[] = [];
  const positions: number[] = [];
  let digitsStart = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text[i] : ' ';
    if (isDigit(c)) {
      if (digitsStart < 0) digitsStart = i;
      continue;
    }
    if (isSuit(c)) {
      if (digitsStart < 0) return { ok: false, error: { code: 'missing-rank', char: c, position: i, text } };
      for (let j = digitsStart; j < i; j++) {
        const tile = tileOf(Number(text[j]), c);
        if (tile === undefined) {
          return { ok: false, error: { code: 'bad-rank', tile: `${text[j]}${c}`, position: j, text } };
        }
        tiles.push(tile);
        positions.push(j);
      }
      digitsStart = -1;
      continue;
    }
    if (digitsStart >= 0) {
      // Digits that end without a suit letter: either the text ended or a stray character follows.
      if (i < text.length && c.trim() !== '') {
        return { ok: false, error: { code: 'bad-character', char: c, position: i, text } };
      }
      return { ok: false, error: { code: 'missing-suit', text: text.slice(digitsStart, i), position: digitsStart } };
    }
    if (c.trim() !== '' && c !== ',') {
      return { ok: false, error: { code: 'bad-character', char: c, position: i, text } };
    }
  }
  if (options.nonEmpty && tiles.length === 0) return { ok: false, error: { code: 'empty', text } };
  if (options.maxCopies) {
    const seen = new Uint8Array(TILE_KINDS);
    for (let k = 0; k < tiles.length; k++) {
      const t = tiles[k];
      if (++seen[t] > options.maxCopies[t]) {
        return {
          ok: false,
          error: { code: 'too-many-copies', tile: tileCode(t), count: countOf(tiles, t), max: options.maxCopies[t], position: positions[k], text },
        };
      }
    }
  }
  return { ok: true, value: tiles };
}

function countOf(tiles: readonly Tile[], tile: Tile): number {
  let n = 0;
  for (const t of tiles) if (t === tile) n++;
  return n;
}

/** Parses one tile code such as `5p`. */
export function parseTile(text: string): Parsed<Tile> {
  const parsed = parseTiles(text, { nonEmpty: true });
  if (!parsed.ok) return parsed;
  if (parsed.value.length !== 1) return { ok: false, error: { code: 'bad-character', char: text, position: 0, text } };
  return { ok: true, value: parsed.value[0] };
}

/** Parses notation that is known to be valid (tests, tables); throws otherwise. */
export function tiles(text: string): Tile[] {
  const parsed = parseTiles(text);
  if (!parsed.ok) throw new Error(`invalid tile notation ${JSON.stringify(text)}: ${parsed.error.code}`);
  return parsed.value;
}

export function tile(text: string): Tile {
  const parsed = parseTile(text);
  if (!parsed.ok) throw new Error(`invalid tile ${JSON.stringify(text)}`);
  return parsed.value;
}

/** Writes tiles in compressed notation, keeping their order: [1m,2m,3m,5p] → `123m5p`. */
export function formatTiles(list: readonly Tile[]): string {
  let out = '';
  for (let i = 0; i < list.length; i++) {
    out += rankOf(list[i]);
    if (i + 1 === list.length || suitOf(list[i + 1]) !== suitOf(list[i])) out += suitOf(list[i]);
  }
  return out;
}

/** Tiles in the app's sort order: by suit (m, p, s, z, f), then rank. */
export function sortTiles(list: readonly Tile[]): Tile[] {
  return [...list].sort((a, b) => a - b);
}
