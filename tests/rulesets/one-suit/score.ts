// Scoring a one-suit win, simple enough to work out by hand: 1 point for the win, and the
// option's bonus (1 by default) more when it is lucky, a self-draw of the omen's kind (ruling 2).
// The discarder pays a discard win; each other seat pays a self-drawn one (ruling 3).

import { decompositions, isComplete } from '../../../src/engine/hand/index.ts';
import type { Decomposition } from '../../../src/engine/vocabulary.ts';
import type { NoWin, RolePayment, ScoreItem, Situation, WinScore } from '../../../src/engine/rules/types.ts';
import { SETS } from './tiles.ts';

/** A winning moment at the table: the omen is the kind revealed at the deal. */
export interface OneSuitSituation extends Situation {
  winBy: 'self-draw' | 'discard';
  omen: number;
}

export interface OneSuitOptions {
  luckyBonus: number;
}

function countsOf(tiles: readonly number[]): Uint8Array {
  const counts = new Uint8Array(34);
  for (const t of tiles) counts[t]++;
  return counts;
}

/** Whether the concealed part, with these melds, is one set and a pair (ruling 1). */
export function isWhole(concealed: readonly number[], melds: number): boolean {
  return concealed.length + 3 * melds === 3 * SETS + 2 && isComplete(countsOf(concealed), 0);
}

export function readingsOf(s: Situation): Decomposition[] {
  return isWhole(s.concealed, s.melds.length) ? decompositions(countsOf(s.concealed), 0, 0) : [];
}

export const isLucky = (s: OneSuitSituation): boolean => s.winBy === 'self-draw' && s.winningTile === s.omen;

export function scoreOneSuit(s: OneSuitSituation, options: OneSuitOptions): WinScore | NoWin {
  const readings = readingsOf(s);
  if (!readings.length) return { ok: false, reason: 'incomplete' };
  const lucky = isLucky(s);
  const items: ScoreItem[] = [{ id: 'win', count: 1, each: 1, points: 1, ruling: 1 }];
  if (lucky) items.push({ id: 'lucky', count: 1, each: options.luckyBonus, points: options.luckyBonus, ruling: 2 });
  const total = items.reduce((sum, i) => sum + i.points, 0);
  const payments: RolePayment[] = [{ from: s.winBy === 'discard' ? 'discarder' : 'each-other', amount: total, reason: 'win' }];
  return { ok: true, ruleset: 'one-suit', win: lucky ? 'lucky' : 'plain', total, figures: { total }, items, payments, decomposition: readings[0], golds: 0 };
}
