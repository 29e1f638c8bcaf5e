// What both Fuzhou-style scorers first read off a winning situation: the concealed counts and
// golds, whether the hand is whole and complete, three golds, and the kongs among the melds; and
// the reading a scored win shows.

import { concealedCounts, type Decomposition, firstDecomposition, wildsToComplete } from '../../hand/index.ts';
import type { Situation } from '../types.ts';

export interface GoldHand {
  /** Concealed counts without the golds (a shared scratch buffer: read it before the next call). */
  counts: Uint8Array;
  golds: number;
  /** Five melds and a pair, golds standing in. */
  complete: boolean;
  /** Three golds held on a self-draw: a win whatever the shape. */
  threeGolds: boolean;
  /** The tile came from another seat (a discard, a robbed kong). */
  fromOther: boolean;
  exposedKongs: number;
  concealedKongs: number;
}

const scratch = new Uint8Array(34);

export function readGoldHand(s: Situation): GoldHand {
  const { counts, wilds: golds } = concealedCounts(s.concealed, s.wild, scratch);
  // Three golds declared straight after the deal leave a non-dealer with 16 tiles: any shape wins,
  // but no reading of a hand that is not 17 tiles counts as whole.
  const whole = s.concealed.length + 3 * s.melds.length === 17;
  let exposedKongs = 0;
  let concealedKongs = 0;
  for (const meld of s.melds) {
    if (meld.type === 'kong' || meld.type === 'added-kong') exposedKongs++;
    else if (meld.type === 'concealed-kong') concealedKongs++;
  }
  return {
    counts,
    golds,
    complete: whole && wildsToComplete(counts) <= golds,
    threeGolds: s.winBy === 'self-draw' && golds >= 3,
    fromOther: s.winBy === 'discard' || s.winBy === 'rob-kong',
    exposedKongs,
    concealedKongs,
  };
}

/** The reading a named win shows: the gold dragon its golds as a pong, the gold pair its golds as the pair. */
export function reading(win: string, counts: Uint8Array, golds: number, gold: number | null, complete: boolean): Decomposition | null {
  if (!complete || gold === null) return complete ? firstDecomposition(counts, golds, -1) : null;
  if (win === 'gold-dragon') {
    const rest = firstDecomposition(counts, 0, gold);
    return rest && [...rest, { type: 'pong', tiles: [gold, gold, gold], wilds: [0, 1, 2] }];
  }
  if (win === 'gold-pair') return firstDecomposition(counts, golds, gold, { wildPair: true });
  return firstDecomposition(counts, golds, gold);
}
