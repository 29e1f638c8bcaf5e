// A deal at an MCR table as a DealMachine: the generic face the replay, the verifier, the bots
// and the viewer use. Only this folder reads the state's own fields.

import { tileCode } from '../../../tiles/index.ts';
import { claimWindow } from '../../../game/claims.ts';
import { actingSeat, decisionAt } from '../../../game/decision.ts';
import { waitsOf } from '../../../game/waits.ts';
import type { Ruleset } from '../../types.ts';
import { MCR_COPIES, MCR_WALL_SIZE } from '../tileset.ts';
import { USUAL } from '../../define.ts';
import { shapeWaits } from '../checker.ts';
import { applyEvent, initialState } from './apply.ts';
import { legalEvents } from './legal.ts';
import { narrate } from './narrate.ts';
import type { DealMachine, DealSetup, Decision, McrDeal, McrState, McrTable, TableFacts } from './state.ts';
import { QUARTER, wallLeft, winOnlyDiscard } from './wall.ts';

export type { McrState } from './state.ts';
export { MCR_CLAIM_RANK, outranked } from './claims.ts';

function decision(deal: McrDeal, state: McrState): Decision {
  const e = state.expect;
  // With the wall empty the last discard can only be won on (mcr ruling 8).
  const winsOnly = e.kind === 'claims' && winOnlyDiscard(deal, state, e.discarder);
  return decisionAt(claimWindow(e), e.kind === 'act' || e.kind === 'discard' ? e.seat : null, e.kind === 'ended', winsOnly);
}

function view(deal: McrDeal, state: McrState): TableFacts {
  const e = state.expect;
  return {
    acting: e.kind === 'opening-flowers' ? (e.queue[0] ?? null) : actingSeat(e),
    calls: claimWindow(e)?.calls ?? [],
    wilds: [],
    left: wallLeft(deal, state),
    centre: [{ id: 'round', value: tileCode(deal.roundWind) }],
    phase: null,
    decision: decision(deal, state),
  };
}

export function createMcrDeal(ruleset: Ruleset, table: McrTable, setup: DealSetup): DealMachine<McrState> {
  const deal: McrDeal = { ruleset, wall: setup.wall, dealer: setup.dealer, streak: setup.streak, ...table };
  const copies = deal.quarters ? USUAL.copies : MCR_COPIES;
  return {
    initial: initialState(deal),
    wallSize: deal.quarters ? 4 * QUARTER : MCR_WALL_SIZE,
    apply: (state, event) => applyEvent(deal, state, event),
    legalEvents: (state) => legalEvents(deal, state),
    view: (state) => view(deal, state),
    waits: (state, seat) => waitsOf(copies, state, seat, (s) => shapeWaits(s.hand, s.melds)),
    markers: () => [],
    narrate: (before, event, after) => narrate(ruleset.words, before, event, after),
  };
}
