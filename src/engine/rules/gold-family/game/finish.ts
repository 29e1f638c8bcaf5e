// The end of a deal: a win event, judged and settled, with the winning tile moved into the
// winner's hand; or a draw game.

import type { ApplyResult, GameState } from './state.ts';
import { discardTaken, kongRobbed } from '../../../game/claims.ts';
import { withSeat, withTile, withoutTiles } from '../../../game/seat.ts';
import type { FuzhouDeal } from './context.ts';
import { next } from './flow.ts';
import { judgeWin, settle, type WinClaim } from './wins.ts';

export function finishWin(deal: FuzhouDeal, state: GameState, claim: WinClaim): ApplyResult {
  const judged = judgeWin(deal, state, claim);
  if (!judged.ok) return judged;
  let seats = state.seats;
  let indicator = state.indicator;
  const expect = state.expect;
  const winner = seats[claim.seat];
  let hand = winner.hand;
  if (claim.swap !== undefined) hand = withoutTiles(hand, [claim.swap])!;
  if (claim.tile !== null) hand = withTile(hand, claim.tile);
  seats = withSeat(seats, claim.seat, {
    hand,
    drawn: claim.tile ?? winner.drawn,
    // The dealer's grab gives up a tile, laid out as a discard.
    discards: claim.swap !== undefined ? [...winner.discards, { tile: claim.swap }] : winner.discards,
  });
  if (claim.how === 'gold-grab') indicator = null;
  if (expect.kind === 'claims') seats = discardTaken(seats, expect.discarder, claim.seat);
  if (expect.kind === 'rob') seats = kongRobbed(seats, expect.konger, expect.tile);
  const discarder = expect.kind === 'claims' ? expect.discarder : expect.kind === 'rob' ? expect.konger : null;
  const result = settle(state, claim.seat, claim.how, judged, discarder);
  return { ok: true, state: next(state, { seats, indicator, result, expect: { kind: 'ended' } }) };
}

export function finishDrawGame(state: GameState): ApplyResult {
  return { ok: true, state: next(state, { result: settle(state, null, null, null, null), expect: { kind: 'ended' } }) };
}
