// The command line's quoting and JSON error positions, in process; expected values by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/cli/io.ts';
import { clip, clipAround, cleanName, jsonSyntaxError, printable, safeProblem } from '../../../src/cli/text.ts';

describe('quoting input', () => {
  it('clip keeps at most 60 characters, the last one an ellipsis when cut', () => {
    expect(clip('short')).toBe('short');
    expect(clip('a'.repeat(60))).toBe('a'.repeat(60));
    expect(clip('a'.repeat(61))).toBe(`${'a'.repeat(59)}…`);
  });

  it('clipAround keeps the place pointed at in view', () => {
    const text = '0123456789'.repeat(10); // 100 characters
    // Around index 50: 30 before it, ellipses at both ends, 60 characters in all.
    const middle = clipAround(text, 50);
    expect(middle).toBe(`…${text.slice(21, 79)}…`);
    expect(middle).toHaveLength(60);
    expect(clipAround(text, 0)).toBe(`${text.slice(0, 59)}…`);
    expect(clipAround(text, 99)).toBe(`…${text.slice(41)}`);
  });

  it('control characters are shown as escapes in quotes and removed from names', () => {
    expect(printable('a\u001b[2Jb\tc\n')).toBe('a\\u001b[2Jb\\tc\\n');
    expect(printable('\u202eevil\u2066')).toBe('\\u202eevil\\u2066');
    expect(printable('福州 mahjong')).toBe('福州 mahjong');
    expect(cleanName('Mei\u001b[31m\u202e\u0085')).toBe('Mei[31m');
  });

  it("safeProblem cuts a notation problem's text around its position and every echoed field to 60", () => {
    const text = `${'1m'.repeat(1000)}x${'2p'.repeat(1000)}`;
    // The "x" is at index 2000, position 2001 as messages count.
    const safe = safeProblem({ path: ['concealed'], code: 'notation.bad-character', params: { char: 'x', position: 2001, text } });
    expect(safe.params.position).toBe(2001);
    expect(safe.params.text).toBe(`…${text.slice(1971, 2029)}…`);
    expect(String(safe.params.text)).toContain('1mx2p');
    const field = 'f'.repeat(500);
    const unknown = safeProblem({ path: [field], code: 'unknown-field', params: { field } });
    expect(unknown.path).toEqual([`${'f'.repeat(59)}…`]);
    expect(unknown.params.field).toBe(`${'f'.repeat(59)}…`);
  });
});

describe('where JSON breaks', () => {
  it.each([
    ['{"a": x}', { kind: 'unexpected', token: 'x', line: 1, column: 7 }],
    ['{"a": 1,}', { kind: 'unexpected', token: '}', line: 1, column: 9 }],
    ['{\n  "a": [1,\n  2 x]}', { kind: 'unexpected', token: 'x', line: 3, column: 5 }],
    ['[1, 2', { kind: 'end', line: 1, column: 6 }],
    ['', { kind: 'end', line: 1, column: 1 }],
    ['{"a": 1}}', { kind: 'unexpected', token: '}', line: 1, column: 9 }],
    ['{"a" 1}', { kind: 'unexpected', token: '1', line: 1, column: 6 }],
    ['{a: 1}', { kind: 'unexpected', token: 'a', line: 1, column: 2 }],
    ['{"a": "b\u0001"}', { kind: 'unexpected', token: '\\u0001', line: 1, column: 9 }],
    ['{"a": tru}', { kind: 'unexpected', token: '}', line: 1, column: 10 }],
    ['{"a": 01}', { kind: 'unexpected', token: '1', line: 1, column: 8 }],
    ['{"a": "\\q"}', { kind: 'unexpected', token: 'q', line: 1, column: 9 }],
    ['\r\n\r\n  @', { kind: 'unexpected', token: '@', line: 3, column: 3 }],
    ['{"😀": 1, "b": ?}', { kind: 'unexpected', token: '?', line: 1, column: 16 }],
  ] as const)('%j', (text, expected) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonSyntaxError(text)).toEqual(expected);
  });

  it('a text a million levels deep does not overflow the stack', () => {
    const text = `${'['.repeat(1_000_000)}x`;
    expect(jsonSyntaxError(text)).toEqual({ kind: 'unexpected', token: 'x', line: 1, column: 1_000_001 });
  }, 60_000);

  it('any JSON cut short or given a stray character is located exactly there', () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 3 }), fc.nat(), (json, at) => {
        // Cut before the end: if that is still JSON (a number cut shorter), there is nothing to find.
        const cut = json.slice(0, at % json.length);
        let valid = true;
        try {
          JSON.parse(cut);
        } catch {
          valid = false;
        }
        if (!valid) {
          const found = jsonSyntaxError(cut);
          const lines = cut.split('\n');
          // Where it breaks is never past the end of the text.
          expect(found.line).toBeLessThanOrEqual(lines.length);
          if (found.line === lines.length) expect(found.column).toBeLessThanOrEqual(lines[lines.length - 1].length + 1);
        }
        // A "#" appended after a whole document is the error, just past its end.
        const stray = jsonSyntaxError(`${json}#`);
        const lines = json.split('\n');
        expect(stray).toEqual({ kind: 'unexpected', token: '#', line: lines.length, column: lines[lines.length - 1].length + 1 });
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});

describe('decoding', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);
  it('drops a UTF-8 byte-order mark and reads UTF-8', () => {
    expect(decode(bytes(0xef, 0xbb, 0xbf, 0x7b, 0x7d))).toEqual({ kind: 'text', text: '{}' });
    expect(decode(Buffer.from('{"name": "福州"}'))).toEqual({ kind: 'text', text: '{"name": "福州"}' });
    expect(decode(bytes())).toEqual({ kind: 'text', text: '' });
  });
  it('names UTF-16 and UTF-32 by their marks or their zero bytes', () => {
    expect(decode(bytes(0xff, 0xfe, 0x7b, 0x00))).toEqual({ kind: 'encoding', encoding: 'UTF-16LE' });
    expect(decode(bytes(0xfe, 0xff, 0x00, 0x7b))).toEqual({ kind: 'encoding', encoding: 'UTF-16BE' });
    expect(decode(bytes(0x7b, 0x00, 0x7d, 0x00))).toEqual({ kind: 'encoding', encoding: 'UTF-16LE' });
    expect(decode(bytes(0x00, 0x7b, 0x00, 0x7d))).toEqual({ kind: 'encoding', encoding: 'UTF-16BE' });
    expect(decode(bytes(0xff, 0xfe, 0x00, 0x00, 0x7b, 0, 0, 0))).toEqual({ kind: 'encoding', encoding: 'UTF-32LE' });
    expect(decode(bytes(0x7b, 0, 0, 0))).toEqual({ kind: 'encoding', encoding: 'UTF-32LE' });
    expect(decode(bytes(0, 0, 0, 0x7b))).toEqual({ kind: 'encoding', encoding: 'UTF-32BE' });
  });
});
