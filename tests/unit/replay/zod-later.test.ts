// The replay page's first load has no zod (issue 28): the engine reads a right deal by hand, and
// asks for the zod parts of its checks only for a wrong or unusual one, which the page then loads.
// Here the engine gets the browser's loader, as a browser build gives it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadDeal, loadDealChecked } from '../../../src/components/replay/load.ts';
import { getRuleset } from '../../../src/engine/rules/index.ts';
import { ZodPartsMissing } from '../../../src/engine/schema/zod-missing.ts';
import { sampleDoc } from './fixtures.ts';

vi.mock('#engine/zod-parts', () => import('../../../src/engine/schema/zod-loader.browser.ts'));

const DEALS = join(import.meta.dirname, '../../../content/deals');
const samples = readdirSync(DEALS).filter((f) => f.endsWith('.json'));

// In this order: the parts are not in until a check asks for them, and stay in after.
describe('the zod parts, loaded when a check needs them', () => {
  it('every bundled deal opens without them: the teaching deals, a second winner, every rule set', () => {
    expect(samples.length).toBeGreaterThan(20);
    for (const file of samples) {
      const loaded = loadDeal(readFileSync(join(DEALS, file), 'utf8'), 'sample');
      expect(loaded.ok && loaded.deal.problem, file).toBeNull();
      expect(loaded.ok && loaded.deal.verdict.status, file).toBe('consistent');
    }
    // Options a log may name, right ones, are read by hand too.
    expect(getRuleset('fuzhou', { pinghuMaxFlowers: 3, idleGold: false }).ok).toBe(true);
  });

  it('a wrong deal asks for them; opened through loadDealChecked it says what the schema says', async () => {
    const text = JSON.stringify({ ...sampleDoc('final-sweep'), streak: 1001 });
    expect(() => loadDeal(text, 'paste')).toThrow(ZodPartsMissing);
    expect(() => getRuleset('fuzhou', { idleGold: 'maybe' })).toThrow(ZodPartsMissing);
    const loaded = await loadDealChecked(text, 'paste');
    expect(loaded).toMatchObject({ ok: false, problem: { path: ['streak'], code: 'too-big' } });
    // In now: read at once, the same answer.
    expect(loadDeal(text, 'paste')).toEqual(loaded);
    expect(getRuleset('fuzhou', { idleGold: 'maybe' })).toMatchObject({ ok: false, problem: { path: ['options', 'idleGold'] } });
  });
});
