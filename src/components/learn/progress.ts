// The learner's progress, kept in localStorage under a versioned key: lessons done, answers per
// exercise kind (right and wrong), the current streak of right answers, and the weak spots (kinds
// with the lowest success rate). A stored value that does not read is ignored, never a crash.

import * as z from 'zod/mini';
import { EXERCISE_KINDS, type ExerciseKind } from '../../engine/learn/index.ts';

export const PROGRESS_KEY = 'fzmj.learn.progress.v1';

const tally = z.object({ right: z.number().check(z.multipleOf(1), z.gte(0)), wrong: z.number().check(z.multipleOf(1), z.gte(0)) });
const schema = z.object({
  version: z.literal(1),
  /** `<ruleset>/<slug>` of each lesson finished. */
  lessons: z.array(z.string()),
  kinds: z.record(z.string(), tally),
  streak: z.number().check(z.multipleOf(1), z.gte(0)),
  best: z.number().check(z.multipleOf(1), z.gte(0)),
});
export type Progress = z.infer<typeof schema>;
type Tally = Progress['kinds'][string];

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

/** The progress after one answer, counted only on its first try (a retry does not count twice). */
export function recordAnswer(progress: Progress, kind: ExerciseKind, right: boolean): Progress {
  const old: Tally = progress.kinds[kind] ?? { right: 0, wrong: 0 };
  const streak = right ? progress.streak + 1 : 0;
  return {
    ...progress,
    kinds: { ...progress.kinds, [kind]: { right: old.right + (right ? 1 : 0), wrong: old.wrong + (right ? 0 : 1) } },
    streak,
    best: Math.max(progress.best, streak),
  };
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
