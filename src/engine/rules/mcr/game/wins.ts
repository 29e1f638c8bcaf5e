// Wins inside an MCR deal: the situation a win describes, its circumstances filled from the
// table (seat and round wind, the wall's last tile, the last copy, a kong's replacement), whether
// it is a legal win (a winning shape worth 8 points without flowers, mcr ruling 3), and the
// settlement (mcr ruling 6): the score's payments, the dealer passing after every hand (ruling 7).

import type { Tile } from '../../../tiles/index.ts';
import { discardTaken, kongRobbed } from '../../../game/claims.ts';
import { distance, nextSeat, withSeat, withTile } from '../../../game/seat.ts';
import { settleWin } from '../../../game/settle.ts';
import { type Judged as KitJudged, judgeWinOn } from '../../../game/wins.ts';
import { deltasOf, type DealResult, type Seat } from '../../../game/types.ts';
import { isKong } from '../../melds.ts';
import { checkMcrSituation, type McrSituation } from '../situation.ts';
import { forEachReading, newReading } from '../readings.ts';
import { scoreMcr, type McrScore } from '../score.ts';
import { violation } from '../../../game/flow.ts';
import { type ApplyResult, type McrDeal, type McrState, type McrWin, next } from './state.ts';
import { lastTurn } from './wall.ts';

export type McrHow = 'self-draw' | 'discard' | 'rob-kong';

export interface WinClaim {
  seat: Seat;
  how: McrHow;
  /** The tile won on (the discard, the robbed kong's tile); null for a self-draw. */
  tile: Tile | null;
  /** On a self-draw without a fresh tile (the dealer's first turn): the tile named as the winning one. */
  named?: Tile;
}

const EAST = 27;

/** The seat wind (mcr ruling 7): the dealer is East, then in turn order. */
export const seatWindOf = (state: McrState, seat: Seat): Tile => EAST + distance(state.dealer, seat);

/** Copies of `tile` face up on the table: discards nobody claimed and exposed melds (a concealed kong lies face down). */
function shown(state: McrState, tile: Tile): number {
  let n = 0;
  for (const s of state.seats) {
    for (const m of s.melds) if (m.type !== 'concealed-kong') for (const t of m.tiles) if (t === tile) n++;
    for (const d of s.discards) if (d.claimedBy === undefined && d.tile === tile) n++;
  }
  return n;
}

/** The winner's hand at the moment of winning, with its circumstances, as the scorer reads it. */
export function winSituation(deal: McrDeal, state: McrState, claim: WinClaim, winningTile?: Tile): McrSituation {
  const s = state.seats[claim.seat];
  const concealed = claim.tile === null ? s.hand : withTile(s.hand, claim.tile);
  const win = claim.tile ?? winningTile ?? s.drawn ?? concealed[concealed.length - 1];
  const self = claim.how === 'self-draw';
  // The tile won on is itself face up when it was discarded or added to a kong: it is not one of the other three.
  const others = shown(state, win) - (self ? 0 : 1);
  return {
    wild: null,
    concealed,
    melds: s.melds.map((m) => ({ type: m.type, tiles: m.tiles })),
    winningTile: win,
    winBy: claim.how,
    flowers: s.flowers,
    seatWind: seatWindOf(state, claim.seat),
    roundWind: deal.roundWind,
    // mcr ruling 8: the wall's last tile, drawn (妙手回春) or discarded after it was drawn (海底捞月).
    lastTile: claim.how !== 'rob-kong' && lastTurn(deal, state, state.expect.kind === 'claims' ? state.expect.discarder : claim.seat),
    // mcr ruling 8: the other three copies are already shown (和绝张).
    lastCopy: others >= 3,
    // mcr ruling 8: a kong's replacement tile, not a flower's (杠上开花).
    kongReplacement: self && s.drawn !== null && state.replaced === 'kong' && s.melds.some((m) => isKong(m.type)),
  };
}

export type Judged = KitJudged<McrScore, McrSituation>;

// Scratch for the quick shape test that spares the scorer most hands (no reading, no win).
const counts = new Uint8Array(34);
const noMelds = newReading();
const ignore = () => {};

/** Whether the concealed tiles with `meldCount` melds form one of mcr ruling 4's shapes, points apart. */
function hasShape(concealed: readonly Tile[], meldCount: number): boolean {
  counts.fill(0);
  for (const t of concealed) {
    if (t >= 34) return false;
    counts[t]++;
  }
  return forEachReading(counts, noMelds, meldCount, ignore) > 0;
}

function judgeOne(deal: McrDeal, state: McrState, claim: WinClaim, winningTile?: Tile): Judged {
  const situation = winSituation(deal, state, claim, winningTile);
  if (situation.concealed.length + 3 * situation.melds.length !== 14 || !hasShape(situation.concealed, situation.melds.length)) {
    return { ok: false, violation: violation('not-a-winning-hand', { seat: claim.seat }) };
  }
  const problems = checkMcrSituation(situation);
  if (problems.length) return { ok: false, violation: violation(problems[0].code, { seat: claim.seat, ...problems[0].params }) };
  const outcome = scoreMcr(situation, deal.scoring);
  if (outcome.ok) return { ok: true, score: outcome, situation };
  // mcr ruling 3: a winning shape under 8 points without flowers is a false win.
  if (outcome.reason === 'below-minimum') return { ok: false, violation: violation('below-minimum', { seat: claim.seat, points: outcome.points }) };
  return { ok: false, violation: violation('not-a-winning-hand', { seat: claim.seat }) };
}

/** The score of a win the rules allow, or the rule that forbids it. */
export function judgeWin(deal: McrDeal, state: McrState, claim: WinClaim): Judged {
  return judgeWinOn(claim, state.seats[claim.seat], (winningTile) => judgeOne(deal, state, claim, winningTile));
}

/** Payments and the next dealer: the dealer passes after every hand, a draw paying nothing (mcr rulings 6 and 7). */
export function settle(state: McrState, winner: Seat | null, how: McrHow | null, judged: { score: McrScore; situation: McrSituation } | null, discarder: Seat | null): DealResult {
  const nextDealer = nextSeat(state.dealer);
  if (winner === null || judged === null) {
    return { winner: null, how: null, score: null, situation: null, settlement: [], deltas: [0, 0, 0, 0], nextDealer, nextStreak: 0 };
  }
  const settlement = settleWin(judged.score.payments, winner, discarder);
  return { winner, how, score: judged.score, situation: judged.situation, settlement, deltas: deltasOf(settlement), nextDealer, nextStreak: 0 };
}

export function finishWin(deal: McrDeal, state: McrState, claim: WinClaim): ApplyResult {
  const judged = judgeWin(deal, state, claim);
  if (!judged.ok) return judged;
  const expect = state.expect;
  const winner = state.seats[claim.seat];
  let seats = withSeat(state.seats, claim.seat, {
    hand: claim.tile === null ? winner.hand : withTile(winner.hand, claim.tile),
    drawn: judged.situation.winningTile,
  });
  if (expect.kind === 'claims') seats = discardTaken(seats, expect.discarder, claim.seat);
  // A robbed kong's fourth tile is the winner's.
  if (expect.kind === 'rob') seats = kongRobbed(seats, expect.konger, expect.tile);
  const discarder = expect.kind === 'claims' ? expect.discarder : expect.kind === 'rob' ? expect.konger : null;
  const result = settle(state, claim.seat, claim.how, judged, discarder);
  return { ok: true, state: next(state, { seats, result, expect: { kind: 'ended' } }) };
}

/**
 * Ruling 10, `multipleWins`: every win declared on `discarder`'s discard, settled as a single win
 * each (the discarder pays each winner 8 plus its hand, the others 8), but winners never pay each
 * other (their 8s would cancel). The seat nearest after the discarder is the first winner and takes the tile.
 */
export function finishWins(state: McrState, discarder: Seat, tile: Tile, wins: readonly McrWin[]): ApplyResult {
  const sorted = [...wins].sort((a, b) => distance(discarder, a.seat) - distance(discarder, b.seat));
  const [first, ...others] = sorted;
  const winners = new Set(sorted.map((w) => w.seat));
  const settlement = sorted.flatMap((w) => settleWin(w.score.payments, w.seat, discarder).filter((p) => !winners.has(p.from)));
  let seats = withSeat(state.seats, first.seat, { hand: withTile(state.seats[first.seat].hand, tile), drawn: tile });
  seats = discardTaken(seats, discarder, first.seat);
  const result: DealResult = {
    winner: first.seat,
    how: 'discard',
    score: first.score,
    situation: first.situation,
    ...(others.length ? { alsoWon: others.map((w) => ({ winner: w.seat, how: 'discard' as const, score: w.score, situation: w.situation })) } : {}),
    settlement,
    deltas: deltasOf(settlement),
    nextDealer: nextSeat(state.dealer),
    nextStreak: 0,
  };
  return { ok: true, state: next(state, { seats, result, expect: { kind: 'ended' } }) };
}

export function finishDrawGame(state: McrState): ApplyResult {
  return { ok: true, state: next(state, { result: settle(state, null, null, null, null), expect: { kind: 'ended' } }) };
}
