// Logs built to break the reader: event types named after built-in object members, and
// free-form fields nested or filled without end. Each is a clear, positioned problem; nothing throws.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyText } from '../../../src/engine/index.ts';
import { fzmj, TIMEOUT } from '../cli/bin.ts';

const text = readFileSync(join(import.meta.dirname, '../../../content/deals/gold-grab.json'), 'utf8');

describe('hostile deal logs', () => {
  it.each(['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'])('an event of type "%s" is invalid at its index, not a crash', (type) => {
    const doc = JSON.parse(text);
    doc.events[5] = { type, seat: 0 };
    const verdict = verifyText(JSON.stringify(doc));
    expect(verdict.status).toBe('invalid');
    if (verdict.status === 'invalid') expect(verdict.problem.path.slice(0, 2)).toEqual(['events', 5]);
  });

  it('bounds the depth and the size of free-form fields', () => {
    const deep = text.replace('"meta": {', `"meta": {"x": ${'['.repeat(20_000)}${']'.repeat(20_000)},`);
    // Refused while reading (issue 21), so the path names the field inside meta where it happens.
    expect(verifyText(deep)).toMatchObject({ status: 'invalid', problem: { path: ['meta', 'x'], code: 'too-deep' } });
    const wide = text.replace('"meta": {', `"meta": {"x": [${new Array(20_001).fill(0).join(',')}],`);
    expect(verifyText(wide)).toMatchObject({ status: 'invalid', problem: { path: ['meta'], code: 'too-many-values' } });
    const seat = JSON.parse(text);
    seat.seats[2] = { name: 'Hua', notes: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) };
    expect(verifyText(JSON.stringify(seat))).toMatchObject({ status: 'invalid', problem: { path: ['seats', 2], code: 'too-deep' } });
    // Within the bounds, free-form fields are the log's own business.
    const fine = JSON.parse(text);
    fine.meta.x = { y: [1, 2, { z: 'ok' }] };
    expect(verifyText(JSON.stringify(fine)).status).toBe('consistent');
  });

  it(
    'the command line reports such a file against its name and goes on to the next',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fzmj-hostile-'));
      const doc = JSON.parse(text);
      doc.events[5] = { type: 'toString', seat: 0 };
      writeFileSync(join(dir, 'a.json'), JSON.stringify(doc));
      writeFileSync(join(dir, 'b.json'), text);
      const r = await fzmj(['verify', dir]);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/a\.json: invalid: events\[5\]\.type/);
      expect(r.stdout).toMatch(/b\.json: consistent/);
      expect(r.stderr).toBe('');
    },
    TIMEOUT,
  );
});

describe('work bounded by the input', () => {
  it('a 20 MB tile string is refused by its length, at once', async () => {
    const { readSituationInput } = await import('../../../src/engine/index.ts');
    const parsed = readSituationInput({ ruleset: 'fuzhou', gold: '5p', concealed: '1m'.repeat(10_000_000), winningTile: '1m', winBy: 'self-draw' });
    expect(parsed.ok === false && [parsed.problems[0].path, parsed.problems[0].code]).toEqual([['concealed'], 'notation.too-long']);
  });
  it('a wall written tile by tile with spaces still reads', () => {
    const doc = JSON.parse(text);
    doc.wall = doc.wall
      .match(/\d+[mpszf]/g)
      .flatMap((run: string) => [...run.slice(0, -1)].map((d) => `${d}${run.at(-1)}`))
      .join(' ');
    expect(doc.wall.length).toBeGreaterThan(360);
    expect(verifyText(JSON.stringify(doc)).status).toBe('consistent');
  });
});

describe('long arrays of wrong elements (found by npm run fuzz)', () => {
  const doc = () => JSON.parse(text);
  it.each([
    [
      '200,000 recorded items that are not items',
      (d: Record<string, any>) => (d.result.breakdown.items = d.result.breakdown.items.concat(new Array(200_000).fill([0]))),
      ['result', 'breakdown', 'items', 7],
      'wrong-type',
    ],
    ['200,000 annotations', (d: Record<string, any>) => (d.annotations = new Array(200_000).fill(0)), ['annotations'], 'too-big'],
    ['200,000 other winners', (d: Record<string, any>) => (d.result.alsoWon = new Array(200_000).fill(0)), ['result', 'alsoWon'], 'too-big'],
    ['200,000 options', (d: Record<string, any>) => (d.options = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`o${i}`, [0]]))), ['options'], 'too-many-values'],
  ])('%s: a problem naming the place, not a stack overflow', (_, damage, path, code) => {
    const d = doc();
    damage(d);
    // The gold-grab log records seven items, so the first added one is items[7].
    expect(verifyText(JSON.stringify(d))).toMatchObject({ status: 'invalid', problem: { path, code } });
  });
  it('200,000 sound items still read (a mismatch, not refused)', () => {
    const d = doc();
    d.result.breakdown.items = d.result.breakdown.items.concat(new Array(200_000).fill({ id: '', points: 0 }));
    expect(verifyText(JSON.stringify(d)).status).toBe('mismatch');
  });
});
