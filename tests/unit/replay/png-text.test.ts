// The picture's text: user text wrapped to the width in at most so many lines (cut with an
// ellipsis past them), and stripped of bidirectional overrides so a name cannot reverse its line.
import { describe, expect, it } from 'vitest';
import { isolate, wrapText } from '../../../src/components/replay/png.ts';

// Every character 10 units wide.
const measure = (s: string) => [...s].length * 10;

describe('wrapText', () => {
  it('breaks between words', () => {
    expect(wrapText(measure, 'one two three', 80, 3)).toEqual(['one two', 'three']);
  });
  it('breaks a run with no spaces anywhere (a long name, Chinese text)', () => {
    expect(wrapText(measure, '福州麻将十周年纪念大赛', 50, 3)).toEqual(['福州麻将十', '周年纪念大', '赛']);
  });
  it('cuts a 10,000-character title to two lines, the last ending in an ellipsis', () => {
    const lines = wrapText(measure, 'x'.repeat(10_000), 100, 2);
    expect(lines).toEqual(['x'.repeat(10), `${'x'.repeat(9)}…`]);
  });
  it('drops right-to-left overrides and embeddings', () => {
    expect(wrapText(measure, 'Mei\u202eoreh\u202c · East', 1000, 1)).toEqual(['Meioreh · East']);
  });
  it("keeps the isolates that wrap a player's text", () => {
    expect(wrapText(measure, `East · ${isolate('שרה')} · +12`, 1000, 1)).toEqual(['East · \u2068שרה\u2069 · +12']);
  });
});

describe('isolate', () => {
  it('wraps a name in first-strong isolate marks after dropping its own controls', () => {
    expect(isolate('Mei\u202eoreh\u202c')).toBe('\u2068Meioreh\u2069');
    expect(isolate('a\u2067b\u2069\u2069c')).toBe('\u2068abc\u2069');
  });
});
