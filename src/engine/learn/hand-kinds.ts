// The exercises on the shape of a hand: is it complete, what does it wait on, which discard keeps
// the most winning tiles. Every answer is the rule set's `analyse`; readings come from `readings`.

import type { Random } from '../bots/rng.ts';
import type { Ruleset } from '../rules/types.ts';
import { sortTiles, type Tile } from '../tiles/index.ts';
import { exhausts, randomWinningHand, unseen, without } from './hands.ts';
import { situationOf } from './situation.ts';
import type { Exercise, ExerciseSource, HandView, Level, WaitInfo } from './types.ts';

type Made = Exercise | null;

/** Every reading of a whole hand as a self-draw on `winning` (none when the rule set reads no shape). */
function readingsOf(rules: Ruleset, hand: HandView, winning: Tile) {
  const situation = situationOf(rules, { ...hand, winningTile: winning, winBy: 'self-draw' });
  return situation ? rules.readings(situation) : [];
}

/** The waits of a hand one tile short, each with its unseen copies and a reading of the hand it makes. */
export function waitInfo(rules: Ruleset, hand: HandView, seenHand: HandView = hand): WaitInfo[] {
  return rules.analyse(hand.concealed, hand.melds, hand.wild).waits.map((tile) => {
    const whole = { ...hand, concealed: sortTiles([...hand.concealed, tile]) };
    return { tile, unseen: unseen(rules, tile, seenHand), reading: readingsOf(rules, whole, tile)[0] ?? null };
  });
}

export function completeFromHand(rules: Ruleset, hand: HandView, level: Level, source: ExerciseSource): Made {
  const analysis = rules.analyse(hand.concealed, hand.melds, hand.wild);
  if (hand.concealed.length !== analysis.size) return null;
  const answer = analysis.short === 0;
  const readings = answer ? readingsOf(rules, hand, hand.winningTile ?? hand.concealed[hand.concealed.length - 1]).slice(0, 3) : [];
  return { kind: 'complete', ruleset: rules.name, level, source, hand: { concealed: hand.concealed, melds: hand.melds, wild: hand.wild }, answer, explain: { short: analysis.short, readings } };
}

/** Half the time a winning hand, half the time one with a tile changed (which may still win: the rule set says). */
export function makeComplete(rules: Ruleset, level: Level, random: Random, source: ExerciseSource): Made {
  const hand = randomWinningHand(rules, level, random);
  if (!hand) return null;
  if (random() < 0.5) {
    const out = hand.concealed[Math.floor(random() * hand.concealed.length)];
    // Level 1 holds no wild, whatever tile comes in.
    const kinds = rules.handKinds.filter((t) => t !== out && unseen(rules, t, hand) > 0 && (level > 1 || t !== hand.wild));
    const near = kinds.filter((t) => Math.abs(t - out) <= 2);
    const pool = near.length && random() < 0.7 ? near : kinds;
    hand.concealed = sortTiles([...without(hand.concealed, out), pool[Math.floor(random() * pool.length)]]);
  }
  if (exhausts(rules, hand)) return null;
  return completeFromHand(rules, hand, level, source);
}

/** The waits question on a hand one tile short; a teacher's hand may wait on nothing (then none is the answer). */
export function waitsFromHand(rules: Ruleset, hand: HandView, level: Level, source: ExerciseSource): Made {
  const view: HandView = { concealed: hand.concealed, melds: hand.melds, wild: hand.wild };
  const analysis = rules.analyse(view.concealed, view.melds, view.wild);
  if (view.concealed.length !== analysis.size - 1 || (analysis.waits.length === 0 && source.from === 'seed')) return null;
  const waits = waitInfo(rules, view);
  return { kind: 'waits', ruleset: rules.name, level, source, hand: view, choices: [...rules.handKinds], answer: waits.map((w) => w.tile), explain: { waits, short: analysis.short } };
}

/** A winning hand with one tile taken away: it waits on that tile at least. */
export function makeWaits(rules: Ruleset, level: Level, random: Random, source: ExerciseSource): Made {
  const hand = randomWinningHand(rules, level, random);
  if (!hand) return null;
  hand.concealed = without(hand.concealed, hand.concealed[Math.floor(random() * hand.concealed.length)]);
  if (exhausts(rules, hand)) return null;
  return waitsFromHand(rules, hand, level, source);
}

export function bestDiscardFromHand(rules: Ruleset, hand: HandView, level: Level, source: ExerciseSource): Made {
  const view: HandView = { concealed: hand.concealed, melds: hand.melds, wild: hand.wild };
  // A wild stands in for any tile: throwing it away is never the lesson, so it is not offered.
  const choices = [...new Set(view.concealed)].filter((t) => t !== view.wild);
  const options = choices.map((discard) => {
    // The discard itself is in sight once thrown, so copies are counted against the whole hand.
    const waits = waitInfo(rules, { ...view, concealed: without(view.concealed, discard) }, view);
    return { discard, waits, total: waits.reduce((sum, w) => sum + w.unseen, 0) };
  });
  const best = Math.max(0, ...options.map((o) => o.total));
  const answer = options.filter((o) => o.total === best).map((o) => o.discard);
  if (best === 0 || answer.length === choices.length) return null;
  return { kind: 'best-discard', ruleset: rules.name, level, source, hand: view, choices, answer, explain: { options } };
}

/** A winning hand with two tiles taken away and two others drawn: some discards keep more waits than others. */
export function makeBestDiscard(rules: Ruleset, level: Level, random: Random, source: ExerciseSource): Made {
  const hand = randomWinningHand(rules, level, random);
  if (!hand) return null;
  let concealed = hand.concealed;
  for (let i = 0; i < 2; i++) concealed = without(concealed, concealed[Math.floor(random() * concealed.length)]);
  const pool = [...new Set(concealed)].flatMap((t) => [t - 1, t, t + 1]).filter((t) => rules.handKinds.includes(t) && t !== hand.wild);
  for (let i = 0; i < 2; i++) concealed = [...concealed, pool[Math.floor(random() * pool.length)]];
  const drawn = { ...hand, concealed: sortTiles(concealed) };
  if (exhausts(rules, drawn)) return null;
  return bestDiscardFromHand(rules, drawn, level, source);
}
