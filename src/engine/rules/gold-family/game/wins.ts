// Wins inside a deal: the situation a win event describes, whether the rules allow it (the
// scoring engine decides), and the settlement: payments, next dealer and streak (ruling 14).

import { tileCode, type Tile } from '../../../tiles/index.ts';
import { deltasOf, goldDiscarded, type DealResult, type GameState, type Seat, type Violation, type WinHow } from './state.ts';
import { withTile } from '../../../game/seat.ts';
import { settleWin } from '../../../game/settle.ts';
import type { CheckedSituation, Situation, WinBy, WinScore } from '../../types.ts';
import type { CoreWinHow } from '../../../vocabulary.ts';
import { asChecked } from '../../../situation/checked.ts';
import type { GoldSituation } from '../situation-json.ts';
import { violation } from '../../../game/flow.ts';
import type { FuzhouDeal } from './context.ts';

/**
 * The situation's way of winning for each of the family's own: typed over these, not every `WinHow`
 * (which holds every rule set's own ways too); a claim here never carries another table's (the
 * machine refuses one first).
 */
const WIN_BY: Readonly<Record<CoreWinHow | 'gold-grab' | 'three-golds', WinBy>> = {
  'self-draw': 'self-draw',
  'three-golds': 'self-draw',
  discard: 'discard',
  'rob-kong': 'rob-kong',
  'gold-grab': 'gold-grab',
};

export interface WinClaim {
  seat: Seat;
  how: WinHow;
  /** The tile won on: the discard, the robbed kong's tile, the grabbed gold; none for a self-draw. */
  tile: Tile | null;
  /** The tile a dealer gives up to grab the gold. */
  swap?: Tile;
}

/** The winner's hand at the moment of winning, as a situation the scoring reads. */
export function winSituation(deal: FuzhouDeal, state: GameState, claim: WinClaim): CheckedSituation<GoldSituation> | Violation {
  const seat = state.seats[claim.seat];
  let concealed: readonly Tile[] = seat.hand;
  if (claim.swap !== undefined) {
    const i = concealed.indexOf(claim.swap);
    if (i < 0) return violation('swap-not-held', { seat: claim.seat, tile: tileCode(claim.swap) });
    concealed = [...concealed.slice(0, i), ...concealed.slice(i + 1)];
  }
  if (claim.tile !== null) concealed = withTile(concealed, claim.tile);
  const winningTile = claim.tile ?? seat.drawn ?? (state.gold !== null && concealed.includes(state.gold) ? state.gold : concealed[concealed.length - 1]);
  // Built from a table whose every move was checked: possible, so marked so.
  return asChecked({
    wild: state.gold,
    concealed,
    melds: seat.melds.map((m) => ({ type: m.type, tiles: m.tiles })),
    winningTile,
    winBy: WIN_BY[claim.how as keyof typeof WIN_BY],
    flowers: seat.flowers,
    // Option streakBonus: at some tables only the dealer's own win collects the streak.
    streak: deal.table.streakBonus === 'dealer-only' && claim.seat !== state.dealer ? 0 : state.streak,
    goldDiscarded: goldDiscarded(state, claim.seat),
  });
}

const REASON_CODES: Record<string, string> = {
  incomplete: 'not-a-winning-hand',
  'idle-gold': 'idle-gold',
  'discarded-gold': 'gold-discarded-earlier',
  'dead-gold': 'dead-gold',
  'gold-grab-without-gold': 'not-a-winning-hand',
};

/** The score of a win the rules allow, or the rule that forbids it. */
export function judgeWin(deal: FuzhouDeal, state: GameState, claim: WinClaim): { ok: true; score: WinScore; situation: Situation } | { ok: false; violation: Violation } {
  const situation = winSituation(deal, state, claim);
  if ('code' in situation) return { ok: false, violation: situation };
  if (claim.how === 'self-draw' || claim.how === 'three-golds') {
    const golds = situation.concealed.filter((t) => t === state.gold).length;
    if (claim.how === 'three-golds' && golds < 3) return { ok: false, violation: violation('not-three-golds', { seat: claim.seat, golds }) };
    if (claim.how === 'self-draw' && situation.concealed.length + 3 * situation.melds.length !== 17) {
      return { ok: false, violation: violation('not-a-winning-hand', { seat: claim.seat }) };
    }
  }
  const outcome = deal.ruleset.score(situation);
  if (!outcome.ok) return { ok: false, violation: violation(REASON_CODES[outcome.reason] ?? outcome.reason, { seat: claim.seat }) };
  return { ok: true, score: outcome, situation };
}

/** Payments and what the next deal inherits (ruling 14). */
export function settle(state: GameState, winner: Seat | null, how: WinHow | null, judged: { score: WinScore; situation: Situation } | null, discarder: Seat | null): DealResult {
  if (winner === null || judged === null) {
    return { winner: null, how: null, score: null, situation: null, settlement: [], deltas: [0, 0, 0, 0], nextDealer: state.dealer, nextStreak: state.streak + 1 };
  }
  const { score, situation } = judged;
  const settlement = settleWin(score.payments, winner, discarder);
  const dealerWins = winner === state.dealer;
  return {
    winner,
    how,
    score,
    situation,
    settlement,
    deltas: deltasOf(settlement),
    nextDealer: dealerWins ? state.dealer : (((state.dealer + 1) % 4) as Seat),
    nextStreak: dealerWins ? state.streak + 1 : 0,
  };
}
