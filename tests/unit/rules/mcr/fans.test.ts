// The fan table (mcr ruling 2) and every one of its 81 fans in at least one winning hand whose
// exact fan list is worked out by hand (the hands and their reasoning are in cases.ts).
import { describe, expect, it } from 'vitest';
import { FANS } from '../../../../src/engine/rules/mcr/index.ts';
import words from '../../../../src/engine/rules/mcr/words.ts';
import { CASES } from './cases.ts';
import { expectFans } from './helpers.ts';

describe('mcr ruling 2: the fan table', () => {
  it('numbers 1–81 in order, with the points of the official bands', () => {
    expect(FANS.map((f) => f.no)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    // 88: 1–7, 64: 8–13, 48: 14–15, 32: 16–18, 24: 19–27, 16: 28–33, 12: 34–38, 8: 39–47,
    // 6: 48–54, 4: 55–58, 2: 59–68, 1: 69–81.
    const bands: [number, number, number][] = [
      [88, 1, 7],
      [64, 8, 13],
      [48, 14, 15],
      [32, 16, 18],
      [24, 19, 27],
      [16, 28, 33],
      [12, 34, 38],
      [8, 39, 47],
      [6, 48, 54],
      [4, 55, 58],
      [2, 59, 68],
      [1, 69, 81],
    ];
    for (const [points, from, to] of bands) for (let no = from; no <= to; no++) expect(FANS[no - 1].points, `fan ${no}`).toBe(points);
    expect(FANS[0]).toMatchObject({ id: 'big-four-winds', zh: '大四喜', en: 'Big Four Winds' });
    expect(FANS[42]).toMatchObject({ no: 43, id: 'chicken-hand', zh: '无番和' });
    expect(FANS[80]).toMatchObject({ no: 81, id: 'flower-tiles', zh: '花牌', en: 'Flower Tiles' });
  });

  it('ids are unique kebab-case, names unique in both languages', () => {
    expect(new Set(FANS.map((f) => f.id)).size).toBe(81);
    expect(new Set(FANS.map((f) => f.zh)).size).toBe(81);
    expect(new Set(FANS.map((f) => f.en)).size).toBe(81);
    for (const f of FANS) expect(f.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('its words: every fan an item in both languages, the same keys in zh and en', () => {
    const { en, zh } = words.messages;
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const f of FANS) {
      expect(en[`item.${f.id}`]).toBe(f.en);
      expect(zh[`item.${f.id}`]).toBe(f.zh);
    }
    for (const key of ['name', 'summary', 'win.mcr', 'reason.incomplete', 'reason.below-minimum', 'figure.fanPoints', 'figure.flowers', 'figure.total']) expect(en[key], key).toBeTruthy();
    expect(en['score.formula']).toBe('Total = {fanPoints} + {flowers} = {total}');
    expect(words.name).toBe('mcr');
  });
});

describe('mcr ruling 2: every fan, with its exact fan list worked out by hand', () => {
  for (const c of CASES) {
    it(c.name, () => {
      expectFans(c.json, c.fans, c.points);
    });
  }

  it('the hands above reach all 81 fans', () => {
    const reached = new Set(CASES.flatMap((c) => Object.keys(c.fans)));
    expect(FANS.filter((f) => !reached.has(f.id)).map((f) => f.id)).toEqual([]);
  });
});
