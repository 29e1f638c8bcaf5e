// The checked door, rule set by rule set: `readSituation` refuses what cannot happen at the table,
// naming the field, in both languages; the rule set's `parseSituation` only reads (the same JSON
// parses). And only the door and the deal machines may mark a situation checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSituation, ruleset } from '../../../src/engine/index.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';

/** The door's first problem for this JSON, after making sure the rule set's own parser reads it. */
function refused(name: string, json: Record<string, unknown>) {
  const rules = ruleset(name);
  // Parsing alone accepts it: the fields and the notation are fine, the hand is what cannot be.
  expect(rules.parseSituation(json).ok).toBe(true);
  const read = readSituation(rules, json);
  if (read.ok) throw new Error('the door let an impossible situation through');
  return read.problems[0];
}

describe('fuzhou', () => {
  it('five 1m in the hand: the wall has four', () => {
    // 11111m 234m 567m 123p 999s: seventeen tiles, one copy too many.
    const problem = refused('fuzhou', { ruleset: 'fuzhou', gold: '5p', concealed: '11111m234m567m123p999s', winningTile: '9s', winBy: 'self-draw' });
    expect(problem).toEqual({ path: ['concealed'], code: 'too-many-copies', params: { tile: '1m', count: 5, max: 4 } });
    expect(problemMessage('en', problem)).toBe('concealed: 5 copies of 1m; the wall has only 4');
    expect(problemMessage('zh', problem)).toBe('concealed: 1m 有 5 张，但整副牌只有 4 张');
  });

  it('four golds held: one of the four 5p is the face-up indicator, so three are in play', () => {
    const problem = refused('fuzhou', { ruleset: 'fuzhou', gold: '5p', concealed: '5555p123m456m789m11s23s', winningTile: '3s', winBy: 'self-draw' });
    expect(problem).toEqual({ path: ['concealed'], code: 'too-many-golds', params: { tile: '5p', count: 4, max: 3 } });
    // In the table's own words, the gold and its indicator; said by a caller that knows no table, the wild.
    expect(problemMessage('en', problem, 'fuzhou')).toMatch(/^concealed: 4 copies of the gold 5p; only 3 are in play/);
    expect(problemMessage('zh', problem, 'fuzhou')).toMatch(/^concealed: 金 5p 有 4 张，但场上只有 3 张/);
    expect(problemMessage('en', problem)).toBe('concealed: 4 copies of the wild tile 5p; only 3 are in play');
  });
});

describe('fuzhou-144', () => {
  it('four golds held on a self-draw: refused as at the house table', () => {
    const problem = refused('fuzhou-144', { ruleset: 'fuzhou-144', gold: '5p', concealed: '5555p123m456m789m11s23s', winningTile: '3s', winBy: 'self-draw' });
    expect(problem).toMatchObject({ path: ['concealed'], code: 'too-many-golds', params: { count: 4, max: 3 } });
  });

  it('a gold discarded earlier, at a table where a gold is never discarded', () => {
    const problem = refused('fuzhou-144', { ruleset: 'fuzhou-144', gold: '5p', concealed: '123m456m789m123p789p1s5p', winningTile: '1s', winBy: 'self-draw', goldDiscarded: true });
    expect(problem).toEqual({ path: ['goldDiscarded'], code: 'gold-not-discardable', params: {} });
  });
});

describe('mcr', () => {
  it('five 1m in the hand: the wall has four', () => {
    // 11111m 234m 567m 99s: fourteen tiles.
    const problem = refused('mcr', { ruleset: 'mcr', concealed: '11111m234m567m99s', winningTile: '9s', winBy: 'discard' });
    expect(problem).toEqual({ path: ['concealed'], code: 'too-many-copies', params: { tile: '1m', count: 5, max: 4 } });
    expect(problemMessage('zh', problem)).toBe('concealed: 1m 有 5 张，但整副牌只有 4 张');
  });

  it('the fifth copy in a meld is named by the meld', () => {
    const problem = refused('mcr', { ruleset: 'mcr', concealed: '1m234m567m99s', melds: [{ type: 'kong', tiles: '1111m' }], winningTile: '9s', winBy: 'discard' });
    expect(problem).toMatchObject({ path: ['melds', 0, 'tiles'], code: 'too-many-copies', params: { count: 5 } });
  });
});

describe('guangdong', () => {
  it('five 1m in the hand: the wall has four', () => {
    const problem = refused('guangdong', { ruleset: 'guangdong', concealed: '11111m234m567m99s', winningTile: '9s', winBy: 'self-draw' });
    expect(problem).toEqual({ path: ['concealed'], code: 'too-many-copies', params: { tile: '1m', count: 5, max: 4 } });
  });

  it('a Red dragon ponged: the wild is never melded', () => {
    const problem = refused('guangdong', { ruleset: 'guangdong', concealed: '123m456m789m99s', melds: [{ type: 'pong', tiles: '777z' }], winningTile: '9s', winBy: 'self-draw' });
    expect(problem).toMatchObject({ path: ['melds', 0, 'tiles'], code: 'wild-meld' });
  });
});

describe('who marks a situation checked', () => {
  const src = join(import.meta.dirname, '../../../src');
  const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));

  it('the door and the deal machines, nobody else', () => {
    const marking = files(src)
      .filter((f) => /\.(ts|svelte|astro)$/.test(f) && /\basChecked\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f).split('\\').join('/'));
    const allowed = (f: string) => f.startsWith('engine/situation/') || /^engine\/rules\/[^/]+\/game\/wins\.ts$/.test(f);
    expect(marking.filter((f) => !allowed(f))).toEqual([]);
    // The door itself is among those found: the search finds what it looks for.
    expect(marking).toContain('engine/situation/read.ts');
  });
});
