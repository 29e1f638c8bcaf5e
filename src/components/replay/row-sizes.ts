// How big each row of a seat must be for the whole deal (the most discards, the widest melds
// and flowers), worked out once when a deal opens, so the table never changes size while stepping.

import type { Seat } from '../../engine/game/types.ts';
import type { LoadedDeal } from './load.ts';
import { meldView } from './view-model.ts';

/** The most each seat ever shows over the deal, so rows keep their size while stepping. */
export interface RowSizes {
  /** Discards at one seat. */
  discards: number;
  /** The widest melds-and-flowers row, in tile heights (an upright tile is 0.7273 wide, a turned one 1). */
  exposedUnits: number;
  /** The widest hand-and-melds row (melds beside the hand), in tile heights: the hand with the drawn tile, then its melds and flowers. */
  rowUnits: number;
}

const UPRIGHT = 64 / 88;
const TILE_GAP = 0.04;
const GROUP_GAP = 0.3;

function groupWidth(widths: number[]): number {
  return widths.reduce((a, b) => a + b, 0) + TILE_GAP * Math.max(0, widths.length - 1);
}

/** Each deal's sizes, by its replay: moving back to a deal of a game met before costs nothing. */
const known = new WeakMap<LoadedDeal['replay'], RowSizes>();

export function rowSizes(deal: LoadedDeal): RowSizes {
  let sizes = known.get(deal.replay);
  if (!sizes) known.set(deal.replay, (sizes = measure(deal)));
  return sizes;
}

function measure(deal: LoadedDeal): RowSizes {
  let discards = 0;
  let exposedUnits = 0;
  let rowUnits = 0;
  for (const state of deal.replay.states) {
    for (const [seat, s] of state.seats.entries()) {
      discards = Math.max(discards, s.discards.length);
      const groups = s.melds.map((m) => groupWidth(meldView(m, seat as Seat, false).tiles.map((f) => (f.sideways ? 1 : UPRIGHT))));
      if (s.flowers.length) groups.push(groupWidth(s.flowers.map(() => UPRIGHT)));
      const exposed = groups.length ? groupWidth(groups) - TILE_GAP * (groups.length - 1) + GROUP_GAP * (groups.length - 1) + 0.1 : 0;
      exposedUnits = Math.max(exposedUnits, exposed);
      // The hand (the drawn tile set apart by 0.35), then a gap of 0.5 and the melds.
      const hand = groupWidth(s.hand.map(() => UPRIGHT)) + (s.drawn !== null ? 0.35 : 0);
      rowUnits = Math.max(rowUnits, hand + (exposed ? 0.5 + exposed : 0));
    }
  }
  return { discards, exposedUnits, rowUnits: Math.max(rowUnits, 13.8) };
}
