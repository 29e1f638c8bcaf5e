// guangdong scoring (rulings 2–6) on hands worked out by hand: the wild Red dragons, the three
// shapes, the fans that stack, 2^fan with the cap and its options, and what is refused.
import { describe, expect, it } from 'vitest';
import { readSituationInput, ruleset } from '../../../../src/engine/index.ts';

type Json = Record<string, unknown>;
const gd = (fields: Json, options: Json = {}) => {
  const parsed = readSituationInput({ ruleset: 'guangdong', ...fields }, options);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems[0]));
  return parsed.ruleset.score(parsed.situation);
};
const fans = (outcome: ReturnType<typeof gd>) => (outcome.ok ? Object.fromEntries(outcome.items.filter((i) => i.id !== 'basic').map((i) => [i.id, i.points])) : outcome.reason);
const problem = (fields: Json) => {
  const parsed = readSituationInput({ ruleset: 'guangdong', ...fields });
  return parsed.ok ? null : parsed.problems[0];
};

describe('guangdong: what is refused', () => {
  it('a win on a discard is no win (ruling 3)', () => {
    const outcome = gd({ concealed: '123m456m555p99s7z7z7z', winningTile: '9s', winBy: 'discard' });
    expect(outcome).toEqual({ ok: false, reason: 'no-discard-win' });
  });
  it('a ponged or konged Red dragon is impossible, named by its meld (ruling 2)', () => {
    expect(problem({ concealed: '123m456m99s5p5p', melds: [{ type: 'pong', tiles: '7z7z7z' }], winningTile: '9s', winBy: 'self-draw' })).toMatchObject({
      path: ['melds', 0, 'tiles'],
      code: 'wild-meld',
    });
    expect(problem({ concealed: '123m456m99s5p5p', melds: [{ type: 'concealed-kong', tiles: '7z7z7z7z' }], winningTile: '9s', winBy: 'self-draw' })).toMatchObject({
      path: ['melds', 0, 'tiles'],
      code: 'wild-meld',
    });
  });
  it('fields of other tables (flowers) and chows are refused with their path', () => {
    expect(problem({ concealed: '123m456m555p99s7z7z7z', winningTile: '9s', winBy: 'self-draw', flowers: '1f' })).toMatchObject({ path: ['flowers'], code: 'unknown-field' });
    expect(problem({ concealed: '123m456m99s55p', melds: [{ type: 'chow', tiles: '789p' }], winningTile: '9s', winBy: 'self-draw' })).toMatchObject({ path: ['melds', 0, 'type'] });
  });
});

describe('guangdong: fans and points (rulings 4–6)', () => {
  it('a basic self-draw, the wilds standing for anything: 1 fan, 2 points from each other player', () => {
    // 123m 456m 555p 99s + three Red dragons (777z as themselves, or 999s + 77z): only the self-draw counts.
    const outcome = gd({ concealed: '123m456m555p99s7z7z7z', winningTile: '9s', winBy: 'self-draw' });
    expect(fans(outcome)).toEqual({ 'self-draw': 1 });
    expect(outcome.ok && [outcome.total, outcome.payments]).toEqual([2, [{ from: 'each-other', amount: 2, reason: 'win' }]]);
  });
  it('four identical tiles are two of seven pairs, and a root: 2 + 1 + 1 = 4 fan, 16 points', () => {
    // 11m 11m 22p 33p 55s 66s, and 9s paired by a Red dragon.
    const outcome = gd({ concealed: '1m1m1m1m2p2p3p3p5s5s6s6s9s7z', winningTile: '9s', winBy: 'self-draw' });
    expect(outcome.ok && outcome.win).toBe('seven-pairs');
    expect(fans(outcome)).toEqual({ 'seven-pairs': 2, root: 1, 'self-draw': 1 });
    expect(outcome.ok && outcome.total).toBe(16);
  });
  it('a root from four held tiles in four sets and a pair: 555m + 567m', () => {
    const outcome = gd({ concealed: '555m567m123p789s99s', winningTile: '9s', winBy: 'self-draw' });
    expect(fans(outcome)).toEqual({ root: 1, 'self-draw': 1 });
    expect(outcome.ok && outcome.total).toBe(4);
  });
  it('Red dragons never make a root, even four of them', () => {
    // 777z777z… four wilds: 123m 456m 789m + 7z7z7z (as 999p) + 1p7z: no four identical natural tiles.
    const outcome = gd({ concealed: '123m456m789m1p7z7z7z7z', winningTile: '1p', winBy: 'self-draw' });
    expect(fans(outcome)).not.toHaveProperty('root');
  });
  it('full flush with wilds: every natural tile characters, 2 + self-draw 1 = 3 fan, 8 points', () => {
    // 123m 456m 789m 22m, and 3m with two Red dragons (333m).
    const outcome = gd({ concealed: '1m2m3m4m5m6m7m8m9m2m2m3m7z7z', winningTile: '3m', winBy: 'self-draw' });
    expect(fans(outcome)).toEqual({ 'full-flush': 2, 'self-draw': 1 });
    expect(outcome.ok && outcome.total).toBe(8);
  });
  it('all pungs with a wild: 111m 222p 333s 44z, 55z with a Red dragon: 1 + 1 = 2 fan, 4 points', () => {
    const outcome = gd({ concealed: '111m222p333s4z4z5z5z7z', winningTile: '4z', winBy: 'self-draw' });
    expect(fans(outcome)).toEqual({ 'all-pungs': 1, 'self-draw': 1 });
    expect(outcome.ok && outcome.total).toBe(4);
  });
  it('kong bloom on a concealed kong: kong bloom 1 + root 1 + self-draw 1 = 3 fan, 8 points', () => {
    const outcome = gd({ concealed: '123m456m789s99s', melds: [{ type: 'concealed-kong', tiles: '5555p' }], winningTile: '9s', winBy: 'self-draw', kongReplacement: true });
    expect(fans(outcome)).toEqual({ root: 1, 'kong-bloom': 1, 'self-draw': 1 });
    expect(outcome.ok && outcome.total).toBe(8);
  });
  it('robbing a kong is not a self-draw: 0 fan, 1 point, paid by the robbed player', () => {
    const outcome = gd({ concealed: '123m456m555p99s3z3z3z', winningTile: '4m', winBy: 'rob-kong' });
    expect(fans(outcome)).toEqual({});
    expect(outcome.ok && outcome.payments).toEqual([{ from: 'discarder', amount: 1, reason: 'win' }]);
  });
  it('thirteen orphans with a wild is worth the cap: 256; 16 at a Sichuan table; 2 when it scores only its other fans', () => {
    const hand = { concealed: '1m9m1p9p1s9s1z2z3z4z5z6z7z7z', winningTile: '1m', winBy: 'self-draw' };
    expect(gd(hand)).toMatchObject({ ok: true, win: 'thirteen-orphans', total: 256 });
    expect(gd(hand, { fanCap: 4 })).toMatchObject({ ok: true, total: 16 });
    expect(gd(hand, { thirteenOrphans: 'none' })).toMatchObject({ ok: true, total: 2 });
  });
  it('a hand that makes no shape is refused as incomplete', () => {
    expect(gd({ concealed: '1m3m5m7m9m2p4p6p8p1s3s5s7s9s', winningTile: '9s', winBy: 'self-draw' })).toEqual({ ok: false, reason: 'incomplete' });
  });
  it('is the rule set the registry knows, with its options', () => {
    expect(ruleset('guangdong').optionSpecs.map((o) => [o.id, o.default])).toEqual([
      ['fanCap', 8],
      ['thirteenOrphans', 'cap'],
    ]);
  });
});
