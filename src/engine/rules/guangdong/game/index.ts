// A deal at a Guangdong table as a DealMachine: the generic face the replay, the verifier, the
// bots and the viewer use. Only this folder reads the state's own fields.

import { tileCode } from '../../../tiles/index.ts';
import { claimWindow } from '../../../game/claims.ts';
import { actingSeat, decisionAt } from '../../../game/decision.ts';
import { waitsOf } from '../../../game/waits.ts';
import type { Ruleset } from '../../types.ts';
import { gdWaits } from '../checker.ts';
import { GD_COPIES, GD_WALL_SIZE, RED } from '../tileset.ts';
import { applyEvent, initialState } from './apply.ts';
import { legalEvents } from './legal.ts';
import { narrate } from './narrate.ts';
import { type DealMachine, type DealSetup, type Decision, drawable, type GdDeal, type GdState, type TableFacts } from './state.ts';

export type { GdState } from './state.ts';
export { horsePayments, horseSeat } from './wins.ts';

function decision(state: GdState): Decision {
  const e = state.expect;
  return decisionAt(claimWindow(e), e.kind === 'act' || e.kind === 'discard' ? e.seat : null, e.kind === 'ended');
}

function view(_deal: GdDeal, state: GdState): TableFacts {
  const e = state.expect;
  // The horse lies face down until a deal with a winner ends; then the centre shows it.
  const horse = state.horse;
  return {
    acting: actingSeat(e),
    calls: claimWindow(e)?.calls ?? [],
    wilds: [RED],
    left: drawable(state),
    centre: horse === null ? [] : [{ id: 'horse', value: tileCode(horse) }],
    paid: state.result ? state.result.settlement : state.paid,
    phase: null,
    decision: decision(state),
  };
}

export function createGdDeal(ruleset: Ruleset, setup: DealSetup): DealMachine<GdState> {
  const deal: GdDeal = { ruleset, wall: setup.wall, dealer: setup.dealer, streak: setup.streak };
  return {
    initial: initialState(deal),
    wallSize: GD_WALL_SIZE,
    apply: (state, event) => applyEvent(deal, state, event),
    legalEvents: (state) => legalEvents(deal, state),
    view: (state) => view(deal, state),
    waits: (state, seat) => waitsOf(GD_COPIES, state, seat, (s) => gdWaits(s.hand, s.melds)),
    markers: () => [],
    narrate: (before, event, after) => narrate(ruleset.words, before, event, after),
  };
}
