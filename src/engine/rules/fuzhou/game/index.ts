// A Fuzhou deal as a DealMachine: the generic face the replay, the verifier and the bots use.

import { concealedCounts, goldsToMelds, waitingTiles } from '../../../hand/index.ts';
import type { DealMachine, DealSetup, GameState, Seat, Wait } from '../../../game/types.ts';
import type { Ruleset } from '../../types.ts';
import type { FuzhouOptions } from '../options.ts';
import { FUZHOU_COPIES, FUZHOU_HAND_KINDS } from '../tileset.ts';
import { applyEvent, initialState } from './apply.ts';
import { WALL_SIZE, type FuzhouDeal } from './context.ts';
import { legalEvents } from './legal.ts';
import { drawable } from './wall.ts';

/** Copies of each tile not visible on the table: still in the wall, or in a hand not yet shown. */
function unseen(state: GameState, seat: Seat): Uint8Array {
  const left = Uint8Array.from(FUZHOU_COPIES);
  const see = (t: number) => left[t] > 0 && left[t]--;
  for (let s = 0; s < 4; s++) {
    const seatState = state.seats[s];
    if (s === seat) seatState.hand.forEach(see);
    for (const m of seatState.melds) m.tiles.forEach(see);
    for (const d of seatState.discards) if (d.claimedBy === undefined) see(d.tile);
    seatState.flowers.forEach(see);
  }
  if (state.indicator !== null) see(state.indicator);
  return left;
}

export function waitsOf(state: GameState, seat: Seat): Wait[] | null {
  const s = state.seats[seat];
  if (state.gold === null || s.hand.length % 3 !== 1) return null;
  const { counts, golds } = concealedCounts(s.hand, state.gold);
  const left = unseen(state, seat);
  const tiles = waitingTiles(counts, golds, state.gold, FUZHOU_HAND_KINDS);
  // Ruling 9: holding two golds, the third wins on a self-draw whatever the shape.
  if (golds === 2 && !tiles.includes(state.gold)) tiles.push(state.gold);
  return tiles.sort((a, b) => a - b).map((tile) => ({ tile, left: left[tile] }));
}

export function createFuzhouDeal(ruleset: Ruleset<FuzhouOptions>, setup: DealSetup): DealMachine {
  const deal: FuzhouDeal = { options: ruleset.options, ruleset, wall: setup.wall, dealer: setup.dealer, streak: setup.streak };
  return {
    initial: initialState(deal),
    wallSize: WALL_SIZE,
    apply: (state, event) => applyEvent(deal, state, event),
    legalEvents: (state) => legalEvents(deal, state),
    drawable,
    waits: waitsOf,
    markers(state, seat) {
      const s = state.seats[seat];
      let idleGold = false;
      if (deal.options.idleGold && state.gold !== null && s.hand.length % 3 === 1) {
        const { counts, golds } = concealedCounts(s.hand, state.gold);
        idleGold = golds === 1 && goldsToMelds(counts) === 0;
      }
      return { idleGold, selfDrawOnly: idleGold || s.goldDiscarded };
    },
  };
}
