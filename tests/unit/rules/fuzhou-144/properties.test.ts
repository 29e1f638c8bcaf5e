// Property tests of fuzhou-144 scoring (fast-check), checked against the naive reference of
// ./reference.ts (fuzhou-144 ruling 8 written out again). The generators of ./generators.ts name
// their cases; each test counts the cases it met and asserts every one came up often enough
// (generators.test.ts checks the generators and the reference on their own, without the engine).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSituationInput } from '../../../../src/engine/index.ts';
import { anyHand, CASES, describeHand, tally, winningHand } from './generators.ts';
import type { Outcome144, Win144 } from './helpers.ts';
import { completesSet, type Hand, referenceScore, type Tile, toJson } from './reference.ts';

// Each property runs a thousand hands or more: generous, so a machine busy with other work does not
// fail them on the clock (they take a few seconds at most unloaded).
const PROPERTY_TIMEOUT = 120_000;

function scoreHand(h: Hand, options: Record<string, unknown> = {}): Outcome144 {
  const parsed = readSituationInput(toJson(h), options);
  if (!parsed.ok) throw new Error(`generated an invalid situation ${JSON.stringify(toJson(h))}: ${JSON.stringify(parsed.problems[0])}`);
  return parsed.ruleset.score(parsed.situation) as unknown as Outcome144;
}
function winOf(h: Hand, options: Record<string, unknown> = {}): Win144 {
  const outcome = scoreHand(h, options);
  if (!outcome.ok) throw new Error(`expected a win for ${JSON.stringify(toJson(h))}, got no:${outcome.reason}`);
  return outcome;
}

describe('fuzhou-144 scoring (properties)', () => {
  it('agrees with the reference: the named hand, golds, points, multiplier and total (ruling 8)', { timeout: PROPERTY_TIMEOUT }, () => {
    const t = tally();
    fc.assert(
      fc.property(anyHand, (h) => {
        const ref = referenceScore(h);
        const outcome = scoreHand(h);
        if (!ref.ok) {
          expect(outcome).toEqual({ ok: false, reason: 'incomplete' });
        } else {
          expect(outcome).toMatchObject({ ok: true, ruleset: 'fuzhou-144', win: ref.win, golds: ref.golds, points: ref.points, multiplier: ref.multiplier, total: ref.total });
        }
        describeHand(h).forEach(t.add);
      }),
      { numRuns: 2000 },
    );
    t.expectEach(CASES.golds, 10);
    t.expectEach(CASES.wins, 10);
    t.expectEach(CASES.winBy, 50);
    t.expectEach(CASES.extras, 10);
  });

  it('total = points × multiplier; points = the sum of the point items; one multiplier item, last', { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(winningHand, (h) => {
        const w = winOf(h);
        expect(w.total).toBe(w.points * w.multiplier);
        const pointItems = w.items.filter((i) => i.id.startsWith('points.'));
        expect(pointItems.reduce((sum, i) => sum + i.points, 0)).toBe(w.points);
        for (const i of pointItems) expect(i.points).toBe(i.count * i.each);
        const multipliers = w.items.filter((i) => i.id.startsWith('multiplier.'));
        expect(multipliers).toHaveLength(1);
        expect(w.items.at(-1)).toMatchObject({ id: `multiplier.${w.win}`, each: w.multiplier });
      }),
      { numRuns: 1000 },
    );
  });

  it('never depends on the order the concealed tiles and bonus tiles are written in', { timeout: PROPERTY_TIMEOUT }, () => {
    const t = tally();
    const shuffled = anyHand.chain((h) =>
      fc
        .tuple(
          fc.shuffledSubarray(h.concealed, { minLength: h.concealed.length, maxLength: h.concealed.length }),
          fc.shuffledSubarray(h.flowers, { minLength: h.flowers.length, maxLength: h.flowers.length }),
        )
        .map(([concealed, flowers]) => ({ h, concealed, flowers })),
    );
    fc.assert(
      fc.property(shuffled, ({ h, concealed, flowers }) => {
        const moved = concealed.some((tile, i) => tile !== h.concealed[i]);
        t.add(moved ? 'reordered' : 'same-order');
        t.add(referenceScore(h).ok ? 'win' : 'no-win');
        expect(scoreHand({ ...h, concealed, flowers })).toEqual(scoreHand(h));
      }),
      { numRuns: 1000 },
    );
    t.expectEach(['reordered', 'win', 'no-win'], 50);
  });

  it('a bonus tile that completes no set adds exactly the multiplier; one that completes a set adds 3 × the multiplier', { timeout: PROPERTY_TIMEOUT }, () => {
    const t = tally();
    const withTile = winningHand.chain((h) => fc.record({ h: fc.constant(h), pick: fc.nat(), completing: fc.boolean() }));
    fc.assert(
      fc.property(withTile, ({ h, pick, completing }) => {
        // Bonus tiles that can still come: an honor held fewer than 4 times, a flower not yet held.
        const free = [27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41].filter((x) => h.flowers.filter((f) => f === x).length < (x < 34 ? 4 : 1));
        if (free.length === 0) return;
        const preferred = free.filter((x) => completesSet(h.flowers, x) === completing);
        const choices = preferred.length > 0 ? preferred : free;
        const tile = choices[pick % choices.length];
        const completes = completesSet(h.flowers, tile);
        t.add(completes ? 'completes' : 'single');
        const before = winOf(h);
        const after = winOf({ ...h, flowers: [...h.flowers, tile] });
        expect(after.win).toBe(before.win);
        expect(after.multiplier).toBe(before.multiplier);
        // A single: +1 point. Completing a set: its three singles (3) become a set (6): +3 points.
        expect(after.points - before.points).toBe(completes ? 3 : 1);
        expect(after.total - before.total).toBe((completes ? 3 : 1) * before.multiplier);
      }),
      { numRuns: 1000 },
    );
    t.expectEach(['completes', 'single'], 100);
  });

  it('one more hand of streak adds 2 × the multiplier', { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(winningHand, (h) => {
        const before = winOf(h);
        const after = winOf({ ...h, streak: h.streak + 1 });
        expect(after.win).toBe(before.win);
        expect(after.total - before.total).toBe(2 * before.multiplier);
      }),
      { numRuns: 500 },
    );
  });

  it('relabelling the suits (m, p, s permuted, the gold too) keeps the result', { timeout: PROPERTY_TIMEOUT }, () => {
    const permutations = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const t = tally();
    fc.assert(
      fc.property(anyHand, fc.integer({ min: 0, max: 5 }), (h, p) => {
        t.add(`permutation:${p}`);
        const relabel = (x: Tile) => (x < 27 ? permutations[p][Math.floor(x / 9)] * 9 + (x % 9) : x);
        const moved: Hand = {
          ...h,
          gold: relabel(h.gold),
          concealed: h.concealed.map(relabel),
          melds: h.melds.map((m) => ({ type: m.type, tiles: m.tiles.map(relabel) })),
          winningTile: relabel(h.winningTile),
        };
        const a = scoreHand(h);
        const b = scoreHand(moved);
        expect(b.ok).toBe(a.ok);
        if (a.ok && b.ok)
          expect({ win: b.win, points: b.points, multiplier: b.multiplier, total: b.total, golds: b.golds }).toEqual({
            win: a.win,
            points: a.points,
            multiplier: a.multiplier,
            total: a.total,
            golds: a.golds,
          });
        else expect(b).toEqual(a);
      }),
      { numRuns: 1000 },
    );
    t.expectEach(
      permutations.map((_, p) => `permutation:${p}`),
      50,
    );
  });

  it('each other player pays the total; with whoPays=discarder only the discarder, on a discard or robbed kong', { timeout: PROPERTY_TIMEOUT }, () => {
    const t = tally();
    fc.assert(
      fc.property(winningHand, (h) => {
        t.add(`winBy:${h.winBy}`);
        const each = winOf(h);
        const byDiscarder = winOf(h, { whoPays: 'discarder' });
        expect(each.payments).toEqual([{ from: 'each-other', amount: each.total, reason: 'win' }]);
        expect(byDiscarder.total).toBe(each.total);
        const fromDiscarder = h.winBy === 'discard' || h.winBy === 'rob-kong';
        expect(byDiscarder.payments).toEqual([{ from: fromDiscarder ? 'discarder' : 'each-other', amount: each.total, reason: 'win' }]);
      }),
      { numRuns: 1000 },
    );
    t.expectEach(CASES.winBy, 50);
  });
});
