// Runs for every registered rule set, so a new one is covered on arrival: seeded simulated deals
// all verify; no tile is made or lost at any step; a changed delta is a mismatch; a broken event
// is illegal at its index; its words, options and rules pages exist in both languages.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRulesets, getRuleset, hasMessage, parseDealLog, replay, tileCode, tiles, verifyText, type DealEventJson, type DealLogJson, type Ruleset } from './support.ts';
import { simulateRun } from '../../../src/engine/bots/run.ts';
import { dealCount, soakReport } from '../scale.ts';

const DEALS = dealCount(100, 2000);
/** Deals whose every step is counted tile by tile. */
const CONSERVED = 60;
const runs = new Map<string, DealLogJson[]>();
function logs(r: Ruleset): DealLogJson[] {
  if (!runs.has(r.name))
    runs.set(
      r.name,
      [...simulateRun(r, 20261130, DEALS)].map((d) => d.log),
    );
  return runs.get(r.name)!;
}

/** Tiles taken out of the wall by the events so far: dealt, drawn, flipped. */
function taken(events: readonly DealEventJson[]): number {
  let n = 0;
  for (const e of events) {
    if (e.type === 'deal') n += tiles(e.tiles).length;
    else if (e.type === 'draw' || e.type === 'gold') n++;
  }
  return n;
}

describe.each(allRulesets().map((r) => [r.name, r] as const))('rule set %s', (name, rules) => {
  it(`simulates ${DEALS} seeded deals that all verify consistent, with wins and draws among them`, () => {
    const all = logs(rules);
    expect(all).toHaveLength(DEALS);
    for (const [i, log] of all.entries()) expect(verifyText(log).status, `deal ${i}`).toBe('consistent');
    expect(all.some((l) => l.result.winner === null)).toBe(true);
    expect(all.filter((l) => l.result.winner !== null).length).toBeGreaterThan(DEALS / 3);
    for (const log of all) expect(log.result.deltas.reduce((a, b) => a + b, 0)).toBe(0);
    const won = all.filter((l) => l.result.winner !== null).length;
    soakReport(`${name} deals verified consistent`, { deals: all.length, won, drawn: all.length - won });
  }, 300_000);

  it('conserves tiles at every step: what the seats hold is what left the wall, never more copies than the wall has', () => {
    let steps = 0;
    for (const log of logs(rules).slice(0, CONSERVED)) {
      const parsed = parseDealLog(log);
      if (!parsed.ok) throw new Error(`${name}: a simulated log does not parse`);
      const wall = new Array(42).fill(0);
      for (const t of parsed.log.wall!) wall[t]++;
      const r = replay(parsed.log, { narrate: false });
      r.states.forEach((state, step) => {
        const count = new Array(42).fill(0);
        for (const s of state.seats) {
          for (const t of s.hand) count[t]++;
          for (const m of s.melds) for (const t of m.tiles) count[t]++;
          for (const d of s.discards) if (d.claimedBy === undefined) count[d.tile]++;
          for (const t of s.flowers) count[t]++;
        }
        const indicator = r.machine.view(state).indicator;
        if (indicator !== undefined && indicator !== null) count[indicator]++;
        const placed = count.reduce((a, b) => a + b, 0);
        expect(placed, `step ${step}`).toBe(taken(log.events.slice(0, step)));
        // One assertion per step, not per tile (42 expect calls a step cost seconds a rule set).
        const over = count.flatMap((n, t) => (n > wall[t] ? [`${tileCode(t)} ×${n}`] : []));
        expect(over, `more copies than the wall has at step ${step}`).toEqual([]);
        steps++;
      });
    }
    // Every state of every deal looked at: at least the 13-tile hands dealt and a discard each.
    expect(steps).toBeGreaterThan(CONSERVED * 20);
  }, 300_000);

  it('calls a changed delta a mismatch that names the field', () => {
    const log = structuredClone(logs(rules).find((l) => l.result.winner !== null)!);
    log.result.deltas[0] += 4;
    log.result.deltas[1] -= 4;
    const verdict = verifyText(log);
    expect(verdict.status).toBe('mismatch');
    if (verdict.status === 'mismatch') expect(verdict.differences.map((d) => d.field)).toEqual(expect.arrayContaining(['result.deltas[0]', 'result.deltas[1]']));
  });

  it('calls a broken event illegal at its index', () => {
    for (const original of logs(rules).slice(0, 30)) {
      const log = structuredClone(original);
      const k = log.events.findIndex((e, i) => i > 8 && e.type === 'discard');
      if (k < 0) continue;
      const e = log.events[k] as { type: 'discard'; seat: number; tile: string };
      // Another seat discards instead: never its turn.
      e.seat = (e.seat + 2) % 4;
      const verdict = verifyText(log);
      expect(verdict.status).toBe('illegal');
      if (verdict.status === 'illegal') expect(verdict.step).toBe(k);
    }
  });

  it('has its words in both languages: name, every named win, every option, and the items and reasons its scores use', () => {
    const keys = [`${rules.words}.name`, `${rules.words}.summary`, ...rules.wins.map((w) => `${rules.words}.win.${w}`)];
    for (const o of rules.optionSpecs) keys.push(`${rules.words}.option.${o.id}.name`, `${rules.words}.option.${o.id}.desc`);
    for (const figure of rules.figures) keys.push(`${rules.words}.figure.${figure}`);
    for (const log of logs(rules)) for (const item of log.result.breakdown?.items ?? []) keys.push(`${rules.words}.item.${item.id}`);
    keys.push(`${rules.words}.reason.incomplete`, `${rules.words}.score.formula`);
    for (const key of new Set(keys)) for (const lang of ['zh', 'en'] as const) expect(hasMessage(lang, key), `${lang}: ${key}`).toBe(true);
  }, 120_000);

  it('has rules pages in both languages with the same sections', () => {
    const dir = join(import.meta.dirname, '../../../content/rules', name);
    const slugs = (lang: string) =>
      existsSync(join(dir, lang))
        ? readdirSync(join(dir, lang))
            .filter((f) => f.endsWith('.md'))
            .sort()
        : [];
    expect(slugs('zh').length).toBeGreaterThan(3);
    expect(slugs('en')).toEqual(slugs('zh'));
  });

  it('accepts every listed value of every option, and deals played with it verify', () => {
    for (const o of rules.optionSpecs) {
      expect(o.values, o.id).toContain(o.default);
      for (const v of o.values) {
        const found = getRuleset(name, { [o.id]: v });
        expect(found.ok, `${o.id}=${String(v)}`).toBe(true);
        if (!found.ok) continue;
        for (const d of simulateRun(found.ruleset, 7, 3)) {
          const log = { ...d.log, options: { [o.id]: v } };
          expect(verifyText(log).status, `${o.id}=${String(v)} deal ${d.index}`).toBe('consistent');
        }
      }
    }
    expect(getRuleset(name, { noSuchOption: true }).ok).toBe(false);
  }, 120_000);
});
