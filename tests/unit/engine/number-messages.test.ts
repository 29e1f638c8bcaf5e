// Numbers and text the schema refuses are said for what they are, in both languages: a number
// JSON reads as Infinity is "too large" (not "expected number, got number", not "version null"),
// 1.5 is not "a whole number", a name is measured in characters.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSituationInput, verifyText } from '../../../src/engine/index.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';
import type { Problem } from '../../../src/engine/schema/problem.ts';

const text = readFileSync(join(import.meta.dirname, '../../../content/deals/gold-grab.json'), 'utf8');

const logProblem = (doc: string): Problem => {
  const v = verifyText(doc);
  if (v.status !== 'invalid') throw new Error(v.status);
  return v.problem;
};
const words = (p: Problem) => [problemMessage('en', p), problemMessage('zh', p)];

const pinghu = { ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m1s5p3s456s5p5p', winningTile: '4s', winBy: 'discard' };

describe('numbers in a deal log', () => {
  it('streak: 1e309 is too large', () => {
    const p = logProblem(text.replace('"streak": 0', '"streak": 1e309'));
    expect(p).toMatchObject({ path: ['streak'], code: 'number-too-large' });
    const [en, zh] = words(p);
    expect(en).toMatch(/too large/);
    expect(en).not.toMatch(/got number/);
    expect(zh).toMatch(/太大/);
  });
  it('version: 1e309 is too large, not "version null"', () => {
    const p = logProblem(text.replace('"version": 1', '"version": 1e309'));
    expect(p).toMatchObject({ path: ['version'], code: 'number-too-large' });
    for (const w of words(p)) expect(w).not.toMatch(/null/);
  });
  it('streak: 1.5 must be a whole number', () => {
    const p = logProblem(text.replace('"streak": 0', '"streak": 1.5'));
    expect(p).toMatchObject({ path: ['streak'], code: 'not-a-whole-number' });
    const [en, zh] = words(p);
    expect(en).toMatch(/a whole number, not 1\.5/);
    expect(zh).toMatch(/整数/);
  });
  it('a name of 101 characters: at most 100 characters', () => {
    const p = logProblem(text.replace('"name": "Mei"', `"name": "${'M'.repeat(101)}"`));
    expect(p).toMatchObject({ path: ['seats', 0, 'name'], code: 'too-long-text' });
    const [en, zh] = words(p);
    expect(en).toMatch(/at most 100 characters/);
    expect(zh).toMatch(/最多 100 个字符/);
  });
});

describe('numbers in a situation', () => {
  it.each([
    ['1e309', 'number-too-large', /too large/],
    ['1.5', 'not-a-whole-number', /whole number/],
  ])('streak: %s', (value, code, en) => {
    const parsed = readSituationInput(JSON.stringify({ ...pinghu, streak: 0 }).replace('"streak":0', `"streak":${value}`));
    expect(parsed).toMatchObject({ ok: false, problems: [{ path: ['streak'], code }] });
    if (!parsed.ok) expect(problemMessage('en', parsed.problems[0])).toMatch(en);
  });
});
