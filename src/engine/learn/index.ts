// Exercises for learners, for any rule set: each kind generated from a seed (the same seed, the same
// exercise) or made from a teacher's situation, with the answer the engine gives and the engine data
// that explains it. Pure: the pages draw and check what this returns.

import { seeded, derive } from '../bots/rng.ts';
import { getRuleset } from '../rules/index.ts';
import type { Ruleset } from '../rules/types.ts';
import { parseTiles, sortTiles, type Tile } from '../tiles/index.ts';
import { readSituation } from '../situation/read.ts';
import { makeClaim } from './claim-kind.ts';
import { bestDiscardFromHand, completeFromHand, makeBestDiscard, makeComplete, makeWaits, waitsFromHand } from './hand-kinds.ts';
import { wildField, without } from './hands.ts';
import { fansFromSituation, itemsAreFans, makeFans, makeScore, scoreFromSituation } from './score-kinds.ts';
import { handJson, viewOf } from './situation.ts';
import type { Answer, Exercise, ExerciseKind, ExerciseSource, HandView, Level } from './types.ts';
import { encodeExercise, type ExerciseRef, type OptionValues } from './link.ts';
import { EXERCISE_KINDS, SMALL_KINDS } from './types.ts';
import { fullSize, isSmall } from './small.ts';

export * from './types.ts';
export { encodeExercise, decodeExercise, type ExerciseRef, type OptionValues } from './link.ts';
export { itemsAreFans, scoredItems, scoreFigures } from './score-kinds.ts';
export { claimWinner } from './claim-kind.ts';
export { unseen } from './hands.ts';
export { fullSize, handSizes, isSmall, setsOf } from './small.ts';
export { variantOf } from './variant.ts';

type Maker = (rules: Ruleset, level: Level, random: () => number, source: ExerciseSource, size?: number) => Exercise | null;
const MAKERS: Record<ExerciseKind, Maker> = {
  complete: makeComplete,
  waits: makeWaits,
  'best-discard': makeBestDiscard,
  claim: makeClaim,
  score: makeScore,
  fans: makeFans,
};

/** The kinds a rule set supports: `fans` only where its score lines are fans; `claim` where discards can be claimed. */
/** Whether two seats can want the same discard: a win on it, or a chow beside a pong (no such question where only one pong or kong can claim it). */
const claimsContend = (rules: Ruleset): boolean => rules.winBy.includes('discard') || rules.claims.melds.includes('chow');

export function exerciseKinds(rules: Ruleset): ExerciseKind[] {
  return EXERCISE_KINDS.filter((kind) => (kind === 'fans' ? itemsAreFans(rules) : kind === 'claim' ? claimsContend(rules) : true));
}

/**
 * The exercise of a kind and level for a seed, on a hand of `size` tiles (the whole hand when
 * absent or the rule set's own); null only for a kind the rule set does not offer, or a size it
 * cannot have (a small hand is asked its shape only).
 */
export function generateExercise(rules: Ruleset, kind: ExerciseKind, level: Level, seed: number, size?: number): Exercise | null {
  if (!exerciseKinds(rules).includes(kind)) return null;
  const small = isSmall(rules, size);
  if (size !== undefined && !small && size !== fullSize(rules)) return null;
  if (small && !SMALL_KINDS.includes(kind)) return null;
  // Each attempt draws from its own derived stream, so a rejected hand does not shift the next.
  for (let attempt = 0; attempt < 400; attempt++) {
    const made = MAKERS[kind](rules, level, seeded(derive(seed, attempt)), { from: 'seed', seed: seed >>> 0 }, small ? size : undefined);
    if (made) return made;
  }
  return null;
}

type FromSituation = { ok: true; exercise: Exercise } | { ok: false; reason: 'ruleset' | 'situation' | 'kind' };

/**
 * A teacher's hand as an exercise. `waits` takes a hand one tile short, or a whole one less its
 * winning tile; `best-discard` and `complete` a whole hand; `score` and `fans` a winning situation.
 */
export function exerciseFromSituation(rulesOrName: Ruleset | string, json: Record<string, unknown>, kind: ExerciseKind, options: OptionValues = {}, level: Level = 2): FromSituation {
  let rules: Ruleset;
  if (typeof rulesOrName === 'string') {
    const found = getRuleset(rulesOrName, options);
    if (!found.ok) return { ok: false, reason: 'ruleset' };
    rules = found.ruleset;
  } else rules = rulesOrName;
  if (!exerciseKinds(rules).includes(kind) || kind === 'claim') return { ok: false, reason: 'kind' };
  const source: ExerciseSource = { from: 'situation', json: { ...json, ruleset: rules.name }, options };
  // Through the door, as a whole hand: a hand one short (a waits question) is read with its winning
  // tile, which the question then takes away again.
  const read = readSituation(rules, kind === 'waits' ? wholeHand(rules, source.json) : source.json);
  if (!read.ok) return { ok: false, reason: 'situation' };
  const s = read.situation;
  const view: HandView = { ...viewOf(rules, s), wild: wildField(rules) ? s.wild : null };
  let made: Exercise | null = null;
  if (kind === 'score') made = scoreFromSituation(rules, s, level, source);
  else if (kind === 'fans') made = fansFromSituation(rules, s, level, source, seeded(1));
  else if (kind === 'waits') made = waitsFromHand(rules, { ...view, concealed: without(sortTiles(s.concealed), s.winningTile) }, level, source);
  else if (kind === 'complete') made = completeFromHand(rules, view, level, source);
  else made = bestDiscardFromHand(rules, view, level, source);
  return made ? { ok: true, exercise: made } : { ok: false, reason: 'situation' };
}

/** A situation's JSON whose concealed part is one tile short of a whole hand, with its winning tile added. */
function wholeHand(rules: Ruleset, json: Record<string, unknown>): Record<string, unknown> {
  const melds = Array.isArray(json.melds) ? json.melds.length : 0;
  const concealed = typeof json.concealed === 'string' ? parseTiles(json.concealed) : null;
  const short = concealed?.ok && concealed.value.length === rules.handSize - 3 * melds;
  return short && typeof json.winningTile === 'string' ? { ...json, concealed: `${json.concealed}${json.winningTile}` } : json;
}

/**
 * A win a seat let pass in a played deal, as a waits exercise on its hand (the whole hand with the
 * tile it could have won on, `winningTile`): the link's reference, or null when the engine makes none.
 */
export function missedWinRef(rules: Ruleset, hand: HandView, options: OptionValues = {}): ExerciseRef | null {
  const json = handJson(rules, hand);
  const made = exerciseFromSituation(rules, json, 'waits', options, 2);
  return made.ok ? { ruleset: rules.name, kind: 'waits', level: 2, situation: json, options } : null;
}

/** The exercise a link names, made again. */
export function exerciseFromRef(ref: ExerciseRef): Exercise | null {
  const found = getRuleset(ref.ruleset, ref.options ?? {});
  if (!found.ok) return null;
  if ('seed' in ref) return generateExercise(found.ruleset, ref.kind, ref.level, ref.seed, ref.size);
  const made = exerciseFromSituation(found.ruleset, ref.situation, ref.kind, ref.options ?? {}, ref.level);
  return made.ok ? made.exercise : null;
}

/** The link fragment of an exercise. */
export function exerciseLink(exercise: Exercise): string {
  const base = { ruleset: exercise.ruleset, kind: exercise.kind, level: exercise.level };
  return exercise.source.from === 'seed'
    ? encodeExercise({ ...base, seed: exercise.source.seed, ...(exercise.size ? { size: exercise.size } : {}) })
    : encodeExercise({ ...base, situation: exercise.source.json, options: exercise.source.options });
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));

/** Whether an answer is a score's figures (the other kinds answer with a flag, a number or a list). */
export const isFigures = (answer: Answer): answer is Record<string, number> => typeof answer === 'object' && answer !== null && !Array.isArray(answer);

/** The figures of a score answer that are wrong (or missing), in the order asked; none for any other kind. */
export function wrongFigures(exercise: Exercise, answer: Answer): string[] {
  if (exercise.kind !== 'score') return [];
  const given = isFigures(answer) ? answer : {};
  return exercise.figures.filter((f) => given[f] !== exercise.answer[f]);
}

/** Whether an answer is right: the same set of waits or fans, any best discard, the seat, every figure, yes or no. */
export function isRight(exercise: Exercise, answer: Answer): boolean {
  switch (exercise.kind) {
    case 'complete':
      return answer === exercise.answer;
    case 'score':
      return isFigures(answer) && wrongFigures(exercise, answer).length === 0;
    case 'claim':
      return answer === exercise.answer;
    case 'waits':
      return Array.isArray(answer) && sameSet(answer as Tile[], exercise.answer);
    case 'fans':
      return Array.isArray(answer) && sameSet(answer as string[], exercise.answer);
    case 'best-discard':
      return Array.isArray(answer) && answer.length === 1 && exercise.answer.includes(answer[0] as Tile);
  }
}
