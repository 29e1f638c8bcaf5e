// Claims on a discard and on an added kong (mcr ruling 5): calls declare them, priority decides
// (win > kong = pong > chow; between equal claims, and so between two wins, the seat next in turn
// after the discarder), chow only from the left (the discarder is the seat just before).

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { countOf, distance, nextSeat, withSeat, withoutTiles } from '../../../game/seat.ts';
import type { Call, ClaimKind } from '../../../game/types.ts';
import { fail, ok, violation } from '../../../game/flow.ts';
import { type ApplyResult, type DealEvent, drawable, type Expect, type McrDeal, type McrState, next, type Seat, update, type Violation } from './state.ts';
import { passTurn } from './turn.ts';
import { finishWin, judgeWin } from './wins.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** mcr ruling 5: a win first, a kong and a pong alike, a chow last. */
export const MCR_CLAIM_RANK: Readonly<Record<ClaimKind, number>> = { win: 3, kong: 2, pong: 2, chow: 1 };

/**
 * The call of another seat that takes priority over `seat`'s claim, as a violation: a higher
 * claim, or an equal one from a seat nearer after the discarder in turn order.
 */
export function outranked(calls: readonly Call[], seat: Seat, claim: ClaimKind, from: Seat): Violation | null {
  for (const c of calls) {
    if (c.seat === seat) continue;
    const rank = MCR_CLAIM_RANK[c.claim] - MCR_CLAIM_RANK[claim];
    if (rank > 0 || (rank === 0 && distance(from, c.seat) < distance(from, seat))) {
      return violation('claim-outranked', { seat, claim, other: c.seat, otherClaim: c.claim });
    }
  }
  return null;
}

/** Why `seat` may not chow `tile` with `tiles` from its hand, or null. */
export function chowProblem(state: McrState, seat: Seat, discarder: Seat, tile: Tile, tiles: readonly Tile[]): Violation | null {
  if (seat !== nextSeat(discarder)) return violation('chow-upper-seat-only', { seat, discarder });
  if (!withoutTiles(state.seats[seat].hand, tiles)) return violation('tiles-not-held', { seat, tiles: tiles.map(tileCode).join(' ') });
  const run = [...tiles, tile].sort((a, b) => a - b);
  const isRun = run[0] < 27 && run[1] === run[0] + 1 && run[2] === run[0] + 2 && run[0] % 9 <= 6;
  return isRun ? null : violation('not-a-chow', { seat, tiles: run.map(tileCode).join(' ') });
}

/** The pairs of hand tiles that chow `tile` for `seat`. */
export function chowOptions(state: McrState, seat: Seat, discarder: Seat, tile: Tile): [Tile, Tile][] {
  const out: [Tile, Tile][] = [];
  if (tile >= 27) return out;
  const suit = (t: Tile) => (t / 9) | 0;
  for (const pair of [
    [tile - 2, tile - 1],
    [tile - 1, tile + 1],
    [tile + 1, tile + 2],
  ] as [Tile, Tile][]) {
    if (pair[0] < 0 || pair[1] > 26 || suit(pair[0]) !== suit(tile) || suit(pair[1]) !== suit(tile)) continue;
    if (!chowProblem(state, seat, discarder, tile, pair)) out.push(pair);
  }
  return out;
}

/** Why `seat` may not make this claim on the discard (other seats' calls apart), or null. */
export function claimProblem(deal: McrDeal, state: McrState, seat: Seat, claim: ClaimKind, discarder: Seat, tile: Tile): Violation | null {
  if (seat === discarder) return violation('own-discard', { seat });
  if (claim === 'win') {
    const judged = judgeWin(deal, state, { seat, how: 'discard', tile });
    return judged.ok ? null : judged.violation;
  }
  // mcr ruling 8: the discard after the wall's last tile can only be won on.
  if (drawable(state) === 0) return violation('last-discard-win-only', { seat });
  const hand = state.seats[seat].hand;
  switch (claim) {
    case 'kong':
      return countOf(hand, tile) < 3 ? violation('kong-needs-three', { seat, tile: tileCode(tile) }) : null;
    case 'pong':
      return countOf(hand, tile) < 2 ? violation('pong-needs-two', { seat, tile: tileCode(tile) }) : null;
    case 'chow':
      if (seat !== nextSeat(discarder)) return violation('chow-upper-seat-only', { seat, discarder });
      return chowOptions(state, seat, discarder, tile).length ? null : violation('no-chow', { seat, tile: tileCode(tile) });
  }
}

const CLAIM_OF: Partial<Record<DealEvent['type'], ClaimKind>> = { win: 'win', kong: 'kong', pong: 'pong', chow: 'chow' };

export function onClaims(deal: McrDeal, state: McrState, expect: Of<'claims'>, event: DealEvent, dispatch: (s: McrState, e: DealEvent) => ApplyResult): ApplyResult {
  const { discarder, tile, calls } = expect;
  if (event.type === 'call') {
    if (calls.some((c) => c.seat === event.seat)) return fail('already-called', { seat: event.seat });
    const problem = claimProblem(deal, state, event.seat, event.claim, discarder, tile);
    if (problem) return { ok: false, violation: problem };
    return ok(next(state, { expect: { ...expect, calls: [...calls, { seat: event.seat, claim: event.claim }] } }));
  }
  const claim = CLAIM_OF[event.type];
  if (!claim || !('seat' in event)) {
    // Everyone passed: the next seat draws (or the wall is empty and the deal is drawn).
    if (calls.length) return fail('call-unresolved', { seat: calls[0].seat, claim: calls[0].claim });
    return dispatch(passTurn(state, discarder), event);
  }
  const seat = event.seat;
  if ('tile' in event && event.tile !== undefined && event.tile !== tile) {
    return fail('claim-wrong-tile', { seat, tile: tileCode(event.tile), discard: tileCode(tile) });
  }
  if (event.type === 'win' && event.how !== 'discard') return fail('win-how-not-now', { seat, how: event.how });
  const problem = claimProblem(deal, state, seat, claim, discarder, tile) ?? outranked(calls, seat, claim, discarder);
  if (problem) return { ok: false, violation: problem };
  if (claim === 'win') return finishWin(deal, state, { seat, how: 'discard', tile });

  if (event.type === 'chow') {
    const chow = chowProblem(state, seat, discarder, tile, event.tiles);
    if (chow) return { ok: false, violation: chow };
  }
  const s = state.seats[seat];
  const fromHand: Tile[] = event.type === 'chow' ? [...event.tiles] : claim === 'kong' ? [tile, tile, tile] : [tile, tile];
  let seats = withSeat(state.seats, seat, {
    hand: withoutTiles(s.hand, fromHand)!,
    melds: [...s.melds, { type: claim === 'kong' ? 'kong' : claim, tiles: [...fromHand, tile].sort((a, b) => a - b), claimed: { tile, from: discarder } }],
    drawn: null,
  });
  const d = seats[discarder];
  seats = withSeat(seats, discarder, { discards: d.discards.map((r, i) => (i === d.discards.length - 1 ? { ...r, claimedBy: seat } : r)) });
  const expectNext: Expect = claim === 'kong' ? { kind: 'replacement', seat, after: 'kong' } : { kind: 'discard', seat };
  return ok(next(state, { seats, replaced: null, expect: expectNext }));
}

/** Robbing an added kong: a seat the added tile completes may win on it; otherwise the kong stands and its owner draws a replacement. */
export function onRob(deal: McrDeal, state: McrState, expect: Of<'rob'>, event: DealEvent, dispatch: (s: McrState, e: DealEvent) => ApplyResult): ApplyResult {
  const { konger, tile, calls } = expect;
  const robProblem = (seat: Seat): Violation | null => {
    if (seat === konger) return violation('own-kong', { seat });
    const judged = judgeWin(deal, state, { seat, how: 'rob-kong', tile });
    return judged.ok ? null : judged.violation;
  };
  if (event.type === 'call') {
    if (event.claim !== 'win') return fail('rob-only-win', { seat: event.seat });
    if (calls.some((c) => c.seat === event.seat)) return fail('already-called', { seat: event.seat });
    const problem = robProblem(event.seat);
    return problem ? { ok: false, violation: problem } : ok(next(state, { expect: { ...expect, calls: [...calls, { seat: event.seat, claim: 'win' }] } }));
  }
  if (event.type === 'win') {
    if (event.how !== 'rob-kong') return fail('win-how-not-now', { seat: event.seat, how: event.how });
    if (event.tile !== undefined && event.tile !== tile) return fail('claim-wrong-tile', { seat: event.seat, tile: tileCode(event.tile), discard: tileCode(tile) });
    const problem = robProblem(event.seat) ?? outranked(calls, event.seat, 'win', konger);
    if (problem) return { ok: false, violation: problem };
    return finishWin(deal, state, { seat: event.seat, how: 'rob-kong', tile });
  }
  if (calls.length) return fail('call-unresolved', { seat: calls[0].seat, claim: calls[0].claim });
  if (event.type !== 'draw') return fail('expected-draw', { seat: konger });
  // Nobody robs: the kong stands and the konger draws a replacement from the tail.
  return dispatch(update(state, { expect: { kind: 'replacement', seat: konger, after: 'kong' } }), event);
}
