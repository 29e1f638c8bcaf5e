// A file that is no deal log is named for what it is: a binary file (a picture) is no text, a JSON
// file without a "format" line is not a deal log. Neither message quotes a stray byte or a null.
import { describe, expect, it } from 'vitest';
import { parseDealLog } from '../../../src/engine/index.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';

/** A PNG's first bytes as the browser's File.text() reads them: 0x89 is no UTF-8, so U+FFFD. */
const PNG_AS_TEXT = '\uFFFDPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR';

describe('files that are no deal', () => {
  it('a picture read as text is "not a text file", not bad JSON at its first byte', () => {
    const parsed = parseDealLog(PNG_AS_TEXT);
    expect(parsed).toMatchObject({ ok: false, problem: { code: 'not-text', path: [] } });
    if (parsed.ok) return;
    const en = problemMessage('en', parsed.problem);
    expect(en).toContain('not a text file');
    expect(en).not.toContain('\uFFFD');
    expect(problemMessage('zh', parsed.problem)).toContain('不是文本文件');
  });

  it('JSON without "format" is "not a deal log", naming the format, with no field path and no null', () => {
    for (const text of ['{"volume": 3}', '[1, 2]', '"hello"']) {
      const parsed = parseDealLog(text);
      expect(parsed, text).toMatchObject({ ok: false, problem: { code: 'not-a-deal', path: [] } });
      if (parsed.ok) continue;
      const en = problemMessage('en', parsed.problem);
      expect(en).toBe('this is a JSON file, but not a deal log: a deal log is a JSON object starting with "format": "fuzhou-mahjong-deal"');
      expect(en).not.toContain('null');
    }
  });

  it('a deal log of another format still names the format it has', () => {
    const parsed = parseDealLog('{"format": "other-game", "version": 1}');
    expect(parsed).toMatchObject({ ok: false, problem: { code: 'wrong-format', path: ['format'] } });
  });
});
