// A deal at a Fuzhou-style table as a DealMachine: the generic face the replay, the verifier,
// the bots and the viewer use. Only this folder reads the state's own fields.

import { concealedCounts, wildsToMelds, waitingTiles } from '../../../hand/index.ts';
import { goldDiscarded, type DealMachine, type DealSetup, type Decision, type GameState, type Seat, type TableFacts, type Wait } from './state.ts';
import type { Ruleset } from '../../types.ts';
import { applyEvent, initialState } from './apply.ts';
import type { FuzhouDeal, GoldTable } from './context.ts';
import { legalEvents } from './legal.ts';
import { narrator } from './narrate.ts';
import { drawable } from './wall.ts';
import { claimWindow } from '../../../game/claims.ts';
import { actingSeat, decisionAt } from '../../../game/decision.ts';
import { waitsOf } from '../../../game/waits.ts';

/** What `seat` waits on once the gold is known, the indicator face up counted as seen. */
function waitsAt(deal: FuzhouDeal, state: GameState, seat: Seat): Wait[] | null {
  const gold = state.gold;
  if (gold === null) return null;
  return waitsOf(
    deal.table.copies,
    state,
    seat,
    (s) => {
      const { counts, wilds: golds } = concealedCounts(s.hand, gold);
      const tiles = waitingTiles(counts, golds, gold, deal.ruleset.handKinds);
      // Three golds: holding two, the third wins on a self-draw whatever the shape.
      if (golds === 2 && !tiles.includes(gold)) tiles.push(gold);
      return tiles.sort((a, b) => a - b);
    },
    state.indicator,
  );
}

/** The seat whose move the table waits for: the dealer through the window after the gold, the first of a flower round. */
function acting(state: GameState): Seat | null {
  const e = state.expect;
  if (e.kind === 'opening') return state.dealer;
  return e.kind === 'opening-flowers' ? (e.queue[0] ?? null) : actingSeat(e);
}

function decision(state: GameState): Decision {
  const e = state.expect;
  if (e.kind === 'opening') return { kind: 'window', seat: state.dealer };
  return decisionAt(claimWindow(e), e.kind === 'act' || e.kind === 'discard' ? e.seat : null, e.kind === 'ended');
}

function view(_deal: FuzhouDeal, state: GameState): TableFacts {
  const e = state.expect;
  const calls = e.kind === 'claims' || e.kind === 'rob' || e.kind === 'opening' ? e.calls : [];
  return {
    acting: acting(state),
    calls,
    wilds: state.gold === null ? [] : [state.gold],
    indicator: state.gold === null ? null : state.indicator,
    deadDiscards: state.gold === null ? [] : [state.gold],
    left: drawable(state),
    centre: [{ id: 'reserve', value: state.gold === null ? '–' : state.reserve }],
    phase: state.sweep && state.result === null ? 'sweep' : null,
    decision: decision(state),
  };
}

export function createGoldDeal(table: GoldTable, ruleset: Ruleset, setup: DealSetup): DealMachine<GameState> {
  const deal: FuzhouDeal = { table, ruleset, wall: setup.wall, dealer: setup.dealer, streak: setup.streak };
  return {
    initial: initialState(deal),
    wallSize: table.wallSize,
    apply: (state, event) => applyEvent(deal, state, event),
    legalEvents: (state) => legalEvents(deal, state),
    view: (state) => view(deal, state),
    waits: (state, seat) => waitsAt(deal, state, seat),
    markers(state, seat) {
      const s = state.seats[seat];
      const markers: string[] = [];
      if (table.idleGold && state.gold !== null && s.hand.length % 3 === 1) {
        const { counts, wilds: golds } = concealedCounts(s.hand, state.gold);
        if (golds === 1 && wildsToMelds(counts) === 0) markers.push('idle-gold');
      }
      if (markers.length || goldDiscarded(state, seat)) markers.push('self-draw-only');
      return markers;
    },
    narrate: narrator(ruleset.words),
  };
}
