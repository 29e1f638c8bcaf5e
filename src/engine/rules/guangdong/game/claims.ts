// Claims at a Guangdong table (guangdong rulings 2, 3, 7): a discard may be ponged or konged, never
// chowed or won on, and a Red dragon never; an added kong may be robbed by every seat its tile
// completes (calls first, then each robber in turn, nearest the konger first), or it stands and is paid.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { type ClaimRank, meldDiscard, recordCall, USUAL_CLAIM_RANK } from '../../../game/claims.ts';
import { countOf, distance } from '../../../game/seat.ts';
import type { ClaimKind } from '../../../game/types.ts';
import { RED } from '../tileset.ts';
import { fail, ok, violation } from '../../../game/flow.ts';
import { refusal } from '../../../game/wins.ts';
import { type ApplyResult, type DealEvent, drawable, type Expect, fromEachOther, type GdDeal, type GdState, next, type Seat, type Violation } from './state.ts';
import { KONG_PAY, passTurn } from './turn.ts';
import { finishWin, judgeWin } from './wins.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** A win first (robbing a kong), a kong and a pong alike. */
export const GD_CLAIM_RANK: ClaimRank = USUAL_CLAIM_RANK;

/** Why `seat` may not make this claim on the discard, or null. */
export function claimProblem(state: GdState, seat: Seat, claim: ClaimKind, discarder: Seat, tile: Tile): Violation | null {
  if (seat === discarder) return violation('own-discard', { seat });
  if (claim === 'win') return violation('no-discard-win', { seat, tile: tileCode(tile) });
  if (claim === 'chow') return violation('no-chow-here', { seat });
  if (tile === RED) return violation('wild-claim', { seat, tile: tileCode(tile) });
  const hand = state.seats[seat].hand;
  if (claim === 'kong') {
    if (countOf(hand, tile) < 3) return violation('kong-needs-three', { seat, tile: tileCode(tile) });
    return drawable(state) < 1 ? violation('kong-no-replacement', { seat }) : null;
  }
  return countOf(hand, tile) < 2 ? violation('pong-needs-two', { seat, tile: tileCode(tile) }) : null;
}

export function onClaims(_deal: GdDeal, state: GdState, expect: Of<'claims'>, event: DealEvent, dispatch: (s: GdState, e: DealEvent) => ApplyResult): ApplyResult {
  const { discarder, tile, calls } = expect;
  if (event.type === 'call') {
    return recordCall(
      calls,
      { seat: event.seat, claim: event.claim },
      () => claimProblem(state, event.seat, event.claim, discarder, tile),
      (made) => next(state, { expect: { ...expect, calls: made } }),
    );
  }
  if (event.type === 'win' || event.type === 'chow') {
    const problem = claimProblem(state, event.seat, event.type, discarder, tile);
    return { ok: false, violation: problem ?? violation('no-discard-win', { seat: event.seat, tile: tileCode(tile) }) };
  }
  if (event.type !== 'pong' && event.type !== 'kong') {
    if (calls.length) return fail('call-unresolved', { seat: calls[0].seat, claim: calls[0].claim });
    return dispatch(passTurn(state, discarder), event);
  }
  const seat = event.seat;
  if (event.tile !== undefined && event.tile !== tile) return fail('claim-wrong-tile', { seat, tile: tileCode(event.tile), discard: tileCode(tile) });
  const problem = claimProblem(state, seat, event.type, discarder, tile);
  if (problem) return { ok: false, violation: problem };
  const seats = meldDiscard(state.seats, seat, event.type, event.type === 'kong' ? [tile, tile, tile] : [tile, tile], tile, discarder);
  if (event.type === 'pong') return ok(next(state, { seats, replaced: false, expect: { kind: 'discard', seat } }));
  // Ruling 7: an exposed kong is paid at once by its discarder.
  const paid = [...state.paid, { from: discarder, to: seat, amount: KONG_PAY.kong, reason: 'kong' }];
  return ok(next(state, { seats, replaced: false, paid, expect: { kind: 'replacement', seat } }));
}

/** Why `seat` may not rob this kong now, or null. */
export function robProblem(deal: GdDeal, state: GdState, expect: Of<'rob'>, seat: Seat): Violation | null {
  if (seat === expect.konger) return violation('own-kong', { seat });
  if (expect.won.includes(seat)) return violation('already-won', { seat });
  return refusal(judgeWin(deal, state, { seat, how: 'rob-kong', tile: expect.tile }));
}

/** The caller that must rob before `seat`: one nearer the konger that has not won yet. */
function robbedFirstBy(expect: Of<'rob'>, seat: Seat): Violation | null {
  const near = (s: Seat) => distance(expect.konger, s);
  const first = expect.calls.filter((c) => !expect.won.includes(c.seat) && c.seat !== seat).find((c) => near(c.seat) < near(seat));
  return first ? violation('rob-in-turn', { seat, other: first.seat }) : null;
}

export function onRob(deal: GdDeal, state: GdState, expect: Of<'rob'>, event: DealEvent, dispatch: (s: GdState, e: DealEvent) => ApplyResult): ApplyResult {
  const { konger, tile, calls, won } = expect;
  if (event.type === 'call') {
    if (won.length) return fail('call-after-rob', { seat: event.seat });
    if (event.claim !== 'win') return fail('rob-only-win', { seat: event.seat });
    return recordCall(
      calls,
      { seat: event.seat, claim: 'win' },
      () => robProblem(deal, state, expect, event.seat),
      (made) => next(state, { expect: { ...expect, calls: made } }),
    );
  }
  if (event.type === 'win') {
    if (event.how !== 'rob-kong') return fail('win-how-not-now', { seat: event.seat, how: event.how });
    if (event.tile !== undefined && event.tile !== tile) return fail('claim-wrong-tile', { seat: event.seat, tile: tileCode(event.tile), discard: tileCode(tile) });
    if (calls.length && !calls.some((c) => c.seat === event.seat)) return fail('rob-without-call', { seat: event.seat });
    const problem = robProblem(deal, state, expect, event.seat) ?? robbedFirstBy(expect, event.seat);
    if (problem) return { ok: false, violation: problem };
    return finishWin(deal, state, { seat: event.seat, how: 'rob-kong', tile });
  }
  const pending = calls.find((c) => !won.includes(c.seat));
  if (pending) return fail('call-unresolved', { seat: pending.seat, claim: pending.claim });
  if (won.length) return dispatch(next(state, { expect: { kind: 'horse' } }, 0), event);
  if (event.type !== 'draw') return fail('expected-draw', { seat: konger });
  // Nobody robs: the kong stands, each other seat pays for it (ruling 7), and the konger draws a replacement.
  const paid = [...state.paid, ...fromEachOther(konger, KONG_PAY['added-kong'], 'added-kong')];
  return dispatch(next(state, { paid, expect: { kind: 'replacement', seat: konger } }, 0), event);
}
