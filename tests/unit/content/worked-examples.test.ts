// Every worked example in the rules content is scored by the engine; the numbers the prose claims
// (its `expect`) must be what the engine computes, in both languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCORE_FENCE, workedExample } from '../../../src/markdown/remark-score.ts';
import { rulesetNames } from '../../../src/engine/index.ts';
import { DEAL_FENCE, workedDeal } from '../../../src/markdown/remark-deal.ts';

const root = join(import.meta.dirname, '../../../content');
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : []));
}
const fence = new RegExp(`^\`\`\`${SCORE_FENCE}\\s*\\n([\\s\\S]*?)^\`\`\``, 'gm');
const examples = markdownFiles(root).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(fence)].map((m, i) => ({ file: file.slice(root.length + 1), i, source: m[1] })));

describe('worked examples in the rules content', () => {
  it.each(rulesetNames())('there are at least four in the scoring section of %s, in each language', (ruleset) => {
    for (const lang of ['en', 'zh']) expect(examples.filter((e) => e.file === `rules/${ruleset}/${lang}/scoring.md`).length).toBeGreaterThanOrEqual(4);
  });
  it.each(rulesetNames())('the examples of %s are scored by that rule set', (ruleset) => {
    const own = examples.filter((e) => e.file.startsWith(`rules/${ruleset}/`));
    for (const e of own) expect(JSON.parse(e.source).ruleset, e.file).toBe(ruleset);
  });
  it.each(examples.map((e) => [`${e.file} #${e.i + 1}`, e] as const))('%s: the prose and the engine agree', (_, e) => {
    const example = workedExample(e.source, 'en');
    if (!example.ok) throw new Error(example.message);
    expect(Object.keys(example.expect).length, 'every example states its numbers').toBeGreaterThan(0);
    expect(example.wrong).toEqual([]);
  });
});

const dealFence = new RegExp(`^\`\`\`${DEAL_FENCE}\\s*\\n([\\s\\S]*?)^\`\`\``, 'gm');
const deals = markdownFiles(root).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(dealFence)].map((m, i) => ({ file: file.slice(root.length + 1), i, source: m[1] })));

describe('worked settlements of sample deals in the rules content', () => {
  it('there are some', () => expect(deals.length).toBeGreaterThanOrEqual(6));
  it.each(deals.map((e) => [`${e.file} #${e.i + 1}`, e] as const))('%s: the prose and the replayed deal agree', (_, e) => {
    const deal = workedDeal(e.source);
    if (!deal.ok) throw new Error(deal.message);
    expect(deal.expect.deltas, 'every settlement states its score changes').toHaveLength(4);
    expect(deal.wrong).toEqual([]);
  });
  it('catches prose that claims wrong score changes', () => {
    const deal = workedDeal('{ "sample": "guangdong-rob-two", "expect": { "deltas": [0, -2, 1, 1] } }');
    expect(deal.ok && deal.wrong.length).toBe(1);
  });
});

describe('the check itself', () => {
  it('catches prose that claims a wrong total', () => {
    const source = JSON.stringify({ ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m12s456s99p5p', winningTile: '9p', winBy: 'self-draw', streak: 3, expect: { win: 'pinghu', total: 17 } });
    const example = workedExample(source, 'en');
    expect(example.ok && example.wrong).toEqual(['total: 17 ≠ 18']);
  });
});
