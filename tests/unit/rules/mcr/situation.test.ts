// The mcr situation JSON: fields read with zod/mini (unknown ones refused with their path), tile
// notation, defaults, and what cannot happen at a 144-tile table (mcr rulings 1 and 8).
import { describe, expect, it } from 'vitest';
import { parseMcrSituation, readMcrSituation } from '../../../../src/engine/rules/mcr/index.ts';
import { problemOf, sit } from './helpers.ts';

const CHICKEN = () => sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'] });

describe('mcr situation: reading the JSON', () => {
  it('fills the defaults and keeps the tiles in the order written', () => {
    const read = parseMcrSituation({ ruleset: 'mcr', concealed: '11z345s567p', winningTile: '7p', winBy: 'discard' });
    expect(read).toEqual({
      ok: true,
      situation: {
        wild: null,
        concealed: [27, 27, 20, 21, 22, 13, 14, 15],
        melds: [],
        winningTile: 15,
        winBy: 'discard',
        flowers: [],
        seatWind: 27,
        roundWind: 27,
        lastTile: false,
        lastCopy: false,
        kongReplacement: false,
      },
    });
  });

  it('refuses unknown fields with their path', () => {
    expect(problemOf({ ...CHICKEN(), gold: '5p' })).toEqual({ path: ['gold'], code: 'unknown-field', params: { field: 'gold' } });
    const json = CHICKEN();
    expect(problemOf({ ...json, melds: [{ ...json.melds![0], open: true }] })).toEqual({ path: ['melds', 0, 'open'], code: 'unknown-field', params: { field: 'open' } });
  });

  it('refuses another rule set, a way of winning it does not have, wrong types, missing fields', () => {
    expect(problemOf({ ...CHICKEN(), ruleset: 'fuzhou' })).toMatchObject({ path: ['ruleset'], code: 'not-one-of' });
    expect(problemOf({ ...CHICKEN(), winBy: 'gold-grab' })).toMatchObject({ path: ['winBy'], code: 'not-one-of' });
    expect(problemOf({ ...CHICKEN(), lastTile: 'yes' })).toEqual({ path: ['lastTile'], code: 'wrong-type', params: { expected: 'boolean', got: 'string' } });
    const { winningTile: _, ...missing } = CHICKEN();
    expect(problemOf(missing)).toMatchObject({ path: ['winningTile'], code: 'missing-field' });
  });

  it('reports tile notation problems at their field', () => {
    expect(problemOf({ ...CHICKEN(), concealed: '345x' })).toMatchObject({ path: ['concealed'], code: 'notation.bad-character' });
    expect(problemOf({ ...CHICKEN(), seatWind: '8z' })).toMatchObject({ path: ['seatWind'], code: 'notation.bad-rank' });
    expect(problemOf({ ...CHICKEN(), melds: [{ type: 'chow', tiles: '' }] })).toMatchObject({ path: ['melds', 0, 'tiles'], code: 'notation.empty' });
  });
});

describe('mcr rulings 1 and 8: impossible situations', () => {
  it('five copies of a tile, in the field where the fifth appears', () => {
    expect(problemOf(sit('345s567p88s', '7p', { melds: ['chow 234m', 'kong 8888s'] }))).toEqual({
      path: ['melds', 1, 'tiles'],
      code: 'too-many-copies',
      params: { tile: '8s', count: 5, max: 4 },
    });
    expect(problemOf({ ...CHICKEN(), flowers: '1f1f' })).toMatchObject({ path: ['flowers'], code: 'too-many-copies', params: { max: 1 } });
  });

  it('flowers in the hand, non-flowers among the flowers', () => {
    expect(problemOf(sit('345s567p1z1f', '7p', { melds: ['chow 234m', 'pong 888s'] }))).toMatchObject({ path: ['concealed'], code: 'flower-in-hand' });
    expect(problemOf({ ...CHICKEN(), winningTile: '3f' })).toMatchObject({ path: ['winningTile'], code: 'flower-in-hand' });
    expect(problemOf({ ...CHICKEN(), flowers: '1f9m' })).toEqual({ path: ['flowers'], code: 'not-a-flower', params: { tile: '9m' } });
  });

  it('a meld of the wrong shape', () => {
    expect(problemOf(sit('345s567p11z', '7p', { melds: ['chow 235m', 'pong 888s'] }))).toMatchObject({ path: ['melds', 0, 'tiles'], code: 'meld-shape' });
    expect(problemOf(sit('345s567p11z', '7p', { melds: ['chow 234m', 'kong 888s'] }))).toMatchObject({ path: ['melds', 1, 'tiles'], code: 'meld-shape' });
    expect(problemOf(sit('345s567p11z', '7p', { melds: ['chow 567z', 'pong 888s'] }))).toMatchObject({ path: ['melds', 0, 'tiles'], code: 'meld-shape' });
  });

  it('a tile count that does not fit the melds (14 − 3 × melds concealed)', () => {
    expect(problemOf(sit('345s567p11z1m', '7p', { melds: ['chow 234m', 'pong 888s'] }))).toEqual({
      path: ['concealed'],
      code: 'tile-count',
      params: { count: 9, melds: 2, expected: 8 },
    });
  });

  it('a winning tile not among the concealed tiles', () => {
    expect(problemOf({ ...CHICKEN(), winningTile: '4p' })).toEqual({ path: ['winningTile'], code: 'winning-tile-missing', params: { tile: '4p' } });
  });

  it('seat and round winds are winds', () => {
    expect(problemOf({ ...CHICKEN(), roundWind: '5z' })).toEqual({ path: ['roundWind'], code: 'not-a-wind', params: { tile: '5z' } });
  });

  it('a robbed kong’s tile is the fourth copy: the winner holds no other, and not on the wall’s last tile', () => {
    expect(problemOf(sit('345s567p77p', '7p', { melds: ['chow 234m', 'pong 888s'], winBy: 'rob-kong' }))).toEqual({
      path: ['winningTile'],
      code: 'rob-kong-copies',
      params: { tile: '7p', count: 3 },
    });
    expect(problemOf({ ...CHICKEN(), winBy: 'rob-kong', lastTile: true })).toMatchObject({ path: ['lastTile'], code: 'last-tile-rob-kong' });
  });

  it('the last copy cannot be won with another copy held concealed', () => {
    expect(problemOf(sit('345s567p77p', '7p', { melds: ['chow 234m', 'pong 888s'], lastCopy: true }))).toMatchObject({
      path: ['lastCopy'],
      code: 'last-copy-held',
      params: { count: 3 },
    });
  });

  it('a kong’s replacement is self-drawn and needs a kong', () => {
    expect(problemOf({ ...CHICKEN(), kongReplacement: true, winBy: 'self-draw' })).toMatchObject({ path: ['kongReplacement'], code: 'kong-replacement-without-kong' });
    expect(problemOf(sit('345s567p11z', '7p', { melds: ['chow 234m', 'kong 8888s'], kongReplacement: true }))).toMatchObject({
      path: ['kongReplacement'],
      code: 'kong-replacement-not-self-draw',
    });
  });

  it('a possible situation has no problem', () => {
    expect(readMcrSituation(CHICKEN()).ok).toBe(true);
  });
});
