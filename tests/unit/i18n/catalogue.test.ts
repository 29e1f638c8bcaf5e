// Every user-visible string exists in both languages, and placeholders match between them.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/i18n/catalogue.ts';
import { t } from '../../../src/i18n/index.ts';

// `{hu}`, `{hu.discard}`, `{hu.rob-kong}` are the rule set's own win words (Chinese only), filled by t(), no parameter.
const placeholders = (m: unknown) =>
  typeof m === 'string'
    ? [...m.matchAll(/\{(\w+)\}/g)]
        .map((x) => x[1])
        .filter((x) => x !== 'hu')
        .sort()
    : null;

describe('i18n catalogue', () => {
  for (const { name, messages } of catalogue) {
    it(`namespace "${name}" has the same keys in zh and en, with the same placeholders`, () => {
      expect(Object.keys(messages.zh).sort()).toEqual(Object.keys(messages.en).sort());
      for (const key of Object.keys(messages.en)) {
        const en = placeholders(messages.en[key]);
        const zh = placeholders(messages.zh[key]);
        if (en && zh) expect(zh, `${name}.${key}`).toEqual(en);
        expect(String(typeof messages.zh[key] === 'function' ? 'fn' : messages.zh[key]).trim(), `${name}.${key}`).not.toBe('');
      }
    });
  }
  it('fills placeholders and shows an unknown key rather than failing', () => {
    expect(t('en', 'engine.problem.unknown-field', { field: 'x' })).toBe('unknown field "x"');
    expect(t('zh', 'engine.problem.unknown-field', { field: 'x' })).toBe('未知字段“x”');
    expect(t('en', 'no.such.key')).toBe('no.such.key');
  });
});
