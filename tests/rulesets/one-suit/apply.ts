// The one-suit state machine, built from the kit in src/engine/game/ (`applier` answers the core
// moments; this table writes its own): the deal (5 to the dealer,
// 4 to the others), the omen turned from the tail, turns, pongs and wins on a discard; no chow,
// no kong. Its own rule: a self-draw on a tile of the omen's kind is won `lucky` (ruling 2).

import { tileCode, type Tile } from '../../../src/engine/tiles/index.ts';
import { discardTaken, USUAL_CLAIM_RANK } from '../../../src/engine/game/claims.ts';
import { fail, ok, violation } from '../../../src/engine/game/flow.ts';
import { applier } from '../../../src/engine/game/machine.ts';
import { onDiscardClaims } from '../../../src/engine/game/ranked-claims.ts';
import { countOf, distance, EMPTY_SEAT, nextSeat, withSeat, withTile } from '../../../src/engine/game/seat.ts';
import { settleWin } from '../../../src/engine/game/settle.ts';
import { dealTo, onOwnTurn } from '../../../src/engine/game/turn.ts';
import { takeTiles } from '../../../src/engine/game/wall.ts';
import { type Judged, judgeWinOn, refusal, selfDrawn } from '../../../src/engine/game/wins.ts';
import { type ApplyResult, type DealEvent, type DealSetup, deltasOf, type Seat, type Violation, type WinHow } from '../../../src/engine/game/types.ts';
import type { WinScore } from '../../../src/engine/rules/types.ts';
import { isLucky, isWhole, type OneSuitOptions, type OneSuitSituation, scoreOneSuit } from './score.ts';
import { drawable, type Expect, next, type OneSuitState } from './state.ts';
import { COPIES, HAND_SIZE, WALL_SIZE } from './tiles.ts';

export interface OneSuitDeal extends DealSetup {
  options: OneSuitOptions;
}

type Result = ApplyResult<OneSuitState>;

export function initialState(deal: OneSuitDeal): OneSuitState {
  const seats = [EMPTY_SEAT, EMPTY_SEAT, EMPTY_SEAT, EMPTY_SEAT] as const;
  return { seats, dealer: deal.dealer, streak: deal.streak, front: 0, tail: 0, seen: new Uint8Array(42), expect: { kind: 'deal', seat: deal.dealer }, omen: null, result: null, step: 0 };
}

const take = (deal: OneSuitDeal, state: OneSuitState, tiles: readonly Tile[], from: 'front' | 'tail') => takeTiles(deal.wall, state, COPIES, WALL_SIZE, tiles, from);

/** A win claimed: by self-draw (the tile drawn, or on the dealer's first turn one held) or on `tile`, a discard. */
type Claim = { seat: Seat; tile: Tile | null; named?: Tile };

/** The win `claim` makes, scored, or the rule that forbids it. */
export function judgeWin(deal: OneSuitDeal, state: OneSuitState, claim: Claim): Judged<WinScore, OneSuitSituation> {
  const s = state.seats[claim.seat];
  return judgeWinOn(claim, s, (named) => {
    const concealed = claim.tile === null ? s.hand : withTile(s.hand, claim.tile);
    const winningTile = claim.tile ?? named ?? s.drawn ?? concealed[0];
    const situation: OneSuitSituation = {
      wild: null,
      concealed,
      melds: s.melds.map((m) => ({ type: m.type, tiles: m.tiles })),
      winningTile,
      winBy: claim.tile === null ? 'self-draw' : 'discard',
      flowers: [],
      omen: state.omen ?? -1,
    };
    if (!isWhole(concealed, s.melds.length)) return { ok: false, violation: violation('not-a-winning-hand', { seat: claim.seat }) };
    const score = scoreOneSuit(situation, deal.options);
    return score.ok ? { ok: true, score, situation } : { ok: false, violation: violation('not-a-winning-hand', { seat: claim.seat }) };
  });
}

/** How a self-drawn win must be declared: `lucky` on the omen's kind (ruling 2), else a self-draw. */
export const selfDrawHow = (judged: { situation: OneSuitSituation }): WinHow => (isLucky(judged.situation) ? 'lucky' : 'self-draw');

function finish(state: OneSuitState, claim: Claim, how: WinHow, judged: { score: WinScore; situation: OneSuitSituation }, discarder: Seat | null): Result {
  let seats = withSeat(state.seats, claim.seat, { hand: judged.situation.concealed, drawn: judged.situation.winningTile });
  if (discarder !== null) seats = discardTaken(seats, discarder, claim.seat);
  const settlement = settleWin(judged.score.payments, claim.seat, discarder);
  const result = { winner: claim.seat, how, score: judged.score, situation: judged.situation, settlement, deltas: deltasOf(settlement), nextDealer: nextSeat(state.dealer), nextStreak: 0 };
  return ok(next(state, { seats, result, expect: { kind: 'ended' } }));
}

/** Where play goes when nobody claims `seat`'s discard: the next seat draws, or the wall is empty. */
export const passTurn = (state: OneSuitState, seat: Seat): OneSuitState => next(state, { expect: drawable(state) > 0 ? { kind: 'draw', seat: nextSeat(seat) } : { kind: 'draw-game' } }, 0);

/** Why `seat` may not claim `tile` from `discarder` so (other seats' calls apart), or null. */
export function claimProblem(deal: OneSuitDeal, state: OneSuitState, seat: Seat, claim: string, discarder: Seat, tile: Tile): Violation | null {
  if (seat === discarder) return violation('own-discard', { seat });
  if (claim === 'win') {
    return refusal(judgeWin(deal, state, { seat, tile }));
  }
  if (claim !== 'pong') return violation(`no-${claim}`, { seat });
  return countOf(state.seats[seat].hand, tile) < 2 ? violation('pong-needs-two', { seat, tile: tileCode(tile) }) : null;
}

function onTurn(deal: OneSuitDeal, state: OneSuitState, seat: Seat, discardOnly: boolean, event: DealEvent): Result {
  if (event.type === 'concealed-kong' || event.type === 'added-kong') return fail('no-kong', { seat });
  if (event.type === 'win' && event.seat === seat && !discardOnly) {
    const won = selfDrawn(seat, state.seats[seat], event.tile);
    if (!won.ok) return won;
    const judged = judgeWin(deal, state, won.claim);
    if (!judged.ok) return judged;
    const how = selfDrawHow(judged);
    if (event.how !== how) return fail('win-how-not-now', { seat, how: event.how });
    return finish(state, won.claim, how, judged, null);
  }
  return onOwnTurn(state, seat, discardOnly, event, {
    replaceable: false,
    concealedBar: () => violation('no-kong', { seat }),
    discarded: (seats, tile) => next(state, { seats, expect: { kind: 'claims', discarder: seat, tile, calls: [] } }),
    concealed: () => state,
    added: () => state,
    won: () => fail('win-how-not-now', { seat, how: 'self-draw' }),
  });
}

export const applyEvent = applier<OneSuitDeal, OneSuitState, Expect>({
  turn: onTurn,
  drawGame: (_deal, state) => {
    const result = { winner: null, how: null, score: null, situation: null, settlement: [], deltas: [0, 0, 0, 0] as const, nextDealer: nextSeat(state.dealer), nextStreak: 0 };
    return ok(next(state, { result, expect: { kind: 'ended' } }));
  },
  moments: {
    deal: (deal, state, e, event) => {
      const dealt = dealTo(state, e.seat, event, [HAND_SIZE + 1, HAND_SIZE], (tiles) => take(deal, state, tiles, 'front'));
      if (!dealt.ok) return dealt;
      const following = nextSeat(dealt.seat);
      return ok(next(state, { seats: dealt.seats, front: dealt.front, seen: dealt.seen, expect: following === state.dealer ? { kind: 'omen' } : { kind: 'deal', seat: following } }));
    },
    omen: (deal, state, _e, event) => {
      if (event.type !== 'omen') return fail('expected-omen');
      const taken = take(deal, state, [event.tile], 'tail');
      if (!taken.ok) return taken;
      return ok(next(state, { tail: taken.tail, seen: taken.seen, omen: event.tile, expect: { kind: 'act', seat: state.dealer } }));
    },
    draw: (deal, state, e, event) => {
      if (event.type !== 'draw') return fail('expected-draw', { seat: e.seat });
      if (event.seat !== e.seat) return fail('not-your-turn', { seat: event.seat, expected: e.seat });
      const taken = take(deal, state, [event.tile], 'front');
      if (!taken.ok) return taken;
      const seats = withSeat(state.seats, e.seat, { hand: withTile(state.seats[e.seat].hand, event.tile), drawn: event.tile });
      return ok(next(state, { seats, front: taken.front, seen: taken.seen, expect: { kind: 'act', seat: e.seat } }));
    },
    claims: (deal, state, e, event, dispatch) => {
      const { discarder, tile } = e;
      return onDiscardClaims(state, e, event, {
        rank: USUAL_CLAIM_RANK,
        problem: (seat, claim) => claimProblem(deal, state, seat, claim, discarder, tile),
        order: (seat) => distance(discarder, seat),
        chowProblem: (seat) => violation('no-chow', { seat }),
        called: (calls) => next(state, { expect: { ...e, calls } }),
        passed: () => dispatch(passTurn(state, discarder), event),
        won: (seat) => {
          const judged = judgeWin(deal, state, { seat, tile });
          return judged.ok ? finish(state, { seat, tile }, 'discard', judged, discarder) : judged;
        },
        melded: (seats, seat) => next(state, { seats, expect: { kind: 'discard', seat } }),
      });
    },
  },
});
