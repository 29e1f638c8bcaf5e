// Builders for the fuzhou-144 tests: a situation from notation, scored by the rule set with options.
// The score shape is declared here (what fuzhou-144 promises), so the tests read it without casts.
import { readSituationInput } from '../../../../src/engine/index.ts';

export type WinBy = 'self-draw' | 'discard' | 'rob-kong' | 'gold-grab';
export type MeldType = 'chow' | 'pong' | 'kong' | 'added-kong' | 'concealed-kong';

export interface Json144 {
  ruleset: string;
  gold: string;
  concealed: string;
  melds?: { type: MeldType; tiles: string }[];
  winningTile: string;
  winBy: WinBy;
  flowers?: string;
  streak?: number;
}

export interface Item144 {
  id: string;
  count: number;
  each: number;
  points: number;
  ruling: number;
}

export interface Payment144 {
  from: 'each-other' | 'discarder';
  amount: number;
  reason: string;
}

export interface Win144 {
  ok: true;
  ruleset: string;
  win: string;
  points: number;
  multiplier: number;
  total: number;
  items: Item144[];
  payments: Payment144[];
  decomposition: unknown;
  golds: number;
}

export type Outcome144 = Win144 | { ok: false; reason: string };

export interface Problem144 {
  path: (string | number)[];
  code: string;
  params: Record<string, string | number>;
}

export const base: Json144 = {
  ruleset: 'fuzhou-144',
  gold: '5p',
  concealed: '',
  winningTile: '',
  winBy: 'self-draw',
};

/** Scores a situation given as JSON fields; fails the test if the input itself is invalid. */
export function score(fields: Partial<Json144>, options: Record<string, unknown> = {}): Outcome144 {
  const parsed = readSituationInput({ ...base, ...fields }, options);
  if (!parsed.ok) throw new Error(`invalid test situation: ${JSON.stringify(parsed.problems[0])}`);
  return parsed.ruleset.score(parsed.situation) as unknown as Outcome144;
}

/** Scores a situation that must be a win, and returns the win (a non-win fails with its reason). */
export function won(fields: Partial<Json144>, options: Record<string, unknown> = {}): Win144 {
  const outcome = score(fields, options);
  if (!outcome.ok) throw new Error(`expected a win, got no:${outcome.reason}`);
  return outcome;
}

/** The problem a situation is rejected with (code and path), or null. */
export function problemOf(fields: Partial<Json144> & Record<string, unknown>, options: Record<string, unknown> = {}): Problem144 | null {
  const parsed = readSituationInput({ ...base, ...fields }, options);
  return parsed.ok ? null : (parsed.problems[0] as Problem144);
}

/** Points of one item, 0 when the rule set leaves a zero item out. */
export function pointsOf(w: Win144, id: string): number {
  return w.items.find((i) => i.id === id)?.points ?? 0;
}

/** The item of that id, or a zero item (count 0, points 0) when it is left out. */
export function itemOf(w: Win144, id: string): Pick<Item144, 'id' | 'count' | 'points'> & Partial<Item144> {
  return w.items.find((i) => i.id === id) ?? { id, count: 0, points: 0 };
}

/** The non-zero point items as `id → [count, each, points]`, for comparing a whole breakdown. */
export function breakdown(w: Win144): Record<string, [number, number, number]> {
  return Object.fromEntries(w.items.filter((i) => i.id.startsWith('points.') && i.points !== 0).map((i) => [i.id, [i.count, i.each, i.points]]));
}
