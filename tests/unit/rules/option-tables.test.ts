// Each rule set's options are declared once, in a table the schema and the option list are derived
// from. The schemas below are the hand-written ones the tables replaced: the derived schema must
// accept and refuse exactly what they did, with the same issues (codes, field paths), and the
// option list must name each option's ruling, values and default as before.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { optionSpecs, type OptionTable } from '../../../src/engine/rules/option-table.ts';
import { optionsSchema } from '../../../src/engine/rules/option-schema.ts';
import { FUZHOU_OPTIONS } from '../../../src/engine/rules/fuzhou/options.ts';
import { FUZHOU_144_OPTIONS } from '../../../src/engine/rules/fuzhou-144/options.ts';
import { MCR_OPTIONS } from '../../../src/engine/rules/mcr/options.ts';
import { GD_OPTIONS } from '../../../src/engine/rules/guangdong/options.ts';
import { ruleset } from '../../../src/engine/rules/index.ts';

const before = {
  fuzhou: z.strictObject({
    goldFlipFlower: z._default(z.enum(['dealer', 'set-aside']), 'dealer'),
    idleGold: z._default(z.boolean(), true),
    dealerGoldGrab: z._default(z.boolean(), true),
    threeGoldsOnDeal: z._default(z.boolean(), true),
    goldPairNatural: z._default(z.boolean(), true),
    pinghuMaxFlowers: z._default(z.int().check(z.gte(0), z.lte(15)), 0),
    robKongPays: z._default(z.enum(['as-discard', 'as-self-draw']), 'as-discard'),
    streakBonus: z._default(z.enum(['every-winner', 'dealer-only']), 'every-winner'),
    goldDiscardable: z._default(z.boolean(), true),
  }),
  'fuzhou-144': z.strictObject({
    goldFlipFlower: z._default(z.enum(['dealer', 'set-aside']), 'dealer'),
    goldDiscardable: z._default(z.boolean(), false),
    dealerGoldGrab: z._default(z.boolean(), true),
    goldPairPriority: z._default(z.boolean(), false),
    honorSetReserve: z._default(z.union([z.literal(2), z.literal(0)]), 2),
    whoPays: z._default(z.enum(['each-other', 'discarder']), 'each-other'),
    streakBonus: z._default(z.enum(['every-winner', 'dealer-only']), 'every-winner'),
  }),
  // Issue 26 added the readings of mcr rulings 9 and 10 to the one option of the hand-written schema.
  mcr: z.strictObject({
    roundWind: z._default(z.enum(['1z', '2z', '3z', '4z']), '1z'),
    exhaustedWaits: z._default(z.enum(['live', 'shape']), 'live'),
    meldedConcealedKong: z._default(z.boolean(), false),
    knittedWaitFans: z._default(z.boolean(), true),
    wall: z._default(z.enum(['standard', 'botzone']), 'standard'),
    multipleWins: z._default(z.boolean(), false),
  }),
  guangdong: z.strictObject({
    fanCap: z._default(z.union([z.literal(8), z.literal(4)]), 8),
    thirteenOrphans: z._default(z.enum(['cap', 'none']), 'cap'),
  }),
};

/** The option lists as they were written by hand (the default was the old schema's). */
const listed = {
  fuzhou: [
    ['goldFlipFlower', 2, ['dealer', 'set-aside'], 'dealer'],
    ['idleGold', 7, [true, false], true],
    ['dealerGoldGrab', 8, [true, false], true],
    ['threeGoldsOnDeal', 9, [true, false], true],
    ['goldPairNatural', 10, [true, false], true],
    ['pinghuMaxFlowers', 11, [0, 1], 0],
    ['robKongPays', 13, ['as-discard', 'as-self-draw'], 'as-discard'],
    ['streakBonus', 13, ['every-winner', 'dealer-only'], 'every-winner'],
    ['goldDiscardable', 16, [true, false], true],
  ],
  'fuzhou-144': [
    ['goldFlipFlower', 2, ['dealer', 'set-aside'], 'dealer'],
    ['goldDiscardable', 3, [false, true], false],
    ['dealerGoldGrab', 4, [true, false], true],
    ['goldPairPriority', 6, [false, true], false],
    ['honorSetReserve', 7, [2, 0], 2],
    ['whoPays', 8, ['each-other', 'discarder'], 'each-other'],
    ['streakBonus', 8, ['every-winner', 'dealer-only'], 'every-winner'],
  ],
  mcr: [
    ['roundWind', 7, ['1z', '2z', '3z', '4z'], '1z'],
    ['exhaustedWaits', 9, ['live', 'shape'], 'live'],
    ['meldedConcealedKong', 9, [false, true], false],
    ['knittedWaitFans', 9, [true, false], true],
    ['wall', 10, ['standard', 'botzone'], 'standard'],
    ['multipleWins', 10, [false, true], false],
  ],
  guangdong: [
    ['fanCap', 6, [8, 4], 8],
    ['thirteenOrphans', 5, ['cap', 'none'], 'cap'],
  ],
} as const;

const tables: Record<keyof typeof before, OptionTable> = { fuzhou: FUZHOU_OPTIONS, 'fuzhou-144': FUZHOU_144_OPTIONS, mcr: MCR_OPTIONS, guangdong: GD_OPTIONS };

/** Values of every kind, right and wrong for one option or another. */
const PROBES: unknown[] = [true, false, 0, 1, 2, 4, 8, 15, 16, -1, 1.5, '1', '1z', '5z', 'cap', 'dealer', 'nope', null, [], {}];

const outcome = (schema: z.ZodMiniType, input: unknown) => {
  const r = schema.safeParse(input, { reportInput: true });
  return r.success ? { ok: true, data: r.data } : { ok: false, issues: r.error.issues };
};

for (const name of Object.keys(before) as (keyof typeof before)[]) {
  describe(`${name}: the option table`, () => {
    const old = before[name];
    const derived = optionsSchema(tables[name]);

    it('lists each option with its ruling, values and default as the hand-written list did', () => {
      expect(optionSpecs(tables[name]).map((o) => [o.id, o.ruling, o.values, o.default])).toEqual(listed[name]);
      expect(ruleset(name).optionSpecs).toEqual(optionSpecs(tables[name]));
    });

    it('fills the same defaults', () => {
      expect(outcome(derived, {})).toEqual(outcome(old, {}));
      expect(ruleset(name).options).toEqual(Object.fromEntries(listed[name].map(([id, , , fallback]) => [id, fallback])));
    });

    it('accepts every listed value and refuses the same wrong ones, with the same issues', () => {
      for (const [id, , values] of listed[name]) {
        for (const value of [...values, ...PROBES]) {
          const input = { [id]: value };
          const now = outcome(derived, input);
          expect(now, `${id}=${JSON.stringify(value)}`).toEqual(outcome(old, input));
          if ((values as readonly unknown[]).includes(value)) expect(now.ok).toBe(true);
        }
      }
    });

    it('refuses an unknown option and a non-object as before', () => {
      for (const input of [{ unknown: 1 }, { unknown: 1, [listed[name][0][0]]: 'nope' }, null, 'x', 3, []]) {
        const now = outcome(derived, input);
        expect(now.ok).toBe(false);
        expect(now).toEqual(outcome(old, input));
      }
    });
  });
}

describe('fuzhou: pinghuMaxFlowers keeps its range beyond the values listed', () => {
  const schema = optionsSchema(FUZHOU_OPTIONS);
  it('takes any whole number from 0 to 15, and nothing else', () => {
    expect([0, 1, 7, 15].map((n) => schema.safeParse({ pinghuMaxFlowers: n }).success)).toEqual([true, true, true, true]);
    const refused = schema.safeParse({ pinghuMaxFlowers: 16 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ code: 'too_big', path: ['pinghuMaxFlowers'], maximum: 15 });
    expect(schema.safeParse({ pinghuMaxFlowers: -1 }).error?.issues[0]).toMatchObject({ code: 'too_small', path: ['pinghuMaxFlowers'] });
    expect(schema.safeParse({ pinghuMaxFlowers: 1.5 }).success).toBe(false);
  });
});
