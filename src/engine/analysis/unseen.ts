// What one seat can count as gone: its own hand, every meld, the discards still lying in the
// pond, the flowers set aside and a face-up wild indicator. Everything else (the wall and the
// other hands) is unseen from that seat, whichever rule set deals the tiles.

import type { DealMachine, Seat, TableState } from '../game/types.ts';
import type { Ruleset } from '../rules/types.ts';

/** Copies of each tile kind `seat` cannot see at `state` (index = tile id). */
export function unseenBy(ruleset: Ruleset, machine: DealMachine, state: TableState, seat: Seat): Uint8Array {
  const left = Uint8Array.from(ruleset.copies);
  const see = (t: number) => {
    if (left[t] > 0) left[t]--;
  };
  state.seats.forEach((s, i) => {
    if (i === seat) s.hand.forEach(see);
    for (const m of s.melds) m.tiles.forEach(see);
    // A claimed discard lives on in a meld (counted there) or in the winner's hand.
    for (const d of s.discards) if (d.claimedBy === undefined) see(d.tile);
    s.flowers.forEach(see);
  });
  const indicator = machine.view(state).indicator;
  if (typeof indicator === 'number') see(indicator);
  return left;
}
