// The display notation of tile rows used by `:tiles[…]` and <Tiles tiles="…">: the engine's tile
// notation per group, plus `'` sideways (claimed), `*` highlighted, `-` dimmed after a tile's digit,
// and `#` for a face-down tile. Whitespace separates groups (melds).

import { parseTiles, type NotationError, type Tile } from '../../engine/tiles/index.ts';

/** One tile as shown in a row. `tile` is meaningless when `back` is set. */
export interface TileItem {
  tile: Tile;
  back?: boolean;
  sideways?: boolean;
  highlighted?: boolean;
  dimmed?: boolean;
  gold?: boolean;
}

export type RowError = {
  /** The whitespace-separated token at fault, quoted in messages so the author can find it. */
  token: string;
  reason: NotationError['code'] | 'stray-modifier';
};

export type RowParse = { ok: true; groups: TileItem[][] } | { ok: false; error: RowError };

/** Smartypants may have curled a quote before we see the text; both mean sideways. */
const SIDEWAYS = new Set(["'", '’', '‘', '′']);
const isDigit = (c: string) => c >= '0' && c <= '9';
const SUITS = 'mpszf';

function parseGroup(token: string): { ok: true; items: TileItem[] } | { ok: false; error: RowError } {
  const items: TileItem[] = [];
  let pending: TileItem[] = [];
  let digits = '';
  /** The tile a modifier would apply to: the last digit or `#`, not a tile already closed by its suit letter. */
  let current: TileItem | undefined;
  const fail = (reason: RowError['reason']) => ({ ok: false as const, error: { token, reason } });
  for (const c of token) {
    if (isDigit(c)) {
      digits += c;
      current = { tile: -1 };
      pending.push(current);
    } else if (SIDEWAYS.has(c) || c === '*' || c === '-') {
      if (!current) return fail('stray-modifier');
      if (c === '*') current.highlighted = true;
      else if (c === '-') current.dimmed = true;
      else current.sideways = true;
    } else if (SUITS.includes(c)) {
      const parsed = parseTiles(`${digits}${c}`);
      if (!parsed.ok) return fail(parsed.error.code);
      parsed.value.forEach((tile, i) => items.push({ ...pending[i], tile }));
      pending = [];
      digits = '';
      current = undefined;
    } else if (c === '#') {
      if (digits) return fail('missing-suit');
      current = { tile: 0, back: true };
      items.push(current);
    } else {
      return fail('bad-character');
    }
  }
  if (digits) return fail('missing-suit');
  return { ok: true, items };
}

/** Parses `4'56m 5*p ####` into groups of tiles; the first bad token is reported. */
export function parseTileRow(text: string): RowParse {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { ok: false, error: { token: text, reason: 'empty' } };
  const groups: TileItem[][] = [];
  for (const token of tokens) {
    const group = parseGroup(token);
    if (!group.ok) return group;
    groups.push(group.items);
  }
  return { ok: true, groups };
}

/** Parses a `gold=` value (`5p`, or several: `5p 6p`) into the tile kinds that are gold. */
export function parseGoldKinds(text: string): { ok: true; tiles: Set<Tile> } | { ok: false; error: RowError } {
  const parsed = parseTiles(text, { nonEmpty: true });
  if (!parsed.ok) return { ok: false, error: { token: text, reason: parsed.error.code } };
  return { ok: true, tiles: new Set(parsed.value) };
}

/** Marks every tile of a gold kind as gold (face-down tiles never are). */
export function applyGold(groups: readonly (readonly TileItem[])[], gold: ReadonlySet<Tile>): TileItem[][] {
  return groups.map((g) => g.map((item) => (!item.back && gold.has(item.tile) ? { ...item, gold: true } : { ...item })));
}
