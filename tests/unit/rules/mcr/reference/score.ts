// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// Scoring an MCR win (mcr rulings 2, 3 and 6): every reading of the hand, the winning tile in
// each group that can hold it, the fans each way counts, the way that scores most; then the
// 8-point minimum without flowers, Chicken Hand, flowers added after, and who pays what.
//
// Chicken Hand is a reading's: a reading with no fan at all is worth 8, and like any reading it
// is taken when it scores most, even if another reading of the same tiles has 1–7 points.
// Between readings of equal points, the one with the lower-numbered fans is shown.

import type { Tile } from '../../../../../src/engine/tiles/index.ts';
import type { Decomposition } from './hand/index.ts';
import type { NoWin, RolePayment, ScoreItem, WinScore } from '../../../../../src/engine/rules/types.ts';
import { settle } from './count.ts';
import { FAN_BY_NO, N } from './fans.ts';
import { FAN_SLOTS, newHandFacts, readHand } from './hand.ts';
import { addReadingFans } from './reading-fans.ts';
import { CHOW, copyReading, forEachReading, KNIT, newReading, PAIR, PUNG, type Reading } from './readings.ts';
import { readingOf, type McrReading } from './reading-view.ts';
import type { McrSituation } from '../../../../../src/engine/rules/mcr/situation.ts';
import { KNITTED, rankOf } from './tiles.ts';
import { waitCount } from './waits.ts';

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

/** The ruling each fan comes from: 3 for Chicken Hand and flowers, 8 for the fans of ruling 8. */
const RULING: Readonly<Record<number, number>> = {
  [N.chickenHand]: 3,
  [N.flowerTiles]: 3,
  [N.lastTileDraw]: 8,
  [N.lastTileClaim]: 8,
  [N.outWithReplacementTile]: 8,
  [N.lastTile]: 8,
};

// Scratch, reused by every call.
const hand = newHandFacts();
const raw = new Uint8Array(FAN_SLOTS);
const out = new Uint8Array(FAN_SLOTS);
const best = new Uint8Array(FAN_SLOTS);
const bestReading = newReading();
const c13 = new Uint8Array(34);
const all13 = new Uint8Array(34);
/** The concealed counts the reading search splits in place (the hand's own stay whole for the wait). */
const work = new Uint8Array(34);
let bestPoints = -1;
let bestPlaced = -1;
let unique = -1; // -1 not yet known, 0 no, 1 yes

function uniqueWait(): boolean {
  if (unique < 0) {
    c13.set(hand.conc);
    all13.set(hand.all);
    c13[hand.win]--;
    all13[hand.win]--;
    unique = waitCount(c13, all13, hand.meldCount) === 1 ? 1 : 0;
  }
  return unique === 1;
}

/** Whether `out` (points `points`) beats the best so far: more points, then the lower-numbered fans. */
function beats(points: number): boolean {
  if (points !== bestPoints) return points > bestPoints;
  for (let no = 1; no < N.flowerTiles; no++) if (out[no] !== best[no]) return out[no] > best[no];
  return false;
}

function evaluate(r: Reading, placed: number, waitFan: number): void {
  raw.set(hand.base);
  addReadingFans(r, hand, placed, waitFan, raw);
  const points = settle(raw, out);
  if (beats(points)) {
    bestPoints = points;
    bestPlaced = placed;
    best.set(out);
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

function onReading(r: Reading): void {
  const win = hand.win;
  let placements = 0;
  for (let i = 0; i < r.n; i++) {
    if (!holdsWin(r, i, win)) continue;
    // The same group twice (two equal chows) places the tile the same way.
    let again = false;
    for (let j = 0; j < i; j++) if (r.kind[j] === r.kind[i] && r.tile[j] === r.tile[i] && holdsWin(r, j, win)) again = true;
    if (again) continue;
    placements++;
    let waitFan = waitFanOf(r, i, win);
    if (waitFan && !uniqueWait()) waitFan = 0;
    evaluate(r, i, waitFan);
  }
  // Thirteen orphans and honors and knitted tiles have no groups to place it in.
  if (placements === 0) evaluate(r, -1, 0);
}

const noWin = (reason: 'incomplete'): McrNoWin => ({ ok: false, reason });

/** Scores a checked situation (`checkMcrSituation` found nothing): the best reading, or why it is no win. */
export function scoreMcr(s: McrSituation): McrScore | McrNoWin {
  readHand(s, hand);
  bestPoints = -1;
  bestPlaced = -1;
  unique = -1;
  work.set(hand.conc);
  const readings = forEachReading(work, hand.melded, hand.meldCount, onReading);
  if (readings === 0) return noWin('incomplete');
  // Issue 26: a hand under the minimum lists the fans it has (flowers apart), in official order.
  if (bestPoints < MINIMUM) {
    const has: ScoreItem[] = [];
    for (let no = 1; no < N.flowerTiles; no++) {
      if (best[no] === 0) continue;
      const def = FAN_BY_NO[no];
      has.push({ id: def.id, count: best[no], each: def.points, points: best[no] * def.points, ruling: RULING[no] ?? 2 });
    }
    return { ok: false, reason: 'below-minimum', points: bestPoints, items: has };
  }

  const flowers = s.flowers.length;
  const fans: McrFan[] = [];
  const items: ScoreItem[] = [];
  for (let no = 1; no <= N.flowerTiles; no++) {
    const count = no === N.flowerTiles ? flowers : best[no];
    if (count === 0) continue;
    const def = FAN_BY_NO[no];
    fans.push({ no, id: def.id, zh: def.zh, en: def.en, points: def.points, count });
    items.push({ id: def.id, count, each: def.points, points: count * def.points, ruling: RULING[no] ?? 2 });
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
  return reading.groups.slice(reading.shape === 'sets' ? meldCount : 0).map((g) => ({ type: g.type === 'chow' ? 'chow' : g.type === 'pair' ? 'pair' : 'pong', tiles: [...g.tiles], wilds: [] }));
}
