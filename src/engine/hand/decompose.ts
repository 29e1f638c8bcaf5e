// Readings of a whole concealed part: which melds and pair it forms, and what each wild stands
// for. A rule set's named shapes and the explanation shown to players depend on them.

import { type Tile, isSuited, tileCode } from '../tiles/index.ts';
import { wildsToComplete, wildsToMelds } from './complete.ts';
import type { Decomposition, Group, GroupType } from '../vocabulary.ts';

export type { Decomposition, Group, GroupType };

interface Search {
  counts: Uint8Array;
  wildKind: Tile;
  groups: Group[];
  /** Return true to stop the search. */
  emit: (groups: Group[]) => boolean;
}

const group = (type: GroupType, tiles: Tile[], wilds: number[]): Group => ({ type, tiles, wilds });

function canFinish(s: Search, wilds: number, pairUsed: boolean): boolean {
  return (pairUsed ? wildsToMelds(s.counts) : wildsToComplete(s.counts)) <= wilds;
}

function finish(s: Search, wilds: number, pairUsed: boolean): boolean {
  const tail: Group[] = [];
  let left = wilds;
  if (!pairUsed) {
    if (left < 2) return false;
    tail.push(group('pair', [s.wildKind, s.wildKind], [0, 1]));
    left -= 2;
  }
  if (left % 3 !== 0) return false;
  for (; left > 0; left -= 3) tail.push(group('pong', [s.wildKind, s.wildKind, s.wildKind], [0, 1, 2]));
  return s.emit([...s.groups, ...tail]);
}

// Depth first from the lowest tile still held; every branch is pruned by the wild-need tables,
// so a search for one reading walks straight to it.
function search(s: Search, wilds: number, pairUsed: boolean): boolean {
  const c = s.counts;
  let i = 0;
  while (i < 34 && c[i] === 0) i++;
  if (i === 34) return finish(s, wilds, pairUsed);

  const attempt = (type: GroupType, tiles: Tile[], wildAt: number[], usesPair: boolean): boolean => {
    const wildsUsed = wildAt.length;
    if (wildsUsed > wilds) return false;
    for (let k = 0; k < tiles.length; k++) if (!wildAt.includes(k)) c[tiles[k]]--;
    let stop = false;
    if (canFinish(s, wilds - wildsUsed, pairUsed || usesPair)) {
      s.groups.push(group(type, tiles, wildAt));
      stop = search(s, wilds - wildsUsed, pairUsed || usesPair);
      s.groups.pop();
    }
    for (let k = 0; k < tiles.length; k++) if (!wildAt.includes(k)) c[tiles[k]]++;
    return stop;
  };

  // Pongs with one, two or three real copies.
  for (let real = Math.min(c[i], 3); real >= 1; real--) {
    const wildAt = [0, 1, 2].slice(real);
    if (attempt('pong', [i, i, i], wildAt, false)) return true;
  }
  // Chows in which this tile is the lowest real tile; lower members can only be wilds.
  if (isSuited(i)) {
    const suitStart = i - (i % 9);
    // Upward first, so a first reading prefers wilds completing a run from its low end.
    for (let start = Math.min(i, suitStart + 6); start >= Math.max(suitStart, i - 2); start--) {
      if (chows(s, i, start, wilds, attempt)) return true;
    }
  }
  if (!pairUsed) {
    if (c[i] >= 2 && attempt('pair', [i, i], [], true)) return true;
    if (attempt('pair', [i, i], [1], true)) return true;
  }
  return false;
}

type Attempt = (type: GroupType, tiles: Tile[], wildAt: number[], usesPair: boolean) => boolean;

function chows(s: Search, i: Tile, start: Tile, wilds: number, attempt: Attempt): boolean {
  const tiles = [start, start + 1, start + 2];
  // Members above i may be real (if held) or wilds: each choice is a distinct reading.
  const options: number[][] = [];
  const build = (k: number, wildAt: number[]) => {
    if (k === 3) {
      options.push(wildAt);
      return;
    }
    const t = tiles[k];
    if (t < i) build(k + 1, [...wildAt, k]);
    else if (t === i) build(k + 1, wildAt);
    else {
      if (s.counts[t] > 0) build(k + 1, wildAt);
      build(k + 1, [...wildAt, k]);
    }
  };
  build(0, []);
  for (const wildAt of options) {
    if (wildAt.length <= wilds && attempt('chow', tiles, wildAt, false)) return true;
  }
  return false;
}

function groupKey(g: Group): string {
  return `${g.type}:${g.tiles.map(tileCode).join('')}:${g.wilds.join('')}`;
}

/** A reading's identity regardless of group order. */
export function decompositionKey(d: Decomposition): string {
  return d.map(groupKey).sort().join(' ');
}

/**
 * Every distinct reading of a concealed part (counts of the non-wild tiles, indexed by tile id,
 * plus the number of wilds). Wilds left after the real tiles are read as wilds of their own kind.
 */
export function decompositions(counts: ArrayLike<number>, wilds: number, wildKind: Tile, limit = 5000): Decomposition[] {
  const seen = new Map<string, Decomposition>();
  const s: Search = {
    counts: Uint8Array.from(counts),
    wildKind,
    groups: [],
    emit: (groups) => {
      const d = groups.map((g) => ({ ...g, tiles: [...g.tiles], wilds: [...g.wilds] }));
      seen.set(decompositionKey(d), d);
      return seen.size >= limit;
    },
  };
  if (canFinish(s, wilds, false)) search(s, wilds, false);
  return [...seen.values()];
}
