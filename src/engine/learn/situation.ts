// A hand as a situation of its rule set: the rule set's own JSON (its form's defaults for every
// field the exercise does not set), read through the checked door and scored by the rule set itself.

import type { Random } from '../bots/rng.ts';
import type { CheckedSituation, Ruleset, ScoreOutcome, Situation } from '../rules/types.ts';
import { readSituation } from '../situation/read.ts';
import { formatTiles, sortTiles, tileCode, type Tile } from '../tiles/index.ts';
import { wildField } from './hands.ts';
import type { HandView, Level, ScoreInfo } from './types.ts';

/** The ways of winning an exercise picks from: the two every table knows, where the rule set has them. */
export function commonWays(rules: Ruleset): string[] {
  return ['self-draw', 'discard'].filter((w) => (rules.winBy as readonly string[]).includes(w));
}

/** The situation JSON (the `fzmj score` format) of a winning hand. */
export function handJson(rules: Ruleset, hand: HandView, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const json: Record<string, unknown> = {
    ruleset: rules.name,
    concealed: formatTiles(sortTiles(hand.concealed)),
    melds: hand.melds.map((m) => ({ type: m.type, tiles: formatTiles(m.tiles) })),
    winningTile: tileCode(hand.winningTile ?? hand.concealed[hand.concealed.length - 1]),
  };
  const wild = wildField(rules);
  for (const field of rules.situationForm) {
    if (field === wild) json[field.id] = hand.wild === null ? tileCode(field.default) : tileCode(hand.wild);
    else if (field.kind === 'tile') json[field.id] = tileCode(field.default);
    else if (field.kind === 'tiles') json[field.id] = hand.flowers?.length ? formatTiles(hand.flowers) : '';
    else json[field.id] = field.default;
  }
  if (hand.winBy !== undefined) json.winBy = hand.winBy;
  return { ...json, ...extra };
}

/** The rule set's situation for a hand, or null when it cannot read it or it cannot happen. */
export function situationOf(rules: Ruleset, hand: HandView, extra: Record<string, unknown> = {}): CheckedSituation | null {
  const read = readSituation(rules, handJson(rules, hand, extra));
  return read.ok ? read.situation : null;
}

/** The view of a parsed situation. */
export function viewOf(rules: Ruleset, s: Situation): HandView {
  const wild = wildField(rules) ? s.wild : null;
  return { concealed: sortTiles(s.concealed), melds: s.melds.map((m) => ({ type: m.type, tiles: [...m.tiles] })), wild: wild, winningTile: s.winningTile, winBy: s.winBy, flowers: [...s.flowers] };
}

export function scoreInfo(outcome: ScoreOutcome): ScoreInfo | null {
  if (!outcome.ok) return null;
  return { win: outcome.win, total: outcome.total, figures: { ...outcome.figures }, items: outcome.items.map((i) => ({ ...i })), decomposition: outcome.decomposition };
}

/**
 * The circumstances of a winning hand for a level: the winning tile and the way of winning, and
 * from level 2 some bonus tiles from the form's tile lists and, at level 3, counts above their minimum.
 */
export function withCircumstances(rules: Ruleset, hand: HandView, level: Level, random: Random): { hand: HandView; extra: Record<string, unknown> } {
  const ways = commonWays(rules);
  const winningTile: Tile = hand.concealed[Math.floor(random() * hand.concealed.length)];
  const winBy = ways[Math.floor(random() * ways.length)];
  const extra: Record<string, unknown> = {};
  let flowers: Tile[] = [];
  for (const field of rules.situationForm) {
    if (field.kind === 'tiles' && level > 1) {
      const count = Math.floor(random() * (level + 1));
      const pool = [...field.tiles];
      for (let i = 0; i < count && pool.length; i++) flowers.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
      flowers = sortTiles(flowers);
    }
    if (field.kind === 'count' && level === 3) extra[field.id] = field.min + Math.floor(random() * 3);
  }
  return { hand: { ...hand, winningTile, winBy, flowers }, extra };
}
