// The stronger bot level on hand-made Fuzhou positions: its discard, that it keeps the gold, and
// when a claim brings it closer. Figures worked out by hand below.
import { describe, expect, it } from 'vitest';
import { tile } from '../../../src/engine/index.ts';
import { strongClaimHelps, strongOwnTurn } from '../../../src/engine/bots/strong.ts';
import { ev, play } from '../deal/lesson.ts';
import { fuzhouDeal, HANDS } from '../analysis/positions.ts';

const GOLD = tile('5p');

describe('the stronger bot', () => {
  const r = fuzhouDeal();
  const rules = r.log.ruleset;
  it('discards by tiles from winning: 9s, which leaves 1s 4s or the gold to win on', () => {
    // Seat 1 before event 7: 123m 456m 789m 111p 23s 55s 9s; only 9s keeps it one short.
    const e = strongOwnTurn(rules, r.machine, r.states[7], GOLD, 1, r.machine.legalEvents(r.states[7]));
    expect(e).toEqual({ type: 'discard', seat: 1, tile: tile('9s') });
  });
  it('keeps the gold it drew', () => {
    // Seat 1 draws the gold 5p instead: 123m 456m 789m 111p 2s 55s 9s 5p. Let 9s go and it is one
    // short with 18 unseen useful tiles, 2s 15: the gold, though it may be thrown, stays.
    const drew = play({ hands: HANDS, gold: '5p', events: [ev.discard(0, '1s'), ev.draw(1, '5p')] });
    const legal = drew.machine.legalEvents(drew.states[7]);
    expect(legal).toContainEqual({ type: 'discard', seat: 1, tile: GOLD });
    expect(strongOwnTurn(drew.log.ruleset, drew.machine, drew.states[7], GOLD, 1, legal)).toEqual({ type: 'discard', seat: 1, tile: tile('9s') });
  });
  it('claims a pong that brings it closer, not a chow that only moves a set into sight', () => {
    const s = r.states[6];
    // Seat 3: 12m 45m 78m 66s 77s 888s 3p 99m, one set: three two-tile runs, three pairs and 3p.
    // Five sets and a pair need a tile for each run and one pair made a set: four from winning.
    // Pong 6s and let 3p go: sets 666s 888s, the runs 12m 45m 78m, pairs 77s 99m: three.
    expect(strongClaimHelps(rules, s, GOLD, 3, 'pong', tile('6s'), [tile('6s'), tile('6s')])).toBe(true);
    // Seat 2: 123m 456m 789m 123s 45s 7p 8p. A chow of 1s with 2s 3s shows a set it held anyway,
    // with 1s 45s 7p 8p left over, the same four loose tiles as before: no closer.
    expect(strongClaimHelps(rules, s, GOLD, 2, 'chow', tile('1s'), [tile('2s'), tile('3s')])).toBe(false);
    // A gold is never claimed.
    expect(strongClaimHelps(rules, s, GOLD, 3, 'pong', GOLD, [GOLD, GOLD])).toBe(false);
  });
});
