// The proof that a new rule set needs no edit outside its folder: the one-suit table of
// tests/rulesets/one-suit/ (36 Characters, hands of four, its own event, the omen, and its own way
// of winning, lucky) is registered from here through the engine's one generic hook, then found,
// simulated by the bots, verified, read by the shared log parser and scored through the door,
// every number worked out by hand below.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extraRulesets } from '../../../scripts/extra-rulesets.mjs';
import { simulateRun } from '../../../src/engine/bots/run.ts';
import { seeded } from '../../../src/engine/bots/rng.ts';
import { dealLog, playDeal } from '../../../src/engine/bots/simulate.ts';
import { shuffledWall } from '../../../src/engine/bots/wall.ts';
import { eventBySchema, fastEvent } from '../../../src/engine/deal/read-event.ts';
import { logEventsOf } from '../../../src/engine/deal/events.ts';
import { registerOneSuit } from '../../rulesets/one-suit/register.ts';
import {
  dealJsonSchema,
  getRuleset,
  hasMessage,
  parseDealLog,
  readSituation,
  readSituationInput,
  registeredEvents,
  registerRuleset,
  replay,
  rulesetNames,
  verifyText,
  type DealLogJson,
} from './support.ts';
import { definition } from '../../rulesets/one-suit/definition.ts';
import { soakReport } from '../scale.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';
import { evaluate } from '../../../src/components/check/evaluate.ts';
import { decodeCheck } from '../../../src/components/check/url.ts';

registerOneSuit();

const DEALS = 300;
const SEED = 20261202;
let simulated = 0;
const logs: DealLogJson[] = [...simulateRun(getOneSuit(), SEED, DEALS)].map((d) => {
  simulated++;
  return d.log;
});

function getOneSuit() {
  const found = getRuleset('one-suit');
  if (!found.ok) throw new Error(`one-suit not registered: ${found.problem.code}`);
  return found.ruleset;
}

const winOf = (log: DealLogJson) => log.events.find((e) => e.type === 'win') as { seat: number; how: string } | undefined;
const lucky = logs.filter((l) => l.result.how === 'lucky');

describe('a rule set registered from outside src/ (tests/rulesets/one-suit)', () => {
  it('is found by name after the four of src/, with its options checked from its table', () => {
    expect(rulesetNames()).toEqual(['fuzhou', 'fuzhou-144', 'mcr', 'guangdong', 'one-suit']);
    const r = getOneSuit();
    expect([r.handSize, r.meldsToWin, r.copies.reduce((a, b) => a + b, 0), r.words]).toEqual([4, 1, 36, 'one-suit']);
    // What it leaves out is the usual table's.
    expect(r.figures).toEqual(['total']);
    expect(r.optionSpecs).toEqual([{ id: 'luckyBonus', ruling: 2, values: [1, 2], default: 1 }]);
    const refused = getRuleset('one-suit', { luckyBonus: 5 });
    expect(refused.ok ? null : refused.problem.path).toEqual(['options', 'luckyBonus']);
    // Registered once: a second definition of the name would read its logs two ways.
    expect(() => registerRuleset(definition)).toThrow(/registered already/);
  });

  it('joins its event and its way of winning to the shared log tables', () => {
    expect(registeredEvents().byType.get('omen')?.fields).toEqual({ tile: 'tile' });
    expect(registeredEvents().hows).toContain('lucky');
    // Without its table the core alone refuses both.
    const core = logEventsOf([]);
    expect(eventBySchema({ type: 'omen', tile: '5m' }, 0, core).ok).toBe(false);
    expect(fastEvent({ type: 'win', seat: 1, how: 'lucky' }, core)).toBeNull();
    // With it, the fast reader and the schema read them alike.
    expect(fastEvent({ type: 'omen', tile: '5m' })).toEqual({ type: 'omen', tile: 4 });
    expect(eventBySchema({ type: 'win', seat: 1, how: 'lucky' })).toEqual({ ok: true, event: { type: 'win', seat: 1, how: 'lucky' } });
    expect(JSON.stringify(dealJsonSchema())).toContain('"omen"');
  });

  it(`simulates ${DEALS} seeded deals, each with its omen, that all verify consistent`, () => {
    expect(simulated).toBe(DEALS);
    for (const [i, log] of logs.entries()) {
      // The omen is the sixth event: four deals, then the wall's last tile turned.
      expect(log.events[4], `deal ${i}`).toEqual({ type: 'omen', tile: log.wall!.slice(-2) });
      expect(verifyText(log).status, `deal ${i}`).toBe('consistent');
    }
    const won = logs.filter((l) => l.result.winner !== null);
    expect(won.length).toBeGreaterThan(DEALS / 2);
    expect(lucky.length).toBeGreaterThan(0);
    expect(won.some((l) => l.result.how === 'discard')).toBe(true);
    soakReport('one-suit deals verified consistent', { deals: simulated, won: won.length, lucky: lucky.length });
  });

  it('conserves tiles at every step: what the seats hold and the omen are what left the wall', () => {
    for (const log of logs.slice(0, 40)) {
      const parsed = parseDealLog(log);
      if (!parsed.ok) throw new Error(parsed.problem.code);
      const r = replay(parsed.log, { narrate: false });
      r.states.forEach((state, step) => {
        let placed = 0;
        for (const s of state.seats) placed += s.hand.length + s.melds.reduce((n, m) => n + m.tiles.length, 0) + s.discards.filter((d) => d.claimedBy === undefined).length;
        const facts = r.machine.view(state);
        const omen = facts.centre.some((c) => c.id === 'omen') ? 1 : 0;
        expect(placed + omen, `step ${step}`).toBe(36 - facts.left);
      });
    }
  });

  it('plays a deal nobody wins to a draw game that pays nothing and verifies', () => {
    // Every bot declines its wins, so the wall runs out: 36 − 17 dealt − the omen = 18 draws.
    const random = seeded(SEED);
    const declines = { declines: true };
    const plan = { dealer: 0, streak: 0, wall: shuffledWall(getOneSuit().copies, random), personas: { 0: declines, 1: declines, 2: declines, 3: declines } } as const;
    const played = playDeal(getOneSuit(), plan, random);
    simulated++;
    expect(played.events.filter((e) => e.type === 'draw')).toHaveLength(18);
    expect(played.final.result).toMatchObject({ winner: null, deltas: [0, 0, 0, 0], nextDealer: 1 });
    const log = dealLog(getOneSuit(), plan, played, { names: ['A', 'B', 'C', 'D'], meta: {} });
    expect(verifyText(log).status).toBe('consistent');
  });

  it('settles each way of winning as worked out by hand', () => {
    for (const log of logs) {
      const win = winOf(log);
      const d = log.result.deltas;
      if (!win) {
        expect(d).toEqual([0, 0, 0, 0]);
        continue;
      }
      const w = win.seat;
      if (win.how === 'lucky') {
        // 1 for the win + 1 (the bonus) = 2, from each of the three others: +6, −2 −2 −2.
        expect(log.result.breakdown?.total).toBe(2);
        expect(d[w]).toBe(6);
        for (let s = 0; s < 4; s++) if (s !== w) expect(d[s]).toBe(-2);
      } else if (win.how === 'self-draw') {
        expect(d[w]).toBe(3);
        for (let s = 0; s < 4; s++) if (s !== w) expect(d[s]).toBe(-1);
      } else {
        // A discard: 1 point, from the discarder only.
        expect(d[w]).toBe(1);
        expect(d.filter((x) => x === -1)).toHaveLength(1);
        expect(d.filter((x) => x === 0)).toHaveLength(2);
      }
    }
  });

  it('reads a lucky win from a log with the shared parser, and tells its events in its own words', () => {
    const parsed = parseDealLog(JSON.stringify(lucky[0]));
    if (!parsed.ok) throw new Error(parsed.problem.code);
    expect(parsed.log.ruleset.name).toBe('one-suit');
    expect(parsed.log.events.find((e) => e.type === 'win')).toMatchObject({ how: 'lucky' });
    expect(parsed.log.result.how).toBe('lucky');
    expect(parsed.log.result.win).toBe('lucky');
    const told = replay(parsed.log).narration;
    expect(told[4].key).toBe('one-suit.event.omen');
    expect(told[told.length - 1].key).toBe('one-suit.event.win-lucky');
    for (const n of told) for (const lang of ['en', 'zh'] as const) expect(hasMessage(lang, n.key), n.key).toBe(true);
  });

  it('catches tampered logs: a changed delta, a lucky win declared a plain self-draw, a false omen', () => {
    const deltas = structuredClone(lucky[0]);
    deltas.result.deltas[0] += 1;
    deltas.result.deltas[1] -= 1;
    expect(verifyText(deltas).status).toBe('mismatch');

    const how = structuredClone(lucky[0]);
    const at = how.events.findIndex((e) => e.type === 'win');
    (how.events[at] as { how: string }).how = 'self-draw';
    how.result.how = 'self-draw';
    const verdict = verifyText(how);
    expect(verdict).toMatchObject({ status: 'illegal', step: at, violation: { code: 'win-how-not-now' } });

    const omen = structuredClone(logs[0]);
    const other = omen.wall!.slice(-2) === '1m' ? '2m' : '1m';
    omen.events[4] = { type: 'omen', tile: other } as DealLogJson['events'][number];
    expect(verifyText(omen)).toMatchObject({ status: 'illegal', step: 4, violation: { code: 'wall-mismatch' } });
  });

  it('reads and scores its situations through the checker’s door, as worked out by hand', () => {
    const score = (json: Record<string, unknown>, options: Record<string, unknown> = {}) => {
      const read = readSituationInput({ ruleset: 'one-suit', ...json }, options);
      if (!read.ok) return read.problems.map((p) => `${p.code}@${p.path.join('.')}`);
      const out = read.ruleset.score(read.situation);
      return out.ok ? { win: out.win, total: out.total, payments: out.payments } : out.reason;
    };
    // 234m + 55m, self-drawn on 5m, the omen 5m: lucky, 1 + 1 = 2 from each other player.
    const hand = { concealed: '23455m', winningTile: '5m', winBy: 'self-draw', omen: '5m' };
    expect(score(hand)).toEqual({ win: 'lucky', total: 2, payments: [{ from: 'each-other', amount: 2, reason: 'win' }] });
    // The option's bonus of 2: 1 + 2 = 3.
    expect(score(hand, { luckyBonus: 2 })).toMatchObject({ win: 'lucky', total: 3 });
    // The same tile on a discard is no lucky win: 1, from the discarder.
    expect(score({ ...hand, winBy: 'discard' })).toEqual({ win: 'plain', total: 1, payments: [{ from: 'discarder', amount: 1, reason: 'win' }] });
    // A pong of 3m and the pair 77m, self-drawn on 7m with the omen 1m: plain, 1 from each.
    expect(score({ concealed: '77m', melds: [{ type: 'pong', tiles: '333m' }], winningTile: '7m', winBy: 'self-draw', omen: '1m' })).toMatchObject({ win: 'plain', total: 1 });
    // The door itself, as the checker calls it, and the checker's reading of an unfinished hand:
    // 2345m waits on 2m (22m + 345m) and on 5m (234m + 55m).
    const door = readSituation(getOneSuit(), { ruleset: 'one-suit', ...hand });
    expect(door.ok && getOneSuit().score(door.situation)).toMatchObject({ win: 'lucky', total: 2 });
    expect(getOneSuit().analyse([1, 2, 3, 4], [], null)).toEqual({ short: 1, waits: [1, 4], size: 5 });
    // The checker's page logic on the address a link gives, and on a hand one tile short.
    const entry = decodeCheck('#r=one-suit&h=23455m&w=5m&f.winBy=self-draw&f.omen=5m', 'fuzhou');
    expect(evaluate(entry)).toMatchObject({ kind: 'win', score: { win: 'lucky', total: 2 } });
    // 2345m, omen 5m: on 2m a plain win (1 by self-draw or discard); on 5m lucky by self-draw (2), plain on a discard (1).
    const waiting = evaluate({ ...entry, concealed: '2345m', winning: '' });
    if (waiting.kind !== 'waiting') throw new Error(waiting.kind);
    expect(waiting.waits.map((w) => [w.tile, w.scores.map((x) => x.score?.total)])).toEqual([
      [1, [1, 1]],
      [4, [2, 1]],
    ]);
    // Three 2m unseen (four less the one held). The checker subtracts only a face-up tile its form
    // marks (a revealed wild), so it does not yet know the omen is face up: 5m's count is left out.
    expect(waiting.waits[0].left).toBe(3);
    // 23456m is no set and a pair.
    expect(score({ ...hand, concealed: '23456m' })).toBe('incomplete');
    // What the table cannot hold: another suit, a fifth 4m (three held, a pong… and the omen), a wrong count.
    expect(score({ ...hand, concealed: '2345m5p' })).toEqual(['not-in-set@concealed']);
    expect(score({ concealed: '44m', melds: [{ type: 'pong', tiles: '444m' }], winningTile: '4m', winBy: 'discard', omen: '1m' })).toEqual(['too-many-copies@melds.0.tiles']);
    expect(score({ ...hand, concealed: '2345m' })).toEqual(['tile-count@concealed']);
    // Its own problem in its own words, found by the shared problem reader.
    const notInSet = { path: ['concealed'], code: 'not-in-set', params: { tile: '5p' } };
    expect(problemMessage('en', notInSet)).toBe('concealed: 5p is not a tile of this set (Characters only)');
    expect(problemMessage('zh', notInSet)).toBe('concealed: 5p 不是本副牌的牌（只有万子）');
  });
});

describe('the second site, built with EXTRA_RULESETS (scripts/extra-rulesets.mjs)', () => {
  const plugin = extraRulesets('tests/rulesets');
  const RULES = join(import.meta.dirname, '../../../src/engine/rules');

  it('widens both registries’ globs to the extra folder, and leaves every other file alone', () => {
    for (const file of ['registry.ts', 'registry.browser.ts']) {
      const source = readFileSync(join(RULES, file), 'utf8');
      const out = plugin.transform(source, join(RULES, file)) ?? '';
      expect(out, file).toContain("import.meta.glob(['./*/definition.ts', '/tests/rulesets/*/definition.ts']");
      expect(out.match(/\/tests\/rulesets\/\*\//g)?.length, file).toBe(file === 'registry.ts' ? 3 : 1);
      // The default's built-in.ts is never widened: the extra rule sets are never built in.
      expect(out, file).not.toContain('/tests/rulesets/*/built-in.ts');
    }
    expect(plugin.transform("import.meta.glob('./*/definition.ts')", join(RULES, 'index.ts'))).toBeNull();
  });

  it('finds the extra folder’s files under keys the registries read their folder from', () => {
    // Vite (Vitest here) expands the widened pattern so: the folder is the path's last directory.
    const found = import.meta.glob('/tests/rulesets/*/definition.ts');
    expect(Object.keys(found)).toEqual(['/tests/rulesets/one-suit/definition.ts']);
  });
});
