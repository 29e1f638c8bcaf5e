// Readings of a whole concealed part: which melds and pair it forms, and what each gold stands
// for. Specials (gold pair, gold dragon) and the explanation shown to players depend on them.

import { type Tile, isSuited, tileCode } from '../tiles/index.ts';
import { goldsToComplete, goldsToMelds } from './complete.ts';
import type { Decomposition, Group, GroupType } from '../vocabulary.ts';

export type { Decomposition, Group, GroupType };

interface Search {
  counts: Uint8Array;
  goldKind: Tile;
  groups: Group[];
  /** Return true to stop the search. */
  emit: (groups: Group[]) => boolean;
}

const group = (type: GroupType, tiles: Tile[], golds: number[]): Group => ({ type, tiles, golds });

function canFinish(s: Search, golds: number, pairUsed: boolean): boolean {
  return (pairUsed ? goldsToMelds(s.counts) : goldsToComplete(s.counts)) <= golds;
}

function finish(s: Search, golds: number, pairUsed: boolean): boolean {
  const tail: Group[] = [];
  let left = golds;
  if (!pairUsed) {
    if (left < 2) return false;
    tail.push(group('pair', [s.goldKind, s.goldKind], [0, 1]));
    left -= 2;
  }
  if (left % 3 !== 0) return false;
  for (; left > 0; left -= 3) tail.push(group('pong', [s.goldKind, s.goldKind, s.goldKind], [0, 1, 2]));
  return s.emit([...s.groups, ...tail]);
}

// Depth first from the lowest tile still held; every branch is pruned by the gold-need tables,
// so a search for one reading walks straight to it.
function search(s: Search, golds: number, pairUsed: boolean): boolean {
  const c = s.counts;
  let i = 0;
  while (i < 34 && c[i] === 0) i++;
  if (i === 34) return finish(s, golds, pairUsed);

  const attempt = (type: GroupType, tiles: Tile[], goldAt: number[], usesPair: boolean): boolean => {
    const goldsUsed = goldAt.length;
    if (goldsUsed > golds) return false;
    for (let k = 0; k < tiles.length; k++) if (!goldAt.includes(k)) c[tiles[k]]--;
    let stop = false;
    if (canFinish(s, golds - goldsUsed, pairUsed || usesPair)) {
      s.groups.push(group(type, tiles, goldAt));
      stop = search(s, golds - goldsUsed, pairUsed || usesPair);
      s.groups.pop();
    }
    for (let k = 0; k < tiles.length; k++) if (!goldAt.includes(k)) c[tiles[k]]++;
    return stop;
  };

  // Pongs with one, two or three real copies.
  for (let real = Math.min(c[i], 3); real >= 1; real--) {
    const goldAt = [0, 1, 2].slice(real);
    if (attempt('pong', [i, i, i], goldAt, false)) return true;
  }
  // Chows in which this tile is the lowest real tile; lower members can only be golds.
  if (isSuited(i)) {
    const suitStart = i - (i % 9);
    // Upward first, so a first reading prefers golds completing a run from its low end.
    for (let start = Math.min(i, suitStart + 6); start >= Math.max(suitStart, i - 2); start--) {
      if (chows(s, i, start, golds, attempt)) return true;
    }
  }
  if (!pairUsed) {
    if (c[i] >= 2 && attempt('pair', [i, i], [], true)) return true;
    if (attempt('pair', [i, i], [1], true)) return true;
  }
  return false;
}

type Attempt = (type: GroupType, tiles: Tile[], goldAt: number[], usesPair: boolean) => boolean;

function chows(s: Search, i: Tile, start: Tile, golds: number, attempt: Attempt): boolean {
  const tiles = [start, start + 1, start + 2];
  // Members above i may be real (if held) or golds: each choice is a distinct reading.
  const options: number[][] = [];
  const build = (k: number, goldAt: number[]) => {
    if (k === 3) {
      options.push(goldAt);
      return;
    }
    const t = tiles[k];
    if (t < i) build(k + 1, [...goldAt, k]);
    else if (t === i) build(k + 1, goldAt);
    else {
      if (s.counts[t] > 0) build(k + 1, goldAt);
      build(k + 1, [...goldAt, k]);
    }
  };
  build(0, []);
  for (const goldAt of options) {
    if (goldAt.length <= golds && attempt('chow', tiles, goldAt, false)) return true;
  }
  return false;
}

function groupKey(g: Group): string {
  return `${g.type}:${g.tiles.map(tileCode).join('')}:${g.golds.join('')}`;
}

/** A reading's identity regardless of group order. */
export function decompositionKey(d: Decomposition): string {
  return d.map(groupKey).sort().join(' ');
}

/**
 * Every distinct reading of a concealed part (counts of the non-gold tiles, indexed by tile id,
 * plus the number of golds). Golds left after the real tiles are read as golds of their own kind.
 */
export function decompositions(counts: ArrayLike<number>, golds: number, goldKind: Tile, limit = 5000): Decomposition[] {
  const seen = new Map<string, Decomposition>();
  const s: Search = {
    counts: Uint8Array.from(counts),
    goldKind,
    groups: [],
    emit: (groups) => {
      const d = groups.map((g) => ({ ...g, tiles: [...g.tiles], golds: [...g.golds] }));
      seen.set(decompositionKey(d), d);
      return seen.size >= limit;
    },
  };
  if (canFinish(s, golds, false)) search(s, golds, false);
  return [...seen.values()];
}
