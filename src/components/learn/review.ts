// The review deck's schedule, pure (the clock is an argument): an exercise answered wrong becomes
// an item due the next day; each right answer moves it a step up (back after 1, 3, 7, 14, then 30
// days) and a right answer at the last step retires it; a wrong one sends it back to the start.
// Days are whole UTC days, so an item due "tomorrow" is due all of tomorrow. Each showing is a
// fresh instance of the item's exercise (variantOf), never the tiles first missed.

import { derive, seeded } from '../../engine/bots/rng.ts';
import { getRuleset } from '../../engine/rules/index.ts';
import { decodeExercise, exerciseFromRef, variantOf, type Exercise } from '../../engine/learn/index.ts';

/** Days until an item returns, by its step. */
export const INTERVALS = [1, 3, 7, 14, 30] as const;
export const DAY_MS = 86_400_000;
export const dayOf = (now: number): number => Math.floor(now / DAY_MS);

export interface ReviewItem {
  /** The exercise's link fragment (`#r=…&k=…`): what the item is a pattern of, and its identity. */
  link: string;
  kind: string;
  /** Index into INTERVALS of the wait before it is due. */
  step: number;
  /** The UTC day it is due. */
  due: number;
  /** Times it was shown, so each showing draws its own instance. */
  shown: number;
}

/** The deck with an exercise missed: a new item due tomorrow, or the same one sent back to the start. */
export function addMissed(deck: readonly ReviewItem[], link: string, kind: string, now: number): ReviewItem[] {
  const due = dayOf(now) + INTERVALS[0];
  const old = deck.find((i) => i.link === link);
  if (old) return deck.map((i) => (i === old ? { ...i, step: 0, due } : i));
  return [...deck, { link, kind, step: 0, due, shown: 0 }];
}

/** The items due on `now`'s day or before, the longest overdue first. */
export function dueItems(deck: readonly ReviewItem[], now: number): ReviewItem[] {
  const today = dayOf(now);
  return deck.filter((i) => i.due <= today).sort((a, b) => a.due - b.due);
}

/** The deck after a review answer: right moves the item up a step (retired past the last), wrong back to the start. */
export function answerReview(deck: readonly ReviewItem[], link: string, right: boolean, now: number): ReviewItem[] {
  const today = dayOf(now);
  return deck.flatMap((i) => {
    if (i.link !== link) return [i];
    const shown = i.shown + 1;
    if (!right) return [{ ...i, step: 0, due: today + INTERVALS[0], shown }];
    const step = i.step + 1;
    return step >= INTERVALS.length ? [] : [{ ...i, step, due: today + INTERVALS[step], shown }];
  });
}

/** The instance an item shows now: a variant of its exercise drawn for this showing, or the exercise itself. */
export function instanceOf(item: ReviewItem): Exercise | null {
  const ref = decodeExercise(item.link);
  if (!ref) return null;
  const base = exerciseFromRef(ref);
  const found = getRuleset(ref.ruleset, ref.options ?? {});
  if (!base || !found.ok) return base;
  const salt = Array.from(item.link).reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return variantOf(found.ruleset, base, seeded(derive(salt, item.shown + 1))) ?? base;
}
