// Screen-reader names of tiles ("5 Dots, gold" / "五筒（金）"), from the `tiles` i18n namespace; a
// wild tile is named by its rule set's word (`<words>.word.wild`) where the rule set is known.

import { rankOf, suitOf, type Tile } from '../../engine/tiles/index.ts';
import { hasMessage, t, type Lang } from '../../i18n/index.ts';
import { ownKey } from '../../i18n/own-words.ts';

/** How a tile is shown; shared by labels and drawings. */
export interface TileState {
  /** A wild tile (drawn in the gold look at every table). */
  gold?: boolean;
  /** Greyed out: a dead tile. */
  dimmed?: boolean;
  /** Turned a quarter: the claimed tile of a meld. */
  sideways?: boolean;
  /** The last action. */
  highlighted?: boolean;
  /** Face down; the tile id is then ignored. */
  back?: boolean;
  /** The rule set whose tile names are used (MCR says 三条 where the others say 三索). */
  words?: string | undefined;
}

/** The tile's own name, without states: "5 Dots", "East wind", "五筒", "东风". */
export function tileName(lang: Lang, tile: Tile, words?: string): string {
  const suit = suitOf(tile);
  const rank = rankOf(tile);
  if (suit === 'z') return t(lang, `tiles.honor.${rank}`);
  if (suit === 'f') return t(lang, `tiles.flower.${rank}`);
  // A rule set may name a suit its own way (`<words>.word.suit.s`: MCR's 条).
  const own = words === undefined ? undefined : `${words}.word.suit.${suit}`;
  return t(lang, `tiles.suit.${suit}`, own !== undefined && hasMessage(lang, own) ? { rank, suit: t(lang, own) } : { rank });
}

export function tileLabel(lang: Lang, tile: Tile, state: TileState = {}): string {
  if (state.back) return t(lang, 'tiles.back');
  const states: string[] = [];
  if (state.gold) states.push(t(lang, ownKey(lang, state.words, 'word.wild', 'tiles.state.wild')));
  if (state.sideways) states.push(t(lang, 'tiles.state.claimed'));
  if (state.dimmed) states.push(t(lang, 'tiles.state.dead'));
  if (state.highlighted) states.push(t(lang, 'tiles.state.latest'));
  const name = tileName(lang, tile, state.words);
  if (states.length === 0) return name;
  return t(lang, 'tiles.with-states', { tile: name, states: states.join(t(lang, 'tiles.state-separator')) });
}
