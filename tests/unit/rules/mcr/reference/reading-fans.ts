// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// The fans of one reading (mcr rulings 2 and 4): the shape's own fan, what the sets make alone
// (pungs of dragons, winds, terminals; concealed pungs), together (chows by `chowFans`, pungs of
// one rank or in steps, winds, dragons), and as a whole (All Pungs, All Chows, Outside Hand, All
// Fives, All Even Pungs, the terminal chows with a pair of fives), plus the wait.
//
// Pung of Terminals or Honors is counted only for sets no other fan scores as such (a dragon pung
// is a Dragon Pung; a wind pung of the round or the seat, or one of three or four wind pungs, is
// scored by those fans): the `ownSets` exclusions of the fan table.

import type { Tile } from '../../../../../src/engine/tiles/index.ts';
import { chowFans } from './chows.ts';
import { N } from './fans.ts';
import type { HandFacts } from './hand.ts';
import { CHOW, HONORS_AND_KNITTED, KNIT, PAIR, PUNG, type Reading, SETS, SEVEN_PAIRS, THIRTEEN_ORPHANS } from './readings.ts';
import { isDragon, isTerminal, isWind, rankOf, suitOf } from './tiles.ts';

const starts = new Int8Array(4);
const pungTiles = new Int8Array(4);
const rankSuits = new Uint8Array(9);
const suitRanks = new Uint16Array(3);

const outside = (kind: number, t: Tile) => (kind === CHOW ? t % 9 === 0 || t % 9 === 6 : t >= 27 || isTerminal(t));
const withFive = (kind: number, t: Tile) => t < 27 && (kind === CHOW ? t % 9 >= 2 && t % 9 <= 4 : t % 9 === 4);
const even = (t: Tile) => t < 27 && (t % 9) % 2 === 1;

/** Three ranks r, r+1, r+2 held as pungs in three different suits. */
function mixedShifted(): boolean {
  for (let r = 0; r + 2 < 9; r++) {
    const a = rankSuits[r];
    const b = rankSuits[r + 1];
    const c = rankSuits[r + 2];
    if (!a || !b || !c) continue;
    for (let x = 0; x < 3; x++) {
      if (!(a & (1 << x))) continue;
      for (let y = 0; y < 3; y++) {
        if (y === x || !(b & (1 << y))) continue;
        const z = 3 - x - y;
        if (c & (1 << z)) return true;
      }
    }
  }
  return false;
}

/**
 * Adds the reading's fans to `raw` (which already holds the hand's). `placed` is the group that
 * took the winning tile (a pung completed by a discard is not concealed), `waitFan` the wait fan
 * to count (0 for none).
 */
export function addReadingFans(r: Reading, h: HandFacts, placed: number, waitFan: number, raw: Uint8Array): void {
  if (waitFan) raw[waitFan] = 1;
  if (r.shape === SEVEN_PAIRS) {
    // Seven different pairs in a row of one suit (pairs come lowest first).
    const t0 = r.tile[0];
    let shifted = r.tile[6] < 27 && suitOf(t0) === suitOf(r.tile[6]);
    for (let i = 1; i < 7 && shifted; i++) if (r.tile[i] !== t0 + i) shifted = false;
    raw[shifted ? N.sevenShiftedPairs : N.sevenPairs] = 1;
    return;
  }
  if (r.shape === THIRTEEN_ORPHANS) {
    raw[N.thirteenOrphans] = 1;
    return;
  }
  if (r.shape === HONORS_AND_KNITTED) {
    let honors = 0;
    for (let t = 27; t < 34; t++) honors += h.conc[t];
    raw[N.lesserHonorsKnitted] = 1;
    if (honors === 7) raw[N.greaterHonorsKnitted] = 1;
    if (honors === 5) raw[N.knittedStraight] = 1;
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
    if (!outside(kind, t)) isOutside = false;
    if (!withFive(kind, t)) allFive = false;
    if (kind === CHOW) {
      starts[chows++] = t;
      allEven = false;
    } else if (kind === PAIR) {
      pair = t;
      if (!even(t)) allEven = false;
    } else {
      pungTiles[pungs++] = t;
      if (!even(t)) allEven = false;
      const completedByDiscard = kind === PUNG && i === placed && !h.self;
      if (r.concealed[i] && !completedByDiscard) concealedPungs++;
    }
  }
  if (r.shape === SETS) {
    if (isOutside) raw[N.outsideHand] = 1;
    if (allFive) raw[N.allFives] = 1;
    if (allEven && pungs === 4) raw[N.allEvenPungs] = 1;
    if (h.nineGates) raw[N.nineGates] = 1;
  } else {
    raw[N.knittedStraight] = 1;
  }
  if (pair < 27 && (chows === 4 || (knitted && chows === 1))) raw[N.allChows] = 1;
  if (pungs === 4) raw[N.allPungs] = 1;
  if (concealedPungs >= 2) raw[N.twoConcealedPungs] = 1;
  if (concealedPungs >= 3) raw[N.threeConcealedPungs] = 1;
  if (concealedPungs === 4) raw[N.fourConcealedPungs] = 1;

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
    const fans = chowFans(starts, chows);
    for (let k = 0; k < fans.length; k += 2) raw[fans[k]] += fans[k + 1];
    if (chows === 4 && pair < 27 && pair % 9 === 4) terminalChows(pair, raw);
  }
  if (pungs > 0) addPungFans(pungs, pair, h, raw);
}

/** 123 and 789 twice with a pair of fives: in the pair's suit, or in each of the two others. */
function terminalChows(pair: Tile, raw: Uint8Array): void {
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
  if (same === 4 && starts[0] === starts[1] && starts[2] === starts[3] && starts[0] !== starts[2]) raw[N.pureTerminalChows] = 1;
  if (same === 0 && other.filter((m) => m === 3).length === 2) raw[N.threeSuitedTerminalChows] = 1;
}

function addPungFans(pungs: number, pair: Tile, h: HandFacts, raw: Uint8Array): void {
  let dragons = 0;
  let winds = 0;
  let terminalOrHonor = 0;
  rankSuits.fill(0);
  suitRanks.fill(0);
  for (let i = 0; i < pungs; i++) {
    const t = pungTiles[i];
    if (isDragon(t)) dragons++;
    else if (isWind(t)) {
      winds++;
      if (t === h.round) raw[N.prevalentWind] = 1;
      if (t === h.seat) raw[N.seatWind] = 1;
    } else {
      rankSuits[t % 9] |= 1 << suitOf(t);
      suitRanks[suitOf(t)] |= 1 << (t % 9);
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
  raw[N.pungOfTerminalsOrHonors] = terminalOrHonor;

  if (dragons >= 1) raw[N.dragonPung] = dragons;
  if (dragons >= 2) raw[N.twoDragonPungs] = 1;
  if (dragons === 3) raw[N.bigThreeDragons] = 1;
  if (dragons === 2 && isDragon(pair)) raw[N.littleThreeDragons] = 1;
  if (winds >= 3) raw[N.bigThreeWinds] = 1;
  if (winds === 3 && isWind(pair)) raw[N.littleFourWinds] = 1;
  if (winds === 4) raw[N.bigFourWinds] = 1;

  if (pungs - dragons - winds < 2) return;
  for (let r = 0; r < 9; r++) {
    const m = rankSuits[r];
    if (m === 0) continue;
    const n = (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1);
    if (n >= 2) raw[N.doublePung]++;
    if (n === 3) raw[N.triplePung] = 1;
  }
  for (let s = 0; s < 3; s++) {
    const m = suitRanks[s];
    const three = m & (m >> 1) & (m >> 2);
    if (three) raw[N.pureShiftedPungs] = 1;
    if (three & (m >> 3)) raw[N.fourPureShiftedPungs] = 1;
  }
  if (mixedShifted()) raw[N.mixedShiftedPungs] = 1;
}
