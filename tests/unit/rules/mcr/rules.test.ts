// The counting rules of mcr rulings 2, 3, 6 and 8 and their worked examples, each tested
// so that reading the rule differently would fail. Every number is worked out by hand beside it.
import { describe, expect, it } from 'vitest';
import { expectFans, outcome, sit, won } from './helpers.ts';

describe('worked examples of mcr rulings 3 and 6', () => {
  it('Pure Straight + Half Flush + Dragon Pung = 24; Short Straight, Two Terminal Chows, One Voided Suit not counted', () => {
    // Red dragons claimed, 123s 456s 789s 55s, won on a discarded 9s (12345678s waited on 3s, 6s, 9s).
    const score = expectFans(sit('12345678955s', '9s', { melds: ['pong 777z'] }), { 'pure-straight': 1, 'half-flush': 1, 'dragon-pung': 1 }, 16 + 6 + 2);
    expect(score.total).toBe(24);
    expect(score.figures).toEqual({ fanPoints: 24, flowers: 0, total: 24 });
    // The discarder pays 8 + 24, the other two 8 each.
    expect(score.payments).toEqual([
      { from: 'discarder', amount: 32, reason: 'win' },
      { from: 'non-discarder', amount: 8, reason: 'win' },
    ]);
  });

  it('All Chows + Concealed Hand + Short Straight = 5 cannot win', () => {
    // Nothing claimed: 123m 456m 678p 234s 55s, won on a discarded 4s (23s waited on 1s or 4s).
    // All Chows 2 (No Honors inside it), Concealed Hand 2, Short Straight 123m-456m 1 = 5.
    // The fans it has are listed, in official order, so a player sees what is missing.
    expect(outcome(sit('123456m678p23455s', '4s'))).toEqual({
      ok: false,
      reason: 'below-minimum',
      points: 5,
      items: [
        { id: 'concealed-hand', count: 1, each: 2, points: 2, ruling: 2 },
        { id: 'all-chows', count: 1, each: 2, points: 2, ruling: 2 },
        { id: 'short-straight', count: 1, each: 1, points: 1, ruling: 2 },
      ],
    });
  });

  it('Chicken Hand with two flowers is worth 10: the discarder pays 18, the others 8', () => {
    // 234m and 888s claimed, 345s 56p 11z waiting on 4p or 7p, won on a discarded 7p; Orchid, Summer.
    const score = expectFans(sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], flowers: '2f6f' }), { 'chicken-hand': 1, 'flower-tiles': 2 }, 8);
    expect(score.figures).toEqual({ fanPoints: 8, flowers: 2, total: 10 });
    expect(score.payments).toEqual([
      { from: 'discarder', amount: 18, reason: 'win' },
      { from: 'non-discarder', amount: 8, reason: 'win' },
    ]);
    expect(score.items).toEqual([
      { id: 'chicken-hand', count: 1, each: 8, points: 8, ruling: 3 },
      { id: 'flower-tiles', count: 2, each: 1, points: 2, ruling: 3 },
    ]);
  });

  it('the same tiles self-drawn score Self-Drawn 1 and cannot win, flowers or not', () => {
    const hand = (flowers: string) => sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], winBy: 'self-draw', flowers });
    // Self-Drawn 1 is all it has; the flowers are not listed (they come after the minimum).
    const selfDrawn = [{ id: 'self-drawn', count: 1, each: 1, points: 1, ruling: 2 }];
    expect(outcome(hand('2f6f'))).toEqual({ ok: false, reason: 'below-minimum', points: 1, items: selfDrawn });
    // Three flowers cannot rescue it: they never count toward 8.
    expect(outcome(hand('1f2f3f'))).toEqual({ ok: false, reason: 'below-minimum', points: 1, items: selfDrawn });
  });
});

describe('mcr ruling 3: the 8-point minimum without flowers, Chicken Hand, flowers after', () => {
  it('7 points with three flowers cannot win', () => {
    // Kongs 9999m 1111p: Two Melded Kongs 4, two pungs of terminals 2, No Honors 1; 234s + 5s
    // waited on 5s and 2s: no wait fan. 7 points.
    expect(outcome(sit('234s678p55s', '5s', { melds: ['kong 9999m', 'added 1111p'], flowers: '1f2f3f' }))).toEqual({
      ok: false,
      reason: 'below-minimum',
      points: 7,
      // 4 + 2 × 1 + 1 = 7, in official order (57, 73, 76).
      items: [
        { id: 'two-melded-kongs', count: 1, each: 4, points: 4, ruling: 2 },
        { id: 'pung-of-terminals-or-honors', count: 2, each: 1, points: 2, ruling: 2 },
        { id: 'no-honors', count: 1, each: 1, points: 1, ruling: 2 },
      ],
    });
  });

  it('exactly 8 points wins, and flowers are added on top', () => {
    // Mixed Shifted Chows 6 + 999p 1 + Single Wait 1 = 8, four flowers: 12; self-drawn would add 1.
    const score = expectFans(
      sit('234p345s999p55z', '5z', { melds: ['chow 123m'], flowers: '1f3f5f8f' }),
      { 'mixed-shifted-chows': 1, 'pung-of-terminals-or-honors': 1, 'single-wait': 1, 'flower-tiles': 4 },
      8,
    );
    expect(score.total).toBe(12);
  });

  it('a self-drawn win: each other player pays 8 + the hand value', () => {
    // Last Tile Draw 8 (not also Self-Drawn), one flower: 9; each pays 17.
    const score = won(sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], winBy: 'self-draw', lastTile: true, flowers: '4f' }));
    expect(score.total).toBe(9);
    expect(score.payments).toEqual([{ from: 'each-other', amount: 17, reason: 'win' }]);
  });

  it('a robbed kong pays like a discard', () => {
    const score = won(sit('345s567p11z', '7p', { melds: ['chow 234m', 'pong 888s'], winBy: 'rob-kong' }));
    expect(score.payments).toEqual([
      { from: 'discarder', amount: 16, reason: 'win' },
      { from: 'non-discarder', amount: 8, reason: 'win' },
    ]);
  });

  it('no winning shape is incomplete', () => {
    expect(outcome(sit('123m456p789s1234z5z', '5z'))).toEqual({ ok: false, reason: 'incomplete' });
  });
});

describe('mcr ruling 2: counting rules', () => {
  it('best reading: pungs (46) over chows (30) for 111222333p', () => {
    // 111 222 333p 567s 99s, all concealed, 9s waited alone (5679s: only 567 + 9). As pungs: Pure
    // Shifted Pungs 24, Three Concealed Pungs 16, Concealed Hand 2, One Voided Suit 1, No Honors 1,
    // Single Wait 1, 111p 1 = 46. As 123p ×3: Pure Triple Chow 24, All Chows 2, Concealed Hand 2,
    // One Voided Suit 1, Single Wait 1 = 30.
    const score = expectFans(
      sit('111222333p567s99s', '9s'),
      {
        'pure-shifted-pungs': 1,
        'three-concealed-pungs': 1,
        'concealed-hand': 1,
        'one-voided-suit': 1,
        'no-honors': 1,
        'single-wait': 1,
        'pung-of-terminals-or-honors': 1,
      },
      46,
    );
    expect(score.reading.groups.filter((g) => g.type === 'pung').map((g) => g.tiles[0])).toEqual([9, 10, 11]);
  });

  it('don’t split sets: a claimed pung never lends a tile to another group', () => {
    // 555p claimed; 46p 789s 123m 111z would win as 456p + 55p only by splitting the pung.
    expect(outcome(sit('46p789s123m111z', '1z', { melds: ['pong 555p'] }))).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('four of a kind held concealed is Tile Hog, never a kong', () => {
    const score = won(sit('123m123s11m', '1m', { melds: ['chow 123m', 'pong 111z'] }));
    expect(score.fans.find((f) => f.id === 'tile-hog')?.count).toBe(1);
    expect(score.fans.some((f) => f.id.includes('kong'))).toBe(false);
  });

  it('account once: 234s 223344567p counts Pure Double Chow, Mixed Double Chow and Short Straight once each', () => {
    // Chows 234s, 234p, 234p, 567p: 234s with either 234p is a Mixed Double Chow (once: not twice
    // with 234s), 567p with either 234p a Short Straight (once), the two 234p a Pure Double Chow.
    // All Chows 2, Concealed Hand 2, 1 + 1 + 1, 9m waited alone 1 = 8.
    expectFans(sit('234s223344567p99m', '9m'), { 'all-chows': 1, 'concealed-hand': 1, 'pure-double-chow': 1, 'mixed-double-chow': 1, 'short-straight': 1, 'single-wait': 1 }, 8);
  });

  it('account once: 234567s 234567p count three of their four pairings (Mixed Double Chow twice, Short Straight once)', () => {
    // Four chows, four pairings in a ring: three can count. Equal points either way; the lower fan
    // number is preferred. All Chows 2, Concealed Hand 2, All Simples 2, 1 + 1 + 1 = 9; 7p drawn
    // to 2345 6p (waits 1p, 4p, 7p).
    expectFans(sit('234567s234567p55m', '7p'), { 'all-chows': 1, 'concealed-hand': 1, 'all-simples': 1, 'mixed-double-chow': 2, 'short-straight': 1 }, 9);
  });

  it('account once: a fourth chow joins a fan of three chows once', () => {
    // 123m claimed, 123p 456p 789s 55s: Mixed Straight (123m 456p 789s); 123p could pair with 123m
    // (Mixed Double Chow) or 456p (Short Straight), but counts once: the lower number.
    // Mixed Straight 8, All Chows 2, Mixed Double Chow 1, 5s waited alone 1 = 12.
    expectFans(sit('123456p789s55s', '5s', { melds: ['chow 123m'] }), { 'mixed-straight': 1, 'all-chows': 1, 'mixed-double-chow': 1, 'single-wait': 1 }, 12);
  });

  it('Nine Gates keeps out one pung of terminals: won on 1m, the only one (111m) is not counted', () => {
    // 1111m 2345678m 999m → 111 123 456 789 99m: Nine Gates 88, Pure Straight 16, Tile Hog (four
    // 1m) 2; 111m is the pung Nine Gates keeps out; nine kinds waited.
    expectFans(sit('11112345678999m', '1m'), { 'nine-gates': 1, 'pure-straight': 1, 'tile-hog': 1 }, 88 + 16 + 2);
  });

  it('a discarded winning tile goes where it scores most: the chow, keeping its pung concealed', () => {
    // 345p 555p 555m 999s 22s concealed, won on a discarded 5p (waits 2p, 5p, 2s). In 345p, all three
    // pungs stay concealed: Three Concealed Pungs 16, Double Pung 2, Concealed Hand 2, Tile Hog
    // (four 5p) 2, 999s 1, No Honors 1 = 24 (in 555p, only two: 2 instead of 16).
    expectFans(sit('345555p555m999s22s', '5p'), { 'three-concealed-pungs': 1, 'double-pung': 1, 'concealed-hand': 1, 'tile-hog': 1, 'pung-of-terminals-or-honors': 1, 'no-honors': 1 }, 24);
  });

  it('a pung completed by a discard is not concealed; self-drawn, it is', () => {
    // All Green hand: 666s and 666z concealed; on a discarded 6z only 666s is concealed.
    const base = { melds: ['chow 234s'] };
    expectFans(sit('234s666s666z88s', '6z', base), { 'all-green': 1, 'dragon-pung': 1, 'pure-double-chow': 1 }, 91);
    // Self-drawn: Two Concealed Pungs 2 and Self-Drawn 1 more.
    expectFans(sit('234s666s666z88s', '6z', { ...base, winBy: 'self-draw' }), { 'all-green': 1, 'dragon-pung': 1, 'pure-double-chow': 1, 'two-concealed-pungs': 1, 'self-drawn': 1 }, 94);
  });

  it('wait fans only when exactly one kind completes the hand: 12345m waits on 3m and 6m', () => {
    // 777z 111z claimed, 123345m 99m won on 3m, read as 123m + 345m: looks like an edge, but 6m
    // also completed it. Half Flush 6, Dragon Pung 2, Prevalent and Seat Wind 2 + 2 = 12.
    expectFans(sit('123345m99m', '3m', { melds: ['pong 777z', 'pong 111z'] }), { 'half-flush': 1, 'dragon-pung': 1, 'prevalent-wind': 1, 'seat-wind': 1 }, 12);
  });

  it('one wait fan at most: 1233m waiting on 3m alone is an edge (or a single), counted once', () => {
    // 777z 111z 999m claimed, 123m 33m: Half Flush 6, Dragon Pung 2, Prevalent and Seat Wind 4,
    // 999m 1, Edge Wait 1 = 14.
    expectFans(
      sit('12333m', '3m', { melds: ['pong 777z', 'pong 111z', 'pong 999m'] }),
      { 'half-flush': 1, 'dragon-pung': 1, 'prevalent-wind': 1, 'seat-wind': 1, 'pung-of-terminals-or-honors': 1, 'edge-wait': 1 },
      14,
    );
  });
});

describe('mcr ruling 8: how the hand was won', () => {
  it('a win on a flower’s replacement is Self-Drawn, not Out with Replacement Tile', () => {
    // Fully Concealed Hand hand (8 points) self-drawn without a kong: no kong replacement.
    const score = won(sit('234m888s777z567p55s', '7p', { winBy: 'self-draw', flowers: '3f' }));
    expect(score.fans.map((f) => f.id)).not.toContain('out-with-replacement-tile');
  });

  it('the fourth tile of the winner’s own claimed pung is the last copy (Last Tile)', () => {
    // 777p and 111z claimed, 234m 56p 99s won on a discarded 7p (4p or 7p), into 567p: three 7p are
    // shown in the pung. Last Tile 4, Prevalent Wind 2, Seat Wind 2, Tile Hog (four 7p) 2 = 10.
    expectFans(sit('234m567p99s', '7p', { melds: ['pong 777p', 'pong 111z'] }), { 'last-tile': 1, 'prevalent-wind': 1, 'seat-wind': 1, 'tile-hog': 1 }, 10);
  });

  it('the score names its reading: shape, groups, the group that took the winning tile', () => {
    const score = won(sit('12345678955s', '9s', { melds: ['pong 777z'] }));
    expect(score.reading).toEqual({
      shape: 'sets',
      groups: [
        { type: 'pung', tiles: [33, 33, 33], concealed: false },
        { type: 'chow', tiles: [18, 19, 20], concealed: true },
        { type: 'chow', tiles: [21, 22, 23], concealed: true },
        { type: 'pair', tiles: [22, 22], concealed: true },
        { type: 'chow', tiles: [24, 25, 26], concealed: true },
      ],
      winningGroup: 4,
    });
    // The decomposition reads the concealed part only; the claimed pung is shown as a meld.
    expect(score.decomposition?.map((g) => g.type)).toEqual(['chow', 'chow', 'pair', 'chow']);
    const orphans = won(sit('119m19p19s1234567z', '1m'));
    expect(orphans.reading.shape).toBe('thirteen-orphans');
    expect(orphans.reading.groups[0]).toEqual({ type: 'pair', tiles: [0, 0], concealed: true });
    expect(orphans.decomposition).toBeNull();
    expect(won(sit('147m258p367899s11z', '8s')).reading.groups[0]).toEqual({ type: 'knitted', tiles: [0, 3, 6, 10, 13, 16, 20, 23, 26], concealed: true });
  });
});
