// What a hand scores whatever its reading (mcr rulings 2 and 8): the fans of its tiles (suits,
// terminals, ranges, All Green, Reversible Tiles, Tile Hog), of its melds (kongs, concealment)
// and of how it was won (self-drawn, last tile, kong replacement, robbed kong, last copy).
// Computed once per hand into `base` (bits and counts); each reading starts from its bits.

import type { Tile } from '../../tiles/index.ts';
import { type FanSet, newFanSet, put } from './count.ts';
import { N } from './fans.ts';
import { CHOW, KONG, newReading, PUNG, type Reading } from './readings.ts';
import type { McrSituation } from './situation.ts';
import { CLASS, GREEN_TILE, KINDS, REVERSIBLE, TERMINAL } from './tiles.ts';

export interface HandFacts {
  /** Concealed tiles, winning tile included, by kind. */
  conc: Uint8Array;
  /** Every tile of the hand by kind (a kong counts four). */
  all: Uint8Array;
  /** The kinds held (`conc` or `all` nonzero): tiles 0–26 as bits of word 0, honors 27–33 of word 1. */
  held: Int32Array;
  /** The melds as groups. */
  melded: Reading;
  meldCount: number;
  win: Tile;
  self: boolean;
  seat: Tile;
  round: Tile;
  /** The hand is 1112345678999 in one suit before the winning tile, nothing melded. */
  nineGates: boolean;
  /**
   * Fans that do not depend on the reading. None of them is a reading's fan, so a reading's fans
   * may share its counts (`sharing`), each reading then setting its own bits and counts.
   */
  base: FanSet;
}

export const newHandFacts = (sharing?: FanSet): HandFacts => ({
  conc: new Uint8Array(KINDS),
  all: new Uint8Array(KINDS),
  held: new Int32Array(2),
  melded: newReading(),
  meldCount: 0,
  win: 0,
  self: false,
  seat: 27,
  round: 27,
  nineGates: false,
  base: sharing ? { n: sharing.n, bits: new Int32Array(3) } : newFanSet(),
});

const NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3];

/** The kinds of a tile class as bits: suited kinds 0–26 in `lo`, honors 27–33 in `hi` from bit 0. */
function kindsOf(flag: number): { lo: number; hi: number } {
  let lo = 0;
  let hi = 0;
  for (let t = 0; t < KINDS; t++) {
    if (!(CLASS[t] & flag)) continue;
    if (t < 27) lo |= 1 << t;
    else hi |= 1 << (t - 27);
  }
  return { lo, hi };
}
const GREEN_KINDS = kindsOf(GREEN_TILE);
const REVERSIBLE_KINDS = kindsOf(REVERSIBLE);
const TERMINAL_KINDS = kindsOf(TERMINAL).lo;

/** Fills `h` from the situation (assumed checked: `checkMcrSituation` found nothing). */
export function readHand(s: McrSituation, h: HandFacts): void {
  const { conc, all, base } = h;
  // Only the kinds the last hand held are nonzero: cleared by its bits, not all 34.
  for (let x = h.held[0]; x !== 0; x &= x - 1) {
    const t = 31 - Math.clz32(x & -x);
    conc[t] = 0;
    all[t] = 0;
  }
  for (let x = h.held[1]; x !== 0; x &= x - 1) {
    const t = 58 - Math.clz32(x & -x);
    conc[t] = 0;
    all[t] = 0;
  }
  const concealed = s.concealed;
  // Kinds held four times (Tile Hog), counted as a count reaches 4 (none goes past it).
  let fours = 0;
  // The tiles (ruling 2) are read from which kinds the hand holds: a bit per kind, suited and honors apart.
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < concealed.length; i++) {
    const t = concealed[i];
    conc[t]++;
    if (++all[t] === 4) fours++;
    if (t < 27) lo |= 1 << t;
    else hi |= 1 << (t - 27);
  }
  let melded = 0;
  let meldedKongs = 0;
  let concealedKongs = 0;
  // Copies of the winning tile the winner's own exposed melds show (a chow shows one, a pung three).
  let shownOfWin = 0;
  const groups = h.melded;
  groups.n = 0;
  for (let i = 0; i < s.melds.length; i++) {
    const m = s.melds[i];
    const t = m.tiles[0];
    const type = m.type;
    groups.tile[i] = t;
    groups.concealed[i] = 0;
    if (t >= 27) hi |= 1 << (t - 27);
    else lo |= (type === 'chow' ? 7 : 1) << t;
    if (type === 'chow') {
      if (++all[t] === 4) fours++;
      if (++all[t + 1] === 4) fours++;
      if (++all[t + 2] === 4) fours++;
      groups.kind[i] = CHOW;
      melded++;
      if (s.winningTile >= t && s.winningTile <= t + 2) shownOfWin++;
    } else if (type === 'pong') {
      all[t] += 3;
      if (all[t] === 4) fours++;
      groups.kind[i] = PUNG;
      melded++;
      if (t === s.winningTile) shownOfWin += 3;
    } else {
      all[t] += 4;
      fours++;
      groups.kind[i] = KONG;
      if (type === 'concealed-kong') {
        groups.concealed[i] = 1;
        concealedKongs++;
      } else {
        meldedKongs++;
        melded++;
      }
    }
  }
  groups.n = s.melds.length;
  h.meldCount = s.melds.length;
  h.win = s.winningTile;
  h.self = s.winBy === 'self-draw';
  h.seat = s.seatWind;
  h.round = s.roundWind;
  h.held[0] = lo;
  h.held[1] = hi;

  const suits = (lo & 0x1ff ? 1 : 0) | (lo & (0x1ff << 9) ? 2 : 0) | (lo & (0x1ff << 18) ? 4 : 0);
  const ranks = (lo | (lo >>> 9) | (lo >>> 18)) & 0x1ff;
  const winds = (hi & 0xf) !== 0;
  const dragons = (hi & 0x70) !== 0;
  const green = (lo & ~GREEN_KINDS.lo) === 0 && (hi & ~GREEN_KINDS.hi) === 0;
  const reversible = (lo & ~REVERSIBLE_KINDS.lo) === 0 && (hi & ~REVERSIBLE_KINDS.hi) === 0;
  const terminalsOrHonors = (lo & ~TERMINAL_KINDS) === 0;
  const terminalsOnly = terminalsOrHonors && hi === 0;
  const simples = hi === 0 && (lo & TERMINAL_KINDS) === 0;
  const honors = winds || dragons;
  const suitCount = (suits & 1) + ((suits >> 1) & 1) + ((suits >> 2) & 1);

  base.bits[0] = base.bits[1] = base.bits[2] = 0;
  if (green) put(base, N.allGreen, 1);
  if (reversible) put(base, N.reversibleTiles, 1);
  if (suitCount === 0) put(base, N.allHonors, 1);
  if (terminalsOnly) put(base, N.allTerminals, 1);
  if (terminalsOrHonors) put(base, N.allTerminalsAndHonors, 1);
  if (suitCount === 1) put(base, honors ? N.halfFlush : N.fullFlush, 1);
  if (suitCount === 2) put(base, N.oneVoidedSuit, 1);
  if (!honors) put(base, N.noHonors, 1);
  if (suitCount === 3 && winds && dragons) put(base, N.allTypes, 1);
  if (simples) put(base, N.allSimples, 1);
  if (!honors) {
    if ((ranks & ~0x1c0) === 0) put(base, N.upperTiles, 1);
    if ((ranks & ~0x038) === 0) put(base, N.middleTiles, 1);
    if ((ranks & ~0x007) === 0) put(base, N.lowerTiles, 1);
    if ((ranks & ~0x1e0) === 0) put(base, N.upperFour, 1);
    if ((ranks & ~0x00f) === 0) put(base, N.lowerFour, 1);
  }
  // Tile Hog: four of a kind held without being a kong.
  put(base, N.tileHog, fours - meldedKongs - concealedKongs);

  // The melds.
  const kongs = meldedKongs + concealedKongs;
  if (kongs === 4) put(base, N.fourKongs, 1);
  if (kongs >= 3) put(base, N.threeKongs, 1);
  if (concealedKongs >= 2) put(base, N.twoConcealedKongs, 1);
  if (meldedKongs >= 2) put(base, N.twoMeldedKongs, 1);
  if (concealedKongs >= 1) put(base, N.concealedKong, 1);
  if (meldedKongs >= 1) put(base, N.meldedKong, 1);

  // How it was won (ruling 8).
  if (melded === 0) put(base, N.concealedHand, 1);
  if (melded === 0 && h.self) put(base, N.fullyConcealedHand, 1);
  if (h.self) put(base, N.selfDrawn, 1);
  if (melded === 4 && !h.self) put(base, N.meldedHand, 1);
  if (s.lastTile) put(base, h.self ? N.lastTileDraw : N.lastTileClaim, 1);
  if (s.kongReplacement && h.self) put(base, N.outWithReplacementTile, 1);
  if (s.winBy === 'rob-kong') put(base, N.robbingTheKong, 1);
  // Three copies already shown: said by the situation, or shown in the winner's own exposed melds,
  // chows as well as a pung (234m 456m 456m shown: a 4m won is the fourth and last).
  if (s.lastCopy || shownOfWin >= 3) put(base, N.lastTile, 1);

  h.nineGates = false;
  if (h.meldCount === 0 && suitCount === 1 && !honors) {
    const start = h.win - (h.win % 9);
    h.nineGates = true;
    for (let r = 0; r < 9; r++) if (conc[start + r] - (start + r === h.win ? 1 : 0) !== NINE_GATES[r]) h.nineGates = false;
  }
}
