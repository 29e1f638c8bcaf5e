// One seat's hand at one state, as the rule set reads it: how many tiles from winning, which
// tiles would bring it closer and how many of each that seat cannot see, the waits when one
// short, and for the seat to act holding its extra tile each discard it may make, ranked.
// Every judgement is the rule set's (`analyse`, `waits`, `legalEvents`): nothing is re-derived.

import type { DealMachine, Seat, TableState, Wait } from '../game/types.ts';
import type { Meld, Ruleset } from '../rules/types.ts';
import type { Tile } from '../tiles/index.ts';
import { unseenFrom } from './unseen.ts';

/** A tile that brings the hand closer to a win, and how many of it the seat cannot see. */
export interface Useful {
  tile: Tile;
  unseen: number;
}

/** One discard the acting seat may make, and where the hand stands after it. */
export interface DiscardOption {
  tile: Tile;
  /** Tiles still to change or draw after this discard (1: waiting). */
  short: number;
  useful: Useful[];
  /** Unseen copies of the useful tiles, summed. */
  unseen: number;
}

export interface SeatAnalysis {
  seat: Seat;
  /** Tiles still to change or draw before the hand wins (0: it wins as it stands). */
  short: number;
  /** The hand holds its extra tile (a draw or a claim made): it discards or wins next. */
  holding: boolean;
  /** Tiles that reduce `short`; for a hand holding its extra tile, those kept after the best discard. */
  useful: Useful[];
  /** Unseen copies of the useful tiles, summed. */
  unseen: number;
  /** What the hand waits on when one short and not holding its extra tile (the machine's answer). */
  waits: Wait[] | null;
  /** The acting seat's discards (its legal ones), best first; null for any other seat. */
  discards: DiscardOption[] | null;
}

/** The rule set's arguments for a hand: concealed tiles without a flower in passing, melds as shapes. */
function handOf(ruleset: Ruleset, state: TableState, seat: Seat): { concealed: Tile[]; melds: Meld[] } {
  const s = state.seats[seat];
  return {
    concealed: s.hand.filter((t) => !ruleset.isFlower(t)),
    melds: s.melds.map((m) => ({ type: m.type, tiles: m.tiles })),
  };
}

function without(hand: readonly Tile[], tile: Tile): Tile[] {
  const at = hand.indexOf(tile);
  return at < 0 ? [...hand] : [...hand.slice(0, at), ...hand.slice(at + 1)];
}

/**
 * The tiles that lower `short` when added to a hand waiting for its next tile. A kind the seat
 * itself holds every copy of cannot come, so it is not asked about.
 */
function usefulTiles(ruleset: Ruleset, concealed: readonly Tile[], melds: readonly Meld[], wild: Tile | null, short: number, unseen: Uint8Array, held: Uint8Array): Useful[] {
  const out: Useful[] = [];
  for (const tile of ruleset.handKinds) {
    if (held[tile] >= ruleset.copies[tile]) continue;
    if (ruleset.analyse([...concealed, tile], melds, wild).short < short) out.push({ tile, unseen: unseen[tile] });
  }
  return out;
}

const total = (useful: readonly Useful[]) => useful.reduce((sum, u) => sum + u.unseen, 0);

/** Fewer tiles from winning first, then more unseen useful tiles kept, then tile order. */
function byPromise(a: DiscardOption, b: DiscardOption): number {
  return a.short - b.short || b.unseen - a.unseen || a.tile - b.tile;
}

/**
 * Analyses `seat`'s hand at `state`, or returns null when it holds too few tiles to be a hand
 * (before the deal, or between a kong and its replacement).
 */
export function analyseSeat(ruleset: Ruleset, machine: DealMachine, state: TableState, seat: Seat): SeatAnalysis | null {
  const facts = machine.view(state);
  const wild = facts.wilds[0] ?? null;
  const { concealed, melds } = handOf(ruleset, state, seat);
  const whole = ruleset.analyse(concealed, melds, wild);
  const holding = concealed.length === whole.size;
  if (!holding && concealed.length !== whole.size - 1) return null;
  const unseen = unseenFrom(ruleset, machine, state, seat);
  // Copies in the seat's own hand and melds: a kind it holds all of cannot be drawn.
  const held = new Uint8Array(ruleset.copies.length);
  for (const t of concealed) held[t]++;
  for (const m of melds) for (const t of m.tiles) held[t]++;

  if (!holding) {
    const useful = usefulTiles(ruleset, concealed, melds, wild, whole.short, unseen, held);
    const waits = whole.short === 1 ? machine.waits(state, seat) : null;
    return { seat, short: whole.short, holding, useful, unseen: total(useful), waits, discards: null };
  }

  // The seat to act may discard what its legal events allow (a gold may be barred); any other
  // hand holding its extra tile is weighed over every tile it holds.
  const acting = facts.acting === seat;
  const legal = acting ? machine.legalEvents(state).flatMap((e) => (e.type === 'discard' && e.seat === seat ? [e.tile] : [])) : [];
  const candidates = legal.length ? [...new Set(legal)] : [...new Set(concealed)];
  const options = candidates.map((tile): DiscardOption => {
    const rest = without(concealed, tile);
    const after = ruleset.analyse(rest, melds, wild).short;
    // The discarded tile stays in sight in the pond, so the unseen counts do not change.
    const useful = usefulTiles(ruleset, rest, melds, wild, after, unseen, held);
    return { tile, short: after, useful, unseen: total(useful) };
  });
  options.sort(byPromise);
  const best = options[0];
  // A hand holding its extra tile must let one go unless it wins: it is as far from winning as
  // after its best discard (the rule sets count a full hand's distance on another scale).
  return {
    seat,
    short: whole.short === 0 || !best ? whole.short : best.short,
    holding,
    useful: best?.useful ?? [],
    unseen: best?.unseen ?? 0,
    waits: null,
    discards: acting && legal.length ? options : null,
  };
}
