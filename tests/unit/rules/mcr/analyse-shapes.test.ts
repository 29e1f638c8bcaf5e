// The mcr hand analysis asks the shape checks (a scoring each) only where its tile estimate says a
// hand may be complete or one short, which is what keeps the strong bot fast. Here the analysis is
// held to the shape checks asked directly, on hands of every winning shape with a tile taken out
// (it must wait on that tile) or swapped for another (complete or not, as the checks say), so an
// estimate that ever said too much for some shape would lose a win or a wait and fail.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortTiles, tiles, type Tile } from '../../../../src/engine/index.ts';
import { isMcrShape, shapeWaits } from '../../../../src/engine/rules/mcr/index.ts';
import { ruleset } from '../../../../src/engine/index.ts';
import type { Meld } from '../../../../src/engine/rules/types.ts';
import { SHAPES, situations } from './generators.ts';

const mcr = ruleset('mcr');
const RUNS = 400;
const SEED = 24;

const without = (hand: readonly Tile[], at: number): Tile[] => [...hand.slice(0, at), ...hand.slice(at + 1)];
/** Copies of `tile` in the hand and its melds. */
function copies(hand: readonly Tile[], melds: readonly Meld[], tile: Tile): number {
  const all = [...hand, ...melds.flatMap((m) => m.tiles)];
  return all.filter((t) => t === tile).length;
}

describe('mcr: the analysis agrees with the shape checks', () => {
  const title = 'a win is 0 short; a tile out, it waits as the shape checks say; a tile swapped, complete as they say';
  it(title, { timeout: 120_000 }, () => {
    const reached = { shapes: new Set<string>(), waits: 0, swappedWins: 0, swappedOther: 0, farWaitsNone: 0 };
    fc.assert(
      fc.property(situations, fc.nat(), fc.nat({ max: 33 }), (g, pick, swap) => {
        reached.shapes.add(g.shape);
        const concealed = sortTiles(tiles(g.json.concealed));
        const melds: Meld[] = (g.json.melds ?? []).map((m) => ({ type: m.type, tiles: tiles(m.tiles) }));
        expect(mcr.analyse(concealed, melds, null).short).toBe(0);
        // One tile out: 13 − 3 × melds tiles, waiting on (at least) that tile.
        const at = pick % concealed.length;
        const out = without(concealed, at);
        const expected = shapeWaits(out, melds);
        expect(expected).toContain(concealed[at]);
        const waiting = mcr.analyse(out, melds, null);
        expect(waiting.waits).toEqual(expected);
        expect(waiting.short).toBe(1);
        reached.waits++;
        // That tile swapped for another (a fifth copy cannot be): complete exactly when the checks say so.
        if (copies(out, melds, swap) < 4) {
          const swapped = sortTiles([...out, swap]);
          const complete = isMcrShape(swapped, melds);
          expect(mcr.analyse(swapped, melds, null).short === 0).toBe(complete);
          if (complete) reached.swappedWins++;
          else reached.swappedOther++;
          // A second tile out of the swapped hand: its waits are the checks' own, none or some.
          const twice = without(swapped, (pick >> 4) % swapped.length);
          const far = mcr.analyse(twice, melds, null);
          const checked = shapeWaits(twice, melds);
          expect(far.waits).toEqual(checked);
          expect(far.short === 1).toBe(checked.length > 0);
          if (!checked.length) reached.farWaitsNone++;
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // Every shape reached, and both sides of each comparison.
    expect([...reached.shapes].sort()).toEqual([...SHAPES].sort());
    expect(reached.waits).toBeGreaterThan(RUNS / 2);
    expect(reached.swappedWins).toBeGreaterThan(0);
    expect(reached.swappedOther).toBeGreaterThan(0);
    expect(reached.farWaitsNone).toBeGreaterThan(0);
  });
});
