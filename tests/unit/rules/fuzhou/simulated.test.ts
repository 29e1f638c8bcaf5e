// Simulated deals: thousands replay legally and verify; every tile is in exactly one place at
// every step; any run of deals shows every event type and every special win.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDealLog, registeredEvents, replay, ruleset, verifyText } from '../../../../src/engine/index.ts';
import type { GameState } from '../../../../src/engine/rules/gold-family/game/state.ts';
import { simulateRun } from '../../../../src/engine/bots/run.ts';
import { fullSet } from '../../../../src/engine/bots/wall.ts';
import { dealCount, SOAK, soakReport } from '../../scale.ts';

const fuzhou = ruleset('fuzhou');
// Properties over simulated deals: generous, so a machine busy with other work does not fail them on the clock.
const PROPERTY_TIMEOUT = 120_000;
const runs = new Map<string, ReturnType<typeof collect>>();
function collect(seed: number, count: number) {
  return [...simulateRun(fuzhou, seed, count)];
}
function run(seed: number, count: number) {
  const key = `${seed}/${count}`;
  if (!runs.has(key)) runs.set(key, collect(seed, count));
  return runs.get(key)!;
}

/** Every tile of the set, counted where it lies: wall, hands, melds, discards, flowers, indicator. */
function placed(state: GameState, wall: readonly number[]): number[] {
  const counts = new Array(42).fill(0);
  for (const t of wall.slice(state.front, wall.length - state.tail)) counts[t]++;
  for (const s of state.seats) {
    for (const t of s.hand) counts[t]++;
    for (const m of s.melds) for (const t of m.tiles) counts[t]++;
    for (const d of s.discards) if (d.claimedBy === undefined) counts[d.tile]++;
    for (const t of s.flowers) counts[t]++;
  }
  if (state.indicator !== null) counts[state.indicator]++;
  return counts;
}

describe('simulated deals', () => {
  // The suite: a hundred deals of one seed; the soak: a thousand of each of three seeds.
  const SEEDS = SOAK ? [11, 2024, 77777] : [11];
  const PER_SEED = dealCount(100, 1000);
  it(`${SEEDS.length * PER_SEED} deals, each from its own seed, replay legally and verify as consistent`, () => {
    let deals = 0;
    for (const seed of SEEDS) {
      for (const d of run(seed, PER_SEED)) {
        const verdict = verifyText(JSON.stringify(d.log));
        expect(verdict.status, `seed ${seed} deal ${d.index}: ${JSON.stringify(verdict).slice(0, 200)}`).toBe('consistent');
        deals++;
      }
    }
    expect(deals).toBe(SEEDS.length * PER_SEED);
    soakReport('fuzhou deals verified consistent', { deals });
  }, 240_000);

  it('keeps every tile in exactly one place at every step', () => {
    const full = new Array(42).fill(0);
    for (const t of fullSet(fuzhou.copies)) full[t]++;
    let steps = 0;
    const checked = run(11, PER_SEED).slice(0, dealCount(100, 300));
    for (const d of checked) {
      const parsed = parseDealLog(d.log);
      if (!parsed.ok) throw new Error('simulated log does not parse');
      const r = replay(parsed.log, { narrate: false });
      for (const state of r.states) expect(placed(state as GameState, parsed.log.wall!)).toEqual(full);
      steps += r.states.length;
    }
    expect(steps).toBeGreaterThan(checked.length * 20);
    soakReport('tiles placed at every step', { deals: checked.length, steps });
  }, 120_000);

  it.each(SOAK ? [3, 4242, 98765] : [4242])(
    'any hundred deals of a run (seed %i) show every event type and every special win',
    (seed) => {
      const deals = run(seed, 100);
      const types = new Set(deals.flatMap((d) => d.log.events.map((e) => e.type)));
      // Every event type but the horse and the room's clock, which a Fuzhou table has not.
      expect([...types].sort()).toEqual(
        registeredEvents()
          .specs.map((s) => s.type)
          .filter((t) => t !== 'horse' && t !== 'time-up')
          .sort(),
      );
      const wins = new Set(deals.map((d) => d.log.result.win));
      for (const win of ['normal', 'pinghu', 'gold-grab', 'three-golds', 'gold-pair', 'gold-dragon']) expect(wins).toContain(win);
      const hows = new Set(deals.map((d) => d.log.result.how));
      expect(hows).toContain('rob-kong');
      expect(deals.some((d) => (d.played.final as GameState).sweep && d.log.result.winner !== null)).toBe(true);
      expect(deals.some((d) => d.log.result.winner === null)).toBe(true);
      // Stacked deals say so.
      expect(deals.filter((d) => d.scenario).every((d) => typeof d.log.meta?.stacked === 'string')).toBe(true);
    },
    120_000,
  );

  it('the same seed plays the same deals', { timeout: PROPERTY_TIMEOUT }, () => {
    expect(collect(3, 12).map((d) => JSON.stringify(d.log))).toEqual(
      run(3, 100)
        .slice(0, 12)
        .map((d) => JSON.stringify(d.log)),
    );
  });
});

describe('tampered logs', () => {
  const logs = run(11, dealCount(100, 1000))
    .slice(0, dealCount(100, 200))
    .map((d) => d.log);

  it('a changed score is a mismatch naming the field', { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: logs.length - 1 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 50 }), (i, seat, by) => {
        const log = structuredClone(logs[i]);
        log.result.deltas[seat] += by;
        log.result.deltas[(seat + 1) % 4] -= by;
        const verdict = verifyText(log);
        expect(verdict.status).toBe('mismatch');
        if (verdict.status === 'mismatch') expect(verdict.differences.map((d) => d.field)).toContain(`result.deltas[${seat}]`);
      }),
      { numRuns: 200 },
    );
  });

  it('one event made illegal is flagged illegal at exactly that event', { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: logs.length - 1 }), fc.nat(), (i, pick) => {
        const log = structuredClone(logs[i]);
        const parsed = parseDealLog(logs[i]);
        if (!parsed.ok) throw new Error('log does not parse');
        const states = replay(parsed.log, { narrate: false }).states;
        // Candidates: discards and draws (change the tile) and claims (give them to the discarder).
        const candidates = log.events.flatMap((e, k) => (['discard', 'draw', 'pong', 'chow', 'kong'].includes(e.type) ? [k] : []));
        fc.pre(candidates.length > 0); // a deal won at the opening has none
        const k = candidates[pick % candidates.length];
        const e = log.events[k] as Record<string, unknown>;
        const before = states[k];
        if (e.type === 'discard') {
          const held = new Set(before.seats[e.seat as number].hand);
          const absent = [...Array(27).keys()].find((t) => !held.has(t))!;
          e.tile = `${(absent % 9) + 1}${'mps'[(absent / 9) | 0]}`;
        } else if (e.type === 'draw') {
          e.seat = ((e.seat as number) + 1) % 4;
        } else {
          const expect = (before as GameState).expect;
          e.seat = expect.kind === 'claims' ? expect.discarder : e.seat;
        }
        const verdict = verifyText(log);
        expect(verdict.status).toBe('illegal');
        if (verdict.status === 'illegal') expect(verdict.step).toBe(k);
      }),
      { numRuns: 300 },
    );
  });
});
