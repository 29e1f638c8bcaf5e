// Tiles from winning (tilesShort): hands worked out by hand, then random small hands against a
// naive count: the fewest tiles to draw so that some of the tiles held, the golds and those drawn
// make the sets and the pair (every sub-hand tried, checked by the naive backtracking reference).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tilesShort } from '../../../src/engine/hand/index.ts';
import { ruleset, tiles } from '../../../src/engine/index.ts';
import { naiveComplete } from './reference.ts';

const countsOf = (text: string): number[] => {
  const c = new Array(34).fill(0);
  for (const t of tiles(text)) c[t]++;
  return c;
};

describe('tiles from winning, worked by hand', () => {
  it('a complete hand is 0 short', () => {
    expect(tilesShort(countsOf('123m 456m 789m 11p 567s'), 0, 4)).toBe(0);
  });
  it('a hand of 13 waiting on its fourteenth is 1 short', () => {
    expect(tilesShort(countsOf('123m 456m 789m 11p 56s'), 0, 4)).toBe(1);
  });
  it('lone tiles are thrown away, not made into triplets: three sets, a pair and three strays are 2 short', () => {
    // Keep 5s, draw 4s and 6s (throwing 9s and 1z): two draws. Made whole with wilds instead,
    // every stray would need two (6).
    expect(tilesShort(countsOf('123m 456m 789m 11p 5s 9s 1z'), 0, 4)).toBe(2);
  });
  it('six honor pairs and a stray are 4 short of four triplets and a pair', () => {
    expect(tilesShort(countsOf('11z 22z 33z 44z 55z 66z 7z'), 0, 4)).toBe(4);
  });
  it('a gold fills any place: 16 tiles of four sets, a pair, a lone 5z and a gold wait on one tile', () => {
    // 4 sets (12) + the pair (2) + 5z with the gold as a triplet in the making (2) = 16 of 17.
    expect(tilesShort(countsOf('123m 456m 789m 123p 11s 5z'), 1, 5)).toBe(1);
  });
  it('two golds complete what is two short', () => {
    expect(tilesShort(countsOf('123m 456m 789m 11p 5s'), 2, 4)).toBe(0);
    expect(tilesShort(countsOf('123m 456m 789m 11p 5s'), 1, 4)).toBe(1);
  });
  it('sixteen strays: a stray in each of the five sets and one for the pair, 11 short of 17', () => {
    expect(tilesShort(countsOf('159m 159p 159s 1234567z'), 0, 5)).toBe(11);
  });
  it('with melds laid down, fewer sets are asked: one set and a pair', () => {
    expect(tilesShort(countsOf('23m 55p'), 0, 1)).toBe(1);
    expect(tilesShort(countsOf('55p'), 0, 0)).toBe(0);
  });
});

/** Fewest draws by trying every sub-hand kept and every number of tiles drawn. */
function naiveShort(counts: number[], golds: number, sets: number): number {
  const slots = 3 * sets + 2;
  const kinds = counts.map((n, k) => [k, n]).filter(([, n]) => n > 0);
  let best = Number.POSITIVE_INFINITY;
  const kept = new Array(34).fill(0);
  const walk = (i: number, size: number) => {
    if (i === kinds.length) {
      const drawn = slots - golds - size;
      if (drawn >= 0 && drawn < best && naiveComplete(kept, golds + drawn)) best = drawn;
      return;
    }
    const [k, n] = kinds[i];
    for (let m = 0; m <= n; m++) {
      kept[k] = m;
      walk(i + 1, size + m);
    }
    kept[k] = 0;
  };
  walk(0, 0);
  return best;
}

describe('tiles from winning against the naive count', () => {
  // Small hands (one to three sets and a pair), the tiles drawn from a few kinds so that sets,
  // partial sets and pairs occur, with 0 to 2 golds; one tile fewer than the shape or all of it.
  const hand = fc
    .record({
      sets: fc.integer({ min: 1, max: 3 }),
      golds: fc.integer({ min: 0, max: 2 }),
      waiting: fc.boolean(),
      kinds: fc.constantFrom([0, 1, 2, 3, 4, 5], [9, 10, 11, 27, 28, 29], [3, 4, 5, 6, 12, 13, 30], [18, 20, 22, 24, 26, 31, 32]),
      picks: fc.array(fc.nat(99), { minLength: 11, maxLength: 11 }),
    })
    .map(({ sets, golds, waiting, kinds, picks }) => {
      const size = 3 * sets + 2 - (waiting ? 1 : 0) - golds;
      const counts = new Array(34).fill(0);
      for (const p of picks) {
        if (counts.reduce((a, b) => a + b, 0) === size) break;
        const k = kinds[p % kinds.length];
        if (counts[k] < 4) counts[k]++;
      }
      return { sets, golds, counts };
    });

  it('gives the naive count on every hand, and reaches hands 0, 1, 2 and 3 or more short', () => {
    const seen = [0, 0, 0, 0];
    fc.assert(
      fc.property(hand, ({ sets, golds, counts }) => {
        const expected = naiveShort(counts, golds, sets);
        seen[Math.min(3, expected)]++;
        expect(tilesShort(counts, golds, sets)).toBe(expected);
      }),
      { numRuns: 1500, seed: 20261201 },
    );
    for (const n of seen) expect(n).toBeGreaterThan(20);
  }, 120_000);
});

describe("each rule set's tiles from winning", () => {
  // Four (Fuzhou: five) sets' worth less one set, a pair, and three strays: keep 5s, draw 4s and 6s.
  it('counts draws, not wilds, in every rule set', () => {
    expect(ruleset('mcr').analyse(tiles('123m 456m 789m 11p 5s 9s 1z'), [], null).short).toBe(2);
    expect(ruleset('guangdong').analyse(tiles('123m 456m 789m 11p 5s 9s 1z'), [], null).short).toBe(2);
    expect(ruleset('fuzhou').analyse(tiles('123m 456m 789m 123p 11p 5s 9s 1z'), [], tiles('9p')[0]).short).toBe(2);
  });
});
