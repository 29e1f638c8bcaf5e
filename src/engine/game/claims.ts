// Claims on a tile another seat gave up: which call outranks which, how a call is recorded, and
// what a claimed meld or a robbed kong does to the seats. Each table brings its own ranks and bars.

import type { Tile } from '../tiles/index.ts';
import { fail, ok, violation } from './flow.ts';
import { withSeat, withoutTiles } from './seat.ts';
import type { ApplyResult, Call, ClaimKind, MeldRecord, Seat, TableState, Violation } from './types.ts';

type Seats = TableState['seats'];

/** How claims rank at a table: the higher number takes the tile. */
export type ClaimRank = Readonly<Record<ClaimKind, number>>;

/** The usual ranks: a win first, a kong and a pong equal, a chow last. */
export const USUAL_CLAIM_RANK: ClaimRank = { win: 3, kong: 2, pong: 2, chow: 1 };

/** A tile open to claims: a discard, or the tile of an added kong that a win may rob. */
export type ClaimWindow = ({ readonly kind: 'claims'; readonly discarder: Seat } | { readonly kind: 'rob'; readonly konger: Seat }) & { readonly tile: Tile; readonly calls: readonly Call[] };

/** The tile a deal holds open to claims at this moment, if any (typed as the table's own moment). */
export function claimWindow<E extends { kind: string }>(expect: E): Extract<E, { kind: 'claims' | 'rob' }> | null {
  return expect.kind === 'claims' || expect.kind === 'rob' ? (expect as Extract<E, { kind: 'claims' | 'rob' }>) : null;
}

/** The seat that gave the tile up: the discarder, or the seat adding the kong. */
export const givenBy = (window: ClaimWindow): Seat => (window.kind === 'claims' ? window.discarder : window.konger);

/**
 * The call of another seat that takes priority over `seat`'s claim, as a violation: a higher
 * claim, or an equal one from a seat that comes first in `order`.
 */
export function outranked(rank: ClaimRank, calls: readonly Call[], seat: Seat, claim: ClaimKind, order: (s: Seat) => number): Violation | null {
  for (const c of calls) {
    if (c.seat === seat) continue;
    const higher = rank[c.claim] > rank[claim] || (rank[c.claim] === rank[claim] && order(c.seat) < order(seat));
    if (higher) return violation('claim-outranked', { seat, claim, other: c.seat, otherClaim: c.claim });
  }
  return null;
}

/** A call on the open tile, recorded unless its seat has called already or could not make the claim. */
export function recordCall<S extends TableState>(calls: readonly Call[], call: Call, problem: () => Violation | null, called: (calls: readonly Call[]) => S): ApplyResult<S> {
  if (calls.some((c) => c.seat === call.seat)) return fail('already-called', { seat: call.seat });
  const found = problem();
  return found ? { ok: false, violation: found } : ok(called([...calls, call]));
}

/** The seats with `discarder`'s last discard marked as taken by `by`, into a meld or a winning hand. */
export function discardTaken(seats: Seats, discarder: Seat, by: Seat): Seats {
  const d = seats[discarder];
  return withSeat(seats, discarder, { discards: d.discards.map((r, i) => (i === d.discards.length - 1 ? { tile: r.tile, claimedBy: by } : r)) });
}

/** The seats once `seat` melds `discarder`'s discard `tile` with `fromHand`: the meld keeps where its tile came from. */
export function meldDiscard(seats: Seats, seat: Seat, type: 'chow' | 'pong' | 'kong', fromHand: readonly Tile[], tile: Tile, discarder: Seat): Seats {
  const s = seats[seat];
  const melded = withSeat(seats, seat, {
    hand: withoutTiles(s.hand, fromHand)!,
    melds: [...s.melds, { type, tiles: [...fromHand, tile].sort((a, b) => a - b), claimed: { tile, from: discarder } }],
    drawn: null,
  });
  return discardTaken(melded, discarder, seat);
}

/** The seats once `konger`'s added kong of `tile` is robbed: it falls back to the pong it was. */
export function kongRobbed(seats: Seats, konger: Seat, tile: Tile): Seats {
  const melds = seats[konger].melds.map((m): MeldRecord => (m.type === 'added-kong' && m.tiles[0] === tile ? { ...m, type: 'pong', tiles: m.tiles.slice(0, 3) } : m));
  return withSeat(seats, konger, { melds });
}
