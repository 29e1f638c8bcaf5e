// The win check straight from the tiles (wildsShort, issue 28's two-number keys): a gold of any
// kind, honors beside every suit, a tile outside the hand's kinds, and no gold left behind by a call.
import { describe, expect, it } from 'vitest';
import { wildsShort } from '../../../src/engine/hand/index.ts';

// 123m 456p 789s 111z 22z: whole with no gold.
const WHOLE = [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 27, 28, 28];

describe('wildsShort', () => {
  it('reads every suit and the honors in one hand', () => {
    expect(wildsShort(WHOLE, null)).toBe(0);
    // 22z swapped for 2z 3z: one of them is the pair with a gold (1), the other a triplet with
    // two (2): 3 golds short.
    expect(wildsShort([...WHOLE.slice(0, 12), 28, 29], null)).toBe(3);
  });

  it('reads an honor gold as wild, and the next call without it as a tile again', () => {
    // Gold 2z: the two 2z are golds; 123m 456p 789s 111z and the two golds as the pair: whole, 0.
    expect(wildsShort(WHOLE, 28)).toBe(0);
    // Gold 1z: three golds; 123m 456p 789s 22z are whole without them (0 needed), the three
    // golds their own triplet: 0 − 3 = −3.
    expect(wildsShort(WHOLE, 27)).toBe(-3);
    // The same hand with no gold: the 2z are a pair again (the gold's weight was put back).
    expect(wildsShort(WHOLE, null)).toBe(0);
    // Gold 1m: the one 1m is a gold, 23m and it make 123m again: 0 short.
    expect(wildsShort(WHOLE, 0)).toBe(0);
    // Gold 5s, held by none: the hand is whole as it is.
    expect(wildsShort(WHOLE, 22)).toBe(0);
    // 22z swapped for 2z 5s with 5s the gold: 2z and the gold are the pair: 0; with no gold, 3 short.
    const swapped = [...WHOLE.slice(0, 13), 22];
    expect(wildsShort(swapped, 22)).toBe(0);
    expect(wildsShort(swapped, null)).toBe(3);
  });

  it('gives a tile past the hand kinds (a flower, id 34) no weight', () => {
    // 13 tiles and a flower: the flower does not complete 22z's place; 2z single needs one gold.
    expect(wildsShort([...WHOLE.slice(0, 13), 34], null)).toBe(1);
  });
});
