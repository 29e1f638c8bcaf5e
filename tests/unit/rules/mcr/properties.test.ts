// Properties of the mcr scorer over random possible situations of every shape (generators.ts):
// relabelling the suits keeps the fans where no fan depends on a suit; the order the tiles and
// melds are written in never changes a result; every generated winning shape is read; the sums.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTiles, tiles as tilesIn } from '../../../../src/engine/index.ts';
import type { McrNoWin, McrScore } from '../../../../src/engine/rules/mcr/index.ts';
import { situations, SHAPES, type GenShape } from './generators.ts';
import { outcome, type Json } from './helpers.ts';

const RUNS = 400;
const SEED = 20240609;

/** All Green needs bamboo and Reversible Tiles dots and bamboo: the two fans tied to a suit. */
const GREEN = new Set([19, 20, 21, 23, 25, 32]);
const REVERSIBLE = new Set([9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31]);

const tilesOf = (json: Json): number[] => [...tilesIn(json.concealed), ...(json.melds ?? []).flatMap((m) => tilesIn(m.tiles))];
const suitBound = (json: Json) => {
  const tiles = tilesOf(json);
  return tiles.every((t) => GREEN.has(t)) || tiles.every((t) => REVERSIBLE.has(t));
};

function relabel(json: Json, perm: readonly number[]): Json {
  const map = (text: string) => formatTiles(tilesIn(text).map((t) => (t < 27 ? perm[(t / 9) | 0] * 9 + (t % 9) : t)));
  return {
    ...json,
    concealed: map(json.concealed),
    winningTile: map(json.winningTile),
    melds: (json.melds ?? []).map((m) => ({ ...m, tiles: map(m.tiles) })),
  };
}

/** What a result says whatever the order its reading's groups come in. */
function summary(result: McrScore | McrNoWin) {
  if (!result.ok) return result;
  const { reading, decomposition, ...rest } = result;
  const key = (g: { type: string; tiles: number[] }) => `${g.type}:${g.tiles.join(',')}`;
  return { ...rest, groups: reading.groups.map(key).sort(), shape: reading.shape, decomposition: decomposition?.map((g) => key(g)).sort() ?? null };
}

const fansOf = (result: McrScore | McrNoWin) => (result.ok ? result.fans.map((f) => `${f.id}×${f.count}`).sort() : result);

const PERMS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

function shuffled<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items
    .map((item, i) => ({ item, key: keys[i % keys.length] * 64 + i }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

describe('mcr scoring properties', () => {
  it('the generator reaches every shape it names, wins and non-wins, and every way of winning', { timeout: 60_000 }, () => {
    const sample = fc.sample(situations, { numRuns: RUNS, seed: SEED });
    const shapes = new Map<GenShape, number>(SHAPES.map((s) => [s, 0]));
    const results = new Map<string, number>();
    const ways = new Map<string, number>();
    const melds = new Map<string, number>();
    for (const g of sample) {
      shapes.set(g.shape, shapes.get(g.shape)! + 1);
      const r = outcome(g.json);
      const kind = r.ok ? 'win' : r.reason;
      results.set(kind, (results.get(kind) ?? 0) + 1);
      ways.set(g.json.winBy, (ways.get(g.json.winBy) ?? 0) + 1);
      for (const m of g.json.melds ?? []) melds.set(m.type, (melds.get(m.type) ?? 0) + 1);
    }
    for (const [shape, n] of shapes) expect(n, shape).toBeGreaterThan(0);
    // Every generated hand has a winning shape: it wins or falls short of 8, never "incomplete".
    expect([...results.keys()].sort()).toEqual(['below-minimum', 'win']);
    expect([...ways.keys()].sort()).toEqual(['discard', 'rob-kong', 'self-draw']);
    expect([...melds.keys()].sort()).toEqual(['added-kong', 'chow', 'concealed-kong', 'kong', 'pong']);
  });

  it('relabelling the suits keeps the fans, points and payments (hands tied to a suit set aside)', { timeout: 60_000 }, () => {
    const tested = new Map<GenShape, number>(SHAPES.map((s) => [s, 0]));
    let setAside = 0;
    fc.assert(
      fc.property(situations, fc.constantFrom(...PERMS), (g, perm) => {
        const moved = relabel(g.json, perm);
        if (suitBound(g.json) || suitBound(moved)) {
          setAside++;
          return;
        }
        tested.set(g.shape, tested.get(g.shape)! + 1);
        const before = outcome(g.json);
        const after = outcome(moved);
        expect(fansOf(after)).toEqual(fansOf(before));
        if (before.ok && after.ok) {
          expect(after.total).toBe(before.total);
          expect(after.payments).toEqual(before.payments);
          expect(after.reading.shape).toBe(before.reading.shape);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    for (const [shape, n] of tested) expect(n, shape).toBeGreaterThan(0);
    expect(setAside).toBeLessThan(RUNS);
  });

  it('a suit-bound hand does change: All Green in bamboo is no longer All Green in characters', () => {
    const json: Json = { ruleset: 'mcr', concealed: '234s666s666z88s', winningTile: '6z', winBy: 'discard', melds: [{ type: 'chow', tiles: '234s' }] };
    expect(fansOf(outcome(json))).toContain('all-green×1');
    expect(fansOf(outcome(relabel(json, [2, 1, 0])))).toContain('half-flush×1');
  });

  it('the order of the concealed tiles and of the flowers never changes the result', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(situations, fc.array(fc.nat({ max: 1000 }), { minLength: 14, maxLength: 14 }), (g, keys) => {
        const tiles = tilesIn(g.json.concealed);
        const flowers = tilesIn(g.json.flowers ?? '');
        const moved: Json = {
          ...g.json,
          concealed: shuffled(tiles, keys)
            .map((t) => formatTiles([t]))
            .join(' '),
          flowers: shuffled(flowers, keys)
            .map((t) => formatTiles([t]))
            .join(''),
        };
        expect(outcome(moved)).toEqual(outcome(g.json));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('the order of the melds changes only the order of the reading’s groups', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(situations, fc.array(fc.nat({ max: 1000 }), { minLength: 4, maxLength: 4 }), (g, keys) => {
        const moved: Json = { ...g.json, melds: shuffled(g.json.melds ?? [], keys) };
        expect(summary(outcome(moved))).toEqual(summary(outcome(g.json)));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('a win adds up: total = fan points + flowers, at least 8 fan points, items sum to the total, payments 8 + total', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(situations, (g) => {
        const r = outcome(g.json);
        if (!r.ok) {
          if (r.reason === 'below-minimum') expect(r.points).toBeLessThan(8);
          return;
        }
        const flowers = (g.json.flowers ?? '').length / 2;
        expect(r.fanPoints).toBeGreaterThanOrEqual(8);
        expect(r.total).toBe(r.fanPoints + flowers);
        expect(r.figures).toEqual({ fanPoints: r.fanPoints, flowers, total: r.total });
        expect(r.items.reduce((sum, item) => sum + item.points, 0)).toBe(r.total);
        expect(r.fans.map((f) => f.no)).toEqual([...r.fans.map((f) => f.no)].sort((a, b) => a - b));
        const pays = r.payments.map((p) => `${p.from}:${p.amount}`);
        expect(pays).toEqual(g.json.winBy === 'self-draw' ? [`each-other:${8 + r.total}`] : [`discarder:${8 + r.total}`, 'non-discarder:8']);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
