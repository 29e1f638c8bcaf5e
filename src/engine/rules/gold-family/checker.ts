// What the score checker asks of a Fuzhou-style table: the form of its situations, a
// situation's JSON, how far an entered hand is from winning and what it waits on, and every
// reading of a winning hand.

import { concealedCounts, decompositions, tilesShort, waitingTiles, type Decomposition } from '../../hand/index.ts';
import { formatTiles, tileCode, type Tile } from '../../tiles/index.ts';
import type { HandAnalysis, Meld, Situation, SituationField, WinBy } from '../types.ts';
import type { GoldTable } from './game/context.ts';
import { asGold } from './situation-json.ts';

const SUITED: readonly Tile[] = Array.from({ length: 27 }, (_, t) => t);

export function goldSituationForm(table: GoldTable, winBy: readonly WinBy[]): SituationField[] {
  const bonus = Array.from(table.copies.keys()).filter((t) => table.copies[t] > 0 && table.isBonus(t));
  return [
    { id: 'gold', kind: 'tile', tiles: SUITED, default: 13, wild: true },
    { id: 'winBy', kind: 'choice', values: winBy, default: 'self-draw' },
    { id: 'flowers', kind: 'tiles', tiles: bonus },
    { id: 'streak', kind: 'count', min: 0, max: 99, default: 0 },
    // A table where golds are never discarded has nothing to ask here.
    ...(table.goldDiscardable ? [{ id: 'goldDiscarded', kind: 'flag', default: false } as const] : []),
  ];
}

export function goldSituationJson(name: string, situation: Situation): Record<string, unknown> {
  const s = asGold(situation);
  return {
    ruleset: name,
    // The JSON keeps the table's word: the wild is the gold.
    gold: s.wild === null ? '' : tileCode(s.wild),
    concealed: formatTiles(s.concealed),
    melds: s.melds.map((m) => ({ type: m.type, tiles: formatTiles(m.tiles) })),
    winningTile: tileCode(s.winningTile),
    winBy: s.winBy,
    flowers: formatTiles(s.flowers),
    streak: s.streak,
    ...(s.goldDiscarded ? { goldDiscarded: true } : {}),
  };
}

/** A whole hand is 17 tiles: the concealed part holds 17 − 3 × melds. */
export function analyseGoldHand(concealed: readonly Tile[], melds: readonly Meld[], wild: Tile | null): HandAnalysis {
  const size = 17 - 3 * melds.length;
  const { counts, wilds: golds } = concealedCounts(concealed, wild);
  // Tiles to draw (each with a discard) before five sets and a pair, less the melds: at least one for a hand waiting on its draw.
  const lacking = tilesShort(counts, golds, 5 - melds.length);
  const short = concealed.length === size - 1 ? Math.max(1, lacking) : lacking;
  let waits: Tile[] = [];
  if (concealed.length === size - 1 && short === 1) {
    waits = waitingTiles(counts, golds, wild, SUITED);
    // Three golds: holding two, the third wins on a self-draw whatever the shape.
    if (wild !== null && golds === 2 && !waits.includes(wild)) waits.push(wild);
    waits.sort((a, b) => a - b);
  }
  return { short, waits, size };
}

export function goldReadings(s: Situation): Decomposition[] {
  const { counts, wilds: golds } = concealedCounts(s.concealed, s.wild);
  return s.wild === null ? [] : decompositions(counts, golds, s.wild, 200);
}

/** What a worked example says of a gold-family situation beyond the hand: the streak, a gold discarded. */
export function goldSituationNotes(words: string, situation: Situation): { key: string; params: Record<string, string | number> }[] {
  const s = asGold(situation);
  const notes: { key: string; params: Record<string, string | number> }[] = [];
  if (s.streak) notes.push({ key: 'engine.score.streak', params: { streak: s.streak } });
  if (s.goldDiscarded) notes.push({ key: `${words}.score.gold-discarded`, params: {} });
  return notes;
}
