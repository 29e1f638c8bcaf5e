// Reading a deal log's envelope by hand (issue 15: the schema check was a sixth of verifying)
// must accept exactly what the zod schema accepts: mutated logs, checked against the schema.
// And rule sets are made once per name and options, without mixing up options.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeByHand, parseDealLog, ruleset, schemasFor, verifyText } from '../../../src/engine/index.ts';
import { simulateRun } from '../../../src/engine/bots/run.ts';

const simulated = ['fuzhou', 'fuzhou-144'].flatMap((name) => [...simulateRun(ruleset(name), 11, 4)].map((d) => JSON.parse(JSON.stringify(d.log)) as Record<string, any>));
// A teaching deal's notes and predict marks, and a second winner's record, as the schema takes them:
// read by hand too since the replay page's first load has no zod (issue 28).
const annotated = simulated.slice(0, 3).map((log) => ({
  ...log,
  annotations: [
    { step: 0, note: { zh: '开局', en: 'The deal' } },
    { step: 1, predict: true },
    { step: 2, note: { zh: '', en: 'x'.repeat(2000) }, predict: false },
  ],
}));
const twoWinners = simulated.slice(0, 3).map((log) => ({
  ...log,
  result: { ...log.result, alsoWon: [{ winner: 2, win: 'normal', how: 'rob-kong', breakdown: { total: 4, base: 1, items: [{ id: 'x', points: 1 }] } }] },
}));
const logs = [...simulated, ...annotated, ...twoWinners];

// Where a mutation lands, and what it puts there (undefined: the key is removed).
const PATHS: string[][] = [
  ['ruleset'],
  ['options'],
  ['options', 'idleGold'],
  ['seats'],
  ['seats', '0'],
  ['seats', '2', 'name'],
  ['seats', '3', 'extra'],
  ['dealer'],
  ['streak'],
  ['wall'],
  ['meta'],
  ['meta', 'seed'],
  ['meta', 'table'],
  ['meta', 'stacked'],
  ['meta', 'other'],
  ['notes'],
  ['events'],
  ['result'],
  ['result', 'deltas'],
  ['result', 'deltas', '1'],
  ['result', 'winner'],
  ['result', 'win'],
  ['result', 'how'],
  ['result', 'breakdown'],
  ['result', 'breakdown', 'total'],
  ['result', 'breakdown', 'base'],
  ['result', 'breakdown', 'items'],
  ['result', 'breakdown', 'items', '0'],
  ['result', 'breakdown', 'items', '0', 'id'],
  ['result', 'breakdown', 'items', '0', 'count'],
  ['result', 'breakdown', 'items', '0', 'extra'],
  ['result', 'alsoWon'],
  ['result', 'alsoWon', '0'],
  ['result', 'alsoWon', '0', 'winner'],
  ['result', 'alsoWon', '0', 'win'],
  ['result', 'alsoWon', '0', 'how'],
  ['result', 'alsoWon', '0', 'breakdown'],
  ['result', 'alsoWon', '0', 'breakdown', 'total'],
  ['result', 'alsoWon', '0', 'breakdown', 'items', '0', 'points'],
  ['result', 'alsoWon', '0', 'extra'],
  ['result', 'alsoWon', '1'],
  ['annotations'],
  ['annotations', '0'],
  ['annotations', '0', 'step'],
  ['annotations', '0', 'note'],
  ['annotations', '0', 'note', 'zh'],
  ['annotations', '0', 'note', 'en'],
  ['annotations', '0', 'note', 'extra'],
  ['annotations', '1', 'predict'],
  ['annotations', '1', 'extra'],
  ['annotations', '3'],
  ['result', 'nextDealer'],
  ['result', 'nextStreak'],
  ['result', 'extra'],
  ['extra'],
  ['__proto__'],
];
const value = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(null, true, false, 0, -1, 1, 3, 4, 1000, 1001, 2 ** 53, 0.5, -0, '', 'x', 'fuzhou', 'self-draw', 'x'.repeat(41), 'x'.repeat(101), [], {}),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 3, maxLength: 5 }),
  fc.constant({ name: 'Mei' }),
  fc.constantFrom({ step: 1 }, { step: 5001 }, { zh: 'a', en: 'b' }, 'x'.repeat(2001), { winner: 1 }, [{ winner: 1 }, { winner: 2 }, { winner: 3 }, { winner: 0 }]),
);

function mutate(doc: Record<string, any>, path: string[], v: unknown): Record<string, any> {
  const copy = structuredClone(doc);
  let at: any = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return copy;
    at = at[key];
  }
  if (typeof at !== 'object' || at === null) return copy;
  const last = path[path.length - 1];
  if (v === undefined) delete at[last];
  else Object.defineProperty(at, last, { value: v, enumerable: true, writable: true, configurable: true });
  return copy;
}

describe('the envelope read by hand', () => {
  it('accepts every simulated log, unchanged', () => {
    for (const log of logs) {
      expect(envelopeByHand(log), JSON.stringify(log).slice(-300)).toBe(log);
      expect(schemasFor().log.safeParse(log).success).toBe(true);
    }
  });

  it('never accepts what the schema refuses, and what it accepts the schema reads the same', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.constantFrom(...logs), fc.array(fc.tuple(fc.constantFrom(...PATHS), value), { minLength: 1, maxLength: 3 }), (log, mutations) => {
        let doc = log;
        for (const [path, v] of mutations) doc = mutate(doc, path, v);
        const byHand = envelopeByHand(doc);
        const schema = schemasFor().log.safeParse(doc);
        if (byHand) {
          accepted++;
          expect(schema.success).toBe(true);
          if (schema.success) expect(schema.data).toEqual(doc);
        } else refused++;
      }),
      { numRuns: 3000 },
    );
    // Both sides were reached.
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  }, 60_000);

  it("what it passes on to the schema still gets the schema's message", () => {
    const [log] = logs;
    const bad = parseDealLog(JSON.stringify({ ...log, streak: 1001 }));
    expect(bad).toMatchObject({ ok: false, problem: { path: ['streak'], code: 'too-big' } });
    const unknown = parseDealLog(JSON.stringify({ ...log, colour: 'red' }));
    expect(unknown).toMatchObject({ ok: false, problem: { path: ['colour'], code: 'unknown-field' } });
  });
});

describe('rule sets made once per name and options', () => {
  it('the same options give the same rule set; other options another, which the verdict follows', () => {
    const log = logs[0];
    const a = parseDealLog(JSON.stringify(log));
    const b = parseDealLog(JSON.stringify(log));
    expect(a.ok && b.ok && a.log.ruleset === b.log.ruleset).toBe(true);
    const other = parseDealLog(JSON.stringify(log), { streakBonus: 'dealer-only' });
    expect(other.ok && a.ok && other.log.ruleset !== a.log.ruleset).toBe(true);
    expect(other.ok && other.log.ruleset.options.streakBonus).toBe('dealer-only');
    expect(a.ok && a.log.ruleset.options.streakBonus).toBe('every-winner');
    // An option value the rule set refuses is refused every time, not remembered as good.
    for (let i = 0; i < 2; i++) {
      expect(verifyText(JSON.stringify(log), { idleGold: 'maybe' })).toMatchObject({ status: 'invalid', problem: { path: ['options', 'idleGold'] } });
    }
    // "1" and 1 are different option values.
    const text = parseDealLog(JSON.stringify({ ...log, options: { pinghuMaxFlowers: '1' } }));
    const number = parseDealLog(JSON.stringify({ ...log, options: { pinghuMaxFlowers: 1 } }));
    expect(number.ok).toBe(true);
    expect(text.ok && number.ok && text.log.ruleset === number.log.ruleset).toBe(false);
  });
});
