// A missed win of the deal on the table, for the viewed seat, as the link of a review item: the
// seat's hand at that step with the tile it could have won on (its draw, or the discard before).
import type { MissedChance } from '../../engine/analysis/index.ts';
import { encodeExercise, missedWinRef, type OptionValues } from '../../engine/learn/index.ts';
import { sortTiles } from '../../engine/tiles/index.ts';
import type { LoadedDeal } from './load.ts';

export function missedWinLink(deal: LoadedDeal, n: MissedChance): string | null {
  if (n.kind !== 'win' || (n.how !== 'self-draw' && n.how !== 'discard')) return null;
  const { replay } = deal;
  const state = replay.states[n.step];
  const seat = state?.seats[n.seat];
  if (!seat) return null;
  const before = replay.log.events[n.step - 1];
  const winning = n.how === 'self-draw' ? seat.drawn : before?.type === 'discard' ? before.tile : null;
  if (winning === null || winning === undefined) return null;
  const concealed = sortTiles(n.how === 'self-draw' ? [...seat.hand] : [...seat.hand, winning]);
  const rules = replay.log.ruleset;
  const hand = {
    concealed,
    melds: seat.melds.map((m) => ({ type: m.type, tiles: [...m.tiles] })),
    wild: replay.machine.view(state).wilds[0] ?? null,
    winningTile: winning,
    winBy: n.how,
  };
  const ref = missedWinRef(rules, hand, rules.options as unknown as OptionValues);
  return ref && encodeExercise(ref);
}
