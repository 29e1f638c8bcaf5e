// Claims settled by rank, where calls declare them: the checks a claim on a discard or a robbing
// win passes, in one order; what a seat may claim and what follows stay the table's own.

import { tileCode, type Tile } from '../tiles/index.ts';
import { type ClaimRank, type ClaimWindow, meldDiscard, outranked, recordCall } from './claims.ts';
import { fail, ok, violation } from './flow.ts';
import { distance } from './seat.ts';
import type { ApplyResult, Call, ClaimKind, DealEvent, Seat, TableState, Violation } from './types.ts';

/** What a table decides a claim on a discard with. */
export interface DiscardClaims<S extends TableState> {
  rank: ClaimRank;
  /** Why `seat` may not make `claim` on the discard, other seats' calls apart; or null. */
  problem(seat: Seat, claim: ClaimKind): Violation | null;
  /** Where `seat` stands among equal claims of this kind: the lowest takes the tile. */
  order(seat: Seat, claim: ClaimKind): number;
  /** Why `seat` may not chow the discard with `tiles`, or null. */
  chowProblem(seat: Seat, tiles: readonly Tile[]): Violation | null;
  /** The state with these calls declared. */
  called(calls: readonly Call[]): S;
  /** Everyone passed: play moves on, with the event that came. */
  passed(): ApplyResult<S>;
  won(seat: Seat): ApplyResult<S>;
  /** The state once `seat` has melded the discard into `seats`. */
  melded(seats: S['seats'], seat: Seat, claim: 'chow' | 'pong' | 'kong'): S;
}

const CLAIM_OF: Partial<Record<DealEvent['type'], ClaimKind>> = { win: 'win', kong: 'kong', pong: 'pong', chow: 'chow' };

/** A call, a claim or a pass while a discard is open to claims. */
export function onDiscardClaims<S extends TableState>(state: S, window: Extract<ClaimWindow, { kind: 'claims' }>, event: DealEvent, rules: DiscardClaims<S>): ApplyResult<S> {
  const { discarder, tile, calls } = window;
  if (event.type === 'call') return recordCall(calls, { seat: event.seat, claim: event.claim }, () => rules.problem(event.seat, event.claim), rules.called);
  const claim = CLAIM_OF[event.type];
  if (!claim || !('seat' in event)) {
    if (calls.length) return fail('call-unresolved', { seat: calls[0].seat, claim: calls[0].claim });
    return rules.passed();
  }
  const seat = event.seat;
  if ('tile' in event && event.tile !== undefined && event.tile !== tile) {
    return fail('claim-wrong-tile', { seat, tile: tileCode(event.tile), discard: tileCode(tile) });
  }
  if (event.type === 'win' && event.how !== 'discard') return fail('win-how-not-now', { seat, how: event.how });
  const problem = rules.problem(seat, claim) ?? outranked(rules.rank, calls, seat, claim, (s) => rules.order(s, claim));
  if (problem) return { ok: false, violation: problem };
  if (claim === 'win') return rules.won(seat);
  if (event.type === 'chow') {
    const chow = rules.chowProblem(seat, event.tiles);
    if (chow) return { ok: false, violation: chow };
  }
  const fromHand: Tile[] = event.type === 'chow' ? [...event.tiles] : claim === 'kong' ? [tile, tile, tile] : [tile, tile];
  return ok(rules.melded(meldDiscard(state.seats, seat, claim, fromHand, tile, discarder), seat, claim));
}

/** What a table decides a robbing win on an added kong with. */
export interface KongRob<S extends TableState> {
  rank: ClaimRank;
  /** Why `seat`'s hand may not win on the kong's tile, or null. */
  winProblem(seat: Seat): Violation | null;
  called(calls: readonly Call[]): S;
  won(seat: Seat): ApplyResult<S>;
  /** Nobody robs: the kong stands, and play moves on with the event that came. */
  stands(): ApplyResult<S>;
}

/** A call, a robbing win or a pass while an added kong's tile is open to a win; the seat nearest after the konger robs first. */
export function onKongRob<S extends TableState>(window: Extract<ClaimWindow, { kind: 'rob' }>, event: DealEvent, rules: KongRob<S>): ApplyResult<S> {
  const { konger, tile, calls } = window;
  const problem = (seat: Seat) => (seat === konger ? violation('own-kong', { seat }) : rules.winProblem(seat));
  if (event.type === 'call') {
    if (event.claim !== 'win') return fail('rob-only-win', { seat: event.seat });
    return recordCall(calls, { seat: event.seat, claim: 'win' }, () => problem(event.seat), rules.called);
  }
  if (event.type === 'win') {
    if (event.how !== 'rob-kong') return fail('win-how-not-now', { seat: event.seat, how: event.how });
    if (event.tile !== undefined && event.tile !== tile) return fail('claim-wrong-tile', { seat: event.seat, tile: tileCode(event.tile), discard: tileCode(tile) });
    const refused = problem(event.seat) ?? outranked(rules.rank, calls, event.seat, 'win', (s) => distance(konger, s));
    if (refused) return { ok: false, violation: refused };
    return rules.won(event.seat);
  }
  if (calls.length) return fail('call-unresolved', { seat: calls[0].seat, claim: calls[0].claim });
  return rules.stands();
}
