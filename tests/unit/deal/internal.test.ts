// An exception inside the engine while it applies an event (injected: the rule set's machine is
// wrapped to throw at one event) is an internal error named by its step, in the command line and
// in the viewer, never "unreadable" or a bare file name.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../../src/cli/fzmj.ts';
import { InternalStepError, replayText } from '../../../src/engine/index.ts';
import type { DealLog } from '../../../src/engine/deal/parse.ts';
import { loadDeal, openFailure } from '../../../src/components/replay/load.ts';
import { sampleText } from '../replay/fixtures.ts';

/** The event whose application throws, or null for the engine as it is. */
let failAt: number | null = null;

/** The log with a rule set whose machine throws a TypeError when it applies event `failAt`. */
function faulty(log: DealLog): DealLog {
  const at = failAt;
  if (at === null) return log;
  const real = log.ruleset;
  const deal = (options: Parameters<typeof real.deal>[0]) => {
    const machine = real.deal(options);
    const apply = (state: Parameters<typeof machine.apply>[0], event: Parameters<typeof machine.apply>[1]) => {
      if (event === log.events[at]) throw new TypeError('fields is not iterable');
      return machine.apply(state, event);
    };
    return Object.create(machine, { apply: { value: apply } });
  };
  return { ...log, ruleset: Object.create(real, { deal: { value: deal } }) };
}

vi.mock('../../../src/engine/deal/parse.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/engine/deal/parse.ts')>();
  return {
    ...real,
    parseDealLog: (...args: Parameters<typeof real.parseDealLog>) => {
      const parsed = real.parseDealLog(...args);
      return parsed.log ? { ...parsed, log: faulty(parsed.log) } : parsed;
    },
  };
});

afterEach(() => {
  failAt = null;
});

describe('an exception while applying an event', () => {
  it('the engine throws it as an internal error at that event, its cause kept', () => {
    expect(replayText(sampleText('final-sweep')).ok).toBe(true);
    failAt = 7;
    let thrown: unknown;
    try {
      replayText(sampleText('final-sweep'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InternalStepError);
    expect((thrown as InternalStepError).index).toBe(7);
    expect(((thrown as InternalStepError).cause as Error).message).toBe('fields is not iterable');
  });

  it('fzmj verify reports it against its file and step, as internal, exit 3', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fzmj-internal-')), 'deal.json');
    writeFileSync(file, sampleText('final-sweep'));
    failAt = 7;
    const en = await run(['verify', file, '--lang', 'en']);
    expect(en.code).toBe(3);
    expect(en.stderr).toBe(`fzmj verify: ${file}: internal error while replaying step 8 (events[7]), a fault of fzmj, not of the log: fields is not iterable\n`);
    const zh = await run(['verify', file, '--lang', 'zh']);
    expect(zh.stderr).toBe(`fzmj verify: ${file}: 回放第 8 步（events[7]）时出现内部错误，这是 fzmj 的问题，不是记录的问题：fields is not iterable\n`);
  });

  it('the viewer says internal error and the step, not "unreadable"', () => {
    failAt = 7;
    let thrown: unknown;
    try {
      loadDeal(sampleText('final-sweep'), 'paste');
    } catch (error) {
      thrown = error;
    }
    expect(openFailure('en', thrown)).toBe('An internal error stopped the deal from opening, while replaying step 8 (events[7]): a fault of this site, not of the deal.');
    expect(openFailure('zh', thrown)).toBe('回放第 8 步（events[7]）时出现内部错误，牌局没能打开：这是本站的问题，不是牌局记录的问题。');
    // An exception elsewhere while opening (not while applying an event): internal, without a step.
    expect(openFailure('en', new TypeError('x'))).toBe('An internal error stopped the deal from opening: a fault of this site, not of the deal.');
  });
});
