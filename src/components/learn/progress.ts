// The learner's progress, kept in localStorage under a versioned key: lessons done, answers per
// exercise kind (right and wrong) and per kind and level and day, the current streak of right
// answers, the weak spots (kinds with the lowest success rate) and the review deck; exported and
// imported as a file. A stored value or a file that does not read is ignored, never a crash.

import * as z from 'zod/mini';
import { EXERCISE_KINDS, type ExerciseKind } from '../../engine/learn/index.ts';
import { addMissed, answerReview, dayOf } from './review.ts';

export const PROGRESS_KEY = 'fzmj.learn.progress.v1';

const tally = z.object({ right: z.number().check(z.multipleOf(1), z.gte(0)), wrong: z.number().check(z.multipleOf(1), z.gte(0)) });
const count = z.number().check(z.multipleOf(1), z.gte(0));
const item = z.object({ link: z.string().check(z.maxLength(5000)), kind: z.string(), step: count, due: count, shown: count });
const schema = z.object({
  version: z.literal(1),
  /** `<ruleset>/<slug>` of each lesson finished. */
  lessons: z.array(z.string()),
  kinds: z.record(z.string(), tally),
  streak: count,
  best: count,
  /** Answers by `<kind>/<level>` (kept since the review deck came; older progress has none). */
  levels: z.optional(z.record(z.string(), tally)),
  /** Answers by UTC day number, the last DAYS_KEPT days. */
  days: z.optional(z.record(z.string(), tally)),
  /** The review deck (review.ts). */
  review: z.optional(z.array(item)),
});
export type Progress = z.infer<typeof schema>;
type Tally = Progress['kinds'][string];

/** Days of answers kept for the chart over time. */
export const DAYS_KEPT = 30;

export const emptyProgress = (): Progress => ({ version: 1, lessons: [], kinds: {}, streak: 0, best: 0 });

/** The storage the page has, or none (private modes and tests may refuse it). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadProgress(store: Pick<Storage, 'getItem'> | null = storage()): Progress {
  try {
    const raw = store?.getItem(PROGRESS_KEY);
    if (!raw) return emptyProgress();
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyProgress();
  } catch {
    return emptyProgress();
  }
}

export function saveProgress(progress: Progress, store: Pick<Storage, 'setItem'> | null = storage()): void {
  try {
    store?.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // A full or refused storage loses the progress, not the exercise.
  }
}

export function resetProgress(store: Pick<Storage, 'removeItem'> | null = storage()): Progress {
  try {
    store?.removeItem(PROGRESS_KEY);
  } catch {
    // Nothing stored to remove.
  }
  return emptyProgress();
}

const counted = (old: Tally | undefined, right: boolean): Tally => ({ right: (old?.right ?? 0) + (right ? 1 : 0), wrong: (old?.wrong ?? 0) + (right ? 0 : 1) });

/**
 * The progress after one answer, counted only on its first try (a retry does not count twice): by
 * kind, and with a level by kind and level and by day (the days before the last DAYS_KEPT dropped).
 */
export function recordAnswer(progress: Progress, kind: ExerciseKind, right: boolean, level?: number, now: number = Date.now()): Progress {
  const streak = right ? progress.streak + 1 : 0;
  const out: Progress = { ...progress, kinds: { ...progress.kinds, [kind]: counted(progress.kinds[kind], right) }, streak, best: Math.max(progress.best, streak) };
  if (level === undefined) return out;
  const key = `${kind}/${level}`;
  const today = dayOf(now);
  const days = Object.fromEntries(Object.entries(progress.days ?? {}).filter(([d]) => Number(d) > today - DAYS_KEPT));
  return { ...out, levels: { ...progress.levels, [key]: counted(progress.levels?.[key], right) }, days: { ...days, [today]: counted(days[today], right) } };
}

/** The progress with an exercise missed put in the review deck (or sent back to its start there). */
export function recordMissed(progress: Progress, link: string, kind: string, now: number = Date.now()): Progress {
  return { ...progress, review: addMissed(progress.review ?? [], link, kind, now) };
}

/** The progress with each of a deal's missed wins (their links) put in the review deck. */
export function recordMissedWins(progress: Progress, links: readonly string[], now: number = Date.now()): Progress {
  return links.reduce((p, link) => recordMissed(p, link, 'waits', now), progress);
}

/** The progress after a review answer. */
export function recordReview(progress: Progress, link: string, right: boolean, now: number = Date.now()): Progress {
  return { ...progress, review: answerReview(progress.review ?? [], link, right, now) };
}

/** One's progress as a file's text, to move it to another browser. */
export const exportProgress = (progress: Progress): string => `${JSON.stringify({ ...progress, exported: 'fzmj-learn' }, null, 1)}\n`;

/** A progress file read back, or why not: not JSON, or not a progress (the caller keeps the current one). */
export function importProgress(text: string): { ok: true; progress: Progress } | { ok: false } {
  try {
    const { exported, ...rest } = JSON.parse(text) as Record<string, unknown>;
    const parsed = schema.safeParse(rest);
    return exported === 'fzmj-learn' && parsed.success ? { ok: true, progress: parsed.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export function recordLesson(progress: Progress, lesson: string): Progress {
  return progress.lessons.includes(lesson) ? progress : { ...progress, lessons: [...progress.lessons, lesson] };
}

/** The answered kinds with the lowest success rate (at most `count`), weakest first; ties by more wrong answers. */
export function weakSpots(progress: Progress, count = 2): { kind: ExerciseKind; rate: number }[] {
  return EXERCISE_KINDS.flatMap((kind) => {
    const t = progress.kinds[kind];
    if (!t || t.right + t.wrong === 0) return [];
    return [{ kind, rate: t.right / (t.right + t.wrong), wrong: t.wrong }];
  })
    .filter((k) => k.rate < 1)
    .sort((a, b) => a.rate - b.rate || b.wrong - a.wrong)
    .slice(0, count)
    .map(({ kind, rate }) => ({ kind, rate }));
}
