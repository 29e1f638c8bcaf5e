// What the score checker asks of the MCR rule set: the form of its situations beyond the hand,
// a situation's JSON, how far an entered hand is from winning and what it waits on, and every
// reading of a winning hand's concealed part (mcr ruling 4's shapes).

import { tilesShort, type Decomposition } from '../../hand/index.ts';
import { formatTiles, tileCode, type Tile } from '../../tiles/index.ts';
import type { HandAnalysis, Meld, Situation, SituationField } from '../types.ts';
import { newReading, forEachReading, CHOW, PAIR, PUNG, SETS, SEVEN_PAIRS, KONG } from './readings.ts';
import { isMcrWinBy, MCR_WIN_BY, type McrSituation } from './situation.ts';
import { scoreMcr } from './score.ts';
import { KINDS, KNITTED, ORPHANS } from './tiles.ts';
import { MCR_FLOWERS } from './tileset.ts';

const WINDS: readonly Tile[] = [27, 28, 29, 30];

export const MCR_SITUATION_FORM: readonly SituationField[] = [
  { id: 'winBy', kind: 'choice', values: MCR_WIN_BY, default: 'discard' },
  { id: 'flowers', kind: 'tiles', tiles: MCR_FLOWERS },
  { id: 'seatWind', kind: 'tile', tiles: WINDS, default: 27 },
  { id: 'roundWind', kind: 'tile', tiles: WINDS, default: 27 },
  { id: 'lastTile', kind: 'flag', default: false },
  { id: 'lastCopy', kind: 'flag', default: false },
  { id: 'kongReplacement', kind: 'flag', default: false },
];

/** A situation with the MCR fields, defaults filled where a generic one lacks them. */
export function asMcr(s: Situation): McrSituation {
  const m = s as Partial<McrSituation> & Situation;
  return {
    ...s,
    wild: null,
    // The door admits only MCR's ways; another table's own way (none here) reads as a self-draw.
    winBy: isMcrWinBy(s.winBy) ? s.winBy : 'self-draw',
    seatWind: m.seatWind ?? 27,
    roundWind: m.roundWind ?? 27,
    lastTile: m.lastTile ?? false,
    lastCopy: m.lastCopy ?? false,
    kongReplacement: m.kongReplacement ?? false,
  };
}

export function mcrSituationJson(situation: Situation): Record<string, unknown> {
  const s = asMcr(situation);
  return {
    ruleset: 'mcr',
    concealed: formatTiles(s.concealed),
    melds: s.melds.map((m) => ({ type: m.type, tiles: formatTiles(m.tiles) })),
    winningTile: tileCode(s.winningTile),
    winBy: s.winBy,
    flowers: formatTiles(s.flowers),
    seatWind: tileCode(s.seatWind),
    roundWind: tileCode(s.roundWind),
    lastTile: s.lastTile,
    lastCopy: s.lastCopy,
    kongReplacement: s.kongReplacement,
  };
}

/** Whether 14 − 3 × melds concealed tiles with these melds make one of the winning shapes (points apart). */
export function isMcrShape(concealed: readonly Tile[], melds: readonly Meld[]): boolean {
  if (concealed.length + 3 * melds.length !== 14 || concealed.some((t) => t >= KINDS)) return false;
  const outcome = scoreMcr({
    wild: null,
    concealed,
    melds,
    winningTile: concealed[concealed.length - 1],
    winBy: 'discard',
    flowers: [],
    seatWind: 27,
    roundWind: 27,
    lastTile: false,
    lastCopy: false,
    kongReplacement: false,
  });
  return outcome.ok || outcome.reason !== 'incomplete';
}

/** The tile kinds that complete a hand one short (13 − 3 × melds concealed) into a winning shape; a kind held four times cannot come. */
export function shapeWaits(concealed: readonly Tile[], melds: readonly Meld[]): Tile[] {
  if (concealed.length + 3 * melds.length !== 13) return [];
  const held = new Uint8Array(KINDS);
  for (const t of concealed) if (t < KINDS) held[t]++;
  for (const m of melds) for (const t of m.tiles) if (t < KINDS) held[t]++;
  const out: Tile[] = [];
  for (let t = 0; t < KINDS; t++) {
    if (held[t] >= 4) continue;
    const hand = [...concealed, t].sort((a, b) => a - b);
    if (isMcrShape(hand, melds)) out.push(t);
  }
  return out;
}

/** A count of the tiles to change or draw for each shape (a shanten-style estimate, exact where it says 0 or 1). */
function estimate(counts: Uint8Array, melds: number): number {
  let best = tilesShort(counts, 0, 4 - melds);
  if (melds === 0) {
    let pairs = 0;
    let honors = 0;
    for (let t = 0; t < KINDS; t++) {
      pairs += counts[t] >> 1;
      if (t >= 27 && counts[t] > 0) honors++;
    }
    best = Math.min(best, 7 - Math.min(7, pairs));
    let orphans = 0;
    let orphanPair = 0;
    for (const t of ORPHANS) {
      if (counts[t] > 0) orphans++;
      if (counts[t] > 1) orphanPair = 1;
    }
    best = Math.min(best, 14 - orphans - orphanPair);
    for (const nine of KNITTED) {
      let present = 0;
      for (const t of nine) if (counts[t] > 0) present++;
      best = Math.min(best, 14 - Math.min(14, present + honors));
    }
  }
  if (melds <= 1) {
    for (const nine of KNITTED) {
      // The knitted straight stands for three sets: the rest is one set and the pair (none with a
      // meld). Its nine tiles are distinct; when those missing are already no fewer than the best
      // so far, the rest cannot make it better.
      let missing = 0;
      for (const t of nine) if (counts[t] === 0) missing++;
      if (missing >= best) continue;
      const rest = Uint8Array.from(counts);
      for (const t of nine) if (rest[t] > 0) rest[t]--;
      best = Math.min(best, missing + tilesShort(rest, 0, 1 - melds));
    }
  }
  return best;
}

/** How far an entered hand is from winning (mcr ruling 4's shapes), and what it waits on when one short. */
export function analyseMcrHand(concealed: readonly Tile[], melds: readonly Meld[]): HandAnalysis {
  const size = 14 - 3 * melds.length;
  const counts = new Uint8Array(KINDS);
  for (const t of concealed) if (t < KINDS) counts[t]++;
  const rough = estimate(counts, melds.length);
  // The estimate is never more than the tiles a shape still needs, so a hand it puts a tile away
  // is not complete and one it puts two away waits on nothing: the shape checks (a scoring each,
  // the strong bot's main cost) are asked only where they may say yes.
  if (concealed.length === size) {
    const complete = rough === 0 && isMcrShape(concealed, melds);
    return { short: complete ? 0 : Math.max(1, rough), waits: [], size };
  }
  if (concealed.length === size - 1) {
    const waits = rough <= 1 ? shapeWaits(concealed, melds) : [];
    return { short: waits.length ? 1 : Math.max(2, rough), waits, size };
  }
  return { short: rough, waits: [], size };
}

const GROUP_TYPE: Record<number, 'chow' | 'pong' | 'pair'> = { [CHOW]: 'chow', [PUNG]: 'pong', [KONG]: 'pong', [PAIR]: 'pair' };

/** Every distinct reading of the concealed part of a winning hand in sets (or seven pairs), the melds apart. */
export function mcrReadings(situation: Situation): Decomposition[] {
  const s = asMcr(situation);
  const counts = new Uint8Array(KINDS);
  for (const t of s.concealed) if (t < KINDS) counts[t]++;
  const melded = newReading();
  melded.n = s.melds.length;
  for (let i = 0; i < s.melds.length; i++) {
    const m = s.melds[i];
    melded.kind[i] = m.type === 'chow' ? CHOW : m.type === 'pong' ? PUNG : KONG;
    melded.tile[i] = m.tiles[0];
    melded.concealed[i] = m.type === 'concealed-kong' ? 1 : 0;
  }
  const seen = new Map<string, Decomposition>();
  forEachReading(counts, melded, s.melds.length, (r) => {
    if (r.shape !== SETS && r.shape !== SEVEN_PAIRS) return;
    const groups: Decomposition = [];
    for (let i = s.melds.length; i < r.n; i++) {
      const t = r.tile[i];
      const type = GROUP_TYPE[r.kind[i]];
      if (!type) return;
      const tiles = type === 'chow' ? [t, t + 1, t + 2] : type === 'pair' ? [t, t] : [t, t, t];
      groups.push({ type, tiles, wilds: [] });
    }
    const key = groups
      .map((g) => `${g.type}${g.tiles.join(',')}`)
      .sort()
      .join(' ');
    if (!seen.has(key)) seen.set(key, groups);
  });
  return [...seen.values()];
}
