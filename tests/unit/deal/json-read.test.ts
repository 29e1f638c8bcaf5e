// The engine's JSON reader refuses while it reads: nesting past the limit stops it a few
// characters in (no tree built), a key named twice is an error naming it, and a situation's
// bad JSON is placed by line and column like a log's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSituationInput, verifyText } from '../../../src/engine/index.ts';
import { MAX_JSON_DEPTH, readJson } from '../../../src/engine/deal/json-read.ts';
import { scanJson } from '../../../src/engine/deal/json-syntax.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';

const text = readFileSync(join(import.meta.dirname, '../../../content/deals/gold-grab.json'), 'utf8');

afterEach(() => vi.restoreAllMocks());

describe('depth is bounded while reading', () => {
  it('10,000,000 nested arrays stop the reader at the 19th bracket, before JSON.parse', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const deep = `${'['.repeat(10_000_000)}${']'.repeat(10_000_000)}`;
    // Levels 1..18 are allowed, so the 19th "[" (offset 18) is the one refused.
    expect(MAX_JSON_DEPTH).toBe(18);
    expect(scanJson(deep, { maxDepth: MAX_JSON_DEPTH })).toMatchObject({ kind: 'too-deep', at: 18 });
    const read = readJson(deep);
    expect(read).toMatchObject({ ok: false, problem: { code: 'too-deep', path: [0, 0] } });
    expect(parse).not.toHaveBeenCalled();
  });

  it('a log whose events[5] is 5,000,000 nested arrays is refused at events[5], without parsing it', () => {
    const doc = JSON.parse(text);
    const cut = JSON.stringify({ ...doc, events: [...doc.events.slice(0, 5), 'HOLE'] });
    const deepText = cut.replace('"HOLE"', `${'['.repeat(5_000_000)}${']'.repeat(5_000_000)}`);
    const parse = vi.spyOn(JSON, 'parse');
    expect(verifyText(deepText)).toMatchObject({ status: 'invalid', problem: { code: 'too-deep', path: ['events', 5] } });
    expect(parse).not.toHaveBeenCalled();
  });

  it('a seat with 16 levels of its own is still read (the free-form limit decides)', () => {
    const doc = JSON.parse(text);
    // seat (1) + notes (2) + 14 more objects = 16 levels inside the seat: within FREE_FORM_LIMITS.
    doc.seats[1] = { name: doc.seats[1].name, notes: JSON.parse(`${'{"a":'.repeat(15)}1${'}'.repeat(15)}`) };
    expect(verifyText(JSON.stringify(doc)).status).toBe('consistent');
  });
});

describe('a key named twice', () => {
  const forged = '"result": {"deltas": [0, 0, 0, 0], "winner": null},';

  it.each([
    ['before the real one', text.replace('"result"', `${forged} "result"`)],
    ['after the real one', text.replace(/\}\s*$/, `, ${forged.slice(0, -1)}}`)],
  ])('a forged "result" %s is an error naming the key', (_, doc) => {
    const verdict = verifyText(doc);
    expect(verdict).toMatchObject({ status: 'invalid', problem: { code: 'duplicate-key', path: ['result'], params: { field: 'result' } } });
    if (verdict.status !== 'invalid') return;
    expect(problemMessage('en', verdict.problem)).toMatch(/"result" appears twice/);
    expect(problemMessage('zh', verdict.problem)).toMatch(/键“result”出现了两次/);
  });

  it('is found inside an event and through escapes', () => {
    const doc = text.replace('"events": [', '"events": [{"type": "draw", "seat": 0, "s\\u0065at": 1, "tile": "1m"},');
    expect(verifyText(doc)).toMatchObject({ status: 'invalid', problem: { code: 'duplicate-key', path: ['events', 0, 'seat'] } });
  });

  it('in a situation too', () => {
    const s = '{"ruleset":"fuzhou","gold":"5p","concealed":"123m456m789m1s5p3s456s5p5p","winningTile":"4s","winBy":"discard","gold":"1m"}';
    expect(readSituationInput(s)).toMatchObject({ ok: false, problems: [{ code: 'duplicate-key', path: ['gold'] }] });
  });
});

describe("the situation parser's bad JSON", () => {
  it('has a line and a column, in both languages', () => {
    // Line 3 is `  "gold": 5p`: ten characters before 5, a number, so "p" at column 12 is the error.
    const parsed = readSituationInput('{\n  "ruleset": "fuzhou",\n  "gold": 5p\n}');
    expect(parsed).toMatchObject({ ok: false, problems: [{ code: 'bad-json', params: { line: 3, column: 12, token: 'p' } }] });
    if (parsed.ok) return;
    expect(problemMessage('en', parsed.problems[0])).toContain('line 3, column 12');
    expect(problemMessage('zh', parsed.problems[0])).toContain('第 3 行第 12 列');
  });

  it('shows a byte-order mark escaped', () => {
    const parsed = readSituationInput('\ufeff{"ruleset":"fuzhou"}');
    expect(parsed).toMatchObject({ ok: false, problems: [{ code: 'bad-json', params: { line: 1, column: 1, token: '\\ufeff' } }] });
    const log = verifyText(`\ufeff${text}`);
    expect(log).toMatchObject({ status: 'invalid', problem: { params: { token: '\\ufeff' } } });
  });
});

describe('a JSON string holding a log is not a log', () => {
  it('is not a deal log to the engine and the viewer, and not a situation ("expected a JSON object") to the command line', async () => {
    const { parseJson } = await import('../../../src/cli/input.ts');
    const quoted = JSON.stringify(text);
    const engine = verifyText(quoted);
    const cli = parseJson(quoted, 'en');
    expect(engine).toMatchObject({ status: 'invalid', problem: { code: 'not-a-deal' } });
    expect(cli).toMatchObject({ ok: false, problem: { code: 'not-an-object' } });
    if (cli.ok) return;
    expect(problemMessage('en', cli.problem)).toBe('expected a JSON object');
    expect(problemMessage('zh', cli.problem)).toBe('应当是一个 JSON 对象');
  });
});

describe('a situation with more melds than a hand holds', () => {
  it('is refused before the schema walks them (200,000 melds overflowed its stack)', () => {
    const melds = new Array(200_000).fill({ type: 'pong', tiles: '777s' });
    const parsed = readSituationInput({ ruleset: 'mcr', concealed: '11m', winningTile: '1m', winBy: 'self-draw', melds });
    // An MCR hand holds four melds at most.
    expect(parsed).toMatchObject({ ok: false, problems: [{ path: ['melds'], code: 'too-many-melds', params: { max: 4 } }] });
    if (!parsed.ok) expect(problemMessage('en', parsed.problems[0])).toBe('melds: a hand holds at most 4 melds');
  });
});

describe('a short text (parsed first, its keys and depth counted after)', () => {
  it('reads strings holding quotes, colons and backslashes as values, not keys', () => {
    // Three keys: "a", "b" and "c"; the strings `x\":` and `\\` only look like keys.
    const doc = '{"a": "x\\": 1", "b": ["\\\\", {"c" : "\\\\\\":"}]}';
    const parse = vi.spyOn(JSON, 'parse');
    expect(readJson(doc)).toEqual({ ok: true, value: { a: 'x": 1', b: ['\\', { c: '\\":' }] } });
    // Parsed once: the keys counted in the text matched the value's, so it was not walked and parsed again.
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('still finds a key named twice, spelled with an escape, at its place', () => {
    const read = readJson('{"x": {"ab": 1, "a\\u0062": 2}}');
    expect(read).toMatchObject({ ok: false, problem: { code: 'duplicate-key', path: ['x', 'ab'], params: { field: 'ab' } } });
  });

  it('still refuses nesting past the limit, with the same place as a long text', () => {
    // 19 levels: the document and 18 inside it, one more than MAX_JSON_DEPTH allows.
    const deep = `{"a": ${'['.repeat(18)}${']'.repeat(18)}}`;
    expect(readJson(deep)).toMatchObject({ ok: false, problem: { code: 'too-deep', path: ['a', 0] } });
    const within = `{"a": ${'['.repeat(17)}${']'.repeat(17)}}`;
    expect(readJson(within).ok).toBe(true);
  });
});
