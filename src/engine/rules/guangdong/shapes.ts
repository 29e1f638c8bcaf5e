// The three winning shapes of guangdong ruling 4 with the Red dragons wild: 4 sets + a pair,
// seven pairs (four identical tiles may be two pairs), thirteen orphans. Counts are of the
// natural tiles (no Red dragon); `wilds` is how many Red dragons the concealed part holds.

import { decompositions, wildsToComplete, type Decomposition } from '../../hand/index.ts';
import type { Tile } from '../../tiles/index.ts';
import { RED } from './tileset.ts';

export type GdShape = 'normal' | 'seven-pairs' | 'thirteen-orphans';

/** The thirteen kinds of thirteen orphans: terminals, winds and dragons. */
export const ORPHANS: readonly Tile[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** Natural counts (indexed by tile id, Red dragons apart) and the wilds of a concealed part. */
export function wildCounts(concealed: readonly Tile[]): { counts: Uint8Array; wilds: number } {
  const counts = new Uint8Array(34);
  let wilds = 0;
  for (const t of concealed) {
    if (t === RED) wilds++;
    else if (t < 34) counts[t]++;
  }
  return { counts, wilds };
}

/** Wilds short of 4 − melds sets and a pair (≤ 0: whole); the tile count must fit (≡ 2 mod 3). */
export function normalShort(counts: Uint8Array, wilds: number): number {
  return wildsToComplete(counts) - wilds;
}

/** Wilds short of seven pairs: one per odd count (14 concealed tiles, no melds). */
export function sevenPairsShort(counts: Uint8Array, wilds: number): number {
  let singles = 0;
  for (let t = 0; t < 34; t++) singles += counts[t] & 1;
  return singles - wilds;
}

/** Whether 14 concealed tiles form thirteen orphans: every natural tile an orphan, at most one of them twice. */
export function isThirteenOrphans(counts: Uint8Array): boolean {
  let doubles = 0;
  for (let t = 0; t < 34; t++) {
    if (counts[t] === 0) continue;
    if (!ORPHANS.includes(t) || counts[t] > 2) return false;
    if (counts[t] === 2) doubles++;
  }
  return doubles <= 1;
}

/** Seven pairs as groups, a wild standing for the partner of each single and pairing with the other leftover wilds. */
export function sevenPairsReading(counts: Uint8Array, wilds: number): Decomposition {
  const groups: Decomposition = [];
  let left = wilds;
  for (let t = 0; t < 34; t++) {
    for (let n = counts[t]; n >= 2; n -= 2) groups.push({ type: 'pair', tiles: [t, t], wilds: [] });
    if (counts[t] & 1) {
      groups.push({ type: 'pair', tiles: [t, t], wilds: [1] });
      left--;
    }
  }
  for (; left >= 2; left -= 2) groups.push({ type: 'pair', tiles: [RED, RED], wilds: [0, 1] });
  return groups;
}

/** Every shape the concealed part (with `melds` melds) makes, each with its readings (none for thirteen orphans). */
export function shapesOf(concealed: readonly Tile[], melds: number): { shape: GdShape; readings: Decomposition[] }[] {
  if (concealed.length + 3 * melds !== 14) return [];
  const { counts, wilds } = wildCounts(concealed);
  const out: { shape: GdShape; readings: Decomposition[] }[] = [];
  if (normalShort(counts, wilds) <= 0) out.push({ shape: 'normal', readings: decompositions(counts, wilds, RED, 500) });
  if (melds === 0 && sevenPairsShort(counts, wilds) <= 0) out.push({ shape: 'seven-pairs', readings: [sevenPairsReading(counts, wilds)] });
  if (melds === 0 && isThirteenOrphans(counts)) out.push({ shape: 'thirteen-orphans', readings: [] });
  return out;
}

/** Whether a concealed part with `melds` melds wins, without reading it. */
export function isWinningShape(concealed: readonly Tile[], melds: number): boolean {
  if (concealed.length + 3 * melds !== 14) return false;
  const { counts, wilds } = wildCounts(concealed);
  return normalShort(counts, wilds) <= 0 || (melds === 0 && (sevenPairsShort(counts, wilds) <= 0 || isThirteenOrphans(counts)));
}
