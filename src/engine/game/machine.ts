// A deal machine's two dispatchers, each built from one table of handlers keyed by the moment a
// deal waits at: what an event does there (`applier`) and what may come next (`lister`). The
// moments every table has (a seat's own turn, discard only, a draw game, the end) are handled
// here once; a table writes only the moments it adds and how its own turn and draw game go.

import { fail } from './flow.ts';
import type { ApplyResult, DealEvent, Seat, TableState } from './types.ts';

/** What a deal waits for: each table has its own list of moments, with these four in it. */
export type Moment = { kind: string };
type CoreMoment = { kind: 'act'; seat: Seat } | { kind: 'discard'; seat: Seat } | { kind: 'draw-game' } | { kind: 'ended' };
type Of<X extends Moment, K> = Extract<X, { kind: K }>;
type CoreKind = CoreMoment['kind'];

/** A state of a table whose moments are `X`. */
export type MachineState<X extends Moment> = TableState & { readonly expect: X };

/** Applies an event to a state again: a moment that ends at once (a turn passed) hands the event on. */
export type Dispatch<S extends TableState> = (state: S, event: DealEvent) => ApplyResult<S>;

type ApplyHandler<D, S extends TableState, E> = (deal: D, state: S, expect: E, event: DealEvent, dispatch: Dispatch<S>) => ApplyResult<S>;

/** A table's own moments: what an event does at each. */
export type ApplyHandlers<D, S extends MachineState<X>, X extends Moment> = {
  [K in Exclude<X['kind'], CoreKind>]: ApplyHandler<D, S, Of<X, K>>;
};

export interface ApplySpec<D, S extends MachineState<X>, X extends Moment> {
  /** Events the table never accepts, or accepts at any moment (a room's time limit): refused or applied before the moment is asked. */
  before?(deal: D, state: S, event: DealEvent): ApplyResult<S> | null;
  /** A seat's own turn holding a fresh tile (`discardOnly` false), or after a chow or pong. */
  turn(deal: D, state: S, seat: Seat, discardOnly: boolean, event: DealEvent): ApplyResult<S>;
  /** The wall is spent: the draw game's result. */
  drawGame(deal: D, state: S): ApplyResult<S>;
  moments: ApplyHandlers<D, S, X>;
}

/** `apply(deal, state, event)`: the next state, or the rule the event breaks, at whatever moment the deal is. */
export function applier<D, S extends MachineState<X>, X extends Moment>(spec: ApplySpec<D, S, X>): (deal: D, state: S, event: DealEvent) => ApplyResult<S> {
  const moments = spec.moments as unknown as Record<string, ApplyHandler<D, S, Moment>>;
  const apply = (deal: D, state: S, event: DealEvent): ApplyResult<S> => {
    const early = spec.before?.(deal, state, event);
    if (early) return early;
    const expect = state.expect as X | CoreMoment;
    switch (expect.kind) {
      case 'act':
        return spec.turn(deal, state, (expect as Of<CoreMoment, 'act'>).seat, false, event);
      case 'discard':
        return spec.turn(deal, state, (expect as Of<CoreMoment, 'discard'>).seat, true, event);
      case 'draw-game':
        return event.type === 'draw-game' ? spec.drawGame(deal, state) : fail('expected-draw-game');
      case 'ended':
        return fail('deal-over');
    }
    return moments[expect.kind](deal, state, expect, event, (s, e) => apply(deal, s, e));
  };
  return apply;
}

type LegalHandler<D, S, E> = (deal: D, state: S, expect: E) => DealEvent[];

export interface LegalSpec<D, S extends MachineState<X>, X extends Moment> {
  /** A seat's own-turn choices (`discardOnly`: after a chow or pong). */
  turn(deal: D, state: S, seat: Seat, discardOnly: boolean): DealEvent[];
  moments: { [K in Exclude<X['kind'], CoreKind>]: LegalHandler<D, S, Of<X, K>> };
}

/** `legalEvents(deal, state)`: the events a machine accepts next, in the order the bots read them. */
export function lister<D, S extends MachineState<X>, X extends Moment>(spec: LegalSpec<D, S, X>): (deal: D, state: S) => DealEvent[] {
  const moments = spec.moments as unknown as Record<string, LegalHandler<D, S, Moment>>;
  return (deal, state) => {
    const expect = state.expect as X | CoreMoment;
    switch (expect.kind) {
      case 'act':
        return spec.turn(deal, state, (expect as Of<CoreMoment, 'act'>).seat, false);
      case 'discard':
        return spec.turn(deal, state, (expect as Of<CoreMoment, 'discard'>).seat, true);
      case 'draw-game':
        return [{ type: 'draw-game' }];
      case 'ended':
        return [];
    }
    return moments[expect.kind](deal, state, expect);
  };
}
