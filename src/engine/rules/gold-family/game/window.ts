// The window right after the gold is revealed and before the dealer's first discard:
// gold grab (ruling 8), three golds (9), the dealer's own win; otherwise the dealer plays on.

import type { ApplyResult, DealEvent, Expect, GameState, Seat, Violation, WinHow } from './state.ts';
import { tileCode, type Tile } from '../../../tiles/index.ts';
import { fail, ok, violation } from '../../../game/flow.ts';
import type { FuzhouDeal } from './context.ts';
import { next } from './flow.ts';
import { finishWin } from './finish.ts';
import { dealerHandWins, openingRank } from './opening.ts';
import { onAct } from './turn.ts';
import { judgeWin, type WinClaim } from './wins.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** The claim a win event stands for in the opening window, or why it cannot be made now. */
export function openingClaim(deal: FuzhouDeal, state: GameState, seat: Seat, how: WinHow, swap?: Tile): WinClaim | Violation {
  const dealer = seat === state.dealer;
  if (how === 'gold-grab') {
    if (dealer && !deal.table.dealerGoldGrab) return violation('dealer-grab-off', { seat });
    if (dealer && swap === undefined) return violation('grab-needs-swap', { seat });
    // Ruling 8: a dealer whose 17 tiles already win takes that win; it cannot grab instead.
    if (dealer && dealerHandWins(deal, state)) return violation('dealer-wins-no-grab', { seat });
    if (!dealer && swap !== undefined) return violation('swap-dealer-only', { seat });
    return { seat, how, tile: state.indicator, swap };
  }
  if (how === 'three-golds') {
    if (!deal.table.threeGoldsOnDeal[dealer ? 'dealer' : 'others']) return violation('three-golds-on-deal-off', { seat });
    return { seat, how, tile: null };
  }
  if (how === 'self-draw' && dealer) return { seat, how, tile: null };
  return violation('win-how-not-now', { seat, how });
}

/** Whether `seat` has some win in the opening window (for calls and the bots). */
export function openingWins(deal: FuzhouDeal, state: GameState, seat: Seat): WinClaim[] {
  const hows: WinHow[] = seat === state.dealer ? ['self-draw', 'three-golds'] : ['gold-grab', 'three-golds'];
  const claims: WinClaim[] = [];
  for (const how of hows) {
    const claim = openingClaim(deal, state, seat, how);
    if (!('code' in claim) && judgeWin(deal, state, claim).ok) claims.push(claim);
  }
  if (seat === state.dealer && deal.table.dealerGoldGrab) {
    for (const swap of new Set(state.seats[seat].hand)) {
      const claim = openingClaim(deal, state, seat, 'gold-grab', swap);
      if (!('code' in claim) && judgeWin(deal, state, claim).ok) {
        claims.push(claim);
        break;
      }
    }
  }
  return claims;
}

export function onOpening(deal: FuzhouDeal, state: GameState, expect: Of<'opening'>, event: DealEvent): ApplyResult {
  const ownWin = dealerHandWins(deal, state);
  const rank = (s: Seat) => openingRank(state, s, ownWin);
  if (event.type === 'call') {
    if (event.claim !== 'win') return fail('opening-only-win', { seat: event.seat });
    if (expect.calls.some((c) => c.seat === event.seat)) return fail('already-called', { seat: event.seat });
    if (!openingWins(deal, state, event.seat).length) return fail('cannot-win-now', { seat: event.seat });
    return ok(next(state, { expect: { kind: 'opening', calls: [...expect.calls, { seat: event.seat, claim: 'win' }] } }));
  }
  if (event.type === 'win') {
    if (event.tile !== undefined && event.how === 'gold-grab' && event.tile !== state.indicator) {
      return fail('claim-wrong-tile', { seat: event.seat, tile: tileCode(event.tile), discard: tileCode(state.indicator!) });
    }
    if (event.tile !== undefined && event.how !== 'gold-grab' && !state.seats[event.seat].hand.includes(event.tile)) {
      return fail('win-wrong-tile', { seat: event.seat, tile: tileCode(event.tile) });
    }
    const claim = openingClaim(deal, state, event.seat, event.how, event.swap);
    if ('code' in claim) return { ok: false, violation: claim };
    const myRank = event.seat === state.dealer ? (event.how === 'gold-grab' ? 4 : 0) : rank(event.seat);
    const better = expect.calls.find((c) => c.seat !== event.seat && rank(c.seat) < myRank);
    if (better) return fail('claim-outranked', { seat: event.seat, claim: 'win', other: better.seat, otherClaim: 'win' });
    return finishWin(deal, state, claim);
  }
  if (expect.calls.length) return fail('call-unresolved', { seat: expect.calls[0].seat, claim: 'win' });
  return onAct(deal, state, state.dealer, false, event);
}
