// Property tests of the hand analysis and scoring (fast-check), checked against a naive reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  concealedCounts, decompositions, firstDecomposition, formatTiles, goldsToComplete, isComplete, parseSituation,
  ruleset, waitingTiles, type Tile,
} from '../../../src/engine/index.ts';
import { isValidReading, naiveComplete } from './reference.ts';

const SUITED: Tile[] = Array.from({ length: 27 }, (_, i) => i);
const meld = fc.oneof(
  fc.record({ kind: fc.constant('chow' as const), suit: fc.integer({ min: 0, max: 2 }), start: fc.integer({ min: 0, max: 6 }) })
    .map(({ suit, start }) => [suit * 9 + start, suit * 9 + start + 1, suit * 9 + start + 2]),
  fc.integer({ min: 0, max: 26 }).map((t) => [t, t, t]),
);

/** Five melds and a pair of suited tiles, a gold kind, and which tiles become golds. */
const winningHand = fc
  .record({
    melds: fc.array(meld, { minLength: 5, maxLength: 5 }),
    pair: fc.integer({ min: 0, max: 26 }),
    gold: fc.integer({ min: 0, max: 26 }),
    goldify: fc.array(fc.boolean(), { minLength: 17, maxLength: 17 }),
  })
  .map(({ melds, pair, gold, goldify }) => {
    const tiles = [...melds.flat(), pair, pair];
    let golds = tiles.filter((t) => t === gold).length;
    const hand = tiles.map((t, k) => {
      if (goldify[k] && t !== gold && golds < 3) {
        golds++;
        return gold;
      }
      return t;
    });
    return { hand, gold, melds };
  })
  .filter(({ hand, gold }) => SUITED.every((t) => hand.filter((x) => x === t).length <= (t === gold ? 3 : 4)));

const randomHand = (size: number) =>
  fc.record({ tiles: fc.array(fc.integer({ min: 0, max: 26 }), { minLength: size, maxLength: size }), gold: fc.integer({ min: 0, max: 26 }) })
    .filter(({ tiles, gold }) => SUITED.every((t) => tiles.filter((x) => x === t).length <= (t === gold ? 3 : 4)));

const countsOf = (tiles: Tile[], gold: Tile) => concealedCounts(tiles, gold);

describe('winning hands', () => {
  it('five legal melds plus a pair win, whichever tiles are replaced by golds', () => {
    fc.assert(
      fc.property(winningHand, ({ hand, gold }) => {
        const { counts, golds } = countsOf(hand, gold);
        expect(isComplete(counts, golds)).toBe(true);
        const reading = firstDecomposition(counts, golds, gold);
        expect(reading && isValidReading(reading, [...counts], golds)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the gold-need tables agree with naive backtracking on random hands', () => {
    fc.assert(
      fc.property(randomHand(17), ({ tiles, gold }) => {
        const { counts, golds } = countsOf(tiles, gold);
        expect(isComplete(counts, golds)).toBe(naiveComplete([...counts], golds));
      }),
      { numRuns: 3000 },
    );
  });

  it('every reading listed is valid and distinct, and there is one exactly when the hand wins', () => {
    fc.assert(
      fc.property(fc.oneof(winningHand.map((w) => ({ tiles: w.hand, gold: w.gold })), randomHand(17)), ({ tiles, gold }) => {
        const { counts, golds } = countsOf(tiles, gold);
        const all = decompositions(counts, golds, gold);
        for (const d of all) expect(isValidReading(d, [...counts], golds)).toBe(true);
        expect(all.length > 0).toBe(naiveComplete([...counts], golds));
      }),
      { numRuns: 500 },
    );
  });

  it('a win stays a win when the suits are relabelled', () => {
    const permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    fc.assert(
      fc.property(winningHand, fc.integer({ min: 0, max: 5 }), ({ hand, gold }, p) => {
        const relabel = (t: Tile) => permutations[p][(t / 9) | 0] * 9 + (t % 9);
        const { counts, golds } = countsOf(hand.map(relabel), relabel(gold));
        expect(isComplete(counts, golds)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('waiting tiles', () => {
  it('are exactly the tiles whose addition makes a 16-tile hand win', () => {
    const sixteen = fc.oneof(
      winningHand.chain((w) => fc.integer({ min: 0, max: 16 }).map((k) => ({ tiles: w.hand.filter((_, i) => i !== k), gold: w.gold }))),
      randomHand(16),
    );
    fc.assert(
      fc.property(sixteen, ({ tiles, gold }) => {
        const { counts, golds } = countsOf(tiles, gold);
        const inHand = (t: Tile) => tiles.filter((x) => x === t).length;
        const canArrive = (t: Tile) => inHand(t) < (t === gold ? 3 : 4);
        const waits = waitingTiles(counts, golds, gold, SUITED, canArrive);
        const expected = SUITED.filter((t) => {
          if (!canArrive(t)) return false;
          const after = countsOf([...tiles, t], gold);
          return naiveComplete([...after.counts], after.golds);
        });
        expect(waits).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('scoring', () => {
  const rs = ruleset('fuzhou');
  it('never depends on the order the tiles are written in', () => {
    const withOrder = winningHand.chain((w) => fc.shuffledSubarray(w.hand, { minLength: 17, maxLength: 17 }).map((shuffled) => ({ w, shuffled })));
    fc.assert(
      fc.property(withOrder, fc.integer({ min: 0, max: 16 }), fc.boolean(), ({ w, shuffled }, winner, selfDraw) => {
        const json = (tiles: Tile[]) => ({
          ruleset: 'fuzhou', gold: formatTiles([w.gold]), concealed: formatTiles(tiles), winningTile: formatTiles([w.hand[winner]]),
          winBy: selfDraw ? 'self-draw' : 'discard', flowers: '1f',
        });
        const a = parseSituation(json(w.hand));
        const b = parseSituation(json(shuffled));
        expect(a.ok && b.ok).toBe(true);
        if (!a.ok || !b.ok) return;
        expect(rs.score(b.situation)).toEqual(rs.score(a.situation));
      }),
      { numRuns: 1000 },
    );
  });

  it('picks gold pair and gold dragon exactly when some reading has them (the slow way)', () => {
    fc.assert(
      fc.property(winningHand, ({ hand, gold }) => {
        const { counts, golds } = countsOf(hand, gold);
        const readings = decompositions(counts, golds, gold);
        const natural = (d: (typeof readings)[number], except: (typeof d)[number]) => d.every((g) => g === except || g.golds.length === 0);
        const hasPair = golds === 2 && readings.some((d) => d.some((g) => g.type === 'pair' && g.golds.length === 2 && natural(d, g)));
        const hasDragon = golds === 3 && readings.some((d) => d.some((g) => g.type === 'pong' && g.golds.length === 3 && natural(d, g)));
        const s = parseSituation({ ruleset: 'fuzhou', gold: formatTiles([gold]), concealed: formatTiles(hand), winningTile: formatTiles([hand[0]]), winBy: 'discard', flowers: '2f' });
        if (!s.ok) return;
        const outcome = rs.score(s.situation);
        if (!outcome.ok) return; // idle gold or the like: legality is tested elsewhere
        expect(outcome.win === 'gold-dragon').toBe(hasDragon);
        expect(outcome.win === 'gold-pair').toBe(hasPair && !hasDragon);
        expect(goldsToComplete(counts)).toBeLessThanOrEqual(golds);
      }),
      { numRuns: 1000 },
    );
  });
});
