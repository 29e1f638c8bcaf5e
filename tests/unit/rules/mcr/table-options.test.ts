// The readings of mcr ruling 9 as options, both values of each, on hands whose fans are worked out
// by hand from the official values: exhausted waits, 明暗杠, wait fans beside a knitted straight.
// (Last Tile from the winner's own chows, ruling 9's last reading, is last-tile.test.ts's.)
import { describe, expect, it } from 'vitest';
import { getRuleset, readSituationInput } from '../../../../src/engine/index.ts';
import type { ScoreOutcome } from '../../../../src/engine/rules/types.ts';
import type { McrScore } from '../../../../src/engine/rules/mcr/score.ts';

function scored(options: Record<string, unknown>, json: Record<string, unknown>): ScoreOutcome {
  const made = getRuleset('mcr', options);
  if (!made.ok) throw new Error('options refused');
  const read = readSituationInput({ ruleset: 'mcr', ...json }, options as never);
  if (!read.ok) throw new Error(JSON.stringify(read.problems[0]));
  return made.ruleset.score(read.situation);
}

const fans = (o: ScoreOutcome) => (o.ok ? Object.fromEntries(o.items.map((i) => [i.id, i.points])) : o);

describe('exhaustedWaits (mcr ruling 9)', () => {
  // 999p ponged, 123p and 345p chowed, 6789p held, won on a discarded 6p: 66p 789p. Full Flush 24,
  // Tile Hog 2 (the fourth 9p is in 789p), Two Terminal Chows (123p 789p) 1, Pung of Terminals 1.
  const hand = {
    concealed: '66789p',
    winningTile: '6p',
    winBy: 'discard',
    melds: [
      { type: 'pong', tiles: '999p' },
      { type: 'chow', tiles: '123p' },
      { type: 'chow', tiles: '345p' },
    ],
  };
  const base = { 'full-flush': 24, 'tile-hog': 2, 'two-terminal-chows': 1, 'pung-of-terminals-or-honors': 1 };

  it('live (default): 9p cannot come, all four are held, so 6p was the only wait: Single Wait, 24 + 2 + 1 + 1 + 1 = 29', () => {
    const o = scored({}, hand);
    expect(fans(o)).toEqual({ ...base, 'single-wait': 1 });
    expect(o.ok && o.total).toBe(29);
  });

  it('shape: 6789p waits on 6p and 9p whatever is held, so no wait fan: 24 + 2 + 1 + 1 = 28', () => {
    const o = scored({ exhaustedWaits: 'shape' }, hand);
    expect(fans(o)).toEqual(base);
    expect(o.ok && o.total).toBe(28);
  });
});

describe('meldedConcealedKong (mcr ruling 9)', () => {
  // 1111m concealed kong, 9999p exposed kong, 234s 567s 88s held, won on 8s (234 567 8 also waits
  // on 2s and 5s: no wait fan). Short Straight 1, Pung of Terminals ×2 (the two kongs) 2, No Honors 1.
  const hand = {
    concealed: '234s567s88s',
    winningTile: '8s',
    winBy: 'discard',
    melds: [
      { type: 'concealed-kong', tiles: '1111m' },
      { type: 'kong', tiles: '9999p' },
    ],
  };

  it('false (default, the 81-fan list): Concealed Kong 2 + Melded Kong 1: 2 + 1 + 1 + 2 + 1 = 7, under the minimum', () => {
    const o = scored({}, hand);
    expect(o).toMatchObject({ ok: false, reason: 'below-minimum', points: 7 });
    // The fans it has, listed for the player, in official order (67, 71, 73, 74, 76).
    expect(o.ok ? null : o.items?.map((i) => `${i.id} ${i.points}`)).toEqual(['concealed-kong 2', 'short-straight 1', 'pung-of-terminals-or-honors 2', 'melded-kong 1', 'no-honors 1']);
  });

  it('true: one 明暗杠 worth 5 replaces both: 5 + 1 + 2 + 1 = 9, a win', () => {
    const o = scored({ meldedConcealedKong: true }, hand);
    expect(fans(o)).toEqual({ 'melded-concealed-kong': 5, 'short-straight': 1, 'pung-of-terminals-or-honors': 2, 'no-honors': 1 });
    expect(o.ok && o.figures).toEqual({ fanPoints: 9, flowers: 0, total: 9 });
    // Not one of the 81: no official number, 5 once, from ruling 9 (the others from ruling 2).
    expect(o.ok && o.items[0]).toEqual({ id: 'melded-concealed-kong', count: 1, each: 5, points: 5, ruling: 9 });
    expect(o.ok && (o as unknown as McrScore).fans[0]).toMatchObject({ no: 0, id: 'melded-concealed-kong', zh: '明暗杠', points: 5 });
  });

  it('true changes nothing without exactly one kong of each: two concealed kongs still count Two Concealed Kongs', () => {
    // 1111m and 9999p concealed, 234s 567s 88s, won on 8s: Two Concealed Kongs 6 (not Concealed Kong,
    // not Two Concealed Pungs), Short Straight 1, Pung of Terminals ×2 2, No Honors 1, Concealed Hand 2 = 12.
    const two = {
      ...hand,
      melds: [
        { type: 'concealed-kong', tiles: '1111m' },
        { type: 'concealed-kong', tiles: '9999p' },
      ],
    };
    expect(fans(scored({ meldedConcealedKong: true }, two))).toEqual(fans(scored({}, two)));
    expect(fans(scored({}, two))).toEqual({ 'two-concealed-kongs': 6, 'concealed-hand': 2, 'short-straight': 1, 'pung-of-terminals-or-honors': 2, 'no-honors': 1 });
  });
});

describe('knittedWaitFans (mcr ruling 9)', () => {
  // 147m 258p 369s knitted, 123s, 55z, won on a discarded 3s: it completes the knitted straight and
  // the edge wait 12s at once (3s is the only tile that completes the hand). Knitted Straight 12,
  // Concealed Hand 2.
  const hand = { concealed: '147m258p3369s12s55z', winningTile: '3s', winBy: 'discard' };

  it('true (default): the edge wait counts: 12 + 2 + 1 = 15', () => {
    expect(fans(scored({}, hand))).toEqual({ 'knitted-straight': 12, 'concealed-hand': 2, 'edge-wait': 1 });
  });

  it('false: a tile of the knitted straight scores no wait: 12 + 2 = 14', () => {
    const o = scored({ knittedWaitFans: false }, hand);
    expect(fans(o)).toEqual({ 'knitted-straight': 12, 'concealed-hand': 2 });
    expect(o.ok && o.total).toBe(14);
  });

  it('false leaves a wait outside the knitted straight alone', () => {
    // 147m 258p 369s, 789s, 55z pair won on 5z: 9s is in both the knit and 789s, but 5z is no knit
    // tile. Single Wait 1 (55z is the only wait), Knitted Straight 12, Concealed Hand 2 = 15.
    const single = { concealed: '147m258p369s789s55z', winningTile: '5z', winBy: 'discard' };
    expect(fans(scored({ knittedWaitFans: false }, single))).toEqual({ 'knitted-straight': 12, 'concealed-hand': 2, 'single-wait': 1 });
  });
});
