// The exercises on the shape of a hand: is it complete, what does it wait on, which discard keeps
// the most winning tiles. Every answer is the rule set's `analyse`; readings come from `readings`.
// A small hand (`size` 5, 8, …) is a part of a hand: its answers are sets and a pair (small.ts).

import type { Random } from '../bots/rng.ts';
import type { Ruleset } from '../rules/types.ts';
import { sortTiles, type Tile } from '../tiles/index.ts';
import { exhausts, randomWinningHand, unseen, without } from './hands.ts';
import { situationOf } from './situation.ts';
import { analyseHand, isSmall, smallReadings } from './small.ts';
import type { Exercise, ExerciseSource, HandView, Level, WaitInfo } from './types.ts';

type Made = Exercise | null;

/** The size field of a small hand's exercise (none for the whole hand). */
const sized = (rules: Ruleset, size: number | undefined): { size?: number } => (isSmall(rules, size) ? { size } : {});

/** Every reading of a whole hand as a self-draw on `winning` (none when the rule set reads no shape). */
function readingsOf(rules: Ruleset, hand: HandView, winning: Tile, size?: number) {
  if (isSmall(rules, size)) return smallReadings(rules, hand.concealed, hand.wild);
  const situation = situationOf(rules, { ...hand, winningTile: winning, winBy: 'self-draw' });
  return situation ? rules.readings(situation) : [];
}

/** The waits of a hand one tile short, each with its unseen copies and a reading of the hand it makes. */
export function waitInfo(rules: Ruleset, hand: HandView, seenHand: HandView = hand, size?: number): WaitInfo[] {
  return analyseHand(rules, hand.concealed, hand.melds, hand.wild, size).waits.map((tile) => {
    const whole = { ...hand, concealed: sortTiles([...hand.concealed, tile]) };
    return { tile, unseen: unseen(rules, tile, seenHand), reading: readingsOf(rules, whole, tile, size)[0] ?? null };
  });
}

export function completeFromHand(rules: Ruleset, hand: HandView, level: Level, source: ExerciseSource, size?: number): Made {
  const analysis = analyseHand(rules, hand.concealed, hand.melds, hand.wild, size);
  if (hand.concealed.length !== analysis.size) return null;
  const answer = analysis.short === 0;
  const readings = answer ? readingsOf(rules, hand, hand.winningTile ?? hand.concealed[hand.concealed.length - 1], size).slice(0, 3) : [];
  const view = { concealed: hand.concealed, melds: hand.melds, wild: hand.wild };
  return { kind: 'complete', ruleset: rules.name, level, source, ...sized(rules, size), hand: view, answer, explain: { short: analysis.short, readings } };
}

/** Half the time a winning hand, half the time one with a tile changed (which may still win: the rule set says). */
export function makeComplete(rules: Ruleset, level: Level, random: Random, source: ExerciseSource, size?: number): Made {
  const hand = randomWinningHand(rules, level, random, size);
  if (!hand) return null;
  if (random() < 0.5) {
    const out = hand.concealed[Math.floor(random() * hand.concealed.length)];
    // Level 1 holds no wild, whatever tile comes in; a small hand keeps to its suit.
    const suit = (t: Tile) => !isSmall(rules, size) || Math.floor(t / 9) === Math.floor(out / 9);
    const kinds = rules.handKinds.filter((t) => t !== out && unseen(rules, t, hand) > 0 && (level > 1 || t !== hand.wild) && suit(t));
    const near = kinds.filter((t) => Math.abs(t - out) <= 2);
    const pool = near.length && random() < 0.7 ? near : kinds;
    hand.concealed = sortTiles([...without(hand.concealed, out), pool[Math.floor(random() * pool.length)]]);
  }
  if (exhausts(rules, hand)) return null;
  return completeFromHand(rules, hand, level, source, size);
}

/** The waits question on a hand one tile short; a teacher's hand may wait on nothing (then none is the answer). */
export function waitsFromHand(rules: Ruleset, hand: HandView, level: Level, source: ExerciseSource, size?: number): Made {
  const view: HandView = { concealed: hand.concealed, melds: hand.melds, wild: hand.wild };
  const analysis = analyseHand(rules, view.concealed, view.melds, view.wild, size);
  if (view.concealed.length !== analysis.size - 1 || (analysis.waits.length === 0 && source.from === 'seed')) return null;
  const waits = waitInfo(rules, view, view, size);
  return {
    kind: 'waits',
    ruleset: rules.name,
    level,
    source,
    ...sized(rules, size),
    hand: view,
    choices: [...rules.handKinds],
    answer: waits.map((w) => w.tile),
    explain: { waits, short: analysis.short },
  };
}

/** A winning hand with one tile taken away: it waits on that tile at least. */
export function makeWaits(rules: Ruleset, level: Level, random: Random, source: ExerciseSource, size?: number): Made {
  const hand = randomWinningHand(rules, level, random, size);
  if (!hand) return null;
  hand.concealed = without(hand.concealed, hand.concealed[Math.floor(random() * hand.concealed.length)]);
  if (exhausts(rules, hand)) return null;
  return waitsFromHand(rules, hand, level, source, size);
}

export function bestDiscardFromHand(rules: Ruleset, hand: HandView, level: Level, source: ExerciseSource, size?: number): Made {
  const view: HandView = { concealed: hand.concealed, melds: hand.melds, wild: hand.wild };
  // A wild stands in for any tile: throwing it away is never the lesson, so it is not offered.
  const choices = [...new Set(view.concealed)].filter((t) => t !== view.wild);
  const options = choices.map((discard) => {
    // The discard itself is in sight once thrown, so copies are counted against the whole hand.
    const waits = waitInfo(rules, { ...view, concealed: without(view.concealed, discard) }, view, size);
    return { discard, waits, total: waits.reduce((sum, w) => sum + w.unseen, 0) };
  });
  const best = Math.max(0, ...options.map((o) => o.total));
  const answer = options.filter((o) => o.total === best).map((o) => o.discard);
  if (best === 0 || answer.length === choices.length) return null;
  return { kind: 'best-discard', ruleset: rules.name, level, source, ...sized(rules, size), hand: view, choices, answer, explain: { options } };
}

/** A winning hand with two tiles taken away and two others drawn: some discards keep more waits than others. */
export function makeBestDiscard(rules: Ruleset, level: Level, random: Random, source: ExerciseSource, size?: number): Made {
  const hand = randomWinningHand(rules, level, random, size);
  if (!hand) return null;
  let concealed = hand.concealed;
  for (let i = 0; i < 2; i++) concealed = without(concealed, concealed[Math.floor(random() * concealed.length)]);
  // A small hand stays in its one suit: no neighbour across the suit's edge (9m beside 1p).
  const near = (t: Tile) => [t - 1, t, t + 1].filter((n) => !isSmall(rules, size) || Math.floor(n / 9) === Math.floor(t / 9));
  const pool = [...new Set(concealed)].flatMap(near).filter((t) => rules.handKinds.includes(t) && t !== hand.wild);
  for (let i = 0; i < 2; i++) concealed = [...concealed, pool[Math.floor(random() * pool.length)]];
  const drawn = { ...hand, concealed: sortTiles(concealed) };
  if (exhausts(rules, drawn)) return null;
  return bestDiscardFromHand(rules, drawn, level, source, size);
}
