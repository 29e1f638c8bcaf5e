// The exercises on a winning hand's value: its figures (base, bonus, multiplier and total, say),
// and, for a rule set whose score lines are fans (named patterns added together), which of them it
// scores; there the score question asks the total alone, the fans being a question of their own.

import { shuffle, type Random } from '../bots/rng.ts';
import type { CheckedSituation, Ruleset } from '../rules/types.ts';
import { randomWinningHand, exhausts } from './hands.ts';
import { scoreInfo, situationOf, viewOf, withCircumstances } from './situation.ts';
import type { Exercise, ExerciseSource, Level, ScoreInfo } from './types.ts';

/** Score lines are fans when the formula has neither a base nor a multiplier: each line is a pattern counted in. */
export function itemsAreFans(rules: Ruleset): boolean {
  return !rules.figures.includes('multiplier') && !rules.figures.includes('base');
}

/** The lines a hand scores: those worth something (a fan table lists only these). */
export const scoredItems = (info: ScoreInfo): string[] => info.items.filter((i) => i.points !== 0).map((i) => i.id);

function randomWin(rules: Ruleset, level: Level, random: Random): { situation: CheckedSituation; info: ScoreInfo } | null {
  const hand = randomWinningHand(rules, level, random);
  if (!hand || exhausts(rules, hand)) return null;
  const dressed = withCircumstances(rules, hand, level, random);
  const situation = situationOf(rules, dressed.hand, dressed.extra);
  if (!situation) return null;
  const info = scoreInfo(rules.score(situation));
  return info ? { situation, info } : null;
}

/** The figures a score question asks: every one of the rule set's, or the total where the lines are fans. */
export const scoreFigures = (rules: Ruleset): string[] => (itemsAreFans(rules) ? ['total'] : [...rules.figures]);

export function scoreFromSituation(rules: Ruleset, situation: CheckedSituation, level: Level, source: ExerciseSource): Exercise | null {
  const info = scoreInfo(rules.score(situation));
  if (!info) return null;
  const figures = scoreFigures(rules);
  const answer = Object.fromEntries(figures.map((f) => [f, f === 'total' ? info.total : info.figures[f]]));
  return { kind: 'score', ruleset: rules.name, level, source, hand: viewOf(rules, situation), figures, answer, explain: info };
}

export function makeScore(rules: Ruleset, level: Level, random: Random, source: ExerciseSource): Exercise | null {
  const won = randomWin(rules, level, random);
  return won && scoreFromSituation(rules, won.situation, level, source);
}

/**
 * The fans a hand scores among some it does not: the decoys are fans other random hands of the
 * same draw score, so they are the kind of line a player meets (null when too few turn up).
 */
export function fansFromSituation(rules: Ruleset, situation: CheckedSituation, level: Level, source: ExerciseSource, random: Random): Exercise | null {
  if (!itemsAreFans(rules)) return null;
  const info = scoreInfo(rules.score(situation));
  if (!info) return null;
  const answer = scoredItems(info);
  if (answer.length === 0) return null;
  const decoys = new Set<string>();
  for (let i = 0; i < 60 && decoys.size < 8; i++) {
    const other = randomWin(rules, (((level + i) % 3) + 1) as Level, random);
    if (other) for (const id of scoredItems(other.info)) if (!answer.includes(id)) decoys.add(id);
  }
  // Random hands of a small table (Guangdong's, at level 1) may score no two other fans: its
  // table's own fans then stand in, so the question is still asked.
  if (decoys.size < 2) {
    const table = shuffle(
      rules.items.filter((id) => !answer.includes(id) && !decoys.has(id)),
      random,
    );
    for (const id of table.slice(0, 2 - decoys.size)) decoys.add(id);
  }
  if (decoys.size < 2) return null;
  const others = shuffle([...decoys], random).slice(0, Math.max(2, 6 - answer.length));
  const choices = shuffle([...answer, ...others], random);
  return { kind: 'fans', ruleset: rules.name, level, source, hand: viewOf(rules, situation), choices, answer, explain: info };
}

export function makeFans(rules: Ruleset, level: Level, random: Random, source: ExerciseSource): Exercise | null {
  const won = randomWin(rules, level, random);
  return won && fansFromSituation(rules, won.situation, level, source, random);
}
