// Claims on a discard and on an added kong (ruling 5): calls declare them, priority decides
// (win > kong > pong > chow, then the seat nearest the discarder), chow only from the upper seat.

import { tileCode, type Tile } from '../../../tiles/index.ts';
import type { ApplyResult, Call, ClaimKind, DealEvent, Expect, GameState, Seat, Violation } from './state.ts';
import { countOf, distance, nextSeat, withSeat, withoutTiles } from '../../../game/seat.ts';
import { fail, ok, violation } from '../../../game/flow.ts';
import type { FuzhouDeal } from './context.ts';
import { next, passTurn, update } from './flow.ts';
import { drawable } from './wall.ts';
import { finishWin } from './finish.ts';
import { judgeWin } from './wins.ts';

type Of<K extends Expect['kind']> = Extract<Expect, { kind: K }>;
export const CLAIM_RANK: Record<ClaimKind, number> = { win: 4, kong: 3, pong: 2, chow: 1 };

/** The call of another seat that takes priority over this claim, as a violation. */
export function outranked(calls: readonly Call[], seat: Seat, claim: ClaimKind, order: (s: Seat) => number): Violation | null {
  for (const c of calls) {
    if (c.seat === seat) continue;
    const higher = CLAIM_RANK[c.claim] > CLAIM_RANK[claim] || (CLAIM_RANK[c.claim] === CLAIM_RANK[claim] && order(c.seat) < order(seat));
    if (higher) return violation('claim-outranked', { seat, claim, other: c.seat, otherClaim: c.claim });
  }
  return null;
}

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
  const out: [Tile, Tile][] = [];
  for (const pair of [
    [tile - 2, tile - 1],
    [tile - 1, tile + 1],
    [tile + 1, tile + 2],
  ] as [Tile, Tile][]) {
    if (pair[0] < 0 || pair[1] > 26 || ((pair[0] / 9) | 0) !== ((pair[1] / 9) | 0) || ((pair[0] / 9) | 0) !== ((tile / 9) | 0)) continue;
    if (!chowProblem(state, seat, discarder, tile, pair)) out.push(pair);
  }
  return out;
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

const CLAIM_OF: Partial<Record<DealEvent['type'], ClaimKind>> = { win: 'win', kong: 'kong', pong: 'pong', chow: 'chow' };

export function onClaims(deal: FuzhouDeal, state: GameState, expect: Of<'claims'>, event: DealEvent, dispatch: (s: GameState, e: DealEvent) => ApplyResult): ApplyResult {
  const { discarder, tile, calls } = expect;
  if (event.type === 'call') {
    if (calls.some((c) => c.seat === event.seat)) return fail('already-called', { seat: event.seat });
    const problem = claimProblem(deal, state, event.seat, event.claim, discarder, tile);
    if (problem) return { ok: false, violation: problem };
    return ok(next(state, { expect: { ...expect, calls: [...calls, { seat: event.seat, claim: event.claim }] } }));
  }
  const claim = CLAIM_OF[event.type];
  if (!claim || !('seat' in event)) {
    // Everyone passed: the lower seat is about to draw (or the sweep or a draw game begins).
    if (calls.length) return fail('call-unresolved', { seat: calls[0].seat, claim: calls[0].claim });
    return dispatch(passTurn(state, discarder), event);
  }
  const seat = event.seat;
  if ('tile' in event && event.tile !== undefined && event.tile !== tile) {
    return fail('claim-wrong-tile', { seat, tile: tileCode(event.tile), discard: tileCode(tile) });
  }
  if (event.type === 'win' && event.how !== 'discard') return fail('win-how-not-now', { seat, how: event.how });
  const problem = claimProblem(deal, state, seat, claim, discarder, tile) ?? outranked(calls, seat, claim, (s) => claimOrder(deal, state, s, claim, discarder, tile));
  if (problem) return { ok: false, violation: problem };
  if (claim === 'win') return finishWin(deal, state, { seat, how: 'discard', tile });

  const s = state.seats[seat];
  const fromHand: Tile[] = event.type === 'chow' ? [...event.tiles] : claim === 'kong' ? [tile, tile, tile] : [tile, tile];
  if (event.type === 'chow') {
    const chow = chowProblem(state, seat, discarder, tile, event.tiles);
    if (chow) return { ok: false, violation: chow };
  }
  const meldTiles = [...fromHand, tile].sort((a, b) => a - b);
  let seats = withSeat(state.seats, seat, {
    hand: withoutTiles(s.hand, fromHand)!,
    melds: [...s.melds, { type: claim === 'kong' ? 'kong' : claim, tiles: meldTiles, claimed: { tile, from: discarder } }],
    drawn: null,
  });
  const d = seats[discarder];
  seats = withSeat(seats, discarder, { discards: d.discards.map((r, i) => (i === d.discards.length - 1 ? { ...r, claimedBy: seat } : r)) });
  if (claim === 'kong') return ok(next(state, { seats, reserve: state.reserve + 1, expect: { kind: 'replacement', seat, after: 'kong' } }));
  return ok(next(state, { seats, expect: { kind: 'discard', seat } }));
}

/** Robbing an added kong: a seat waiting on the added tile may win on it; otherwise the kong stands. */
export function onRob(deal: FuzhouDeal, state: GameState, expect: Of<'rob'>, event: DealEvent, dispatch: (s: GameState, e: DealEvent) => ApplyResult): ApplyResult {
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
    const problem = robProblem(event.seat) ?? outranked(calls, event.seat, 'win', (s) => distance(konger, s));
    if (problem) return { ok: false, violation: problem };
    return finishWin(deal, state, { seat: event.seat, how: 'rob-kong', tile });
  }
  if (calls.length) return fail('call-unresolved', { seat: calls[0].seat, claim: calls[0].claim });
  // Nobody robs: the kong stands, the reserve grows, and the konger draws a replacement.
  const grown = update(state, { reserve: state.reserve + 1 });
  return dispatch({ ...grown, expect: drawable(grown) > 0 ? { kind: 'replacement', seat: konger, after: 'kong' } : { kind: 'draw-game' } }, event);
}
