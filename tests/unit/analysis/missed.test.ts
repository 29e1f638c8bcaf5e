// Missed chances on crafted logs: a win passed by on a discard and on a self-draw, and a chow made
// while another seat could pong. Notices name the step (the state before the event) and seats.
import { describe, expect, it } from 'vitest';
import { unrankedClaims, missedChances } from '../../../src/engine/analysis/index.ts';
import { ev, play, stop, type Lesson } from '../deal/lesson.ts';
import { EVENTS, fuzhouDeal, HANDS } from './positions.ts';
import { replayText } from '../../../src/engine/index.ts';
import { sampleText } from '../replay/fixtures.ts';

describe('missed wins', () => {
  it('finds seat 2 passing a win on a discard, then on its own draw', () => {
    // Seat 2 waits on 7p from event 9 on (positions.ts). Seat 1 throws 7p at event 15: before
    // event 16 seat 2 may win on it, but the log has it draw instead (step 16). It then draws the
    // other 7p and throws it (event 17): a self-drawn win passed by (step 17).
    const r = fuzhouDeal();
    expect(missedChances(r)).toEqual([
      { kind: 'win', step: 16, seat: 2, how: 'discard' },
      { kind: 'win', step: 17, seat: 2, how: 'self-draw' },
    ]);
  });
  it('says nothing when the win is taken, called first or not yet possible', () => {
    // The same deal stopped after event 15, then seat 2 calls and takes the win on 7p.
    const taken = play({ hands: HANDS, gold: '5p', events: [...EVENTS.slice(0, 11), ev.call(2, 'win'), ev.win(2, 'discard')] });
    expect(stop(taken)).toBe('win');
    expect(missedChances(taken)).toEqual([]);
    // Through event 13 nobody could have won: no seat one short met one of its tiles.
    const early = play({ hands: HANDS, gold: '5p', events: EVENTS.slice(0, 9) });
    expect(missedChances(early)).toEqual([]);
  });
});

describe('calls keep a chance open', () => {
  it('finds nothing in the Guangdong deal where two seats call and both rob one kong', () => {
    // Events 15 and 16: seats 2 and 3 call a win on seat 1's added kong; 17 and 18: both win.
    // Once seat 2 has called, the rule set lists only callers' wins, yet seat 3 still calls.
    const outcome = replayText(sampleText('guangdong-rob-two'), {}, { narrate: false });
    if (!outcome.ok) throw new Error('guangdong-rob-two does not replay');
    expect(outcome.replay.result).toMatchObject({ winner: 2, alsoWon: [{ winner: 3 }] });
    expect(missedChances(outcome.replay)).toEqual([]);
  });
});

describe('a claim outranked', () => {
  // Seat 0 (dealer) throws 5s. Seat 1, next in turn, holds 3s 4s and may chow it; seat 2 holds
  // 5s 5s and may pong it, which ranks higher. Nobody is one short, so no win is possible.
  const hands: Lesson['hands'] = ['11m55m99m22p66p33s77s4p8s5s', '34s147p258m19s9p36m8p7m6s', '55s147m2p3p8p9p2s6s9s3m6m8m1p', '3s7s7m8m4p6p1s2s6s8s9s4m9p8p7p6m'];
  it('notes the chow made at step 6 while seat 2 could pong', () => {
    const r = play({ hands, gold: '5p', events: [ev.discard(0, '5s'), ev.chow(1, '34s'), ev.discard(1, '9p')] });
    expect(stop(r)).toBe('unfinished');
    expect(missedChances(r)).toEqual([{ kind: 'outranked', step: 6, seat: 1, claim: 'chow', other: 2, otherClaim: 'pong' }]);
  });
  it('is a verdict note when no calls were recorded, and not when the seats called', () => {
    const r = play({ hands, gold: '5p', events: [ev.discard(0, '5s'), ev.chow(1, '34s'), ev.discard(1, '9p')] });
    expect(unrankedClaims(r)).toEqual([{ kind: 'outranked', step: 6, seat: 1, claim: 'chow', other: 2, otherClaim: 'pong' }]);
    // With calls recorded the claims were ranked: seat 2 did not call, so the chow was the only claim.
    const called = play({ hands, gold: '5p', events: [ev.discard(0, '5s'), { type: 'call', seat: 1, claim: 'chow' }, ev.chow(1, '34s'), ev.discard(1, '9p')] });
    expect(unrankedClaims(called)).toEqual([]);
  });
  it('says nothing of the pong itself', () => {
    const r = play({ hands, gold: '5p', events: [ev.discard(0, '5s'), ev.pong(2), ev.discard(2, '9p')] });
    expect(stop(r)).toBe('unfinished');
    expect(missedChances(r)).toEqual([]);
  });
});
