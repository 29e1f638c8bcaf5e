// defineRuleset fills in the usual table, so a rule set states only how it differs: what it leaves
// out comes from USUAL, what it states wins, its options are checked and listed from its table,
// and its deal machine is handed the finished rule set.
import { describe, expect, it } from 'vitest';
import { defineRuleset, type RulesetParts, USUAL } from '../../../src/engine/rules/define.ts';
import { optionTable } from '../../../src/engine/rules/option-table.ts';
import { ruleset } from '../../../src/engine/rules/index.ts';
import type { Ruleset } from '../../../src/engine/rules/types.ts';

const OPTIONS = optionTable({ cap: { ruling: 1, values: [8, 4], default: 8 } });

function parts(seen: { ruleset?: Ruleset }, extra: Partial<RulesetParts> = {}): RulesetParts {
  return {
    wins: ['only'],
    situationForm: [],
    situationJson: () => ({}),
    analyse: () => ({ short: 0, waits: [], size: 14 }),
    readings: () => [],
    parseSituation: () => ({ ok: false, problem: { path: [], code: 'x', params: {} } }),
    checkSituation: () => [],
    score: () => ({ ok: false, reason: 'incomplete' }),
    deal: (_setup, finished) => {
      seen.ruleset = finished;
      return {} as ReturnType<Ruleset['deal']>;
    },
    ...extra,
  };
}

describe('defineRuleset', () => {
  it('fills what a rule set leaves out with the usual table', () => {
    const made = defineRuleset({ name: 'plain', order: 99, options: OPTIONS, create: () => parts({}) }).make({});
    if (!made.ok) throw new Error('not made');
    const r = made.ruleset;
    expect([r.handSize, r.meldsToWin, r.wilds, r.winBy, r.scenarios, r.words]).toEqual([13, 4, { kind: 'none' }, ['self-draw', 'discard', 'rob-kong'], [], 'plain']);
    expect(r.claims).toEqual({ melds: ['chow', 'pong', 'kong'], rank: { win: 3, kong: 2, pong: 2, chow: 1 }, multipleWinners: false });
    expect(r.copies.reduce((a, b) => a + b, 0)).toBe(136);
    expect(r.handKinds).toHaveLength(34);
    expect(r.isFlower(34)).toBe(false);
    expect(r.options).toEqual({ cap: 8 });
    expect(r.optionSpecs).toEqual([{ id: 'cap', ruling: 1, values: [8, 4], default: 8 }]);
  });

  it('keeps what a rule set states, and hands its deal machine the finished rule set', () => {
    const seen: { ruleset?: Ruleset } = {};
    const made = defineRuleset({ name: 'big', order: 99, options: OPTIONS, create: () => parts(seen, { handSize: 16, meldsToWin: 5 }) }).make({ cap: 4 });
    if (!made.ok) throw new Error('not made');
    made.ruleset.deal({} as never);
    expect(seen.ruleset).toBe(made.ruleset);
    expect([made.ruleset.handSize, made.ruleset.meldsToWin, made.ruleset.options.cap]).toEqual([16, 5, 4]);
  });

  it('refuses options its table does not allow, before making anything', () => {
    let created = 0;
    const definition = defineRuleset({
      name: 'x',
      order: 99,
      options: OPTIONS,
      create: () => {
        created++;
        return parts({});
      },
    });
    expect(definition.make({ cap: 5 }).ok).toBe(false);
    expect(definition.make({ other: 1 }).ok).toBe(false);
    expect(created).toBe(0);
  });

  it('leaves mcr and guangdong stating only what differs: their values are still theirs', () => {
    expect(ruleset('mcr').copies.reduce((a, b) => a + b, 0)).toBe(144);
    expect(ruleset('guangdong').claims).toEqual({ ...USUAL.claims, melds: ['pong', 'kong'], multipleWinners: true });
    expect(ruleset('guangdong').winBy).toEqual(['self-draw', 'rob-kong']);
    expect([ruleset('fuzhou').handSize, ruleset('fuzhou-144').meldsToWin, ruleset('fuzhou').claims.rank.kong]).toEqual([16, 5, 3]);
  });
});
