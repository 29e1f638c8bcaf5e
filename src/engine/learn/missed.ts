// A deal's missed wins for one seat as review items: each the seat's hand at that step with the
// tile it could have won on (its draw, the discard, the tile of the kong it could have robbed, or
// for a rule set's own way, the tile the machine's own win would take), as a waits exercise's link.
// The viewer's "Add to my practice" and the end of a played deal ask here.

import { missedChances, type MissedChance, type ReplayLike } from '../analysis/missed.ts';
import type { Seat, TableState } from '../game/types.ts';
import { sortTiles } from '../tiles/index.ts';
import { missedWinRef } from './index.ts';
import { encodeExercise, type OptionValues } from './link.ts';
import type { HandView } from './types.ts';

/** The seat's hand and the tile it could have won on at the notice's step, or null when none is known. */
function missedHand(replay: ReplayLike, n: Extract<MissedChance, { kind: 'win' }>): HandView | null {
  const state = replay.states[n.step];
  const seat = state?.seats[n.seat];
  if (!seat) return null;
  if (n.how !== 'self-draw' && n.how !== 'discard' && n.how !== 'rob-kong') return ownWayHand(replay, state, n);
  const view = replay.machine.view(state);
  // A discard or an added kong's tile is the tile of the claim window the seat let pass.
  const given = view.decision.kind === 'claims' ? view.decision.tile : null;
  const winning = n.how === 'self-draw' ? seat.drawn : given;
  if (winning === null || winning === undefined) return null;
  return {
    concealed: sortTiles(n.how === 'self-draw' ? [...seat.hand] : [...seat.hand, winning]),
    melds: seat.melds.map((m) => ({ type: m.type, tiles: [...m.tiles] })),
    wild: view.wilds[0] ?? null,
    winningTile: winning,
    winBy: n.how,
  };
}

/**
 * A rule set's own way of winning (a revealed wild taken from the table, a tile given up for it):
 * the machine's own win of that way, applied, and the situation it scores. Only a win scored as
 * that way: one scored as another (a self-draw on a shape no hand needs) is not a waits question.
 */
function ownWayHand(replay: ReplayLike, state: TableState, n: Extract<MissedChance, { kind: 'win' }>): HandView | null {
  const event = replay.machine.legalEvents(state).find((e) => e.type === 'win' && e.seat === n.seat && e.how === n.how);
  if (!event) return null;
  const won = replay.machine.apply(state, event);
  const result = won.ok ? won.state.result : null;
  const s = result?.situation;
  if (!s || result?.winner !== n.seat || s.winBy !== n.how) return null;
  return {
    concealed: sortTiles([...s.concealed]),
    melds: s.melds.map((m) => ({ type: m.type, tiles: [...m.tiles] })),
    wild: s.wild,
    winningTile: s.winningTile,
    winBy: s.winBy,
  };
}

/** The link of a missed win's review item, or null for another notice or a hand the engine makes no exercise of. */
export function missedWinLink(replay: ReplayLike, n: MissedChance): string | null {
  if (n.kind !== 'win') return null;
  const hand = missedHand(replay, n);
  if (!hand) return null;
  const rules = replay.log.ruleset;
  const ref = missedWinRef(rules, hand, rules.options as unknown as OptionValues);
  return ref && encodeExercise(ref);
}

/** The links of every missed win of `seat` in the deal, each once, in step order. */
export function missedWinLinks(replay: ReplayLike, seat: Seat, notices: readonly MissedChance[] = missedChances(replay)): string[] {
  const links = notices.filter((n) => n.kind === 'win' && n.seat === seat).map((n) => missedWinLink(replay, n));
  return [...new Set(links.filter((l): l is string => l !== null))];
}
