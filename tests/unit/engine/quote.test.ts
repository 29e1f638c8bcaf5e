// What messages quote of the user's input, shared by the command line and the viewer: at most 60
// characters, no control or bidirectional character left as it is. Expected texts by hand.
import { describe, expect, it } from 'vitest';
import { verifyText } from '../../../src/engine/index.ts';
import { clip, quoteValue, safeJson, safeProblem } from '../../../src/engine/schema/quote.ts';
import { verdictText } from '../../../src/i18n/deal-format.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';
import { sampleDoc } from '../replay/fixtures.ts';

const HUGE = 'I'.repeat(19_000_000);

describe('quoting a value', () => {
  it('a 19 MB string is quoted as its first 59 characters and an ellipsis', () => {
    expect(quoteValue(HUGE)).toBe(`"${'I'.repeat(59)}…"`);
    expect(quoteValue(12)).toBe('12');
    expect(quoteValue(null)).toBe('null');
  });

  it('control and bidirectional characters are escaped, C0, C1 and U+202A–202E, U+2066–2069 alike', () => {
    expect(quoteValue('x\u001b[2J\u202ey')).toBe('"x\\u001b[2J\\u202ey"');
    expect(quoteValue('\u0085\u202a\u2066\u2069')).toBe('"\\u0085\\u202a\\u2066\\u2069"');
    // JSON text without them reads back as the same value.
    const value = { id: 'a\u202eb\u0085c\u2067' };
    expect(safeJson(value)).toBe('{"id":"a\\u202eb\\u0085c\\u2067"}');
    expect(JSON.parse(safeJson(value))).toEqual(value);
  });

  it('a cut never splits a character written as two UTF-16 units', () => {
    expect(clip(`${'a'.repeat(58)}😀😀`)).toBe(`${'a'.repeat(58)}…`);
  });

  it('a quoted field is at most 60 characters once escaped', () => {
    const problem = { path: ['k'.repeat(100)], code: 'unknown-field', params: { field: `\u202e${'k'.repeat(100)}` } };
    expect(safeProblem(problem)).toEqual({ path: [`${'k'.repeat(59)}…`], code: 'unknown-field', params: { field: `\\u202e${'k'.repeat(53)}…` } });
  });
});

describe('verdicts and problems in words', () => {
  it('a recorded item id of 19 MB: the mismatch line is short and quotes 59 characters of it', () => {
    const doc = sampleDoc('robbed-kong');
    doc.result.breakdown.items.push({ id: HUGE, count: 1, points: 0 });
    const verdict = verifyText(doc);
    expect(verdict.status).toBe('mismatch');
    const line = verdictText('en', verdict, ['Mei', 'Lin', 'Hua', 'Jun']);
    const at = doc.result.breakdown.items.length - 1;
    expect(line).toBe(`mismatch: result.breakdown.items[${at}].id: recorded "${'I'.repeat(59)}…", recomputed null`);
    expect(line.length).toBeLessThan(300);
  });

  it('a bidirectional override in an item id is shown escaped, not passed through', () => {
    const doc = sampleDoc('robbed-kong');
    doc.result.breakdown.items.push({ id: 'evil\u202etxt.exe', count: 1, points: 0 });
    const line = verdictText('en', verifyText(doc), []);
    expect(line).toContain('recorded "evil\\u202etxt.exe"');
    expect(line).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('a bad tile 1,000 characters into a tile string: the message quotes 60 characters around it', () => {
    const text = `${'123m'.repeat(250)}x`;
    const message = problemMessage('en', { path: ['events', 0, 'tiles'], code: 'notation.bad-character', params: { char: 'x', position: 1001, text } });
    expect(message).toBe(`events[0].tiles: "x" at position 1001 of "…${text.slice(-59)}" is not part of a tile`);
  });
});
