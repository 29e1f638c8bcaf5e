// A one-suit deal as a DealMachine: what it accepts next (for the bots), what the table shows,
// the waits, and each event told in words; the generic face the replay, verify and the viewer use.

import { tileCode } from '../../../src/engine/tiles/index.ts';
import { claimWindow, givenBy, USUAL_CLAIM_RANK } from '../../../src/engine/game/claims.ts';
import { actingSeat, decisionAt } from '../../../src/engine/game/decision.ts';
import { claimChoices, dealOf, drawOf, turnChoices } from '../../../src/engine/game/legal.ts';
import { lister } from '../../../src/engine/game/machine.ts';
import { toldAlike, toldDraw, withWhy } from '../../../src/engine/game/narrate.ts';
import { nextSeat } from '../../../src/engine/game/seat.ts';
import type { DealEvent, DealMachine, DealSetup, Narration, TableFacts } from '../../../src/engine/game/types.ts';
import { peekTile } from '../../../src/engine/game/wall.ts';
import { waitsOf as seatWaits } from '../../../src/engine/game/waits.ts';
import { applyEvent, claimProblem, initialState, judgeWin, type OneSuitDeal, passTurn, selfDrawHow } from './apply.ts';
import type { OneSuitOptions } from './score.ts';
import { waitsOf } from './situation.ts';
import { drawable, type Expect, type OneSuitState } from './state.ts';
import { COPIES, HAND_SIZE, WALL_SIZE } from './tiles.ts';

const legalEvents = lister<OneSuitDeal, OneSuitState, Expect>({
  turn: (deal, state, seat, discardOnly) => {
    const judged = discardOnly ? null : judgeWin(deal, state, { seat, tile: null });
    const wins = judged?.ok ? [selfDrawHow(judged)] : [];
    return turnChoices(seat, state.seats[seat], { wins, concealedKong: () => false, addedKong: false, discard: () => true });
  },
  moments: {
    deal: (deal, state, e) => dealOf(deal.wall, state.front, e.seat, e.seat === state.dealer ? HAND_SIZE + 1 : HAND_SIZE),
    omen: (deal, state) => {
      const tile = peekTile(deal.wall, state, WALL_SIZE, 'tail');
      return tile === null ? [] : [{ type: 'omen', tile }];
    },
    draw: (deal, state, e) => drawOf(e.seat, peekTile(deal.wall, state, WALL_SIZE, 'front')),
    claims: (deal, state, e) => {
      const out = claimChoices(
        e.discarder,
        e.tile,
        (seat, claim) => claimProblem(deal, state, seat, claim, e.discarder, e.tile),
        () => [],
      );
      if (e.calls.length) return out;
      const passed = passTurn(state, e.discarder);
      const front = peekTile(deal.wall, state, WALL_SIZE, 'front');
      return [...out, ...(passed.expect.kind === 'draw-game' ? [{ type: 'draw-game' } as const] : drawOf(nextSeat(e.discarder), front))];
    },
  },
});

function view(state: OneSuitState): TableFacts {
  const e = state.expect;
  return {
    acting: actingSeat(e),
    calls: claimWindow(e)?.calls ?? [],
    wilds: [],
    left: drawable(state),
    centre: state.omen === null ? [] : [{ id: 'omen', value: tileCode(state.omen) }],
    phase: null,
    decision: decisionAt(claimWindow(e), e.kind === 'act' || e.kind === 'discard' ? e.seat : null, e.kind === 'ended'),
  };
}

function narrate(words: string, before: OneSuitState, event: DealEvent, after: OneSuitState): Narration {
  const window = claimWindow(before.expect);
  const own = (key: string, params: Narration['params']): Narration => ({ key: `${words}.event.${key}`, params });
  let told: Narration;
  if (event.type === 'omen') told = own('omen', { tile: tileCode(event.tile) });
  else if (event.type === 'draw') told = toldDraw(before.expect.kind, event);
  else if (event.type === 'win') {
    const result = after.result;
    told = own(`win-${event.how}`, { seat: event.seat, total: result?.score?.total ?? 0, tile: tileCode(result?.situation?.winningTile ?? 0), from: window ? givenBy(window) : event.seat });
  } else told = toldAlike(window, event);
  return withWhy(told, USUAL_CLAIM_RANK, window, event);
}

export function createDeal(words: string, options: OneSuitOptions, setup: DealSetup): DealMachine<OneSuitState> {
  const deal: OneSuitDeal = { ...setup, options };
  return {
    initial: initialState(deal),
    wallSize: WALL_SIZE,
    apply: (state, event) => applyEvent(deal, state, event),
    legalEvents: (state) => legalEvents(deal, state),
    view,
    waits: (state, seat) => seatWaits(COPIES, state, seat, (s) => waitsOf(s.hand)),
    markers: () => [],
    narrate: (before, event, after) => narrate(words, before, event, after),
  };
}
