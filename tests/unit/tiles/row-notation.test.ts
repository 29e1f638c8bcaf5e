// The row notation of :tiles[…]: groups, modifiers, face-down tiles, gold kinds and errors.
import { describe, expect, it } from 'vitest';
import { tile } from '../../../src/engine/tiles/index.ts';
import { applyGold, parseGoldKinds, parseTileRow } from '../../../src/components/tiles/row-notation.ts';

function groups(text: string) {
  const r = parseTileRow(text);
  if (!r.ok) throw new Error(`${r.error.reason}: ${r.error.token}`);
  return r.groups;
}

describe('parseTileRow', () => {
  it('splits groups on whitespace and expands compressed runs', () => {
    const g = groups('123m  456p\n99s');
    expect(g.map((x) => x.map((i) => i.tile))).toEqual([
      [tile('1m'), tile('2m'), tile('3m')],
      [tile('4p'), tile('5p'), tile('6p')],
      [tile('9s'), tile('9s')],
    ]);
  });

  it('applies modifiers to the digit they follow', () => {
    const [g] = groups("4'5*6-m");
    expect(g.map((i) => [i.tile, !!i.sideways, !!i.highlighted, !!i.dimmed])).toEqual([
      [tile('4m'), true, false, false],
      [tile('5m'), false, true, false],
      [tile('6m'), false, false, true],
    ]);
    expect(groups('4’56m')[0][0].sideways).toBe(true);
    expect(groups("5'*p")[0][0]).toMatchObject({ sideways: true, highlighted: true });
  });

  it('reads # as face-down tiles, mixable with faces', () => {
    const [a, b] = groups('#### #55z#');
    expect(a).toHaveLength(4);
    expect(a.every((i) => i.back)).toBe(true);
    expect(b.map((i) => !!i.back)).toEqual([true, false, false, true]);
  });

  it('reports the bad token and why', () => {
    const bad = (text: string) => {
      const r = parseTileRow(text);
      return r.ok ? 'ok' : `${r.error.token} ${r.error.reason}`;
    };
    expect(bad('123m 18z')).toBe('18z bad-rank');
    expect(bad('12')).toBe('12 missing-suit');
    expect(bad('5x')).toBe('5x bad-character');
    expect(bad('m')).toBe('m missing-rank');
    expect(bad('*5p')).toBe('*5p stray-modifier');
    expect(bad('5p*')).toBe('5p* stray-modifier');
    expect(bad('1#m')).toBe('1#m missing-suit');
    expect(parseTileRow('  ')).toMatchObject({ ok: false, error: { reason: 'empty' } });
  });
});

describe('gold kinds', () => {
  it('marks every tile of the kind and no face-down tile', () => {
    const gold = parseGoldKinds('5p');
    if (!gold.ok) throw new Error('gold');
    const g = applyGold(groups('345p 55p #'), gold.tiles);
    expect(g.flat().map((i) => !!i.gold)).toEqual([false, false, true, true, true, false]);
    expect(parseGoldKinds('5q').ok).toBe(false);
  });
});
