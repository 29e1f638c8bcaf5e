// A teacher's links from the checker: the hand entered as each exercise it makes sense for, on the
// Learn pages (`/learn/exercise/#…`). Which kinds are tried follows the verdict (a win: its waits,
// score, shape and, where the rule set has fans, its fans; a full hand that does not win: its shape
// and its best discard; a hand one short: its waits, even none); a kind is offered only when the
// learn engine makes the exercise from this hand, and only among the kinds the rule set has.

import { parseTiles, tileCode, type OptionValue } from '../../engine/index.ts';
import { encodeExercise, exerciseFromSituation, exerciseKinds, type ExerciseKind } from '../../engine/learn/index.ts';
import { situationJsonOf, type CheckInput, type Evaluation } from './evaluate.ts';

export interface ExerciseLink {
  kind: ExerciseKind;
  /** The fragment (`#r=…&k=…&l=2&j=…`) to append to the exercise page's address. */
  fragment: string;
}

/** The kinds worth asking of a verdict, before the rule set and the hand have their say. */
function candidates(e: Evaluation): ExerciseKind[] {
  switch (e.kind) {
    case 'win':
      return ['waits', 'score', 'fans', 'complete'];
    case 'no-win':
      return ['complete', 'best-discard'];
    case 'waiting':
      return ['waits'];
    case 'count':
      // One short and waiting on nothing: what it waits on is still a question (the answer: nothing).
      return e.count === e.analysis.size - 1 ? ['waits'] : [];
    default:
      return [];
  }
}

export function exerciseLinks(e: Evaluation, input: CheckInput): ExerciseLink[] {
  if (e.kind !== 'win' && e.kind !== 'no-win' && e.kind !== 'waiting' && e.kind !== 'count') return [];
  const rules = e.ruleset;
  const offered = exerciseKinds(rules);
  const kinds = candidates(e).filter((k) => offered.includes(k));
  if (kinds.length === 0) return [];
  const entered = parseTiles(input.concealed);
  const last = entered.ok && entered.value.length ? tileCode(entered.value[entered.value.length - 1]) : '';
  const json =
    e.kind === 'win' || e.kind === 'no-win'
      ? rules.situationJson(e.situation)
      : // One tile short: the situation names a winning tile only so that it parses.
        situationJsonOf(rules, input, input.concealed, e.kind === 'waiting' ? tileCode(e.analysis.waits[0]) : last);
  const options = input.options as Record<string, OptionValue>;
  return kinds.flatMap((kind) =>
    exerciseFromSituation(rules, json, kind, options, 2).ok ? [{ kind, fragment: encodeExercise({ ruleset: rules.name, kind, level: 2, situation: json, options }) }] : [],
  );
}
