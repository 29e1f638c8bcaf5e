// `fzmj rulesets` and `fzmj score` for the fuzhou-144 rule set, end to end (real processes):
// exit codes 0 (a win or a listing), 1 (read, but not a win), 2 (not a valid situation).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fzmj, TIMEOUT } from './bin.ts';

// Each test starts the built `fzmj` once or twice: give them time whatever the machine.

const dir = mkdtempSync(join(tmpdir(), 'fzmj-rulesets-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

const cli = (args: string[], input?: string) => fzmj(args, { input });

interface OptionJson {
  id: string;
  ruling: number;
  values: unknown[];
  default: unknown;
}
interface RulesetJson {
  name: string;
  options: OptionJson[];
}

describe('fzmj rulesets', () => {
  it(
    'lists every rule set with its options and their defaults',
    async () => {
      const r = await cli(['rulesets']);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/(^|\s)fuzhou(?![-\w])/m);
      expect(r.stdout).toMatch(/(^|\s)fuzhou-144(?![-\w])/m);
      // an option of each, with its default
      expect(r.stdout).toContain('idleGold');
      expect(r.stdout).toContain('whoPays');
      expect(r.stdout).toContain('each-other');
      expect(r.stdout).toContain('every-winner');
    },
    TIMEOUT,
  );

  it(
    '--json: [{ name, options: [{ id, ruling, values, default }] }]',
    async () => {
      const r = await cli(['rulesets', '--json']);
      expect(r.code).toBe(0);
      const list = JSON.parse(r.stdout) as RulesetJson[];
      expect(Array.isArray(list)).toBe(true);
      const names = list.map((x) => x.name);
      expect(names).toContain('fuzhou');
      expect(names).toContain('fuzhou-144');
      expect(new Set(names).size).toBe(names.length);
      for (const ruleset of list) {
        for (const option of ruleset.options) {
          expect(Object.keys(option).sort()).toEqual(['default', 'id', 'ruling', 'values']);
          expect(typeof option.id).toBe('string');
          expect(Number.isInteger(option.ruling)).toBe(true);
          expect(option.values.length).toBeGreaterThan(1);
          expect(option.values).toContainEqual(option.default);
        }
      }
      const fuzhou = list.find((x) => x.name === 'fuzhou')!;
      // fuzhou ruling 7: the idle gold rule, on by default.
      expect(fuzhou.options).toContainEqual({ id: 'idleGold', ruling: 7, values: [true, false], default: true });
      const classic = list.find((x) => x.name === 'fuzhou-144')!;
      const option = (id: string) => classic.options.find((o) => o.id === id);
      // fuzhou-144 ruling 8: each other player pays, by default; a table may make the discarder pay.
      expect(option('whoPays')).toMatchObject({ ruling: 8, default: 'each-other' });
      expect([...(option('whoPays')?.values ?? [])].sort()).toEqual(['discarder', 'each-other']);
      expect(option('streakBonus')).toMatchObject({ default: 'every-winner' });
      // fuzhou-144 ruling 3: there is no idle gold rule to switch.
      expect(option('idleGold')).toBeUndefined();
    },
    TIMEOUT,
  );

  it(
    'fuzhou-144 ruling 6: "gold pair wins over seat order", one description\'s rule, is the option goldPairPriority, off by default',
    async () => {
      const r = await cli(['rulesets', '--json']);
      expect(r.code).toBe(0);
      const classic = (JSON.parse(r.stdout) as RulesetJson[]).find((x) => x.name === 'fuzhou-144')!;
      const option = classic.options.find((o) => o.id === 'goldPairPriority');
      expect(option).toMatchObject({ ruling: 6, default: false });
      expect(option?.values.map(String).sort()).toEqual(['false', 'true']);
    },
    TIMEOUT,
  );
});

// Hands of tests/unit/rules/fuzhou-144/scoring.test.ts; the gold is 5p.
const classic = { ruleset: 'fuzhou-144', gold: '5p' };
/** Exposed kong, added kong, concealed kong + 123s 78s+G 99s; 1f and the 5f–8f set; streak 2; self-drawn. */
const everything = {
  ...classic,
  concealed: '123s78s99s5p',
  melds: [
    { type: 'kong', tiles: '1111p' },
    { type: 'added-kong', tiles: '2222p' },
    { type: 'concealed-kong', tiles: '9999m' },
  ],
  winningTile: '8s',
  winBy: 'self-draw',
  flowers: '1f5f6f7f8f',
  streak: 2,
};
/** 123m 456m 789m 123s + 99s + three golds as their own triplet, on a discard. */
const dragon = { ...classic, concealed: '123m456m789m123s99s5p5p5p', winningTile: '9s', winBy: 'discard' };
/** Five natural melds and a lone gold, winning on a discarded 9p. */
const lone = { ...classic, concealed: '123m456m789m123s456s9p5p', winningTile: '9p', winBy: 'discard' };

describe('fzmj score, rule set fuzhou-144', () => {
  it(
    'exits 0 with points, multiplier, total, items and payments',
    async () => {
      const r = await cli(['score', file('everything.json', everything), '--json']);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      const out = JSON.parse(r.stdout);
      // 3 + 1 gold + 1 single (1f) + 6 (5f–8f) + 2 exposed kongs × 1 + 1 concealed kong × 2 + streak 2 × 2 = 19; self-draw × 2 = 38.
      expect(out).toMatchObject({ ok: true, ruleset: 'fuzhou-144', win: 'self-draw', points: 19, multiplier: 2, total: 38 });
      expect(out.items.map((i: { id: string }) => i.id)).toEqual([
        'points.base',
        'points.golds',
        'points.bonus-tiles',
        'points.bonus-sets',
        'points.exposed-kongs',
        'points.concealed-kongs',
        'points.streak',
        'multiplier.self-draw',
      ]);
      expect(out.items[3]).toMatchObject({ id: 'points.bonus-sets', count: 1, each: 6, points: 6 });
      expect(out.payments).toEqual([{ from: 'each-other', amount: 38, reason: 'win' }]);
    },
    TIMEOUT,
  );

  it(
    'a gold dragon on a discard is ×8, and --option whoPays=discarder puts it all on the discarder',
    async () => {
      // (3 + 3 golds) × 8 = 48.
      const each = await cli(['score', file('dragon.json', dragon), '--json']);
      expect(each.code).toBe(0);
      expect(JSON.parse(each.stdout)).toMatchObject({ win: 'gold-dragon', points: 6, multiplier: 8, total: 48, payments: [{ from: 'each-other', amount: 48, reason: 'win' }] });
      const discarder = await cli(['score', file('dragon.json', dragon), '--option', 'whoPays=discarder', '--json']);
      expect(discarder.code).toBe(0);
      expect(JSON.parse(discarder.stdout)).toMatchObject({ total: 48, payments: [{ from: 'discarder', amount: 48, reason: 'win' }] });
    },
    TIMEOUT,
  );

  it(
    'a lone gold wins on a discard at the 144-tile table, not at the fuzhou table (idle gold)',
    async () => {
      // (3 + 1) × 1 = 4.
      const r = await cli(['score', file('lone.json', lone), '--json']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, ruleset: 'fuzhou-144', win: 'standard', points: 4, multiplier: 1, total: 4 });
      const house = await cli(['score', file('lone-fuzhou.json', { ...lone, ruleset: 'fuzhou' }), '--json']);
      expect(house.code).toBe(1);
      expect(JSON.parse(house.stdout)).toMatchObject({ ok: false, reason: 'idle-gold' });
    },
    TIMEOUT,
  );

  it(
    'exits 1 for a hand that is read but does not win',
    async () => {
      // 123m 456m 789m 123s 456s + 1p 9p: no pair, no gold.
      const r = await cli(['score', file('incomplete.json', { ...classic, concealed: '123m456m789m123s456s19p', winningTile: '1p', winBy: 'discard' }), '--json']);
      expect(r.code).toBe(1);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, reason: 'incomplete' });
    },
    TIMEOUT,
  );

  it.each([
    ['a gold in a meld', { ...classic, concealed: '123m456m789m123s99s', melds: [{ type: 'chow', tiles: '456p' }], winningTile: '9s', winBy: 'discard' }, 'melds[0].tiles'],
    ['an honor held', { ...classic, concealed: '123m456m789m123s456s1z1z', winningTile: '1m', winBy: 'discard' }, 'concealed'],
    ['a fifth copy', { ...classic, concealed: '11111m234m789m123s999s', winningTile: '9s', winBy: 'self-draw' }, 'concealed'],
    ['a fifth honor among the bonus tiles', { ...lone, flowers: '2z2z2z2z2z' }, 'flowers'],
    ['a fourth gold outside a grab', { ...classic, concealed: '123m456m789m123s9p5p5p5p5p', winningTile: '9p', winBy: 'self-draw' }, 'concealed'],
  ])(
    'exits 2 with one line on stderr naming the field for %s',
    async (_, content, field) => {
      const r = await cli(['score', file('bad.json', content), '--json']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(field);
    },
    TIMEOUT,
  );

  it(
    'a gold grab with the indicator as a fourth gold is legal: exit 0',
    async () => {
      // 123m 456m 789m 123s + GGG + 9p+G; four golds: (3 + 4) × 5 = 35.
      const r = await cli(['score', file('grab.json', { ...classic, concealed: '123m456m789m123s9p5p5p5p5p', winningTile: '5p', winBy: 'gold-grab' }), '--json']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ win: 'gold-grab', points: 7, multiplier: 5, total: 35 });
    },
    TIMEOUT,
  );
});
