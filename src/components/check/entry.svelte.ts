// The checker's entry as reactive state: the rule set and its options, the hand (concealed
// tiles in notation, melds, the winning tile), the rule set's situation fields, and where a
// tapped tile goes. Tapping keeps the hand sorted as it grows, and remembers the order the tiles
// came in, so Backspace takes back the last one entered; typing keeps what was typed.

import { formatTiles, parseTiles, sortTiles, tileCode, type MeldType, type Tile } from '../../engine/index.ts';
import type { CheckInput } from './evaluate.ts';

/** Where a tapped tile goes: the hand, a meld, or a tile field of the rule set's form (the gold). */
export type Target = { kind: 'concealed' } | { kind: 'meld'; index: number } | { kind: 'field'; id: string };

/** `text` with one more tile, sorted, when it reads; appended as typed when it does not. */
export function withTile(text: string, tile: Tile): string {
  const parsed = parseTiles(text);
  return parsed.ok ? formatTiles(sortTiles([...parsed.value, tile])) : `${text}${tileCode(tile)}`;
}

/** `text` without its last tile (in the order written). */
export function withoutLast(text: string): string {
  const parsed = parseTiles(text);
  return parsed.ok ? formatTiles(parsed.value.slice(0, -1)) : text.slice(0, -2);
}

/** `text` without one copy of `tile`, or null when it holds none (or does not read). */
export function withoutTile(text: string, tile: Tile): string | null {
  const parsed = parseTiles(text);
  if (!parsed.ok) return null;
  const at = parsed.value.lastIndexOf(tile);
  return at < 0 ? null : formatTiles(parsed.value.filter((_, i) => i !== at));
}

/**
 * A whole meld from the one tile a player taps into an empty meld row: a chow from its lowest
 * tile (a suited tile up to 7), a pong of three, a kong of four; null when no such meld starts there.
 */
export function wholeMeld(type: MeldType, tile: Tile): Tile[] | null {
  if (type === 'chow') return tile < 27 && tile % 9 <= 6 ? [tile, tile + 1, tile + 2] : null;
  return Array.from({ length: type === 'pong' ? 3 : 4 }, () => tile);
}

export class Entry {
  input = $state<CheckInput>({ ruleset: '', options: {}, concealed: '', melds: [], winning: '', fields: {} });
  target = $state<Target>({ kind: 'concealed' });
  /** The hand's tapped tiles in the order they came (the text is kept sorted). */
  order: Tile[] = [];

  constructor(input: CheckInput) {
    this.input = input;
  }

  /** The hand was typed or replaced: the order of taps no longer says anything. */
  forgetOrder(): void {
    this.order = [];
  }

  /** A tile tapped on the palette goes to the current target. */
  tap(tile: Tile): void {
    const t = this.target;
    if (t.kind === 'concealed') {
      this.input.concealed = withTile(this.input.concealed, tile);
      this.order.push(tile);
      // The tile tapped last is the winning tile, unless one was picked in the hand.
      this.input.winning = tileCode(tile);
    } else if (t.kind === 'meld') {
      const meld = this.input.melds[t.index];
      if (!meld) return;
      const whole = meld.tiles.trim() === '' ? wholeMeld(meld.type, tile) : null;
      if (whole) {
        meld.tiles = formatTiles(whole);
        // The meld is complete: the next taps go back to the hand.
        this.target = { kind: 'concealed' };
      } else meld.tiles = withTile(meld.tiles, tile);
    } else {
      const current = this.input.fields[t.id];
      if (this.multiple(t.id)) this.input.fields[t.id] = withTile(typeof current === 'string' ? current : '', tile);
      else {
        // A field of one tile (the gold) is set by one tap; the hand is the target again.
        this.input.fields[t.id] = tileCode(tile);
        this.target = { kind: 'concealed' };
      }
    }
  }

  /** A tile tapped on a field's own row (the flowers): it goes there, whatever the target. */
  tapInto(id: string, tile: Tile): void {
    const current = this.input.fields[id];
    this.input.fields[id] = withTile(typeof current === 'string' ? current : '', tile);
  }

  /** Backspace on a field's own row: its last tile goes. */
  removeFrom(id: string): void {
    if (typeof this.input.fields[id] === 'string') this.input.fields[id] = withoutLast(String(this.input.fields[id]));
  }

  /** Backspace on the palette: the target's last tile goes; in the hand, the last one entered. */
  removeLast(): void {
    const t = this.target;
    if (t.kind === 'concealed') this.takeBack();
    else if (t.kind === 'meld') {
      const meld = this.input.melds[t.index];
      if (meld) meld.tiles = withoutLast(meld.tiles);
    } else if (typeof this.input.fields[t.id] === 'string') {
      this.input.fields[t.id] = withoutLast(String(this.input.fields[t.id]));
    }
  }

  /**
   * The hand's last tile entered goes: the last one tapped, or (for a hand opened from an address
   * or typed) its winning tile, which is the last one entered unless one was picked.
   */
  private takeBack(): void {
    const winning = parseTiles(this.input.winning);
    let last = this.order.pop();
    let text = last === undefined ? null : withoutTile(this.input.concealed, last);
    if (text === null) {
      this.order = [];
      last = winning.ok && winning.value.length === 1 ? winning.value[0] : undefined;
      text = last === undefined ? null : withoutTile(this.input.concealed, last);
    }
    if (text === null) {
      last = undefined;
      text = withoutLast(this.input.concealed);
    }
    this.input.concealed = text;
    // Taking back the winning tile makes the tile entered before it the winning tile.
    if (last === undefined || this.input.winning === '' || this.input.winning === tileCode(last)) {
      const before = this.order.at(-1);
      this.input.winning = before === undefined ? '' : tileCode(before);
    }
  }

  addMeld(type: MeldType = 'pong'): void {
    this.input.melds.push({ type, tiles: '' });
    this.target = { kind: 'meld', index: this.input.melds.length - 1 };
  }

  removeMeld(index: number): void {
    this.input.melds.splice(index, 1);
    this.target = { kind: 'concealed' };
  }

  /** Fields of several tiles (set by the page from the rule set's form). */
  multiple: (id: string) => boolean = () => false;
}
