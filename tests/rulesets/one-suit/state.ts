// The state of a one-suit deal and what it expects next; only this folder reads its fields.

import type { Tile } from '../../../src/engine/tiles/index.ts';
import type { Call, Seat, TableState } from '../../../src/engine/game/types.ts';
import type { WallCount } from '../../../src/engine/game/wall.ts';
import { WALL_SIZE } from './tiles.ts';

export type Expect =
  | { kind: 'deal'; seat: Seat }
  /** Every hand dealt: the wall's last tile is turned face up. */
  | { kind: 'omen' }
  | { kind: 'draw'; seat: Seat }
  /** Holding 5: win, or discard. */
  | { kind: 'act'; seat: Seat }
  /** After a pong: discard only. */
  | { kind: 'discard'; seat: Seat }
  | { kind: 'claims'; discarder: Seat; tile: Tile; calls: readonly Call[] }
  | { kind: 'draw-game' }
  | { kind: 'ended' };

export interface OneSuitState extends TableState, WallCount {
  readonly expect: Expect;
  /** The omen's kind, once turned. */
  readonly omen: Tile | null;
}

/** The state with `patch` applied; `steps` events counted (0 for a state passed through). */
export function next(state: OneSuitState, patch: Partial<OneSuitState>, steps = 1): OneSuitState {
  return { ...state, ...patch, step: state.step + steps };
}

/** Tiles left to draw: the omen is out of play. */
export const drawable = (state: OneSuitState): number => WALL_SIZE - state.front - state.tail;
