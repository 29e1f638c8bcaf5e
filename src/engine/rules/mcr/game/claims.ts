// Claims on a discard and on an added kong (mcr ruling 5): calls declare them, priority decides
// (win > kong = pong > chow; between equal claims, and so between two wins, the seat next in turn
// after the discarder), chow only from the left (the discarder is the seat just before).

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { type ClaimRank, outranked as outrankedBy, USUAL_CLAIM_RANK } from '../../../game/claims.ts';
import { chowProblem, noChow } from '../../../game/chows.ts';
import { onDiscardClaims, onKongRob } from '../../../game/ranked-claims.ts';
import { countOf, distance } from '../../../game/seat.ts';
import type { Call, ClaimKind } from '../../../game/types.ts';
import { fail, violation } from '../../../game/flow.ts';
import { type ApplyResult, type DealEvent, drawable, type Expect, type McrDeal, type McrState, next, type Seat, update, type Violation } from './state.ts';
import { passTurn } from './turn.ts';
import { finishWin, judgeWin } from './wins.ts';

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
      return noChow(state.seats, seat, discarder, tile);
  }
}

export function onClaims(deal: McrDeal, state: McrState, expect: Of<'claims'>, event: DealEvent, dispatch: (s: McrState, e: DealEvent) => ApplyResult): ApplyResult {
  const { discarder, tile } = expect;
  return onDiscardClaims(state, expect, event, {
    rank: MCR_CLAIM_RANK,
    problem: (seat, claim) => claimProblem(deal, state, seat, claim, discarder, tile),
    order: (seat) => distance(discarder, seat),
    chowProblem: (seat, tiles) => chowProblem(state.seats, seat, discarder, tile, tiles),
    called: (calls) => next(state, { expect: { ...expect, calls } }),
    // Everyone passed: the next seat draws (or the wall is empty and the deal is drawn).
    passed: () => dispatch(passTurn(state, discarder), event),
    won: (seat) => finishWin(deal, state, { seat, how: 'discard', tile }),
    melded: (seats, seat, claim) => next(state, { seats, replaced: null, expect: claim === 'kong' ? { kind: 'replacement', seat, after: 'kong' } : { kind: 'discard', seat } }),
  });
}

/** Robbing an added kong: a seat the added tile completes may win on it; otherwise the kong stands and its owner draws a replacement. */
export function onRob(deal: McrDeal, state: McrState, expect: Of<'rob'>, event: DealEvent, dispatch: (s: McrState, e: DealEvent) => ApplyResult): ApplyResult {
  const { konger, tile } = expect;
  return onKongRob(expect, event, {
    rank: MCR_CLAIM_RANK,
    winProblem: (seat) => {
      const judged = judgeWin(deal, state, { seat, how: 'rob-kong', tile });
      return judged.ok ? null : judged.violation;
    },
    called: (calls) => next(state, { expect: { ...expect, calls } }),
    won: (seat) => finishWin(deal, state, { seat, how: 'rob-kong', tile }),
    stands: () => {
      if (event.type !== 'draw') return fail('expected-draw', { seat: konger });
      // Nobody robs: the kong stands and the konger draws a replacement from the tail.
      return dispatch(update(state, { expect: { kind: 'replacement', seat: konger, after: 'kong' } }), event);
    },
  });
}
