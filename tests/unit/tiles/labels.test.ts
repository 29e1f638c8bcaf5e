// Screen-reader names: every tile named in both languages, distinct, with the glossary's words.
import { describe, expect, it } from 'vitest';
import { ALL_TILES, tile } from '../../../src/engine/tiles/index.ts';
import { tileLabel } from '../../../src/components/tiles/label.ts';
import tilesNamespace from '../../../src/i18n/tiles.ts';
import { catalogue } from '../../../src/i18n/catalogue.ts';

describe('tile labels', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`names all 42 tiles differently in ${lang}`, () => {
      const labels = ALL_TILES.map((t) => tileLabel(lang, t));
      expect(new Set(labels).size).toBe(42);
      for (const l of labels) expect(l).not.toMatch(/^tiles\.|\{/);
    });
  }

  it('uses the glossary words', () => {
    const cases: [string, string, string][] = [
      ['5p', '5 Dots', '五筒'],
      ['1p', '1 Dot', '一筒'],
      ['9m', '9 Characters', '九万'],
      ['3s', '3 Bamboo', '三索'],
      ['1z', 'East wind', '东风'],
      ['4z', 'North wind', '北风'],
      ['5z', 'White dragon', '白板'],
      ['6z', 'Green dragon', '发财'],
      ['7z', 'Red dragon', '红中'],
      ['1f', 'Plum (flower 1)', '梅'],
      ['2f', 'Orchid (flower 2)', '兰'],
      ['5f', 'Spring (season 1)', '春'],
      ['8f', 'Winter (season 4)', '冬'],
    ];
    for (const [code, en, zh] of cases) {
      expect(tileLabel('en', tile(code))).toBe(en);
      expect(tileLabel('zh', tile(code))).toBe(zh);
    }
  });

  it('writes Chinese labels in simplified characters', () => {
    const zh = ALL_TILES.map((t) => tileLabel('zh', t)).join('');
    expect(zh).not.toMatch(/[萬東發蘭風紅]/);
  });

  it('appends states', () => {
    const p5 = tile('5p');
    // A wild is named by its table's word; with no table known, by the shared one.
    expect(tileLabel('en', p5, { gold: true, words: 'fuzhou' })).toBe('5 Dots, gold');
    expect(tileLabel('zh', p5, { gold: true, words: 'fuzhou-144' })).toBe('五筒（金）');
    expect(tileLabel('zh', tile('7z'), { gold: true, words: 'guangdong' })).toBe('红中（鬼牌）');
    expect(tileLabel('en', tile('7z'), { gold: true, words: 'guangdong' })).toBe('Red dragon, wild');
    expect(tileLabel('en', p5, { gold: true })).toBe('5 Dots, wild');
    expect(tileLabel('zh', p5, { gold: true })).toBe('五筒（万能牌）');
    expect(tileLabel('en', p5, { sideways: true })).toBe('5 Dots, claimed');
    expect(tileLabel('en', p5, { dimmed: true, gold: true, words: 'fuzhou' })).toBe('5 Dots, gold, dead');
    expect(tileLabel('zh', p5, { dimmed: true, gold: true, words: 'fuzhou' })).toBe('五筒（金、死牌）');
    expect(tileLabel('en', p5, { back: true })).toBe('face-down tile');
    expect(tileLabel('zh', p5, { back: true })).toBe('牌背');
  });

  it('is registered in the catalogue with the same keys in both languages', () => {
    expect(catalogue).toContain(tilesNamespace);
    expect(Object.keys(tilesNamespace.messages.zh).sort()).toEqual(Object.keys(tilesNamespace.messages.en).sort());
  });
});
