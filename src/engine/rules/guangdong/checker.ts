// What the score checker asks of the Guangdong rule set: the form of its situations beyond the
// hand, a situation's JSON, how far an entered hand is from winning (the three shapes of
// guangdong ruling 4, Red dragons wild) and what it waits on, and the readings of a winning hand.

import { tilesShort, type Decomposition } from '../../hand/index.ts';
import { formatTiles, tileCode, type Tile } from '../../tiles/index.ts';
import type { HandAnalysis, Meld, Situation, SituationField } from '../types.ts';
import { isWinningShape, ORPHANS, shapesOf, wildCounts } from './shapes.ts';
import { asGd, GD_WIN_BY } from './situation.ts';

export const GD_SITUATION_FORM: readonly SituationField[] = [
  { id: 'winBy', kind: 'choice', values: GD_WIN_BY, default: 'self-draw' },
  { id: 'kongReplacement', kind: 'flag', default: false },
];

export function gdSituationJson(situation: Situation): Record<string, unknown> {
  const s = asGd(situation);
  return {
    ruleset: 'guangdong',
    concealed: formatTiles(s.concealed),
    melds: s.melds.map((m) => ({ type: m.type, tiles: formatTiles(m.tiles) })),
    winningTile: tileCode(s.winningTile),
    winBy: s.winBy,
    kongReplacement: s.kongReplacement,
  };
}

/** The tile kinds that complete a hand one short into a winning shape; a kind held four times (melds included) cannot come. */
export function gdWaits(concealed: readonly Tile[], melds: readonly Meld[]): Tile[] {
  if (concealed.length + 3 * melds.length !== 13) return [];
  const held = new Uint8Array(34);
  for (const t of concealed) if (t < 34) held[t]++;
  for (const m of melds) for (const t of m.tiles) if (t < 34) held[t]++;
  const out: Tile[] = [];
  const hand = [...concealed, 0];
  for (let t = 0; t < 34; t++) {
    if (held[t] >= 4) continue;
    hand[hand.length - 1] = t;
    if (isWinningShape(hand, melds.length)) out.push(t);
  }
  return out;
}

/** Tiles to change or draw for the nearest shape (exact where it says 0 or 1). */
function estimate(concealed: readonly Tile[], melds: number): number {
  const { counts, wilds } = wildCounts(concealed);
  let best = tilesShort(counts, wilds, 4 - melds);
  if (melds === 0) {
    let pairs = 0;
    for (let t = 0; t < 34; t++) pairs += counts[t] >> 1;
    best = Math.min(best, Math.max(0, 7 - pairs - wilds));
    let kinds = 0;
    let twice = 0;
    for (const t of ORPHANS) {
      if (counts[t] > 0) kinds++;
      if (counts[t] > 1) twice = 1;
    }
    best = Math.min(best, Math.max(0, 14 - kinds - twice - wilds));
  }
  return best;
}

/** How far an entered hand is from winning, and what it waits on when one short. */
export function analyseGdHand(concealed: readonly Tile[], melds: readonly Meld[]): HandAnalysis {
  const size = 14 - 3 * melds.length;
  if (concealed.length === size) return { short: isWinningShape(concealed, melds.length) ? 0 : Math.max(1, estimate(concealed, melds.length)), waits: [], size };
  if (concealed.length === size - 1) {
    const waits = gdWaits(concealed, melds);
    return { short: waits.length ? 1 : Math.max(2, estimate([...concealed, 33], melds.length) + 1), waits, size };
  }
  return { short: estimate(concealed, melds.length), waits: [], size };
}

/** Every reading of a winning hand's concealed part in sets and a pair, or seven pairs. */
export function gdReadings(situation: Situation): Decomposition[] {
  const s = asGd(situation);
  return shapesOf(s.concealed, s.melds.length).flatMap((x) => x.readings);
}
