// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// What a hand scores whatever its reading (mcr rulings 2 and 8): the fans of its tiles (suits,
// terminals, ranges, All Green, Reversible Tiles, Tile Hog), of its melds (kongs, concealment)
// and of how it was won (self-drawn, last tile, kong replacement, robbed kong, last copy).
// Computed once per hand into `base`; each reading adds its own fans to a copy.

import type { Tile } from '../../../../../src/engine/tiles/index.ts';
import { N } from './fans.ts';
import { CHOW, KONG, newReading, PUNG, type Reading } from './readings.ts';
import { newHandFacts as liveHandFacts, readHand as liveReadHand } from '../../../../../src/engine/rules/mcr/hand.ts';
import type { McrSituation } from '../../../../../src/engine/rules/mcr/situation.ts';
import { CLASS, GREEN_TILE, HONOR, KINDS, REVERSIBLE, TERMINAL, WIND } from './tiles.ts';

/** Raw fan counts, indexed by official number (0 unused). */
export const FAN_SLOTS = 82;

export interface HandFacts {
  /** Concealed tiles, winning tile included, by kind. */
  conc: Uint8Array;
  /** Every tile of the hand by kind (a kong counts four). */
  all: Uint8Array;
  /** The melds as groups. */
  melded: Reading;
  meldCount: number;
  win: Tile;
  self: boolean;
  seat: Tile;
  round: Tile;
  /** The hand is 1112345678999 in one suit before the winning tile, nothing melded. */
  nineGates: boolean;
  /** Fans that do not depend on the reading. */
  base: Uint8Array;
}

export const newHandFacts = (): HandFacts => ({
  conc: new Uint8Array(KINDS),
  all: new Uint8Array(KINDS),
  melded: newReading(),
  meldCount: 0,
  win: 0,
  self: false,
  seat: 27,
  round: 27,
  nineGates: false,
  base: new Uint8Array(FAN_SLOTS),
});

const live = liveHandFacts();
const NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3];

/** Fills `h` from the situation (assumed checked: `checkMcrSituation` found nothing). */
export function readHand(s: McrSituation, h: HandFacts): void {
  const { conc, all, base } = h;
  conc.fill(0);
  const concealed = s.concealed;
  for (let i = 0; i < concealed.length; i++) conc[concealed[i]]++;
  all.set(conc);
  let melded = 0;
  let meldedKongs = 0;
  let concealedKongs = 0;
  const groups = h.melded;
  groups.n = 0;
  for (let i = 0; i < s.melds.length; i++) {
    const m = s.melds[i];
    const t = m.tiles[0];
    const type = m.type;
    groups.tile[i] = t;
    groups.concealed[i] = 0;
    if (type === 'chow') {
      all[t]++;
      all[t + 1]++;
      all[t + 2]++;
      groups.kind[i] = CHOW;
      melded++;
    } else if (type === 'pong') {
      all[t] += 3;
      groups.kind[i] = PUNG;
      melded++;
    } else {
      all[t] += 4;
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

  // The tiles (ruling 2).
  let suits = 0;
  let ranks = 0;
  let winds = false;
  let dragons = false;
  let green = true;
  let reversible = true;
  let terminalsOnly = true;
  let terminalsOrHonors = true;
  let simples = true;
  let fours = 0;
  for (let t = 0; t < KINDS; t++) {
    const n = all[t];
    if (n === 0) continue;
    const c = CLASS[t];
    if (t < 27) {
      suits |= 1 << ((t / 9) | 0);
      ranks |= 1 << (t % 9);
    } else if (c & WIND) winds = true;
    else dragons = true;
    if (!(c & GREEN_TILE)) green = false;
    if (!(c & REVERSIBLE)) reversible = false;
    if (!(c & TERMINAL)) terminalsOnly = false;
    if (!(c & (TERMINAL | HONOR))) terminalsOrHonors = false;
    else simples = false;
    if (n === 4) fours++;
  }
  const honors = winds || dragons;
  const suitCount = (suits & 1) + ((suits >> 1) & 1) + ((suits >> 2) & 1);

  base.fill(0);
  if (green) base[N.allGreen] = 1;
  if (reversible) base[N.reversibleTiles] = 1;
  if (suitCount === 0) base[N.allHonors] = 1;
  if (terminalsOnly) base[N.allTerminals] = 1;
  if (terminalsOrHonors) base[N.allTerminalsAndHonors] = 1;
  if (suitCount === 1) base[honors ? N.halfFlush : N.fullFlush] = 1;
  if (suitCount === 2) base[N.oneVoidedSuit] = 1;
  if (!honors) base[N.noHonors] = 1;
  if (suitCount === 3 && winds && dragons) base[N.allTypes] = 1;
  if (simples) base[N.allSimples] = 1;
  if (!honors) {
    if ((ranks & ~0x1c0) === 0) base[N.upperTiles] = 1;
    if ((ranks & ~0x038) === 0) base[N.middleTiles] = 1;
    if ((ranks & ~0x007) === 0) base[N.lowerTiles] = 1;
    if ((ranks & ~0x1e0) === 0) base[N.upperFour] = 1;
    if ((ranks & ~0x00f) === 0) base[N.lowerFour] = 1;
  }
  // Tile Hog: four of a kind held without being a kong.
  base[N.tileHog] = fours - meldedKongs - concealedKongs;

  // The melds.
  const kongs = meldedKongs + concealedKongs;
  if (kongs === 4) base[N.fourKongs] = 1;
  if (kongs >= 3) base[N.threeKongs] = 1;
  if (concealedKongs >= 2) base[N.twoConcealedKongs] = 1;
  if (meldedKongs >= 2) base[N.twoMeldedKongs] = 1;
  if (concealedKongs >= 1) base[N.concealedKong] = 1;
  if (meldedKongs >= 1) base[N.meldedKong] = 1;

  // How it was won (ruling 8).
  if (melded === 0) base[N.concealedHand] = 1;
  if (melded === 0 && h.self) base[N.fullyConcealedHand] = 1;
  if (h.self) base[N.selfDrawn] = 1;
  if (melded === 4 && !h.self) base[N.meldedHand] = 1;
  if (s.lastTile) base[h.self ? N.lastTileDraw : N.lastTileClaim] = 1;
  if (s.kongReplacement && h.self) base[N.outWithReplacementTile] = 1;
  if (s.winBy === 'rob-kong') base[N.robbingTheKong] = 1;
  // Last Tile is the one rule not frozen: it is decided where the live scorer decides it (another
  // change of issue 28 widens what shows the other copies), so this copy takes the live answer.
  liveReadHand(s, live);
  // (the live hand's fans are bits and counts: a fan is there when its bit is set.)
  base[N.lastTile] = (live.base.bits[N.lastTile >> 5] >> (N.lastTile & 31)) & 1;

  h.nineGates = false;
  if (h.meldCount === 0 && suitCount === 1 && !honors) {
    const start = h.win - (h.win % 9);
    h.nineGates = true;
    for (let r = 0; r < 9; r++) if (conc[start + r] - (start + r === h.win ? 1 : 0) !== NINE_GATES[r]) h.nineGates = false;
  }
}
