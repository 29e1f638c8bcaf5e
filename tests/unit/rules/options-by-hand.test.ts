// A log's options are checked by hand (no zod in the replay page's first load): whatever the hand
// check accepts, the option schema accepts with the very same options (defaults filled, keys in
// its order); whatever the schema refuses, the hand check leaves to it (null). Every rule set's
// table, with each listed value, values of every wrong kind, and mixes of them.
import { describe, expect, it } from 'vitest';
import { type OptionTable, optionsByHand } from '../../../src/engine/rules/option-table.ts';
import { optionsSchema } from '../../../src/engine/rules/option-schema.ts';
import { FUZHOU_OPTIONS } from '../../../src/engine/rules/fuzhou/options.ts';
import { FUZHOU_144_OPTIONS } from '../../../src/engine/rules/fuzhou-144/options.ts';
import { MCR_OPTIONS } from '../../../src/engine/rules/mcr/options.ts';
import { GD_OPTIONS } from '../../../src/engine/rules/guangdong/options.ts';
import { getRuleset } from '../../../src/engine/rules/index.ts';

const TABLES: Record<string, OptionTable> = { fuzhou: FUZHOU_OPTIONS, 'fuzhou-144': FUZHOU_144_OPTIONS, mcr: MCR_OPTIONS, guangdong: GD_OPTIONS };
const PROBES: unknown[] = [true, false, 0, -0, 1, 2, 4, 8, 15, 16, -1, 1.5, 2 ** 53, Number.NaN, '1', '', 'cap', 'dealer', 'nope', null, undefined, [], {}];

/** The same outcome, by hand or by the schema: the options as made (JSON keeps the key order), or refused. */
function agree(table: OptionTable, input: unknown): void {
  const byHand = optionsByHand(table, input);
  const bySchema = optionsSchema(table).safeParse(input);
  if (byHand === null) return;
  expect(bySchema.success, JSON.stringify(input)).toBe(true);
  expect(JSON.stringify(byHand)).toBe(JSON.stringify(bySchema.data));
  const data = bySchema.data as Record<string, unknown>;
  for (const [id, value] of Object.entries(byHand)) expect(Object.is(value, data[id]), id).toBe(true);
}

for (const [name, table] of Object.entries(TABLES)) {
  describe(`${name}: options by hand`, () => {
    const ids = Object.keys(table);

    it('takes the defaults and every listed value as the schema does, and no less', () => {
      expect(optionsByHand(table, {})).toEqual(optionsSchema(table).parse({}));
      for (const id of ids) {
        for (const value of table[id].values) {
          expect(optionsByHand(table, { [id]: value }), `${id}=${String(value)}`).not.toBeNull();
          agree(table, { [id]: value });
        }
      }
    });

    it('never accepts what the schema refuses, for a value of any kind in any option', () => {
      for (const id of ids) for (const value of PROBES) agree(table, { [id]: value });
      // Two options at once, the second wrong or right, and options in another order than the table's.
      for (const value of PROBES) agree(table, { [ids[ids.length - 1]]: value, [ids[0]]: table[ids[0]].default });
    });

    it('leaves to the schema an unknown option, a non-object, and an object that is not plain', () => {
      for (const input of [{ unknown: 1 }, null, 'x', 3, [], new Map(), Object.create({ [ids[0]]: 'nope' })]) {
        expect(optionsByHand(table, input)).toBeNull();
      }
      expect(optionsByHand(table, JSON.parse('{"__proto__": 1}'))).toBeNull();
    });
  });
}

describe('a rule set made from options', () => {
  it('fills the defaults by hand and still names a wrong option through the schema', () => {
    const made = getRuleset('fuzhou', { pinghuMaxFlowers: 7 });
    expect(made.ok && made.ruleset.options).toMatchObject({ pinghuMaxFlowers: 7, goldFlipFlower: 'dealer', idleGold: true });
    const wrong = getRuleset('fuzhou', { pinghuMaxFlowers: 16 });
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.problem).toMatchObject({ path: ['options', 'pinghuMaxFlowers'], code: 'too-big' });
  });
});
