// A win's tile when the table does not settle it: on the dealer's first turn nothing was drawn, so
// the winner names one held, or the one that scores most counts. Scoring stays the table's.

import { tileCode, type Tile } from '../tiles/index.ts';
import { violation } from './flow.ts';
import type { Seat, SeatState, Violation } from './types.ts';

/** A win judged: its score and the situation it was scored from, or the rule that forbids it. */
export type Judged<Score, Situation> = { ok: true; score: Score; situation: Situation } | { ok: false; violation: Violation };

/** Judges `seat`'s claim with `judgeOn`: on its own tile or the one drawn; else on the tile named, or the held tile that scores most. */
export function judgeWinOn<Score extends { total: number }, Situation>(
  claim: { seat: Seat; tile: Tile | null; named?: Tile },
  winner: SeatState,
  judgeOn: (winningTile?: Tile) => Judged<Score, Situation>,
): Judged<Score, Situation> {
  if (claim.tile !== null || winner.drawn !== null) return judgeOn();
  if (claim.named !== undefined) return judgeOn(claim.named);
  let best: Judged<Score, Situation> | null = null;
  for (const t of new Set(winner.hand)) {
    const judged = judgeOn(t);
    if (!best || (judged.ok && (!best.ok || judged.score.total > best.score.total))) best = judged;
  }
  return best ?? { ok: false, violation: violation('not-a-winning-hand', { seat: claim.seat }) };
}

/** A claim to win by self-draw; `named`: the winning tile named on the dealer's first turn, when nothing was drawn. */
export type SelfDrawn = { seat: Seat; how: 'self-draw'; tile: null; named?: Tile };

/** `seat`'s self-drawn win, or why the tile it names is wrong: the tile just drawn, or on the dealer's first turn one held, named as the winning one. */
export function selfDrawn(seat: Seat, winner: SeatState, tile: Tile | undefined): { ok: true; claim: SelfDrawn } | { ok: false; violation: Violation } {
  if (tile !== undefined && (winner.drawn !== null ? tile !== winner.drawn : !winner.hand.includes(tile))) return { ok: false, violation: violation('win-wrong-tile', { seat, tile: tileCode(tile) }) };
  return { ok: true, claim: { seat, how: 'self-draw', tile: null, ...(winner.drawn === null && tile !== undefined ? { named: tile } : {}) } };
}

/** Why a judged win is refused, or null when it stands: what a claim's check answers. */
export const refusal = (judged: { ok: true } | { ok: false; violation: Violation }): Violation | null => (judged.ok ? null : judged.violation);
