// The hand-written reading of an MCR situation's fields (quickData, issue 28) against the zod
// schema it stands in for: whatever it accepts, the schema accepts with the same data; whatever the
// schema refuses, it refuses too (and the schema then says why).
import { describe, expect, it } from 'vitest';
import { mcrSituationSchema, quickData } from '../../../../src/engine/rules/mcr/situation.ts';

const BASE = { ruleset: 'mcr', concealed: '123m456p789s11z22z', winningTile: '2z', winBy: 'discard' };

// Each a change of BASE; `true` when the schema accepts it.
const VARIANTS: [string, Record<string, unknown>, boolean][] = [
  ['the minimum', {}, true],
  ['every field', { melds: [{ type: 'chow', tiles: '123m' }], flowers: '1f', seatWind: '2z', roundWind: '3z', lastTile: true, lastCopy: false, kongReplacement: false }, true],
  ['an unknown field', { extra: 1 }, false],
  ['another rule set', { ruleset: 'fuzhou' }, false],
  ['concealed not a string', { concealed: 5 }, false],
  ['winningTile missing', { winningTile: undefined }, false],
  ['an unknown way to win', { winBy: 'gold-grab' }, false],
  ['flowers not a string', { flowers: ['1f'] }, false],
  ['seatWind not a string', { seatWind: 27 }, false],
  ['lastTile not a boolean', { lastTile: 'yes' }, false],
  ['kongReplacement null', { kongReplacement: null }, false],
  ['melds not an array', { melds: {} }, false],
  ['a meld with an unknown type', { melds: [{ type: 'pung', tiles: '111m' }] }, false],
  ['a meld with an extra field', { melds: [{ type: 'pong', tiles: '111m', open: true }] }, false],
  ['a meld without tiles', { melds: [{ type: 'pong' }] }, false],
  ['a meld that is an array', { melds: [['pong', '111m']] }, false],
  ['a kong of each kind', { melds: ['kong', 'added-kong', 'concealed-kong'].map((type) => ({ type, tiles: '1111m' })) }, true],
  ['defaults given as undefined', { flowers: undefined, lastCopy: undefined }, true],
];

describe('quickData reads the fields as the schema does', () => {
  it.each(VARIANTS)('%s', (_name, change, accepted) => {
    const value = { ...BASE, ...change };
    const schema = mcrSituationSchema.safeParse(value);
    expect(schema.success).toBe(accepted);
    const quick = quickData(value);
    if (schema.success) expect(quick).toEqual(schema.data);
    else expect(quick).toBeNull();
  });

  it('refuses what is not an object', () => {
    let refused = 0;
    for (const value of [null, 5, 'mcr', [BASE], undefined]) {
      expect(quickData(value)).toBeNull();
      expect(mcrSituationSchema.safeParse(value).success).toBe(false);
      refused++;
    }
    expect(refused).toBe(5);
  });
});
