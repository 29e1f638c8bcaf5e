// Claims on a discard and on an added kong (ruling 5): calls declare them, priority decides
// (win > kong > pong > chow, then the seat nearest the discarder), chow only from the upper seat.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import type { ApplyResult, ClaimKind, DealEvent, Expect, GameState, Seat, Violation } from './state.ts';
import type { ClaimRank } from '../../../game/claims.ts';
import { type ChowBar, chowProblem, noChow } from '../../../game/chows.ts';
import { violation } from '../../../game/flow.ts';
import { refusal } from '../../../game/wins.ts';
import { onDiscardClaims, onKongRob } from '../../../game/ranked-claims.ts';
import { countOf, distance } from '../../../game/seat.ts';
import type { FuzhouDeal } from './context.ts';
import { next, passTurn, update } from './flow.ts';
import { drawable } from './wall.ts';
import { finishWin } from './finish.ts';
import { judgeWin } from './wins.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;
export const CLAIM_RANK: ClaimRank = { win: 4, kong: 3, pong: 2, chow: 1 };

/**
 * Order among equal claims: the seat nearest the discarder first (截和); with `goldPairPriority`,
 * a win that is a gold pair before any other win.
 */
function claimOrder(deal: FuzhouDeal, state: GameState, seat: Seat, claim: ClaimKind, discarder: Seat, tile: Tile): number {
  const near = distance(discarder, seat);
  if (claim !== 'win' || !deal.table.goldPairPriority) return near;
  const judged = judgeWin(deal, state, { seat, how: 'discard', tile });
  return judged.ok && judged.score.win === 'gold-pair' ? near - 4 : near;
}

/** A gold never joins a chow, as it never joins any meld. */
export const goldBar =
  (state: GameState): ChowBar =>
  (seat, tiles) =>
    tiles.includes(state.gold!) ? violation('gold-in-meld', { seat, tile: tileCode(state.gold!) }) : null;

/** Why `seat` may not make this claim on the discard (ignoring other seats' calls), or null. */
export function claimProblem(deal: FuzhouDeal, state: GameState, seat: Seat, claim: ClaimKind, discarder: Seat, tile: Tile): Violation | null {
  if (seat === discarder) return violation('own-discard', { seat });
  const hand = state.seats[seat].hand;
  switch (claim) {
    case 'win': {
      return refusal(judgeWin(deal, state, { seat, how: 'discard', tile }));
    }
    case 'kong':
      if (countOf(hand, tile) < 3) return violation('kong-needs-three', { seat, tile: tileCode(tile) });
      return drawable(state) < 2 ? violation('kong-no-replacement', { seat }) : null;
    case 'pong':
      return countOf(hand, tile) < 2 ? violation('pong-needs-two', { seat, tile: tileCode(tile) }) : null;
    case 'chow':
      return noChow(state.seats, seat, discarder, tile, goldBar(state));
  }
}

export function onClaims(deal: FuzhouDeal, state: GameState, expect: Of<'claims'>, event: DealEvent, dispatch: (s: GameState, e: DealEvent) => ApplyResult): ApplyResult {
  const { discarder, tile } = expect;
  return onDiscardClaims(state, expect, event, {
    rank: CLAIM_RANK,
    problem: (seat, claim) => claimProblem(deal, state, seat, claim, discarder, tile),
    order: (seat, claim) => claimOrder(deal, state, seat, claim, discarder, tile),
    chowProblem: (seat, tiles) => chowProblem(state.seats, seat, discarder, tile, tiles, goldBar(state)),
    called: (calls) => next(state, { expect: { ...expect, calls } }),
    // Everyone passed: the lower seat is about to draw (or the sweep or a draw game begins).
    passed: () => dispatch(passTurn(state, discarder), event),
    won: (seat) => finishWin(deal, state, { seat, how: 'discard', tile }),
    melded: (seats, seat, claim) =>
      claim === 'kong' ? next(state, { seats, reserve: state.reserve + 1, expect: { kind: 'replacement', seat, after: 'kong' } }) : next(state, { seats, expect: { kind: 'discard', seat } }),
  });
}

/** Robbing an added kong: a seat waiting on the added tile may win on it; otherwise the kong stands. */
export function onRob(deal: FuzhouDeal, state: GameState, expect: Of<'rob'>, event: DealEvent, dispatch: (s: GameState, e: DealEvent) => ApplyResult): ApplyResult {
  const { konger, tile } = expect;
  return onKongRob(expect, event, {
    rank: CLAIM_RANK,
    winProblem: (seat) => refusal(judgeWin(deal, state, { seat, how: 'rob-kong', tile })),
    called: (calls) => next(state, { expect: { ...expect, calls } }),
    won: (seat) => finishWin(deal, state, { seat, how: 'rob-kong', tile }),
    stands: () => {
      // Nobody robs: the kong stands, the reserve grows, and the konger draws a replacement.
      const grown = update(state, { reserve: state.reserve + 1 });
      return dispatch({ ...grown, expect: drawable(grown) > 0 ? { kind: 'replacement', seat: konger, after: 'kong' } : { kind: 'draw-game' } }, event);
    },
  });
}
