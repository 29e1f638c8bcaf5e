// A deal's missed wins for one seat as review items: each the seat's hand at that step with the
// tile it could have won on (its draw, the discard, or the tile of the kong it could have robbed),
// as a waits exercise's link. The viewer's "Add to my practice" and the end of a played deal ask here.

import { missedChances, type MissedChance, type ReplayLike } from '../analysis/missed.ts';
import type { Seat } from '../game/types.ts';
import { sortTiles } from '../tiles/index.ts';
import { missedWinRef } from './index.ts';
import { encodeExercise, type OptionValues } from './link.ts';

/** The link of a missed win's review item, or null for another notice or a hand the engine makes no exercise of. */
export function missedWinLink(replay: ReplayLike, n: MissedChance): string | null {
  if (n.kind !== 'win') return null;
  const state = replay.states[n.step];
  const seat = state?.seats[n.seat];
  if (!seat) return null;
  const view = replay.machine.view(state);
  // A discard or an added kong's tile is the tile of the claim window the seat let pass.
  const given = view.decision.kind === 'claims' ? view.decision.tile : null;
  const winning = n.how === 'self-draw' ? seat.drawn : n.how === 'discard' || n.how === 'rob-kong' ? given : null;
  if (winning === null || winning === undefined) return null;
  const concealed = sortTiles(n.how === 'self-draw' ? [...seat.hand] : [...seat.hand, winning]);
  const rules = replay.log.ruleset;
  const hand = {
    concealed,
    melds: seat.melds.map((m) => ({ type: m.type, tiles: [...m.tiles] })),
    wild: view.wilds[0] ?? null,
    winningTile: winning,
    winBy: n.how,
  };
  const ref = missedWinRef(rules, hand, rules.options as unknown as OptionValues);
  return ref && encodeExercise(ref);
}

/** The links of every missed win of `seat` in the deal, each once, in step order. */
export function missedWinLinks(replay: ReplayLike, seat: Seat, notices: readonly MissedChance[] = missedChances(replay)): string[] {
  const links = notices.filter((n) => n.kind === 'win' && n.seat === seat).map((n) => missedWinLink(replay, n));
  return [...new Set(links.filter((l): l is string => l !== null))];
}
