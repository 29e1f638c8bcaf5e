// The table at one position, as plain data for the components: each seat placed relative to
// the viewing seat, what is shown face up, what the last event touched, and what the engine
// says each seat waits on. No rule is worked out here: waits and markers come from the engine.

import { deltasOf, type CentreFact, type DealEvent, type MeldRecord, type Seat, type Wait } from '../../engine/game/types.ts';
import type { Tile } from '../../engine/tiles/index.ts';
import type { LoadedDeal } from './load.ts';
import { revealsWild } from './moments.ts';

export type Place = 'bottom' | 'right' | 'top' | 'left';
/** Where a seat sits as seen from the viewing seat (play is counter-clockwise). */
export type Relation = 'self' | 'lower' | 'opposite' | 'upper';

export const PLACES: readonly Place[] = ['bottom', 'right', 'top', 'left'];
export const RELATIONS: readonly Relation[] = ['self', 'lower', 'opposite', 'upper'];

export interface TileFace {
  tile: Tile;
  gold?: boolean;
  dimmed?: boolean;
  sideways?: boolean;
  highlighted?: boolean;
  back?: boolean;
  /** A discard someone claimed: that seat. */
  claimedBy?: Seat;
}

export interface MeldView {
  type: MeldRecord['type'];
  tiles: TileFace[];
  /** The seat the claimed tile came from, if any. */
  from: Seat | null;
}

export interface SeatView {
  seat: Seat;
  place: Place;
  relation: Relation;
  name: string;
  /** 0 East … 3 North, counted from the dealer. */
  wind: number;
  dealer: boolean;
  acting: boolean;
  winner: boolean;
  /** The score change once the deal is over. */
  delta: number | null;
  hand: TileFace[];
  drawn: TileFace | null;
  handOpen: boolean;
  /** Waits and markers are shown for this seat (the viewing seat, or every seat with open hands). */
  shown: boolean;
  melds: MeldView[];
  flowers: TileFace[];
  discards: TileFace[];
  /** A call declared and not yet resolved. */
  call: string | null;
  /** Shown for the viewing seat, or every seat with open hands; null when not shown. */
  waits: Wait[] | null;
  /** Marker ids in the rule set's words (`idle-gold`, …); null when not shown. */
  markers: readonly string[] | null;
}

export interface TableView {
  position: number;
  /** The deal's last step; null while a predict question is ahead. */
  last: number | null;
  /** Bottom, right, top, left. */
  seats: SeatView[];
  /** The rule set's i18n namespace, for its words (wins, markers, the wild, the centre's facts). */
  words: string;
  /** The wild kind to mark on tiles (the gold), or null. */
  wild: Tile | null;
  /** The tile the centre shows for the wild: the face-up indicator (null before the flip or once grabbed), or undefined in a rule set without one. */
  indicator: Tile | null | undefined;
  wildHighlighted: boolean;
  left: number;
  centre: readonly CentreFact[];
  dealer: Seat;
  streak: number;
  /** A phase to announce (an id in the rule set's words), or null. */
  phase: string | null;
  end: 'win' | 'draw' | null;
  /** The event just applied (position - 1), if any. */
  event: DealEvent | null;
}

export interface ViewOptions {
  /** The seat at the bottom. */
  seat: Seat;
  open: boolean;
  /** A predict question is ahead: the deal's length is not told (`last` is null). */
  hideLength?: boolean;
}

export const relationOf = (seat: Seat, viewer: Seat): Relation => RELATIONS[(seat - viewer + 4) % 4];
export const windOf = (seat: Seat, dealer: Seat): number => (seat - dealer + 4) % 4;

/** Golds first, as the app sorts a hand; otherwise the engine's order. */
function arrangeHand(hand: readonly Tile[], gold: Tile | null): Tile[] {
  if (gold === null) return [...hand];
  return [...hand.filter((t) => t === gold), ...hand.filter((t) => t !== gold)];
}

/** The claimed tile lies sideways on the side of the seat it came from: upper left, opposite middle, lower right. */
export function meldView(meld: MeldRecord, owner: Seat, highlighted: boolean): MeldView {
  const tiles: TileFace[] = meld.tiles.map((tile) => ({ tile }));
  if (meld.type === 'concealed-kong') {
    tiles[0].back = true;
    tiles[tiles.length - 1].back = true;
  }
  let from: Seat | null = null;
  if (meld.claimed) {
    from = meld.claimed.from;
    const at = tiles.findIndex((f) => f.tile === meld.claimed!.tile);
    const [claimed] = tiles.splice(Math.max(at, 0), 1);
    const side = (from - owner + 4) % 4;
    const index = side === 3 ? 0 : side === 2 ? 1 : tiles.length;
    tiles.splice(index, 0, { ...claimed, sideways: true, highlighted });
  } else if (highlighted) {
    tiles.forEach((f) => (f.highlighted = !f.back));
  }
  return { type: meld.type, tiles, from };
}

interface Touch {
  seat: Seat | null;
  what: 'discard' | 'drawn' | 'meld' | 'flower' | 'wild' | null;
  tile?: Tile;
}

/** What the event just applied touched, to highlight it. */
function touched(event: DealEvent | null): Touch {
  if (!event) return { seat: null, what: null };
  switch (event.type) {
    case 'discard':
      return { seat: event.seat, what: 'discard' };
    case 'draw':
    case 'win':
      return { seat: event.seat, what: 'drawn' };
    case 'chow':
    case 'pong':
    case 'kong':
    case 'concealed-kong':
      return { seat: event.seat, what: 'meld' };
    case 'added-kong':
      return { seat: event.seat, what: 'meld', tile: event.tile };
    case 'flower':
      return { seat: event.seat, what: 'flower' };
    default:
      // A rule set's own event: the table says whether it reveals the wild.
      return { seat: null, what: revealsWild(event) ? 'wild' : null };
  }
}

/** Waits and markers per position and seat are asked of the engine once, then remembered. */
export type EngineCache = Map<string, { waits: Wait[] | null; markers: readonly string[] }>;

export function tableView(deal: LoadedDeal, position: number, options: ViewOptions, cache: EngineCache = deal.cache): TableView {
  const { replay } = deal;
  const p = Math.max(0, Math.min(position, deal.last));
  const state = replay.states[p];
  const event = p > 0 ? replay.log.events[p - 1] : null;
  const touch = touched(event);
  const facts = replay.machine.view(state);
  const wild = facts.wilds[0] ?? null;
  const dead = facts.deadDiscards ?? [];
  const acting = facts.acting;
  const result = state.result;
  const calls = facts.calls;
  // Every winner (several robbers may win on one kong), and the money moved so far (kongs paid during the deal).
  const winners = result === null || result.winner === null ? [] : [result.winner, ...(result.alsoWon ?? []).map((w) => w.winner)];
  const running = result ? result.deltas : facts.paid?.length ? deltasOf(facts.paid) : null;
  const seats: SeatView[] = PLACES.map((place, i) => {
    const seat = ((options.seat + i) % 4) as Seat;
    const s = state.seats[seat];
    const mine = touch.seat === seat;
    const handOpen = options.open || seat === options.seat || winners.includes(seat);
    let concealed = s.hand;
    let drawn: TileFace | null = null;
    if (s.drawn !== null && s.hand.includes(s.drawn)) {
      const at = s.hand.lastIndexOf(s.drawn);
      concealed = [...s.hand.slice(0, at), ...s.hand.slice(at + 1)];
      drawn = { tile: s.drawn, gold: s.drawn === wild, back: !handOpen, highlighted: mine && touch.what === 'drawn' };
    }
    const hand = arrangeHand(concealed, wild).map((tile): TileFace => ({ tile, gold: tile === wild, back: !handOpen }));
    const lastMeld = s.melds.length - 1;
    const melds = s.melds.map((m, k) => {
      const hit = mine && touch.what === 'meld' && (touch.tile === undefined ? k === lastMeld : m.tiles.includes(touch.tile));
      return meldView(m, seat, hit);
    });
    const flowers = s.flowers.map((tile, k): TileFace => ({ tile, highlighted: mine && touch.what === 'flower' && k === s.flowers.length - 1 }));
    const discards = s.discards.map(
      (d, k): TileFace => ({
        tile: d.tile,
        gold: dead.includes(d.tile),
        dimmed: dead.includes(d.tile),
        claimedBy: d.claimedBy,
        highlighted: mine && touch.what === 'discard' && k === s.discards.length - 1,
      }),
    );
    let waits: Wait[] | null = null;
    let markers: readonly string[] | null = null;
    if ((options.open || seat === options.seat) && result === null) {
      const key = `${p}:${seat}`;
      let known = cache.get(key);
      if (!known) {
        known = { waits: replay.machine.waits(state, seat), markers: replay.machine.markers(state, seat) };
        cache.set(key, known);
      }
      waits = known.waits;
      markers = known.markers;
    }
    const call = calls.find((c) => c.seat === seat)?.claim ?? null;
    return {
      seat,
      place,
      relation: relationOf(seat, options.seat),
      name: deal.names[seat] ?? String(seat),
      wind: windOf(seat, state.dealer),
      dealer: seat === state.dealer,
      acting: acting === seat,
      winner: winners.includes(seat),
      delta: running ? running[seat] : null,
      hand,
      drawn,
      handOpen,
      shown: options.open || seat === options.seat,
      melds,
      flowers,
      discards,
      call,
      waits,
      markers,
    };
  });
  return {
    position: p,
    last: options.hideLength ? null : deal.last,
    seats,
    words: deal.replay.log.ruleset.words,
    wild,
    indicator: facts.indicator,
    wildHighlighted: touch.what === 'wild',
    left: facts.left,
    centre: facts.centre,
    dealer: state.dealer,
    streak: state.streak,
    phase: facts.phase,
    end: result === null ? null : result.winner === null ? 'draw' : 'win',
    event,
  };
}
