// Random winning hands for exercises, for any rule set: melds and a pair drawn from the tile kinds
// the level allows, within the copies of each kind, wilds swapped in where the rule set reveals a
// wild. Nothing here decides whether a hand wins: the generators ask the rule set.

import { pick, shuffle, type Random } from '../bots/rng.ts';
import type { Meld, Ruleset, SituationField } from '../rules/types.ts';
import { isSuited, sortTiles, suitOf, type Tile } from '../tiles/index.ts';
import { isSmall, setsOf } from './small.ts';
import type { HandView, Level } from './types.ts';

/** The form field holding the revealed wild kind, if the rule set has one. */
export function wildField(rules: Ruleset): Extract<SituationField, { kind: 'tile' }> | null {
  if (rules.wilds.kind !== 'revealed') return null;
  const field = rules.situationForm.find((f) => f.kind === 'tile' && f.wild);
  return field && field.kind === 'tile' ? field : null;
}

/** Tile kinds a level draws from: one suit at level 1, two at level 2, every kind the rule set holds at 3. */
export function levelKinds(rules: Ruleset, level: Level, random: Random): Tile[] {
  const suits = shuffle(['m', 'p', 's'], random).slice(0, level === 3 ? 3 : level);
  return rules.handKinds.filter((t) => (isSuited(t) ? suits.includes(suitOf(t)) : level === 3));
}

/** Copies of each kind a hand may hold: the wall's, less the wild's face-up indicator. */
export function available(rules: Ruleset, wild: Tile | null): Uint8Array {
  const out = Uint8Array.from(rules.copies);
  if (wild !== null && rules.wilds.kind === 'revealed') out[wild]--;
  return out;
}

/** Copies of a kind not in sight: the wall's less the hand, the melds and the wild's indicator. */
export function unseen(rules: Ruleset, tile: Tile, hand: { concealed: readonly Tile[]; melds: readonly Meld[]; wild: Tile | null }): number {
  let seen = 0;
  for (const t of hand.concealed) if (t === tile) seen++;
  for (const m of hand.melds) for (const t of m.tiles) if (t === tile) seen++;
  if (tile === hand.wild && rules.wilds.kind === 'revealed') seen++;
  return Math.max(0, rules.copies[tile] - seen);
}

type Group = { type: 'chow' | 'pong' | 'pair'; tiles: Tile[] };

function drawGroup(kinds: readonly Tile[], left: Uint8Array, pair: boolean, random: Random): Group | null {
  for (let attempt = 0; attempt < 40; attempt++) {
    const t = pick(kinds, random);
    if (pair) {
      if (left[t] >= 2) return { type: 'pair', tiles: [t, t] };
      continue;
    }
    const run = [t, t + 1, t + 2];
    const chowable = isSuited(t) && t % 9 <= 6 && run.every((r) => kinds.includes(r) && left[r] > 0);
    if (chowable && random() < 0.6) return { type: 'chow', tiles: run };
    if (left[t] >= 3) return { type: 'pong', tiles: [t, t, t] };
    if (chowable) return { type: 'chow', tiles: run };
  }
  return null;
}

/**
 * A hand in a winning shape of melds and a pair (or null to try again): at level 1 no wild in hand
 * and nothing exposed, at level 2 up to one wild, at level 3 up to two wilds and two exposed melds.
 * A small `size` (5, 8, …) is a part of a hand as level 1 draws it: one suit, no wild, nothing exposed.
 */
export function randomWinningHand(rules: Ruleset, asked: Level, random: Random, size?: number): HandView | null {
  const small = isSmall(rules, size);
  const level: Level = small ? 1 : asked;
  const sets = small ? setsOf(size) : rules.meldsToWin;
  const kinds = levelKinds(rules, level, random);
  const field = wildField(rules);
  let wild: Tile | null = null;
  if (field) {
    // Level 1 keeps the wild out of the suits in play, so the hand holds none.
    const outside = field.tiles.filter((t) => !kinds.includes(t));
    wild = level === 1 && outside.length ? pick(outside, random) : pick(field.tiles, random);
  }
  const natural = kinds.filter((t) => t !== wild);
  const left = available(rules, wild);
  const groups: Group[] = [];
  for (let i = 0; i <= sets; i++) {
    const group = drawGroup(natural, left, i === sets, random);
    if (!group) return null;
    for (const t of group.tiles) left[t]--;
    groups.push(group);
  }
  const melds: Meld[] = [];
  if (level === 3) {
    const exposed = Math.floor(random() * 3);
    for (const g of groups.slice(0, exposed)) if (g.type !== 'pair') melds.push({ type: g.type, tiles: g.tiles });
  }
  const concealed = groups.slice(melds.length).flatMap((g) => g.tiles);
  if (wild !== null && level > 1) {
    const wilds = Math.min(left[wild], Math.floor(random() * level));
    for (let i = 0; i < wilds; i++) concealed[Math.floor(random() * concealed.length)] = wild;
  }
  return { concealed: sortTiles(concealed), melds, wild };
}

/** Removes one copy of a tile (the list stays sorted). */
export function without(list: readonly Tile[], tile: Tile): Tile[] {
  const out = [...list];
  const at = out.indexOf(tile);
  if (at >= 0) out.splice(at, 1);
  return out;
}

/** Whether every copy of some kind is already in sight, a corner the exercises stay out of. */
export function exhausts(rules: Ruleset, hand: { concealed: readonly Tile[]; melds: readonly Meld[]; wild: Tile | null }): boolean {
  const kinds = new Set([...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)]);
  return [...kinds].some((t) => unseen(rules, t, hand) === 0);
}
