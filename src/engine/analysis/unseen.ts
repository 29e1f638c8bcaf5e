// What one seat can count as gone: its own hand, every meld, the discards still lying in the
// pond, the flowers set aside and a face-up wild indicator. Everything else (the wall and the
// other hands) is unseen from that seat, whichever rule set deals the tiles.

import type { DealMachine, Seat, TableState } from '../game/types.ts';
import type { Ruleset } from '../rules/types.ts';
import { unseenBy } from '../game/unseen.ts';

/** Copies of each tile kind `seat` cannot see at `state` (index = tile id), the face-up indicator counted. */
export function unseenFrom(ruleset: Ruleset, machine: DealMachine, state: TableState, seat: Seat): Uint8Array {
  const indicator = machine.view(state).indicator;
  return unseenBy(ruleset.copies, state, seat, typeof indicator === 'number' ? indicator : null);
}
