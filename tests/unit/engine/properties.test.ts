// Property tests of the hand analysis and scoring (fast-check), checked against a naive reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concealedCounts, decompositions, firstDecomposition, formatTiles, wildsToComplete, isComplete, readSituationInput, ruleset, waitingTiles, type Tile } from '../../../src/engine/index.ts';
import { wildsShort } from '../../../src/engine/hand/index.ts';
import { entryDelta, entryMelds, honorTable, suitEntry, suitNeed } from '../../../src/engine/hand/suit-table.ts';
import { isValidReading, naiveComplete } from './reference.ts';

// Properties run thousands of cases: generous, whatever the machine's load.
const PROPERTY_TIMEOUT = 60_000;

const SUITED: Tile[] = Array.from({ length: 27 }, (_, i) => i);
const WITH_HONORS: Tile[] = Array.from({ length: 34 }, (_, i) => i);
const meld = fc.oneof(
  fc
    .record({ kind: fc.constant('chow' as const), suit: fc.integer({ min: 0, max: 2 }), start: fc.integer({ min: 0, max: 6 }) })
    .map(({ suit, start }) => [suit * 9 + start, suit * 9 + start + 1, suit * 9 + start + 2]),
  fc.integer({ min: 0, max: 26 }).map((t) => [t, t, t]),
);

/**
 * Five melds and a pair of suited tiles, a gold kind none of them is, and 0, 1, 2 or 3 of the
 * tiles turned into golds, evenly; with two golds, half the time they are the pair (a gold pair),
 * with three, half the time they are a whole meld (a gold dragon). `kind` says which case it is.
 */
const winningHand = fc
  .record({
    melds: fc.array(meld, { minLength: 5, maxLength: 5 }),
    pair: fc.integer({ min: 0, max: 26 }),
    goldPick: fc.integer({ min: 0, max: 26 }),
    wanted: fc.integer({ min: 0, max: 3 }),
    together: fc.boolean(),
    positions: fc.shuffledSubarray([...Array(17).keys()], { minLength: 3, maxLength: 3 }),
  })
  .map(({ melds, pair, goldPick, wanted, together, positions }) => {
    const tiles = [...melds.flat(), pair, pair];
    const absent = SUITED.filter((t) => !tiles.includes(t));
    const gold = absent[goldPick % absent.length];
    // Two golds as the pair (positions 15, 16), or three as the first meld (0, 1, 2).
    const chosen = together && wanted === 2 ? [15, 16] : together && wanted === 3 ? [0, 1, 2] : positions.slice(0, wanted);
    const hand = tiles.map((t, k) => (chosen.includes(k) ? gold : t));
    const kind = wanted === 2 && together ? 'gold-pair' : wanted === 3 && together ? 'gold-dragon' : `golds-${wanted}`;
    return { hand, gold, melds, kind };
  })
  .filter(({ hand, gold }) => SUITED.every((t) => hand.filter((x) => x === t).length <= (t === gold ? 3 : 4)));

/** Counts the cases a property met, to check that its generator reaches every one it names. */
function tally() {
  const seen = new Map<string, number>();
  return {
    add: (kind: string) => seen.set(kind, (seen.get(kind) ?? 0) + 1),
    expectEach: (kinds: readonly string[], atLeast: number) => {
      for (const kind of kinds) expect(seen.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(atLeast);
    },
  };
}
const KINDS = ['golds-0', 'golds-1', 'golds-2', 'golds-3', 'gold-pair', 'gold-dragon'] as const;

const randomHand = (size: number) =>
  fc
    .record({ tiles: fc.array(fc.integer({ min: 0, max: 26 }), { minLength: size, maxLength: size }), gold: fc.integer({ min: 0, max: 26 }) })
    .filter(({ tiles, gold }) => SUITED.every((t) => tiles.filter((x) => x === t).length <= (t === gold ? 3 : 4)));

const countsOf = (tiles: Tile[], gold: Tile) => concealedCounts(tiles, gold);

describe('winning hands', () => {
  it(
    'five legal melds plus a pair win, whichever tiles are replaced by golds',
    () => {
      const t = tally();
      fc.assert(
        fc.property(winningHand, ({ hand, gold, kind }) => {
          t.add(kind);
          const { counts, wilds: golds } = countsOf(hand, gold);
          expect(isComplete(counts, golds)).toBe(true);
          const reading = firstDecomposition(counts, golds, gold);
          expect(reading && isValidReading(reading, [...counts], golds)).toBe(true);
        }),
        { numRuns: 2000 },
      );
      // 2000 runs over 6 cases of about 1/8 to 1/4 each: every case comes up well over 100 times.
      t.expectEach(KINDS, 100);
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'the gold-need tables agree with naive backtracking on random hands',
    () => {
      fc.assert(
        fc.property(randomHand(17), ({ tiles, gold }) => {
          const { counts, wilds: golds } = countsOf(tiles, gold);
          expect(isComplete(counts, golds)).toBe(naiveComplete([...counts], golds));
        }),
        { numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'every reading listed is valid and distinct, and there is one exactly when the hand wins',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            winningHand.map((w) => ({ tiles: w.hand, gold: w.gold })),
            randomHand(17),
          ),
          ({ tiles, gold }) => {
            const { counts, wilds: golds } = countsOf(tiles, gold);
            const all = decompositions(counts, golds, gold);
            for (const d of all) expect(isValidReading(d, [...counts], golds)).toBe(true);
            expect(all.length > 0).toBe(naiveComplete([...counts], golds));
          },
        ),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'a win stays a win when the suits are relabelled',
    () => {
      const permutations = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
      ];
      fc.assert(
        fc.property(winningHand, fc.integer({ min: 0, max: 5 }), ({ hand, gold }, p) => {
          const relabel = (t: Tile) => permutations[p][(t / 9) | 0] * 9 + (t % 9);
          const { counts, wilds: golds } = countsOf(hand.map(relabel), relabel(gold));
          expect(isComplete(counts, golds)).toBe(true);
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('waiting tiles', () => {
  it(
    'are exactly the tiles whose addition makes a 16-tile hand win',
    () => {
      const sixteen = fc.oneof(
        winningHand.chain((w) => fc.integer({ min: 0, max: 16 }).map((k) => ({ tiles: w.hand.filter((_, i) => i !== k), gold: w.gold }))),
        randomHand(16),
      );
      fc.assert(
        fc.property(sixteen, ({ tiles, gold }) => {
          const { counts, wilds: golds } = countsOf(tiles, gold);
          const inHand = (t: Tile) => tiles.filter((x) => x === t).length;
          const canArrive = (t: Tile) => inHand(t) < (t === gold ? 3 : 4);
          const waits = waitingTiles(counts, golds, gold, SUITED, canArrive);
          const expected = SUITED.filter((t) => {
            if (!canArrive(t)) return false;
            const after = countsOf([...tiles, t], gold);
            return naiveComplete([...after.counts], after.wilds);
          });
          expect(waits).toEqual(expected);
        }),
        { numRuns: 1500 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('scoring', () => {
  const rs = ruleset('fuzhou');
  it(
    'never depends on the order the tiles are written in',
    () => {
      const withOrder = winningHand.chain((w) => fc.shuffledSubarray(w.hand, { minLength: 17, maxLength: 17 }).map((shuffled) => ({ w, shuffled })));
      fc.assert(
        fc.property(withOrder, fc.integer({ min: 0, max: 16 }), fc.boolean(), ({ w, shuffled }, winner, selfDraw) => {
          const json = (tiles: Tile[]) => ({
            ruleset: 'fuzhou',
            gold: formatTiles([w.gold]),
            concealed: formatTiles(tiles),
            winningTile: formatTiles([w.hand[winner]]),
            winBy: selfDraw ? 'self-draw' : 'discard',
            flowers: '1f',
          });
          const a = readSituationInput(json(w.hand));
          const b = readSituationInput(json(shuffled));
          expect(a.ok && b.ok).toBe(true);
          if (!a.ok || !b.ok) return;
          expect(rs.score(b.situation)).toEqual(rs.score(a.situation));
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'picks gold pair and gold dragon exactly when some reading has them (the slow way)',
    () => {
      const t = tally();
      const met = tally();
      fc.assert(
        fc.property(winningHand, ({ hand, gold, kind }) => {
          t.add(kind);
          const { counts, wilds: golds } = countsOf(hand, gold);
          const readings = decompositions(counts, golds, gold);
          const natural = (d: (typeof readings)[number], except: (typeof d)[number]) => d.every((g) => g === except || g.wilds.length === 0);
          const hasPair = golds === 2 && readings.some((d) => d.some((g) => g.type === 'pair' && g.wilds.length === 2 && natural(d, g)));
          const hasDragon = golds === 3 && readings.some((d) => d.some((g) => g.type === 'pong' && g.wilds.length === 3 && natural(d, g)));
          const s = readSituationInput({
            ruleset: 'fuzhou',
            gold: formatTiles([gold]),
            concealed: formatTiles(hand),
            winningTile: formatTiles([hand.find((x) => x !== gold) ?? hand[0]]),
            winBy: 'discard',
            flowers: '2f',
          });
          if (!s.ok) return;
          const outcome = rs.score(s.situation);
          if (!outcome.ok) return; // idle gold or the like: legality is tested elsewhere
          expect(outcome.win === 'gold-dragon').toBe(hasDragon);
          expect(outcome.win === 'gold-pair').toBe(hasPair && !hasDragon);
          expect(wildsToComplete(counts)).toBeLessThanOrEqual(golds);
          met.add(outcome.win);
        }),
        { numRuns: 1000 },
      );
      t.expectEach(KINDS, 50);
      // The property compares real gold pairs and gold dragons, not only their absence.
      met.expectEach(['gold-pair', 'gold-dragon'], 50);
    },
    PROPERTY_TIMEOUT,
  );
});

// Issue 15: the packed tables, the keys built straight from the tiles and the waits loop with its
// early exit, checked against the naive reference with honors too (every group of the tables).
const anyHand = (min: number, max: number) =>
  fc
    .record({ tiles: fc.array(fc.integer({ min: 0, max: 33 }), { minLength: min, maxLength: max }), gold: fc.integer({ min: 0, max: 26 }) })
    .filter(({ tiles, gold }) => WITH_HONORS.every((t) => tiles.filter((x) => x === t).length <= (t === gold ? 3 : 4)));

/** The fewest golds naive backtracking needs to make these counts whole. */
function naiveNeed(counts: readonly number[]): number {
  for (let j = 0; ; j++) if (naiveComplete(counts, j)) return j;
}

describe('packed tables and keys from the tiles', () => {
  it(
    'wildsToComplete is the fewest golds naive backtracking needs, honors included',
    () => {
      fc.assert(
        fc.property(anyHand(0, 14), ({ tiles, gold }) => {
          const { counts } = countsOf(tiles, gold);
          expect(wildsToComplete(counts)).toBe(naiveNeed([...counts]));
        }),
        { numRuns: 1500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'wildsShort, from the tiles, says what wildsToComplete says from the counts',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            anyHand(17, 17),
            anyHand(14, 14),
            randomHand(17),
            winningHand.map((w) => ({ tiles: w.hand, gold: w.gold })),
          ),
          ({ tiles, gold }) => {
            const { counts, wilds: golds } = countsOf(tiles, gold);
            expect(wildsShort(tiles, gold)).toBe(wildsToComplete(counts) - golds);
            expect(wildsShort(tiles, gold) <= 0).toBe(naiveComplete([...counts], golds));
          },
        ),
        { numRuns: 3000 },
      );
      // No gold kind at all. 111m 234m 567m 789m + 1z1z: whole. With 1z 2z instead: one of them
      // is the pair with a gold (1), the other a triplet with two (2): 3 golds short.
      expect(wildsShort([0, 0, 0, 1, 2, 3, 4, 5, 6, 6, 7, 8, 27, 27], null)).toBe(0);
      expect(wildsShort([0, 0, 0, 1, 2, 3, 4, 5, 6, 6, 7, 8, 27, 28], null)).toBe(3);
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "waits are exactly the completing tiles with honors among the candidates, in the candidates' order",
    () => {
      // Not a range of ids: the loop over a list.
      const shuffled: Tile[] = [33, 0, 26, 9, 27, 5, 18, 30, 13, 2, 22, 31, 7, 16];
      fc.assert(
        fc.property(anyHand(13, 16), fc.boolean(), ({ tiles, gold }, useList) => {
          if ((tiles.length + 1) % 3 !== 2) return;
          const candidates = useList ? shuffled : WITH_HONORS;
          const { counts, wilds: golds } = countsOf(tiles, gold);
          const inHand = (t: Tile) => tiles.filter((x) => x === t).length;
          const canArrive = (t: Tile) => inHand(t) < (t === gold ? 3 : 4);
          const expected = candidates.filter((t) => {
            if (!canArrive(t)) return false;
            const after = countsOf([...tiles, t], gold);
            return naiveComplete([...after.counts], after.wilds);
          });
          expect(waitingTiles(counts, golds, gold, candidates, canArrive)).toEqual(expected);
        }),
        { numRuns: 1500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'every one of the 5^9 suit shapes packs: melds from 0 to 63, the pair changing it by -1 to 2',
    () => {
      let most = 0;
      for (let key = 0; key < 5 ** 9; key++) {
        const entry = suitEntry(key);
        const melds = entryMelds(entry);
        const delta = entryDelta(entry);
        if (entry === 0 || melds > 63 || delta < -1 || delta > 2) throw new Error(`suit shape ${key}: entry ${entry}`);
        if (suitNeed(key, true) !== melds + delta) throw new Error(`suit shape ${key}: with the pair`);
        if (melds > most) most = melds;
      }
      // Each rank alone as triplets needs at most 2 golds (1 copy: 2, 2: 1, 3: 0, 4: 2), so no shape needs more than 18.
      expect(most).toBeLessThanOrEqual(18);
      // Honors: 1z alone needs 2 golds as a meld, and makes the pair with one (delta -1).
      const honors = honorTable();
      expect(entryMelds(honors[1])).toBe(2);
      expect(entryDelta(honors[1])).toBe(-1);
      // 1z1z1z 2z2z: the triplet needs none; 2z2z is the pair (0) or a triplet with one gold (1): 1 gold as melds, delta -1.
      expect(entryMelds(honors[3 + 2 * 5])).toBe(1);
      expect(entryDelta(honors[3 + 2 * 5])).toBe(-1);
    },
    PROPERTY_TIMEOUT,
  );
});
