// The checker's entry as reactive state: the rule set and its options, the hand (concealed
// tiles in notation, melds, the winning tile), the rule set's situation fields, and where a
// tapped tile goes. Tapping keeps the hand sorted as it grows; typing keeps what was typed.

import { formatTiles, parseTiles, sortTiles, tileCode, type MeldType, type Tile } from '../../engine/index.ts';
import type { CheckInput } from './evaluate.ts';

/** Where a tapped tile goes: the hand, a meld, or a tile field of the rule set's form. */
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

export class Entry {
  input = $state<CheckInput>({ ruleset: '', options: {}, concealed: '', melds: [], winning: '', fields: {} });
  target = $state<Target>({ kind: 'concealed' });

  constructor(input: CheckInput) {
    this.input = input;
  }

  /** A tile tapped on the palette goes to the current target. */
  tap(tile: Tile): void {
    const t = this.target;
    if (t.kind === 'concealed') {
      this.input.concealed = withTile(this.input.concealed, tile);
      // The tile tapped last is the winning tile, unless one was picked in the hand.
      this.input.winning = tileCode(tile);
    } else if (t.kind === 'meld') {
      const meld = this.input.melds[t.index];
      if (meld) meld.tiles = withTile(meld.tiles, tile);
    } else {
      const current = this.input.fields[t.id];
      this.input.fields[t.id] = this.multiple(t.id) ? withTile(typeof current === 'string' ? current : '', tile) : tileCode(tile);
    }
  }

  /** Backspace on the palette: the target's last tile goes. */
  removeLast(): void {
    const t = this.target;
    if (t.kind === 'concealed') {
      this.input.concealed = withoutLast(this.input.concealed);
      this.input.winning = '';
    } else if (t.kind === 'meld') {
      const meld = this.input.melds[t.index];
      if (meld) meld.tiles = withoutLast(meld.tiles);
    } else if (typeof this.input.fields[t.id] === 'string') {
      this.input.fields[t.id] = withoutLast(String(this.input.fields[t.id]));
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
