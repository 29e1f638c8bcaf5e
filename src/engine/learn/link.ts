// An exercise in an address fragment, so a link reopens the same one: a generated exercise by its
// seed (`#r=fuzhou&k=waits&l=2&s=123`, `&n=5` for a small hand of 5 tiles), a teacher's hand by its situation JSON (`…&j={…}`) and
// the rule set's options (`o.idleGold=false`).

import type { ExerciseKind, Level } from './types.ts';
import { EXERCISE_KINDS, LEVELS } from './types.ts';

export type OptionValues = Record<string, string | number | boolean>;

export type ExerciseRef =
  | { ruleset: string; kind: ExerciseKind; level: Level; seed: number; size?: number; options?: OptionValues }
  | { ruleset: string; kind: ExerciseKind; level: Level; situation: Record<string, unknown>; options?: OptionValues };

export function encodeExercise(ref: ExerciseRef): string {
  const p = new URLSearchParams();
  p.set('r', ref.ruleset);
  p.set('k', ref.kind);
  p.set('l', String(ref.level));
  if ('seed' in ref) {
    p.set('s', String(ref.seed));
    if (ref.size !== undefined) p.set('n', String(ref.size));
  } else p.set('j', JSON.stringify(ref.situation));
  for (const [id, value] of Object.entries(ref.options ?? {})) p.set(`o.${id}`, String(value));
  return `#${p.toString()}`;
}

function typed(raw: string): string | number | boolean {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

/** The exercise a fragment names, or null when it names none (a broken link is not an error page). */
export function decodeExercise(hash: string): ExerciseRef | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const ruleset = p.get('r');
  const kind = p.get('k') as ExerciseKind | null;
  const level = Number(p.get('l') ?? 1) as Level;
  if (!ruleset || !kind || !EXERCISE_KINDS.includes(kind) || !LEVELS.includes(level)) return null;
  const options: OptionValues = {};
  for (const [key, value] of p) if (key.startsWith('o.')) options[key.slice(2)] = typed(value);
  const seed = p.get('s');
  const size = p.get('n');
  if (seed !== null && /^\d{1,10}$/.test(seed)) {
    const small = size !== null && /^\d{1,2}$/.test(size) ? { size: Number(size) } : {};
    return { ruleset, kind, level, seed: Number(seed) >>> 0, ...small, options };
  }
  const json = p.get('j');
  if (json === null || json.length > 4000) return null;
  try {
    const situation: unknown = JSON.parse(json);
    if (typeof situation !== 'object' || situation === null || Array.isArray(situation)) return null;
    return { ruleset, kind, level, situation: situation as Record<string, unknown>, options };
  } catch {
    return null;
  }
}
