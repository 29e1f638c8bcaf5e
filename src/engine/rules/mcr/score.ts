// Scoring an MCR win (mcr rulings 2, 3 and 6): every reading of the hand, the winning tile in
// each group that can hold it, the fans each way counts, the way that scores most; then the
// 8-point minimum without flowers, Chicken Hand, flowers added after, and who pays what.
//
// Chicken Hand is a reading's: a reading with no fan at all is worth 8, and like any reading it
// is taken when it scores most, even if another reading of the same tiles has 1–7 points.
// Between readings of equal points, the one with the lower-numbered fans is shown.

import type { Tile } from '../../tiles/index.ts';
import type { Decomposition } from '../../hand/index.ts';
import type { NoWin, RolePayment, ScoreItem, WinScore } from '../types.ts';
import { compareFans, type FanSet, fanPoints as fanPointsOf, newFanSet, settle } from './count.ts';
import { FAN_BY_NO, N } from './fans.ts';
import { newHandFacts, readHand } from './hand.ts';
import { addReadingFans } from './reading-fans.ts';
import { CHOW, copyReading, forEachReading, KNIT, newReading, PAIR, PUNG, type Reading } from './readings.ts';
import { readingOf, type McrReading } from './reading-view.ts';
import type { McrSituation } from './situation.ts';
import { KNITTED, rankOf } from './tiles.ts';
import { waitCount } from './waits.ts';
import { DEFAULT_SCORING, type McrScoring } from './options.ts';

/** 明暗杠 (mcr ruling 9, option `meldedConcealedKong`): not one of the 81, so it has no official number. */
export const MELDED_CONCEALED_KONG = { no: 0, id: 'melded-concealed-kong', zh: '明暗杠', en: 'Melded and Concealed Kong', points: 5 } as const;

export const MINIMUM = 8;
/** Every loser pays this base; the discarder (or, self-drawn, each other) adds the hand's value. */
export const BASE_PAYMENT = 8;

export interface McrFan {
  /** The official number, 1–81. */
  no: number;
  id: string;
  zh: string;
  en: string;
  /** Points of one count. */
  points: number;
  count: number;
}

export interface McrScore extends WinScore {
  ruleset: 'mcr';
  /** Every MCR win is the same named win; its fans say what it is. */
  win: 'mcr';
  figures: { fanPoints: number; flowers: number; total: number };
  /** The fans counted, in official order, Flower Tiles (81) last when there are flowers. */
  fans: McrFan[];
  /** The fans' points without flowers: what the 8-point minimum is checked on. */
  fanPoints: number;
  /** The scoring reading, every shape included (see `reading-view.ts`). */
  reading: McrReading;
}

export type McrNoWin = (NoWin & { reason: 'incomplete' }) | (NoWin & { reason: 'below-minimum'; points: number; items: ScoreItem[] });

/** The ruling each fan comes from: 3 for Chicken Hand and flowers, 8 for the fans of ruling 8, else 2. */
const RULING = new Uint8Array(N.flowerTiles + 1).fill(2);
RULING[N.chickenHand] = 3;
RULING[N.flowerTiles] = 3;
RULING[N.lastTileDraw] = 8;
RULING[N.lastTileClaim] = 8;
RULING[N.outWithReplacementTile] = 8;
RULING[N.lastTile] = 8;
RULING[0] = 9; // 明暗杠

// Each fan's words and points by number (0: 明暗杠), read straight from arrays: the definitions
// differ in shape (some have `ownSets` or `excludesOne`), and reading them was a slow, varied load.
const DEF_BY_NO = FAN_BY_NO.map((def, no) => (no === 0 ? MELDED_CONCEALED_KONG : def));
const FAN_ID: readonly string[] = DEF_BY_NO.map((def) => def.id);
const FAN_ZH: readonly string[] = DEF_BY_NO.map((def) => def.zh);
const FAN_EN: readonly string[] = DEF_BY_NO.map((def) => def.en);
const FAN_POINTS = Uint8Array.from(DEF_BY_NO, (def) => def.points);

// Scratch, reused by every call: the fans of the reading being settled (sharing its counts with
// the hand's, which no reading writes), the fans that count of that reading and of the best so far.
const raw = newFanSet();
const hand = newHandFacts(raw);
const base = hand.base;
let out = newFanSet();
let best = newFanSet();
const bestReading = newReading();
const c13 = new Uint8Array(34);
const all13 = new Uint8Array(34);
/** The concealed counts the reading search splits in place (the hand's own stay whole for the wait). */
const work = new Uint8Array(34);
/** What the wait test counts as held under `exhaustedWaits: shape`: nothing, so the shape alone decides. */
const noneHeld = new Uint8Array(34);
/** The fans of the best reading as listed, official number and count (Flower Tiles last). */
const listNo = new Uint8Array(N.flowerTiles + 1);
const listCount = new Uint8Array(N.flowerTiles + 1);
let rules: McrScoring = DEFAULT_SCORING;
let bestPoints = -1;
let bestPlaced = -1;
let unique = -1; // -1 not yet known, 0 no, 1 yes

function uniqueWait(): boolean {
  if (unique < 0) {
    c13.set(hand.conc);
    all13.set(hand.all);
    c13[hand.win]--;
    all13[hand.win]--;
    unique = waitCount(c13, rules.exhaustedWaits === 'live' ? all13 : noneHeld, hand.meldCount) === 1 ? 1 : 0;
  }
  return unique === 1;
}

/** Whether `out` (points `points`) beats the best so far: more points, then the lower-numbered fans. */
function beats(points: number): boolean {
  if (points !== bestPoints) return points > bestPoints;
  return compareFans(out, best) > 0;
}

function evaluate(r: Reading, placed: number, waitFan: number): void {
  raw.bits[0] = base.bits[0];
  raw.bits[1] = base.bits[1];
  raw.bits[2] = base.bits[2];
  addReadingFans(r, hand, placed, waitFan, raw);
  const points = settle(raw, out);
  if (beats(points)) {
    bestPoints = points;
    bestPlaced = placed;
    const kept: FanSet = best;
    best = out;
    out = kept;
    copyReading(r, bestReading);
  }
}

/** The wait fan of the winning tile in group i, before asking whether the wait was the only one. */
function waitFanOf(r: Reading, i: number, win: Tile): number {
  const kind = r.kind[i];
  const t = r.tile[i];
  if (kind === PAIR) return N.singleWait;
  if (kind !== CHOW) return 0;
  if (win === t + 1) return N.closedWait;
  if ((win === t + 2 && rankOf(t) === 0) || (win === t && rankOf(t) === 6)) return N.edgeWait;
  return 0;
}

/** Whether group i of the reading is in the concealed part and holds a tile of the winning kind. */
function holdsWin(r: Reading, i: number, win: Tile): boolean {
  // Melds and declared kongs were complete before the winning tile came.
  if (!r.concealed[i]) return false;
  const t = r.tile[i];
  switch (r.kind[i]) {
    case CHOW:
      return win >= t && win <= t + 2;
    case PUNG:
    case PAIR:
      return t === win;
    case KNIT:
      return KNITTED[t].includes(win);
    default:
      return false;
  }
}

/** Whether the reading's knitted straight holds a tile of the winning kind. */
function knitHoldsWin(r: Reading, win: Tile): boolean {
  for (let i = 0; i < r.n; i++) if (r.kind[i] === KNIT && r.concealed[i] && KNITTED[r.tile[i]].includes(win)) return true;
  return false;
}

function onReading(r: Reading): void {
  const win = hand.win;
  let placements = 0;
  // Ruling 9, `knittedWaitFans: false`: a tile of the knitted straight scores no wait, whichever group it fills.
  const noWaitFans = !rules.knittedWaitFans && knitHoldsWin(r, win);
  for (let i = 0; i < r.n; i++) {
    if (!holdsWin(r, i, win)) continue;
    // The same group twice (two equal chows) places the tile the same way.
    let again = false;
    for (let j = 0; j < i; j++) if (r.kind[j] === r.kind[i] && r.tile[j] === r.tile[i] && holdsWin(r, j, win)) again = true;
    if (again) continue;
    placements++;
    let waitFan = waitFanOf(r, i, win);
    if (waitFan && (noWaitFans || !uniqueWait())) waitFan = 0;
    evaluate(r, i, waitFan);
  }
  // Thirteen orphans and honors and knitted tiles have no groups to place it in.
  if (placements === 0) evaluate(r, -1, 0);
}

const noWin = (reason: 'incomplete'): McrNoWin => ({ ok: false, reason });

/** Whether 明暗杠 replaces the settled Concealed Kong and Melded Kong (ruling 9): one of each, both counted. */
function meldedConcealed(s: McrSituation): boolean {
  if (!rules.meldedConcealedKong) return false;
  let concealed = 0;
  let melded = 0;
  for (const m of s.melds) {
    if (m.type === 'concealed-kong') concealed++;
    else if (m.type === 'kong' || m.type === 'added-kong') melded++;
  }
  const bit = (no: number) => (best.bits[no >> 5] & (1 << (no & 31))) !== 0;
  return concealed === 1 && melded === 1 && bit(N.concealedKong) && bit(N.meldedKong);
}

/**
 * Scores a checked situation (`checkMcrSituation` found nothing): the best reading, or why it is
 * no win. `scoring`: the table's readings of ruling 9 (the rule set's options).
 */
export function scoreMcr(s: McrSituation, scoring: McrScoring = DEFAULT_SCORING): McrScore | McrNoWin {
  rules = scoring;
  readHand(s, hand);
  bestPoints = -1;
  bestPlaced = -1;
  unique = -1;
  work.set(hand.conc);
  const readings = forEachReading(work, hand.melded, hand.meldCount, onReading, hand.held);
  if (readings === 0) return noWin('incomplete');

  // 明暗杠 is worth 5 where the two fans it replaces are worth 3: every reading gains the same.
  const kongs = meldedConcealed(s);
  if (kongs) bestPoints += MELDED_CONCEALED_KONG.points - fanPointsOf(N.concealedKong) - fanPointsOf(N.meldedKong);
  // The fans counted in official order (0 for 明暗杠), then the items; a fan's entry only for a win.
  let listed = 0;
  for (let w = 0; w < 3; w++) {
    for (let x = best.bits[w]; x !== 0; x &= x - 1) {
      const no = (w << 5) | (31 - Math.clz32(x & -x));
      if (kongs && no === N.meldedKong) continue;
      listNo[listed] = kongs && no === N.concealedKong ? 0 : no;
      listCount[listed++] = best.n[no];
    }
  }
  const flowers = s.flowers.length;
  if (flowers > 0 && bestPoints >= MINIMUM) {
    listNo[listed] = N.flowerTiles;
    listCount[listed++] = flowers;
  }
  const items: ScoreItem[] = [];
  for (let i = 0; i < listed; i++) {
    const no = listNo[i];
    const count = listCount[i];
    items.push({ id: FAN_ID[no], count, each: FAN_POINTS[no], points: count * FAN_POINTS[no], ruling: RULING[no] });
  }
  // Under the minimum the fans it has are listed, so a player sees what the hand lacks.
  if (bestPoints < MINIMUM) return { ok: false, reason: 'below-minimum', points: bestPoints, items };
  const fans: McrFan[] = [];
  for (let i = 0; i < listed; i++) {
    const no = listNo[i];
    fans.push({ no, id: FAN_ID[no], zh: FAN_ZH[no], en: FAN_EN[no], points: FAN_POINTS[no], count: listCount[i] });
  }

  const total = bestPoints + flowers;
  const payments: RolePayment[] =
    s.winBy === 'self-draw'
      ? [{ from: 'each-other', amount: BASE_PAYMENT + total, reason: 'win' }]
      : [
          { from: 'discarder', amount: BASE_PAYMENT + total, reason: 'win' },
          { from: 'non-discarder', amount: BASE_PAYMENT, reason: 'win' },
        ];
  const reading = readingOf(bestReading, hand.conc, bestPlaced, hand.win);
  return {
    ok: true,
    ruleset: 'mcr',
    win: 'mcr',
    total,
    figures: { fanPoints: bestPoints, flowers, total },
    items,
    payments,
    decomposition: decompositionOf(reading, s.melds.length),
    golds: 0,
    fans,
    fanPoints: bestPoints,
    reading,
  };
}

/**
 * The shared Decomposition where the reading has one (sets and pairs); null for the other shapes.
 * Like every rule set's, it reads the concealed part only: the melds (listed first) are shown as melds.
 */
function decompositionOf(reading: McrReading, meldCount: number): Decomposition | null {
  if (reading.shape !== 'sets' && reading.shape !== 'seven-pairs') return null;
  const out: Decomposition = [];
  const groups = reading.groups;
  for (let i = reading.shape === 'sets' ? meldCount : 0; i < groups.length; i++) {
    const g = groups[i];
    out.push({ type: g.type === 'chow' ? 'chow' : g.type === 'pair' ? 'pair' : 'pong', tiles: g.tiles.slice(), wilds: [] });
  }
  return out;
}
