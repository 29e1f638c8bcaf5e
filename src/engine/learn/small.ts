// Small hands, for a newcomer's first exercises: a few sets and a pair of one suit (5 tiles, 8, …)
// instead of the rule set's whole hand. A part that small has one shape in every rule set, sets
// and a pair; what stays the rule set's own is its tiles, their copies and its wild (a wild drawn
// finishes any part one short). A size of the whole hand is the rule set's own analysis.

import { concealedCounts, decompositions, tilesShort, waitingTiles, type Decomposition } from '../hand/index.ts';
import type { HandAnalysis, Meld, Ruleset } from '../rules/types.ts';
import type { Tile } from '../tiles/index.ts';

/** Tiles of the rule set's whole winning hand (a kong counted as three). */
export const fullSize = (rules: Ruleset): number => rules.meldsToWin * 3 + 2;

/** The sizes a hand may have, smallest first: one set and a pair (5), two (8), … up to the whole hand. */
export function handSizes(rules: Ruleset): number[] {
  return Array.from({ length: rules.meldsToWin }, (_, i) => (i + 1) * 3 + 2);
}

/** Whether a size is a small hand of this rule set (not the whole hand, and sets and a pair). */
export const isSmall = (rules: Ruleset, size: number | undefined): size is number => size !== undefined && size !== fullSize(rules) && handSizes(rules).includes(size);

/** The sets a winning hand of `size` tiles holds besides its pair. */
export const setsOf = (size: number): number => (size - 2) / 3;

/** The kind a wild drawn is read as: the revealed wild (`shown`), or the rule set's fixed wild kind. */
function wildKind(rules: Ruleset, shown: Tile | null): Tile | null {
  if (rules.wilds.kind === 'revealed') return shown;
  if (rules.wilds.kind === 'fixed') return rules.wilds.tiles[0] ?? null;
  return null;
}

/** How far a hand is from winning: a small hand as sets and a pair, the whole hand as the rule set says. */
export function analyseHand(rules: Ruleset, concealed: readonly Tile[], melds: readonly Meld[], shown: Tile | null, size?: number): HandAnalysis {
  if (!isSmall(rules, size)) return rules.analyse(concealed, melds, shown);
  const wild = wildKind(rules, shown);
  const { counts, wilds } = concealedCounts(concealed, wild);
  const lacking = tilesShort(counts, wilds, setsOf(size));
  // A part one short needs its draw even when a tile could be swapped instead.
  const short = concealed.length === size - 1 ? Math.max(1, lacking) : lacking;
  const waits = concealed.length === size - 1 && short === 1 ? waitingTiles(counts, wilds, wild, rules.handKinds) : [];
  return { short, waits, size };
}

/** The readings of a small winning hand as sets and a pair (none for a hand that is not one). */
export function smallReadings(rules: Ruleset, concealed: readonly Tile[], shown: Tile | null): Decomposition[] {
  const wild = wildKind(rules, shown);
  const { counts, wilds } = concealedCounts(concealed, wild);
  return decompositions(counts, wilds, wild ?? 0, 20);
}
