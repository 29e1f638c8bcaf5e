// The fast MCR scorer against the frozen copy of the one before it (reference/, issue 28): on
// thousands of random possible situations of every shape, and on every worked case, both give
// the same whole answer (fans, points, items, payments, the reading and its winning group).
// MCR_DIFF_N=200000 runs a longer soak; `npm run bench -- engine` also compares on its hands.
import { describe, expect, it } from 'vitest';
import { seeded } from '../../../../src/engine/bots/rng.ts';
import { readMcrSituation, scoreMcr, type McrSituation } from '../../../../src/engine/rules/mcr/index.ts';
import { CASES } from './cases.ts';
import { SHAPES, situation, type GenShape } from './generators.ts';
import { scoreMcr as referenceScore } from './reference/score.ts';

const N = Number(process.env.MCR_DIFF_N ?? 3000);

function randomSituation(random: () => number): { shape: GenShape; s: McrSituation } | null {
  const shape = SHAPES[(random() * SHAPES.length) | 0];
  const list = Array.from({ length: 48 }, () => (random() * (1 << 20)) | 0);
  const json = situation(shape, list);
  if (!json) return null;
  const read = readMcrSituation(json);
  return read.ok ? { shape, s: read.situation } : null;
}

describe('the fast scorer gives the frozen scorer’s answers', () => {
  it(`on ${N} random possible situations of every shape`, () => {
    const random = seeded(28);
    const reached = new Map<string, number>();
    const bump = (key: string) => reached.set(key, (reached.get(key) ?? 0) + 1);
    const fansSeen = new Set<string>();
    let compared = 0;
    while (compared < N) {
      const g = randomSituation(random);
      if (!g) continue;
      const want = referenceScore(g.s);
      const got = scoreMcr(g.s);
      if (JSON.stringify(got) !== JSON.stringify(want)) expect({ situation: g.s, got }).toEqual({ situation: g.s, got: want });
      compared++;
      bump(`generated ${g.shape}`);
      bump(want.ok ? `read as ${want.reading.shape}` : want.reason);
      if (want.ok) {
        for (const f of want.fans) fansSeen.add(f.id);
        if (g.s.melds.some((m) => m.tiles.length === 4)) bump('with a kong');
        if (g.s.winBy === 'self-draw') bump('self-drawn');
        if (g.s.winBy === 'rob-kong') bump('robbed kong');
        if (g.s.lastTile) bump('last tile');
        if (want.fans.some((f) => f.id === 'last-tile')) bump('last copy');
        if (g.s.flowers.length) bump('flowers');
        if (want.fans.some((f) => f.id === 'prevalent-wind' || f.id === 'seat-wind')) bump('wind fans');
        if (want.fans.some((f) => f.id === 'edge-wait' || f.id === 'closed-wait' || f.id === 'single-wait')) bump('a wait fan');
        if (want.fans.some((f) => f.id === 'chicken-hand')) bump('chicken hand');
      }
    }
    expect(compared).toBe(N);
    // Most fans of the table come up (60 of 81 at 3,000; the rest have worked cases of their own).
    if (N >= 3000) expect(fansSeen.size).toBeGreaterThanOrEqual(55);
    // Every shape generated, and read; wins and hands below the minimum both met.
    for (const shape of SHAPES) expect(reached.get(`generated ${shape}`) ?? 0).toBeGreaterThan(N / 20);
    for (const shape of ['sets', 'seven-pairs', 'thirteen-orphans', 'honors-and-knitted', 'knitted-straight']) {
      expect(reached.get(`read as ${shape}`) ?? 0, shape).toBeGreaterThan(N / 100);
    }
    for (const key of ['below-minimum', 'with a kong', 'self-drawn', 'robbed kong', 'last tile', 'last copy', 'flowers', 'wind fans', 'a wait fan']) {
      expect(reached.get(key) ?? 0, key).toBeGreaterThan(0);
    }
  });

  it('on hands of pungs in few ranks (Double and Triple Pung, shifted pungs)', () => {
    const random = seeded(2828);
    const pick = (n: number) => (random() * n) | 0;
    const fans = new Set<string>();
    let compared = 0;
    while (compared < N / 3) {
      // Four pungs of suited tiles among four neighbouring ranks, mostly of one suit, so equal and
      // shifted ranks abound.
      const low = pick(6);
      const suit = pick(3);
      const pungs = Array.from({ length: 4 }, () => (random() < 0.6 ? suit : pick(3)) * 9 + low + pick(4));
      const pair = pick(34);
      const melded = pick(3);
      const concealed = [...pungs.slice(melded).flatMap((t) => [t, t, t]), pair, pair];
      const code = (t: number) => `${(t % 9) + 1}${'mpsz'[(t / 9) | 0]}`;
      const json = {
        ruleset: 'mcr' as const,
        concealed: concealed.map(code).join(''),
        melds: pungs.slice(0, melded).map((t) => ({ type: 'pong' as const, tiles: code(t).repeat(3) })),
        winningTile: code(concealed[pick(concealed.length)]),
        winBy: random() < 0.5 ? ('self-draw' as const) : ('discard' as const),
      };
      const read = readMcrSituation(json);
      if (!read.ok) continue;
      const want = referenceScore(read.situation);
      const got = scoreMcr(read.situation);
      if (JSON.stringify(got) !== JSON.stringify(want)) expect({ json, got }).toEqual({ json, got: want });
      if (want.ok) for (const f of want.fans) fans.add(f.id);
      compared++;
    }
    for (const id of ['double-pung', 'triple-pung', 'pure-shifted-pungs', 'mixed-shifted-pungs', 'four-pure-shifted-pungs']) {
      expect(fans.has(id), id).toBe(true);
    }
  });

  it('on every worked case', () => {
    let compared = 0;
    for (const c of CASES) {
      const read = readMcrSituation(c.json);
      if (!read.ok) continue;
      expect(scoreMcr(read.situation), c.name).toEqual(referenceScore(read.situation));
      compared++;
    }
    expect(compared).toBe(CASES.length);
  });
});
