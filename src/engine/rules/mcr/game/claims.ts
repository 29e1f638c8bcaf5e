// Claims on a discard and on an added kong (mcr ruling 5): calls declare them, priority decides
// (win > kong = pong > chow; between equal claims, and so between two wins, the seat next in turn
// after the discarder), chow only from the left (the discarder is the seat just before).

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { type ClaimRank, outranked as outrankedBy, USUAL_CLAIM_RANK } from '../../../game/claims.ts';
import { chowProblem, noChow } from '../../../game/chows.ts';
import { onDiscardClaims, onKongRob } from '../../../game/ranked-claims.ts';
import { countOf, distance } from '../../../game/seat.ts';
import type { Call, ClaimKind } from '../../../game/types.ts';
import { fail, ok, violation } from '../../../game/flow.ts';
import { refusal } from '../../../game/wins.ts';
import { type ApplyResult, type DealEvent, type Expect, type McrDeal, type McrState, next, type Seat, update, type Violation } from './state.ts';
import { leftFor, winOnlyDiscard } from './wall.ts';
import { passTurn } from './turn.ts';
import { finishWin, finishWins, judgeWin } from './wins.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;

/** mcr ruling 5: a win first, a kong and a pong alike, a chow last. */
export const MCR_CLAIM_RANK: ClaimRank = USUAL_CLAIM_RANK;

/** The call of another seat that takes priority over `seat`'s claim on `from`'s tile, as a violation. */
export function outranked(calls: readonly Call[], seat: Seat, claim: ClaimKind, from: Seat): Violation | null {
  return outrankedBy(MCR_CLAIM_RANK, calls, seat, claim, (s) => distance(from, s));
}

/** Why `seat` may not make this claim on the discard (other seats' calls apart), or null. */
export function claimProblem(deal: McrDeal, state: McrState, seat: Seat, claim: ClaimKind, discarder: Seat, tile: Tile): Violation | null {
  if (seat === discarder) return violation('own-discard', { seat });
  if (claim === 'win') {
    return refusal(judgeWin(deal, state, { seat, how: 'discard', tile }));
  }
  // mcr ruling 8: the discard after the wall's last tile can only be won on.
  if (winOnlyDiscard(deal, state, discarder)) return violation('last-discard-win-only', { seat });
  // Botzone's table (ruling 10): a kong is replaced from the claimer's own quarter.
  if (claim === 'kong' && leftFor(deal, state, seat) < 1) return violation('kong-no-replacement', { seat });
  const hand = state.seats[seat].hand;
  switch (claim) {
    case 'kong':
      return countOf(hand, tile) < 3 ? violation('kong-needs-three', { seat, tile: tileCode(tile) }) : null;
    case 'pong':
      return countOf(hand, tile) < 2 ? violation('pong-needs-two', { seat, tile: tileCode(tile) }) : null;
    case 'chow':
      return noChow(state.seats, seat, discarder, tile);
  }
}

/** The seats that called a win on the discard and have not declared it yet (ruling 10, `multipleWins`). */
export function winsDue(expect: Of<'claims'>): Seat[] {
  const won = expect.won ?? [];
  return expect.calls.filter((c) => c.claim === 'win' && !won.some((w) => w.seat === c.seat)).map((c) => c.seat);
}

/**
 * Ruling 10, `multipleWins`: every seat that declares a win on the discard wins. A win outranks
 * every other claim and no other win; once one is declared, only the other called wins may follow,
 * and the deal ends when none is due.
 */
function onMultipleWin(deal: McrDeal, state: McrState, expect: Of<'claims'>, event: Extract<DealEvent, { type: 'win' }>): ApplyResult {
  const { discarder, tile } = expect;
  const seat = event.seat;
  if (event.how !== 'discard') return fail('win-how-not-now', { seat, how: event.how });
  if (event.tile !== undefined && event.tile !== tile) return fail('claim-wrong-tile', { seat, tile: tileCode(event.tile), discard: tileCode(tile) });
  const won = expect.won ?? [];
  if (won.some((w) => w.seat === seat)) return fail('already-called', { seat });
  if (won.length && !winsDue(expect).includes(seat)) return fail('call-unresolved', { seat: winsDue(expect)[0] ?? seat, claim: 'win' });
  if (seat === discarder) return fail('own-discard', { seat });
  const judged = judgeWin(deal, state, { seat, how: 'discard', tile });
  if (!judged.ok) return judged;
  const wins = [...won, { seat, score: judged.score, situation: judged.situation }];
  const after = { ...expect, won: wins };
  return winsDue(after).length ? ok(next(state, { expect: after })) : finishWins(state, discarder, tile, wins);
}

export function onClaims(deal: McrDeal, state: McrState, expect: Of<'claims'>, event: DealEvent, dispatch: (s: McrState, e: DealEvent) => ApplyResult): ApplyResult {
  const { discarder, tile } = expect;
  if (deal.multipleWins) {
    if (event.type === 'win') return onMultipleWin(deal, state, expect, event);
    const due = winsDue(expect);
    if (expect.won?.length && due.length) return fail('call-unresolved', { seat: due[0], claim: 'win' });
  }
  return onDiscardClaims(state, expect, event, {
    rank: MCR_CLAIM_RANK,
    problem: (seat, claim) => claimProblem(deal, state, seat, claim, discarder, tile),
    order: (seat) => distance(discarder, seat),
    chowProblem: (seat, tiles) => chowProblem(state.seats, seat, discarder, tile, tiles),
    called: (calls) => next(state, { expect: { ...expect, calls } }),
    // Everyone passed: the next seat draws (or the wall is empty and the deal is drawn).
    passed: () => dispatch(passTurn(deal, state, discarder), event),
    won: (seat) => finishWin(deal, state, { seat, how: 'discard', tile }),
    melded: (seats, seat, claim) => next(state, { seats, replaced: null, expect: claim === 'kong' ? { kind: 'replacement', seat, after: 'kong' } : { kind: 'discard', seat } }),
  });
}

/** Robbing an added kong: a seat the added tile completes may win on it; otherwise the kong stands and its owner draws a replacement. */
export function onRob(deal: McrDeal, state: McrState, expect: Of<'rob'>, event: DealEvent, dispatch: (s: McrState, e: DealEvent) => ApplyResult): ApplyResult {
  const { konger, tile } = expect;
  return onKongRob(expect, event, {
    rank: MCR_CLAIM_RANK,
    winProblem: (seat) => refusal(judgeWin(deal, state, { seat, how: 'rob-kong', tile })),
    called: (calls) => next(state, { expect: { ...expect, calls } }),
    won: (seat) => finishWin(deal, state, { seat, how: 'rob-kong', tile }),
    stands: () => {
      if (event.type !== 'draw') return fail('expected-draw', { seat: konger });
      // Nobody robs: the kong stands and the konger draws a replacement from the tail.
      return dispatch(update(state, { expect: { kind: 'replacement', seat: konger, after: 'kong' } }), event);
    },
  });
}
