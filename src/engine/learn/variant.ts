// A fresh instance of an exercise's pattern, for a review: the suits permuted (never in the same
// order) and, on a whole hand, one set the answer does not touch redrawn elsewhere in its suit, so
// the learner meets the idea again and not the tiles. The answer is the engine's, made again; an
// instance whose answer changed its shape (another number of waits, complete turned incomplete) is
// refused, so the question stays the one that was missed. The instance keeps the pattern's source:
// a review names the exercise it came from, not the instance.

import { pick, shuffle, type Random } from '../bots/rng.ts';
import type { Decomposition } from '../hand/index.ts';
import type { Seat } from '../game/types.ts';
import type { Ruleset } from '../rules/types.ts';
import { sortTiles, type Tile } from '../tiles/index.ts';
import { claimExercise } from './claim-kind.ts';
import { bestDiscardFromHand, completeFromHand, waitsFromHand } from './hand-kinds.ts';
import { available, without } from './hands.ts';
import { fansFromSituation, scoreFromSituation } from './score-kinds.ts';
import { situationOf } from './situation.ts';
import type { Exercise, HandView } from './types.ts';

/** A tile with its suit moved by `order` (the new suit of each of characters, dots, bamboo); honors stay. */
const moved = (order: readonly number[], t: Tile): Tile => (t < 27 ? order[Math.floor(t / 9)] * 9 + (t % 9) : t);

function permuted(hand: HandView, order: readonly number[]): HandView {
  const m = (t: Tile) => moved(order, t);
  return {
    concealed: sortTiles(hand.concealed.map(m)),
    melds: hand.melds.map((x) => ({ type: x.type, tiles: x.tiles.map(m) })),
    wild: hand.wild === null ? null : m(hand.wild),
    ...(hand.winningTile === undefined ? {} : { winningTile: m(hand.winningTile) }),
    ...(hand.winBy === undefined ? {} : { winBy: hand.winBy }),
    ...(hand.flowers === undefined ? {} : { flowers: hand.flowers }),
  };
}

/** A reading the explanation holds of the hand (made whole), to find a set the answer does not use. */
function readingOf(e: Exercise): Decomposition | null {
  if (e.kind === 'complete') return e.explain.readings[0] ?? null;
  if (e.kind === 'waits') return e.explain.waits[0]?.reading ?? null;
  if (e.kind === 'best-discard') return e.explain.options.find((o) => e.answer.includes(o.discard))?.waits[0]?.reading ?? null;
  return null;
}

/** The tiles an answer names (waits, discards), which a filler set must not hold. */
const answerTiles = (e: Exercise): Tile[] => (e.kind === 'waits' || e.kind === 'best-discard' ? e.answer : []);

/** The hand with one natural set of the reading, away from the answer, moved to other numbers of its suit. */
function withFillerChanged(rules: Ruleset, e: Exercise, hand: HandView, random: Random): HandView | null {
  const reading = readingOf(e);
  if (!reading) return null;
  const avoid = answerTiles(e);
  const sets = reading.filter((g) => g.type !== 'pair' && g.wilds.length === 0 && g.tiles.every((t) => t < 27 && !avoid.includes(t) && hand.concealed.includes(t)));
  if (!sets.length) return null;
  const set = pick(sets, random);
  let concealed = hand.concealed;
  for (const t of set.tiles) concealed = without(concealed, t);
  if (concealed.length !== hand.concealed.length - set.tiles.length) return null;
  const left = available(rules, hand.wild);
  for (const t of [...concealed, ...hand.melds.flatMap((m) => m.tiles)]) left[t]--;
  const suit = Math.floor(set.tiles[0] / 9) * 9;
  const top = set.type === 'chow' ? 6 : 8;
  const starts = shuffle(
    Array.from({ length: top + 1 }, (_, i) => suit + i).filter((s) => s !== set.tiles[0] && s !== hand.wild),
    random,
  );
  for (const s of starts) {
    const tiles = set.type === 'chow' ? [s, s + 1, s + 2] : [s, s, s];
    const need = new Map<Tile, number>();
    for (const t of tiles) need.set(t, (need.get(t) ?? 0) + 1);
    if (tiles.some((t) => t === hand.wild || avoid.includes(t) || left[t] < (need.get(t) ?? 0))) continue;
    return { ...hand, concealed: sortTiles([...concealed, ...tiles]) };
  }
  return null;
}

/**
 * Whether two exercises ask the same question: the same kind, and an answer of the same shape; a
 * loose match lets a list answer (waits, fans) change its length, never complete turn incomplete.
 */
function sameShape(a: Exercise, b: Exercise, loose = false): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'complete' && b.kind === 'complete') return a.answer === b.answer;
  if (Array.isArray(a.answer) && Array.isArray(b.answer)) return loose || a.answer.length === b.answer.length;
  return true;
}

function remade(rules: Ruleset, e: Exercise, hand: HandView, random: Random): Exercise | null {
  switch (e.kind) {
    case 'complete':
      return completeFromHand(rules, hand, e.level, e.source, e.size);
    case 'waits':
      return waitsFromHand(rules, hand, e.level, e.source, e.size);
    case 'best-discard':
      return bestDiscardFromHand(rules, hand, e.level, e.source, e.size);
    case 'score':
    case 'fans': {
      const situation = situationOf(rules, hand);
      if (!situation) return null;
      return e.kind === 'score' ? scoreFromSituation(rules, situation, e.level, e.source) : fansFromSituation(rules, situation, e.level, e.source, random);
    }
    case 'claim':
      return null;
  }
}

/** Every order of the three suits (the new suit of characters, dots, bamboo) but the one shown. */
const ORDERS: readonly (readonly number[])[] = [
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** The exercise's tiles, its hand's or its claim's. */
const tilesOf = (e: Exercise): Tile[] => (e.kind === 'claim' ? [e.tile] : [...e.hand.concealed, ...e.hand.melds.flatMap((m) => m.tiles)]);

/** The suits (0 characters, 1 dots, 2 bamboo) of the exercise's tiles. */
const suitsOf = (e: Exercise): Set<number> =>
  new Set(
    tilesOf(e)
      .filter((t) => t < 27)
      .map((t) => Math.floor(t / 9)),
  );

/** Whether an instance shows the very tiles of its exercise: no fresh instance at all. */
const sameTiles = (a: Exercise, b: Exercise): boolean => sortTiles(tilesOf(a)).join() === sortTiles(tilesOf(b)).join();

/**
 * A fresh instance of an exercise's pattern, or null when none is found (the caller shows the
 * exercise itself). Where no other tiles keep the answer's size (reversible tiles exist in one
 * set of numbers of dots and another of bamboo, so a suit swap loses them), the instance keeps
 * the kind of question: a review never shows the tiles first missed.
 */
export function variantOf(rules: Ruleset, e: Exercise, random: Random): Exercise | null {
  // Any order of the three suits but the one shown that moves a suit the exercise holds: a hand
  // of bamboo alone, under an order that keeps bamboo, would come back tile for tile.
  const held = suitsOf(e);
  const orders = ORDERS.filter((order) => held.size === 0 || [...held].some((suit) => order[suit] !== suit));
  // Each order is tried before any comes again: a fan that only one swap keeps (reversible tiles,
  // dots and bamboo) is then always reached.
  const drawn = shuffle([...orders], random);
  // The first instance that kept only the kind of question, shown if none keeps the answer's size.
  let loose: Exercise | null = null;
  for (let attempt = 0; attempt < 12; attempt++) {
    const order = drawn[attempt % drawn.length];
    if (e.kind === 'claim') {
      const turn = 1 + Math.floor(random() * 3);
      const seat = (s: Seat) => ((s + turn) % 4) as Seat;
      const calls = e.calls.map((c) => ({ seat: seat(c.seat), claim: c.claim }));
      return claimExercise(rules, e.level, e.source, seat(e.discarder), moved(order, e.tile), calls);
    }
    // A small hand is one set and a pair or two: all of it is the pattern, no filler to change.
    // A moved filler set can change the question (another number of waits) on every try; the suits
    // permuted alone then still make a fresh instance, so a review never falls back to the tiles missed.
    const filled = e.size ? null : withFillerChanged(rules, e, e.hand, random);
    for (const base of filled ? [filled, e.hand] : [e.hand]) {
      const made = remade(rules, e, permuted(base, order), random);
      if (!made || sameTiles(e, made)) continue;
      const found = { ...made, ...(e.size ? { size: e.size } : {}) };
      if (sameShape(e, made)) return found;
      if (!loose && sameShape(e, made, true)) loose = found;
    }
  }
  return loose;
}
