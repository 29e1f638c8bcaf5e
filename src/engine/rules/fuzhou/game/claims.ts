// Claims on a discard and on an added kong (ruling 5): calls declare them, priority decides
// (win > kong > pong > chow, then the seat nearest the discarder), chow only from the upper seat.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import type { ApplyResult, ClaimKind, DealEvent, Expect, GameState, Seat, Violation } from './state.ts';
import { chowPairs, type ClaimRank } from '../../../game/claims.ts';
import { violation } from '../../../game/flow.ts';
import { onDiscardClaims, onKongRob } from '../../../game/ranked-claims.ts';
import { countOf, distance, nextSeat, withoutTiles } from '../../../game/seat.ts';
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

/** Why `seat` may not chow `tile` with `tiles` from its hand, or null. */
export function chowProblem(state: GameState, seat: Seat, discarder: Seat, tile: Tile, tiles: readonly Tile[]): Violation | null {
  if (seat !== nextSeat(discarder)) return violation('chow-upper-seat-only', { seat, discarder });
  if (tiles.includes(state.gold!)) return violation('gold-in-meld', { seat, tile: tileCode(state.gold!) });
  if (!withoutTiles(state.seats[seat].hand, tiles)) return violation('tiles-not-held', { seat, tiles: tiles.map(tileCode).join(' ') });
  const run = [...tiles, tile].sort((a, b) => a - b);
  const isRun = run[0] < 27 && run[1] === run[0] + 1 && run[2] === run[0] + 2 && run[0] % 9 <= 6;
  return isRun ? null : violation('not-a-chow', { seat, tiles: run.map(tileCode).join(' ') });
}

/** The pairs of hand tiles that chow `tile` for `seat`. */
export function chowOptions(state: GameState, seat: Seat, discarder: Seat, tile: Tile): [Tile, Tile][] {
  return chowPairs(tile).filter((pair) => !chowProblem(state, seat, discarder, tile, pair));
}

/** Why `seat` may not make this claim on the discard (ignoring other seats' calls), or null. */
export function claimProblem(deal: FuzhouDeal, state: GameState, seat: Seat, claim: ClaimKind, discarder: Seat, tile: Tile): Violation | null {
  if (seat === discarder) return violation('own-discard', { seat });
  const hand = state.seats[seat].hand;
  switch (claim) {
    case 'win': {
      const judged = judgeWin(deal, state, { seat, how: 'discard', tile });
      return judged.ok ? null : judged.violation;
    }
    case 'kong':
      if (countOf(hand, tile) < 3) return violation('kong-needs-three', { seat, tile: tileCode(tile) });
      return drawable(state) < 2 ? violation('kong-no-replacement', { seat }) : null;
    case 'pong':
      return countOf(hand, tile) < 2 ? violation('pong-needs-two', { seat, tile: tileCode(tile) }) : null;
    case 'chow': {
      if (seat !== nextSeat(discarder)) return violation('chow-upper-seat-only', { seat, discarder });
      return chowOptions(state, seat, discarder, tile).length ? null : violation('no-chow', { seat, tile: tileCode(tile) });
    }
  }
}

export function onClaims(deal: FuzhouDeal, state: GameState, expect: Of<'claims'>, event: DealEvent, dispatch: (s: GameState, e: DealEvent) => ApplyResult): ApplyResult {
  const { discarder, tile } = expect;
  return onDiscardClaims(state, expect, event, {
    rank: CLAIM_RANK,
    problem: (seat, claim) => claimProblem(deal, state, seat, claim, discarder, tile),
    order: (seat, claim) => claimOrder(deal, state, seat, claim, discarder, tile),
    chowProblem: (seat, tiles) => chowProblem(state, seat, discarder, tile, tiles),
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
    problem: (seat) => {
      if (seat === konger) return violation('own-kong', { seat });
      const judged = judgeWin(deal, state, { seat, how: 'rob-kong', tile });
      return judged.ok ? null : judged.violation;
    },
    called: (calls) => next(state, { expect: { ...expect, calls } }),
    won: (seat) => finishWin(deal, state, { seat, how: 'rob-kong', tile }),
    stands: () => {
      // Nobody robs: the kong stands, the reserve grows, and the konger draws a replacement.
      const grown = update(state, { reserve: state.reserve + 1 });
      return dispatch({ ...grown, expect: drawable(grown) > 0 ? { kind: 'replacement', seat: konger, after: 'kong' } : { kind: 'draw-game' } }, event);
    },
  });
}
