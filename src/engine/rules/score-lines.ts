// How the lines of any rule set's score read: a base line and a multiplier line by their ids, and
// the figure the multiplier applies to, shown as a subtotal before it. The command line, the
// rules pages, the replay's score panel and the checker all draw a score this one way.

import type { WinScore } from './types.ts';

/** A multiplier line (`multiplier.self-draw`): shown as ×n, with no count. */
export const isMultiplierItem = (id: string): boolean => id.startsWith('multiplier.');

/** A base line (`base.pinghu`, `points.base`): its points alone, with no count. */
export const isBaseItem = (id: string): boolean => id.startsWith('base.') || id.endsWith('.base');

/** The figure just before `multiplier` (fuzhou's bonus, fuzhou-144's points), or null where the formula has none. */
export function subtotalFigure(score: WinScore): string | null {
  const figures = Object.keys(score.figures);
  const at = figures.indexOf('multiplier');
  return at > 0 && figures[at - 1] !== 'base' ? figures[at - 1] : null;
}
