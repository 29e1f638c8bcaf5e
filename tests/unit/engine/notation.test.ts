import { describe, expect, it } from 'vitest';
import { formatTiles, parseTiles, tileCode, tiles, TILE_KINDS } from '../../../src/engine/index.ts';

describe('tile notation', () => {
  it('parses compressed runs in the order written', () => {
    expect(tiles('123m456p99s').map(tileCode)).toEqual(['1m', '2m', '3m', '4p', '5p', '6p', '9s', '9s']);
    expect(tiles('1z 7z, 8f').map(tileCode)).toEqual(['1z', '7z', '8f']);
  });

  it('round-trips every tile kind', () => {
    for (let t = 0; t < TILE_KINDS; t++) expect(tiles(tileCode(t))).toEqual([t]);
    expect(formatTiles(tiles('123m456p99s1z'))).toBe('123m456p99s1z');
  });

  it('names the bad character and its position', () => {
    const parsed = parseTiles('0x');
    expect(parsed).toMatchObject({ ok: false, error: { code: 'bad-character', char: 'x', position: 1 } });
    expect(parseTiles('12m3x4p')).toMatchObject({ ok: false, error: { code: 'bad-character', char: 'x', position: 4 } });
  });

  it('rejects ranks a suit does not have', () => {
    expect(parseTiles('0m')).toMatchObject({ ok: false, error: { code: 'bad-rank', tile: '0m', position: 0 } });
    expect(parseTiles('18z')).toMatchObject({ ok: false, error: { code: 'bad-rank', tile: '8z', position: 1 } });
    expect(parseTiles('9f')).toMatchObject({ ok: false, error: { code: 'bad-rank', tile: '9f' } });
  });

  it('rejects digits without a suit and a suit without digits', () => {
    expect(parseTiles('123')).toMatchObject({ ok: false, error: { code: 'missing-suit', text: '123', position: 0 } });
    expect(parseTiles('12m m')).toMatchObject({ ok: false, error: { code: 'missing-rank', position: 4 } });
  });

  it('counts copies when asked: "11111m" is five copies', () => {
    const four = new Uint8Array(TILE_KINDS).fill(4);
    expect(parseTiles('1111m', { maxCopies: four }).ok).toBe(true);
    expect(parseTiles('11111m', { maxCopies: four })).toMatchObject({
      ok: false,
      error: { code: 'too-many-copies', tile: '1m', count: 5, max: 4, position: 4 },
    });
  });
});
