// The stronger bot level: it weighs every choice with the rule set's own reading of a hand
// (`analyse`, through the analyzer's ranked discards), so it knows no rule set. It discards by
// tiles from winning, then unseen useful tiles; keeps its wilds; claims and kongs only when that
// brings it closer; and, far from winning, keeps off tiles a seat close to winning may want.

import type { Meld, Ruleset } from '../rules/types.ts';
import type { Tile } from '../tiles/index.ts';
import type { DealEvent, DealMachine, Seat, TableState } from '../game/types.ts';
import type { MeldType } from '../vocabulary.ts';
import { analyseSeat, type DiscardOption } from '../analysis/hand.ts';
import { withoutTiles } from '../game/seat.ts';

/** Tiles from winning at which a hand counts as far off: it gives up a little speed for safety. */
const FAR = 3;

/** The concealed tiles (flowers apart) and melds of a seat, as `analyse` takes them. */
function handOf(ruleset: Ruleset, state: TableState, seat: Seat): { concealed: Tile[]; melds: Meld[] } {
  const s = state.seats[seat];
  return { concealed: s.hand.filter((t) => !ruleset.isFlower(t)), melds: s.melds.map((m) => ({ type: m.type, tiles: m.tiles })) };
}

/** Tiles from winning of a hand holding its extra tile, after its best discard. */
function shortAfterDiscard(ruleset: Ruleset, concealed: readonly Tile[], melds: readonly Meld[], wild: Tile | null): number {
  let best = Number.POSITIVE_INFINITY;
  for (const t of new Set(concealed)) {
    if (t === wild) continue;
    best = Math.min(best, ruleset.analyse(withoutTiles(concealed, [t])!, melds, wild).short);
  }
  return best;
}

/** Whether claiming `tile` for a meld of `type` with `fromHand` brings the seat strictly closer to a win. */
export function strongClaimHelps(ruleset: Ruleset, state: TableState, wild: Tile | null, seat: Seat, type: MeldType, tile: Tile, fromHand: readonly Tile[]): boolean {
  if (tile === wild || fromHand.includes(wild ?? -1)) return false;
  const { concealed, melds } = handOf(ruleset, state, seat);
  const rest = withoutTiles(concealed, fromHand);
  if (!rest) return false;
  const before = ruleset.analyse(concealed, melds, wild).short;
  const meld: Meld = { type, tiles: [...fromHand, tile].sort((a, b) => a - b) };
  return shortAfterDiscard(ruleset, rest, [...melds, meld], wild) < before;
}

/** Whether a kong of `tile` leaves the hand no farther from winning than its best discard now. */
function kongKeeps(ruleset: Ruleset, state: TableState, wild: Tile | null, seat: Seat, event: DealEvent, best: number): boolean {
  if (event.type !== 'concealed-kong' && event.type !== 'added-kong') return false;
  if (event.tile === wild) return false;
  const { concealed, melds } = handOf(ruleset, state, seat);
  const concealedKong = event.type === 'concealed-kong';
  const rest = withoutTiles(concealed, concealedKong ? [event.tile, event.tile, event.tile, event.tile] : [event.tile]);
  if (!rest) return false;
  const kong: Meld = { type: event.type, tiles: [event.tile, event.tile, event.tile, event.tile] };
  const after = concealedKong ? [...melds, kong] : melds.map((m) => (m.type === 'pong' && m.tiles[0] === event.tile ? kong : m));
  return ruleset.analyse(rest, after, wild).short <= best;
}

/** Seats other than `seat` holding few enough concealed tiles that they may be one short of a win. */
function closeSeats(ruleset: Ruleset, state: TableState, seat: Seat): Seat[] {
  return ([0, 1, 2, 3] as Seat[]).filter((s) => s !== seat && state.seats[s].melds.length >= ruleset.meldsToWin - 2);
}

/** A discard every close seat plainly does not wait on: one it threw away itself. Anything else may be its wait. */
function safeAgainst(state: TableState, tile: Tile, close: readonly Seat[]): boolean {
  return close.every((s) => state.seats[s].discards.some((d) => d.tile === tile));
}

/** The stronger level's choice among the events `seat` may make on its own turn. */
export function strongOwnTurn(ruleset: Ruleset, machine: DealMachine, state: TableState, wild: Tile | null, seat: Seat, options: readonly DealEvent[]): DealEvent {
  const mine = options.filter((e) => 'seat' in e && e.seat === seat);
  const win = mine.find((e) => e.type === 'win' && e.how === 'self-draw') ?? mine.find((e) => e.type === 'win');
  if (win) return win;
  const legal = new Set(mine.flatMap((e) => (e.type === 'discard' ? [e.tile] : [])));
  const ranked = (analyseSeat(ruleset, machine, state, seat)?.discards ?? []).filter((d) => legal.has(d.tile));
  // A wild goes only when nothing else may.
  const kept = ranked.filter((d) => d.tile !== wild);
  const choices = kept.length ? kept : ranked;
  const best = choices[0];
  const kong = best && mine.find((e) => kongKeeps(ruleset, state, wild, seat, e, best.short));
  if (kong) return kong;
  const tile = best ? safer(ruleset, state, seat, choices) : undefined;
  return mine.find((e) => e.type === 'discard' && e.tile === tile) ?? mine.find((e) => e.type === 'discard') ?? options[0];
}

/** The best discard, or far from winning with a seat close to it, the best safe one no more than a tile worse. */
function safer(ruleset: Ruleset, state: TableState, seat: Seat, choices: readonly DiscardOption[]): Tile {
  const best = choices[0];
  if (best.short < FAR) return best.tile;
  const close = closeSeats(ruleset, state, seat);
  if (!close.length) return best.tile;
  const safe = choices.find((d) => d.short <= best.short + 1 && safeAgainst(state, d.tile, close));
  return (safe ?? best).tile;
}
