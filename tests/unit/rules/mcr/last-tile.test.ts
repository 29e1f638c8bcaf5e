// Last Tile (和绝张, 4 points) when the winner's own exposed chows show the other three copies
// (issue 21): the engine inferred it from the winner's own pung only. Fans worked out by hand
// from the official MCR values.
import { describe, it } from 'vitest';
import { expectFans, sit } from './helpers.ts';

describe("Last Tile from the winner's own chows", () => {
  it('chows 234m 456m 456m shown, 33345m in hand, self-drawn 4m: the fourth 4m', () => {
    // 234m 456m 456m 345m 33m: Full Flush 24, Pure Shifted Chows (234 345 456) 16, Last Tile 4,
    // All Chows 2, Tile Hog ×2 (four 3m, four 4m) 4, All Simples 2, Pure Double Chow (456 456) 1,
    // Self-Drawn 1 (waits on 4m or 5m: no wait fan). 24 + 16 + 4 + 2 + 4 + 2 + 1 + 1 = 54.
    expectFans(
      sit('33345m', '4m', { winBy: 'self-draw', melds: ['chow 234m', 'chow 456m', 'chow 456m'] }),
      { 'full-flush': 1, 'pure-shifted-chows': 1, 'last-tile': 1, 'all-chows': 1, 'tile-hog': 2, 'all-simples': 1, 'pure-double-chow': 1, 'self-drawn': 1 },
      54,
    );
  });

  it('chows 123s 234s 345s shown, 345s 99m in hand, 3s on a discard: the fourth 3s', () => {
    // 123s 234s 345s 345s 99m: Pure Shifted Chows 16, Last Tile 4, All Chows 2 (which excludes
    // No Honors), Tile Hog (four 3s) 2, Pure Double Chow (345 345) 1, One Voided Suit (no dots) 1;
    // 45s waits on 3s or 6s: no wait fan. 16 + 4 + 2 + 2 + 1 + 1 = 26.
    expectFans(
      sit('345s99m', '3s', { melds: ['chow 123s', 'chow 234s', 'chow 345s'] }),
      { 'pure-shifted-chows': 1, 'last-tile': 1, 'all-chows': 1, 'tile-hog': 1, 'pure-double-chow': 1, 'one-voided-suit': 1 },
      26,
    );
  });

  it("two copies shown in the winner's chows are not three: no Last Tile", () => {
    // 234m 456m shown, 345m 789p 55s in hand, 4m on a discard (two other 4m shown, one unseen):
    // Pure Shifted Chows (234 345 456) 16, All Chows 2 (No Honors excluded), and 35m waits on 4m
    // alone: Closed Wait 1. A 9 and three suits: no All Simples, no One Voided Suit. 16 + 2 + 1 = 19.
    expectFans(sit('345m789p55s', '4m', { melds: ['chow 234m', 'chow 456m'] }), { 'pure-shifted-chows': 1, 'all-chows': 1, 'closed-wait': 1 }, 19);
  });
});
