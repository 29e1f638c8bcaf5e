// Every face, the back and each state render to well-formed SVG, and states really change the drawing.
import { describe, expect, it } from 'vitest';
import { ALL_TILES, tile, tileCode } from '../../../src/engine/tiles/index.ts';
import { FACE_VIEWBOX, tileFaceSvg } from '../../../src/components/tiles/faces.ts';
import { TILE_H, TILE_W, tileDataUrl, tileSvg } from '../../../src/components/tiles/tile.ts';
import { tileSpriteSvg } from '../../../src/components/tiles/sprite.ts';
import { GLYPHS } from '../../../src/components/tiles/glyphs.ts';
import { parseXml } from './xml.ts';

const root = (svg: string) => parseXml(svg)[0];

describe('tile faces', () => {
  it('draws each of the 42 faces as well-formed, non-empty, distinct SVG', () => {
    const seen = new Set<string>();
    for (const t of ALL_TILES) {
      const inner = tileFaceSvg(t);
      const elements = parseXml(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${FACE_VIEWBOX}">${inner}</svg>`);
      expect(elements.length, tileCode(t)).toBeGreaterThan(1);
      seen.add(inner);
    }
    expect(seen.size).toBe(42);
  });

  it('draws each full tile as a self-contained SVG with its label', () => {
    for (const t of ALL_TILES) {
      const svg = tileSvg(t, { lang: 'en' });
      const elements = parseXml(svg);
      expect(elements[0].attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(elements[0].attributes.viewBox).toBe(`0 0 ${TILE_W} ${TILE_H}`);
      expect(elements[0].attributes.role).toBe('img');
      expect(elements[0].attributes['aria-label']).toBeTruthy();
      expect(elements.some((e) => e.name === 'title')).toBe(true);
      expect(
        elements.some((e) => e.name === 'use'),
        'inline tiles must not need the sprite',
      ).toBe(false);
    }
  });

  it('uses glyph outlines for CJK characters, never font text', () => {
    for (const t of ALL_TILES) expect(tileSvg(t)).not.toMatch(/<text/);
    for (const c of '一二三四五六七八九萬東南西北中發梅蘭竹菊春夏秋冬金') expect(GLYPHS[c]?.d).toMatch(/^M/);
  });

  it('draws a face-down tile without any face', () => {
    const back = tileSvg(tile('5p'), { back: true, lang: 'en' });
    const elements = parseXml(back);
    expect(elements.filter((e) => e.name === 'svg')).toHaveLength(1);
    expect(root(back).attributes['aria-label']).toBe('face-down tile');
    expect(tileSvg(tile('1m'), { back: true })).toBe(tileSvg(tile('9s'), { back: true }));
  });
});

describe('tile states', () => {
  const plain = tileSvg(tile('5p'), { size: '80px' });

  it("marks a wild with its table's badge (金, 鬼, else a star), a frame and a warm face, inline and from the sprite", () => {
    const gold = tileSvg(tile('5p'), { gold: true, size: '80px', words: 'fuzhou' });
    parseXml(gold);
    expect(gold).toContain(GLYPHS.金.d);
    expect(plain).not.toContain(GLYPHS.金.d);
    expect(root(gold).attributes.class).toContain('fz-gold');
    // 金 is U+91D1, 鬼 U+9B3C: the badge's symbol is named by the mark's code point.
    expect(tileSvg(tile('5p'), { gold: true, sprite: '/tiles.svg', words: 'fuzhou-144' })).toContain('href="/tiles.svg#t-wild-91d1"');
    const ghost = tileSvg(tile('7z'), { gold: true, size: '80px', words: 'guangdong' });
    expect(ghost).toContain(GLYPHS.鬼.d);
    expect(ghost).not.toContain(GLYPHS.金.d);
    expect(tileSvg(tile('7z'), { gold: true, sprite: '/tiles.svg', words: 'guangdong' })).toContain('href="/tiles.svg#t-wild-9b3c"');
    // A wild of no known table carries neither character, only the star.
    const star = tileSvg(tile('5p'), { gold: true, size: '80px' });
    expect(star).not.toContain(GLYPHS.金.d);
    expect(star).not.toContain(GLYPHS.鬼.d);
    expect(tileSvg(tile('5p'), { gold: true, sprite: '/tiles.svg' })).toContain('href="/tiles.svg#t-wild"');
  });

  it('turns a sideways tile: viewBox and size swap', () => {
    const up = root(plain).attributes;
    const side = root(tileSvg(tile('5p'), { sideways: true, size: '80px' })).attributes;
    expect(side.viewBox).toBe(`0 0 ${TILE_H} ${TILE_W}`);
    expect(side.width).toBe(up.height);
    expect(side.height).toBe(up.width);
    expect(parseFloat(up.width)).toBeCloseTo((80 * TILE_W) / TILE_H, 1);
  });

  it('greys a dead tile and rings the last action', () => {
    const dimmed = tileSvg(tile('5p'), { dimmed: true, size: '80px' });
    const lit = tileSvg(tile('5p'), { highlighted: true, size: '80px' });
    expect(dimmed).not.toBe(plain);
    expect(parseXml(dimmed).some((e) => e.name === 'rect' && e.attributes['fill-opacity'])).toBe(true);
    expect(parseXml(lit).filter((e) => e.name === 'rect' && e.attributes.fill === 'none').length).toBeGreaterThan(0);
    expect(lit).not.toBe(plain);
  });

  it('rejects a size without a number and an unknown tile id', () => {
    expect(() => tileSvg(0, { size: 'big' })).toThrow();
    expect(() => tileSvg(42)).toThrow(RangeError);
    expect(() => tileSvg(-1, { back: true })).not.toThrow();
  });

  it('gives a data URL that decodes to the inline SVG', () => {
    const url = tileDataUrl(tile('7z'), { gold: true });
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(tileSvg(tile('7z'), { gold: true }));
  });
});

describe('sprite', () => {
  it('holds one symbol per face plus the star badge and one per mark, and sprite tiles point into it', () => {
    const sprite = tileSpriteSvg(['金', '鬼', '金']);
    const ids = parseXml(sprite)
      .filter((e) => e.name === 'symbol')
      .map((e) => e.attributes.id);
    expect(ids).toEqual([...ALL_TILES.map((t) => `t-${tileCode(t)}`), 't-wild', 't-wild-91d1', 't-wild-9b3c']);
    const ref = tileSvg(tile('5p'), { sprite: '/base/tiles.svg' });
    expect(ref).toContain('href="/base/tiles.svg#t-5p"');
    expect(ref).not.toContain(GLYPHS.萬.d);
    expect(ref.length).toBeLessThan(600);
  });
});
