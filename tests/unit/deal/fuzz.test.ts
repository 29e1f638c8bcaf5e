// The fuzzing harness runs in process: a tiny seeded campaign reaches every door, counts each
// case once by door, kind and outcome, and finds no crash; the same seed gives the same counts.
import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../scripts/fuzz/run.ts';
import { MUTATION_KINDS, mutate } from '../../../scripts/fuzz/mutate.ts';
import { seeded } from '../../../src/engine/bots/rng.ts';

describe('npm run fuzz', () => {
  it('a tiny campaign: counts by door and kind, every case counted once, no crash', async () => {
    const report = await fuzz({ seed: 21, count: 30 });
    expect(report.crashes).toEqual([]);
    const kinds = Object.keys(report.counts);
    // Cases go log, situation, link in turn: ten of each.
    for (const door of ['log', 'situation', 'link']) {
      const cases = kinds.filter((k) => k.startsWith(`${door}/`)).reduce((n, k) => n + report.counts[k].refused + report.counts[k].verified + report.counts[k].crash, 0);
      expect(cases, door).toBe(10);
    }
    expect(kinds.length).toBeGreaterThan(5);
    expect(Object.values(report.counts).some((c) => c.refused > 0)).toBe(true);
    const again = await fuzz({ seed: 21, count: 30 });
    expect(again.counts).toEqual(report.counts);
  }, 60_000);

  it('each kind of mutation changes the document', () => {
    const doc = JSON.stringify({
      ruleset: 'fuzhou',
      concealed: '123m456m',
      melds: [
        { type: 'pong', tiles: '777s' },
        { type: 'chow', tiles: '123p' },
      ],
      streak: 0,
      flag: true,
    });
    let changed = 0;
    for (const kind of MUTATION_KINDS) {
      // Three tries each: a random choice may land where a mutation leaves the text as it was.
      const random = seeded(5);
      if ([0, 1, 2].some(() => mutate(random, kind, doc) !== doc)) changed++;
    }
    expect(changed).toBe(MUTATION_KINDS.length);
  });
});
