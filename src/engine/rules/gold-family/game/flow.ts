// Shared steps of the state machine: the next state, and where play goes when a turn passes
// (a normal draw, the final sweep of ruling 4, or a draw game when nothing is left).

import type { Expect, GameState, Seat } from './state.ts';
import { nextSeat } from '../../../game/seat.ts';
import { drawable } from './wall.ts';

/** The state with `patch` applied and the step counted. */
export function next(state: GameState, patch: Partial<GameState>): GameState {
  return update(state, patch, 1);
}

/** The state with `patch` applied, the same step (an intermediate state, such as a passed turn). */
export function update(state: GameState, patch: Partial<GameState>, steps = 0): GameState {
  // Built field by field in one order, so every state shares one shape (spreads make V8 slow here).
  return {
    seats: patch.seats ?? state.seats,
    dealer: state.dealer,
    streak: state.streak,
    gold: patch.gold !== undefined ? patch.gold : state.gold,
    indicator: 'indicator' in patch ? patch.indicator! : state.indicator,
    wallSize: state.wallSize,
    sweepAt: state.sweepAt,
    front: patch.front ?? state.front,
    tail: patch.tail ?? state.tail,
    reserve: patch.reserve ?? state.reserve,
    sweep: patch.sweep ?? state.sweep,
    seen: patch.seen ?? state.seen,
    expect: patch.expect ?? state.expect,
    result: patch.result ?? state.result,
    step: state.step + steps,
  };
}

/** What `seat` does when it is about to draw: draw, start or continue the sweep, or end in a draw. */
export function turnTo(state: GameState, seat: Seat): { expect: Expect; sweep: boolean } {
  const left = drawable(state);
  if (left <= 0) return { expect: { kind: 'draw-game' }, sweep: state.sweep };
  if (state.sweep || left <= state.sweepAt) return { expect: { kind: 'sweep', seat }, sweep: true };
  return { expect: { kind: 'draw', seat }, sweep: false };
}

/** After `seat`'s turn ends with nobody claiming: the lower seat is about to draw. */
export function passTurn(state: GameState, seat: Seat): GameState {
  return update(state, turnTo(state, nextSeat(seat)));
}
