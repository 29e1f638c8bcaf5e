// The fans of one reading (mcr rulings 2 and 4): the shape's own fan, what the sets make alone
// (pungs of dragons, winds, terminals; concealed pungs), together (chows by `chowFans`, pungs of
// one rank or in steps, winds, dragons), and as a whole (All Pungs, All Chows, Outside Hand, All
// Fives, All Even Pungs, the terminal chows with a pair of fives), plus the wait.
//
// Pung of Terminals or Honors is counted only for sets no other fan scores as such (a dragon pung
// is a Dragon Pung; a wind pung of the round or the seat, or one of three or four wind pungs, is
// scored by those fans): the `ownSets` exclusions of the fan table.

import type { Tile } from '../../tiles/index.ts';
import { chowFans, chowResult } from './chows.ts';
import { add, type FanSet, put } from './count.ts';
import { N } from './fans.ts';
import type { HandFacts } from './hand.ts';
import { CHOW, HONORS_AND_KNITTED, KNIT, PAIR, PUNG, type Reading, SETS, SEVEN_PAIRS, THIRTEEN_ORPHANS } from './readings.ts';
import { isDragon, isTerminal, isWind, rankOf, suitOf } from './tiles.ts';

const starts = new Int8Array(4);
const pungTiles = new Int8Array(4);

// Per tile, as a chow's first tile (bit 0 outside, 1 with a five) and as a pung's or pair's (bits
// 2 and 3; bit 4 even): a group's part in Outside Hand, All Fives and All Even Pungs in one load.
const OUTSIDE = 1;
const FIVE = 2;
const P_OUTSIDE = 4;
const P_FIVE = 8;
const EVEN = 16;
const GROUP_CLASS = Uint8Array.from({ length: 34 }, (_, t) => {
  const r = t % 9;
  let c = 0;
  if (t < 27 && (r === 0 || r === 6)) c |= OUTSIDE;
  if (t < 27 && r >= 2 && r <= 4) c |= FIVE;
  if (t >= 27 || isTerminal(t)) c |= P_OUTSIDE;
  if (t < 27 && r === 4) c |= P_FIVE;
  if (t < 27 && r % 2 === 1) c |= EVEN;
  return c;
});

/** Three (four) pungs of one suit in a row: ranks of the suit as 9 bits. */
function shiftedPungs(m: number, raw: FanSet): void {
  const three = m & (m >> 1) & (m >> 2);
  if (three) put(raw, N.pureShiftedPungs, 1);
  if (three & (m >> 3)) put(raw, N.fourPureShiftedPungs, 1);
}

/** Three ranks r, r+1, r+2 held as pungs in three different suits (ranks by suit: 9 bits each). */
function mixedShifted(m0: number, m1: number, m2: number): boolean {
  return (
    (m0 & (m1 >> 1) & (m2 >> 2)) !== 0 ||
    (m0 & (m2 >> 1) & (m1 >> 2)) !== 0 ||
    (m1 & (m0 >> 1) & (m2 >> 2)) !== 0 ||
    (m1 & (m2 >> 1) & (m0 >> 2)) !== 0 ||
    (m2 & (m0 >> 1) & (m1 >> 2)) !== 0 ||
    (m2 & (m1 >> 1) & (m0 >> 2)) !== 0
  );
}

/**
 * Adds the reading's fans to `raw` (which already holds the hand's). `placed` is the group that
 * took the winning tile (a pung completed by a discard is not concealed), `waitFan` the wait fan
 * to count (0 for none).
 */
export function addReadingFans(r: Reading, h: HandFacts, placed: number, waitFan: number, raw: FanSet): void {
  if (waitFan) put(raw, waitFan, 1);
  if (r.shape === SEVEN_PAIRS) {
    // Seven different pairs in a row of one suit (pairs come lowest first).
    const t0 = r.tile[0];
    let shifted = r.tile[6] < 27 && suitOf(t0) === suitOf(r.tile[6]);
    for (let i = 1; i < 7 && shifted; i++) if (r.tile[i] !== t0 + i) shifted = false;
    put(raw, shifted ? N.sevenShiftedPairs : N.sevenPairs, 1);
    return;
  }
  if (r.shape === THIRTEEN_ORPHANS) {
    put(raw, N.thirteenOrphans, 1);
    return;
  }
  if (r.shape === HONORS_AND_KNITTED) {
    let honors = 0;
    for (let t = 27; t < 34; t++) honors += h.conc[t];
    put(raw, N.lesserHonorsKnitted, 1);
    if (honors === 7) put(raw, N.greaterHonorsKnitted, 1);
    if (honors === 5) put(raw, N.knittedStraight, 1);
    return;
  }

  // Four sets and a pair, or a knitted straight with a set and a pair.
  let chows = 0;
  let pungs = 0;
  let pair = -1;
  let knitted = false;
  let concealedPungs = 0;
  let isOutside = true;
  let allFive = true;
  let allEven = true;
  for (let i = 0; i < r.n; i++) {
    const kind = r.kind[i];
    const t = r.tile[i];
    if (kind === KNIT) {
      knitted = true;
      isOutside = allFive = allEven = false;
      continue;
    }
    const gc = GROUP_CLASS[t];
    if (kind === CHOW) {
      if (!(gc & OUTSIDE)) isOutside = false;
      if (!(gc & FIVE)) allFive = false;
      starts[chows++] = t;
      allEven = false;
      continue;
    }
    if (!(gc & P_OUTSIDE)) isOutside = false;
    if (!(gc & P_FIVE)) allFive = false;
    if (!(gc & EVEN)) allEven = false;
    if (kind === PAIR) {
      pair = t;
    } else {
      pungTiles[pungs++] = t;
      const completedByDiscard = kind === PUNG && i === placed && !h.self;
      if (r.concealed[i] && !completedByDiscard) concealedPungs++;
    }
  }
  if (r.shape === SETS) {
    if (isOutside) put(raw, N.outsideHand, 1);
    if (allFive) put(raw, N.allFives, 1);
    if (allEven && pungs === 4) put(raw, N.allEvenPungs, 1);
    if (h.nineGates) put(raw, N.nineGates, 1);
  } else {
    put(raw, N.knittedStraight, 1);
  }
  if (pair < 27 && (chows === 4 || (knitted && chows === 1))) put(raw, N.allChows, 1);
  if (pungs === 4) put(raw, N.allPungs, 1);
  if (concealedPungs >= 2) put(raw, N.twoConcealedPungs, 1);
  if (concealedPungs >= 3) put(raw, N.threeConcealedPungs, 1);
  if (concealedPungs === 4) put(raw, N.fourConcealedPungs, 1);

  if (chows >= 2) {
    // Insertion sort of at most four first tiles.
    for (let i = 1; i < chows; i++) {
      const v = starts[i];
      let j = i - 1;
      while (j >= 0 && starts[j] > v) {
        starts[j + 1] = starts[j];
        j--;
      }
      starts[j + 1] = v;
    }
    const at = chowFans(starts, chows);
    const fans = chowResult;
    for (let k = at; fans[k] !== 0; k += 2) add(raw, fans[k], fans[k + 1]);
    if (chows === 4 && pair < 27 && pair % 9 === 4) terminalChows(pair, raw);
  }
  if (pungs > 0) addPungFans(pungs, pair, h, raw);
}

/** 123 and 789 twice with a pair of fives: in the pair's suit, or in each of the two others. */
function terminalChows(pair: Tile, raw: FanSet): void {
  const ps = suitOf(pair);
  let same = 0;
  const other = [0, 0, 0];
  for (let i = 0; i < 4; i++) {
    const t = starts[i];
    const r = rankOf(t);
    if (r !== 0 && r !== 6) return;
    const s = suitOf(t);
    if (s === ps) same++;
    else other[s] |= r === 0 ? 1 : 2;
  }
  // Four chows of ranks 1 and 7 only: two each way in one suit, or one each way in two suits.
  if (same === 4 && starts[0] === starts[1] && starts[2] === starts[3] && starts[0] !== starts[2]) put(raw, N.pureTerminalChows, 1);
  if (same === 0 && other.filter((m) => m === 3).length === 2) put(raw, N.threeSuitedTerminalChows, 1);
}

function addPungFans(pungs: number, pair: Tile, h: HandFacts, raw: FanSet): void {
  let dragons = 0;
  let winds = 0;
  let terminalOrHonor = 0;
  // The suited pungs, a bit per tile (bit t for tile t < 27).
  let suited = 0;
  for (let i = 0; i < pungs; i++) {
    const t = pungTiles[i];
    if (isDragon(t)) dragons++;
    else if (isWind(t)) {
      winds++;
      if (t === h.round) put(raw, N.prevalentWind, 1);
      if (t === h.seat) put(raw, N.seatWind, 1);
    } else {
      suited |= 1 << t;
      if (isTerminal(t)) terminalOrHonor++;
    }
  }
  // Wind pungs that no wind fan scores as a set.
  if (winds > 0 && winds < 3) {
    for (let i = 0; i < pungs; i++) {
      const t = pungTiles[i];
      if (isWind(t) && t !== h.round && t !== h.seat) terminalOrHonor++;
    }
  }
  put(raw, N.pungOfTerminalsOrHonors, terminalOrHonor);

  if (dragons >= 1) put(raw, N.dragonPung, dragons);
  if (dragons >= 2) put(raw, N.twoDragonPungs, 1);
  if (dragons === 3) put(raw, N.bigThreeDragons, 1);
  if (dragons === 2 && isDragon(pair)) put(raw, N.littleThreeDragons, 1);
  if (winds >= 3) put(raw, N.bigThreeWinds, 1);
  if (winds === 3 && isWind(pair)) put(raw, N.littleFourWinds, 1);
  if (winds === 4) put(raw, N.bigFourWinds, 1);

  if (pungs - dragons - winds < 2) return;
  // Ranks by suit, 9 bits each.
  const m0 = suited & 0x1ff;
  const m1 = (suited >> 9) & 0x1ff;
  const m2 = (suited >> 18) & 0x1ff;
  // Ranks held in two suits at least (each one Double Pung), and in all three (Triple Pung).
  const two = (m0 & m1) | (m0 & m2) | (m1 & m2);
  for (let x = two; x !== 0; x &= x - 1) add(raw, N.doublePung, 1);
  if (m0 & m1 & m2) put(raw, N.triplePung, 1);
  shiftedPungs(m0, raw);
  shiftedPungs(m1, raw);
  shiftedPungs(m2, raw);
  if (mixedShifted(m0, m1, m2)) put(raw, N.mixedShiftedPungs, 1);
}
