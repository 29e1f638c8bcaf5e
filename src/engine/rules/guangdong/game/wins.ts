// Wins inside a Guangdong deal and how the deal is settled (guangdong rulings 3, 6–10): the
// situation a win describes, whether it is a legal win, the horse revealed at the end and the
// dealer mirroring the seat it points to, and the next dealer.

import { rankOf, type Tile } from '../../../tiles/index.ts';
import { kongRobbed } from '../../../game/claims.ts';
import { distance, withSeat, withTile } from '../../../game/seat.ts';
import { settleWin } from '../../../game/settle.ts';
import { type Judged as KitJudged, judgeWinOn } from '../../../game/wins.ts';
import { deltasOf, type DealResult, type Payment, type Seat } from '../../../game/types.ts';
import { checkGdSituation, type GdSituation } from '../situation.ts';
import { asChecked } from '../../../situation/checked.ts';
import { isWinningShape } from '../shapes.ts';
import { RED } from '../tileset.ts';
import { violation } from '../../../game/flow.ts';
import { type ApplyResult, type GdDeal, type GdState, next } from './state.ts';
import { take } from './wall.ts';
import type { GdScore } from '../score.ts';

export interface WinClaim {
  seat: Seat;
  how: 'self-draw' | 'rob-kong';
  /** The robbed kong's tile; null for a self-draw. */
  tile: Tile | null;
  /** On a self-draw without a fresh tile (the dealer's first turn): the tile named as the winning one. */
  named?: Tile;
}

/** The winner's hand at the moment of winning, with its circumstances, as the scorer reads it. */
export function winSituation(state: GdState, claim: WinClaim, winningTile?: Tile): GdSituation {
  const s = state.seats[claim.seat];
  const concealed = claim.tile === null ? s.hand : withTile(s.hand, claim.tile);
  return {
    wild: RED,
    concealed,
    melds: s.melds.map((m) => ({ type: m.type, tiles: m.tiles })),
    winningTile: claim.tile ?? winningTile ?? s.drawn ?? concealed[concealed.length - 1],
    winBy: claim.how,
    flowers: [],
    kongReplacement: claim.how === 'self-draw' && s.drawn !== null && state.replaced,
  };
}

export type Judged = KitJudged<GdScore, GdSituation>;

function judgeOne(deal: GdDeal, state: GdState, claim: WinClaim, winningTile?: Tile): Judged {
  const situation = winSituation(state, claim, winningTile);
  if (!isWinningShape(situation.concealed, situation.melds.length)) return { ok: false, violation: violation('not-a-winning-hand', { seat: claim.seat }) };
  const problems = checkGdSituation(situation);
  if (problems.length) return { ok: false, violation: violation(problems[0].code, { seat: claim.seat, ...problems[0].params }) };
  // Checked just now, against a table whose every move was checked.
  const outcome = deal.ruleset.score(asChecked(situation));
  return outcome.ok ? { ok: true, score: outcome as GdScore, situation } : { ok: false, violation: violation('not-a-winning-hand', { seat: claim.seat }) };
}

/** The score of a win the rules allow, or the rule that forbids it. */
export function judgeWin(deal: GdDeal, state: GdState, claim: WinClaim): Judged {
  return judgeWinOn(claim, state.seats[claim.seat], (winningTile) => judgeOne(deal, state, claim, winningTile));
}

/** A win is made: the winner shows the hand; the deal waits for the horse (or for the other robbers). */
export function finishWin(deal: GdDeal, state: GdState, claim: WinClaim): ApplyResult {
  const judged = judgeWin(deal, state, claim);
  if (!judged.ok) return judged;
  const expect = state.expect;
  const winner = state.seats[claim.seat];
  // Several robbers win on one tile: the first takes it, the others show their hands without it.
  const takes = claim.tile !== null && !(expect.kind === 'rob' && expect.won.length > 0);
  let seats = withSeat(state.seats, claim.seat, { hand: takes ? withTile(winner.hand, claim.tile!) : winner.hand, drawn: takes || claim.tile === null ? judged.situation.winningTile : null });
  const from = expect.kind === 'rob' ? expect.konger : null;
  // The first robber takes the kong's fourth tile for all of them.
  if (expect.kind === 'rob' && expect.won.length === 0) seats = kongRobbed(seats, expect.konger, expect.tile);
  const wins = [...state.wins, { winner: claim.seat, how: claim.how, score: judged.score, situation: judged.situation, from }];
  const expectNext = expect.kind === 'rob' ? { ...expect, won: [...expect.won, claim.seat] } : ({ kind: 'horse' } as const);
  return { ok: true, state: next(state, { seats, wins, expect: expectNext }) };
}

/** Ruling 8: the seat a horse tile points to, counting from the dealer (1) in turn order. */
export function horseSeat(dealer: Seat, horse: Tile): Seat {
  // Winds count 1–4; the dragons Red 中 (7z) 5, Green 發 (6z) 6, White 白 (5z) 7.
  const rank = horse < 27 ? rankOf(horse) : horse <= 30 ? horse - 26 : 38 - horse;
  return ((dealer + rank - 1) % 4) as Seat;
}

/** Ruling 8: the dealer mirrors the horse's seat over every payment of the deal; on the dealer, its own payments count twice. */
export function horsePayments(dealer: Seat, seat: Seat, payments: readonly Payment[]): Payment[] {
  const out: Payment[] = [];
  for (const p of payments) {
    if (p.to === seat && p.from !== dealer) out.push({ from: p.from, to: dealer, amount: p.amount, reason: 'horse', mirrors: seat });
    else if (p.from === seat && p.to !== dealer) out.push({ from: dealer, to: p.to, amount: p.amount, reason: 'horse', mirrors: seat });
    else if (seat === dealer && p.to === dealer) out.push({ from: p.from, to: dealer, amount: p.amount, reason: 'horse', mirrors: seat });
    else if (seat === dealer && p.from === dealer) out.push({ from: dealer, to: p.to, amount: p.amount, reason: 'horse', mirrors: seat });
  }
  return out;
}

/** The horse is revealed: wins and kongs are settled, the dealer mirrors the horse's seat, and the winner nearest the robbed seat deals next. */
export function onHorse(deal: GdDeal, state: GdState, tile: Tile): ApplyResult {
  const taken = take(deal, state, [tile], 'horse');
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const from = state.wins[0].from;
  const wins = [...state.wins].sort((a, b) => (from === null ? 0 : distance(from, a.winner) - distance(from, b.winner)));
  const settled = [...state.paid, ...wins.flatMap((w) => settleWin(w.score.payments, w.winner, w.from))];
  const settlement = [...settled, ...horsePayments(state.dealer, horseSeat(state.dealer, tile), settled)];
  const [first, ...others] = wins;
  const result: DealResult = {
    winner: first.winner,
    how: first.how,
    score: first.score,
    situation: first.situation,
    ...(others.length ? { alsoWon: others.map(({ from: _from, ...w }) => w) } : {}),
    settlement,
    deltas: deltasOf(settlement),
    nextDealer: first.winner,
    nextStreak: 0, // the table has no streak (ruling 10): nothing to carry to the next deal
  };
  return { ok: true, state: next(state, { seen: taken.seen, horse: tile, result, expect: { kind: 'ended' } }) };
}

/** A draw game or a time-up: no winner, no horse; the kong payments stand and the dealer keeps the deal (rulings 7, 9, 10). */
export function finishWithoutWinner(state: GdState, timeUp: boolean): ApplyResult {
  const settlement = state.paid;
  const result: DealResult = {
    winner: null,
    how: null,
    score: null,
    situation: null,
    settlement,
    deltas: deltasOf(settlement),
    nextDealer: state.dealer,
    nextStreak: 0, // no streak at this table, after a draw game either
    ...(timeUp ? { ending: 'time-up' } : {}),
  };
  return { ok: true, state: next(state, { result, expect: { kind: 'ended' } }) };
}
