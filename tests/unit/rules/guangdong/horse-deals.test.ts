// The horse settled through whole guangdong deals (rulings 5–8, 10): one hand-written log, ended by
// a self-draw and a horse tile pointing at the dealer, at a loser, or at the winner, verified by the
// engine against a result worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { verifyText, type Payment, type Seat } from '../../../../src/engine/index.ts';

// Dealer seat 0, no wall (the events alone are replayed, copies counted).
//   seat 0 (dealer, 14): 9p 2m2m 4m4m 6m6m 1p1p 3p3p 8m8m8m
//   seat 1: 1m1m1m1m 2m3m 4p5p6p 6s7s8s 5s   (waits on 5s for the pair)
//   seat 2: 9p9p9p 1z1z 2z2z 3z3z 4z 5m6m7m
//   seat 3: 1s2s3s 7s8s9s 4z4z 5z5z 6z6z6z
// The dealer throws 9p; seat 2 kongs it (ruling 7: the discarder pays 2) and draws a replacement,
// 5p, thrown; seat 3 draws and throws 9m, the dealer 7m; seat 1 draws 5s and wins by self-draw:
// 111m 123m 456p 678s 55s. Fans (ruling 5): a root (four natural 1m held) 1 + self-draw 1 = 2 fan;
// 2^2 = 4 points from each of the other three (ruling 6).
// Before the horse: kong 0→2 2; win 2→1 4, 3→1 4, 0→1 4.
//   seat 0: −2 − 4 = −6;  seat 1: +12;  seat 2: +2 − 4 = −2;  seat 3: −4.   (sum 0)
const events = (horse: string) => [
  { type: 'deal', seat: 0, tiles: '9p2m2m4m4m6m6m1p1p3p3p8m8m8m' },
  { type: 'deal', seat: 1, tiles: '1m1m1m1m2m3m4p5p6p6s7s8s5s' },
  { type: 'deal', seat: 2, tiles: '9p9p9p1z1z2z2z3z3z4z5m6m7m' },
  { type: 'deal', seat: 3, tiles: '1s2s3s7s8s9s4z4z5z5z6z6z6z' },
  { type: 'discard', seat: 0, tile: '9p' },
  { type: 'kong', seat: 2 },
  { type: 'draw', seat: 2, tile: '5p' },
  { type: 'discard', seat: 2, tile: '5p' },
  { type: 'draw', seat: 3, tile: '9m' },
  { type: 'discard', seat: 3, tile: '9m' },
  { type: 'draw', seat: 0, tile: '7m' },
  { type: 'discard', seat: 0, tile: '7m' },
  { type: 'draw', seat: 1, tile: '5s' },
  { type: 'win', seat: 1, how: 'self-draw' },
  { type: 'horse', tile: horse },
];
/** The whole log, its recorded result the deltas worked out by hand; seat 1 won, so it deals next (ruling 10). */
const log = (horse: string, deltas: number[]) =>
  JSON.stringify({
    format: 'fuzhou-mahjong-deal',
    version: 1,
    ruleset: 'guangdong',
    seats: [{ name: 'Mei' }, { name: 'Lin' }, { name: 'Hua' }, { name: 'Jun' }],
    dealer: 0,
    streak: 0,
    events: events(horse),
    result: { deltas, winner: 1, how: 'self-draw', win: 'normal', nextDealer: 1, nextStreak: 0 },
  });
const pay = (from: Seat, to: Seat, amount: number, reason: string): Payment => ({ from, to, amount, reason });
// The payments in the order made: the kong, then the win's payers in turn order after the winner.
const before = [pay(0, 2, 2, 'kong'), pay(2, 1, 4, 'win'), pay(3, 1, 4, 'win'), pay(0, 1, 4, 'win')];
const horse = (from: Seat, to: Seat, amount: number, mirrors: Seat) => ({ ...pay(from, to, amount, 'horse'), mirrors });

function settled(horseTile: string, deltas: number[]) {
  const verdict = verifyText(log(horseTile, deltas));
  expect(verdict.status, JSON.stringify(verdict)).toBe('consistent');
  if (verdict.status !== 'consistent') throw new Error('not consistent');
  return verdict.result;
}

describe('a guangdong deal settled with its horse (ruling 8)', () => {
  it('the win itself: a root and the self-draw, 2 fan, 4 points', () => {
    const r = settled('9s', [-12, 16, 0, -4]);
    expect(r.score?.figures).toMatchObject({ fan: 2, total: 4 });
    expect(r.settlement.slice(0, 4)).toEqual(before);
  });

  it('(a) the horse 9s points to the dealer: the dealer pays its kong and win payments again', () => {
    // 9 seats from the dealer: 1 → 0, 2 → 1, 3 → 2, 4 → 3, 5 → 0, 6 → 1, 7 → 2, 8 → 3, 9 → 0, the dealer.
    // It paid 2 to seat 2 and 4 to seat 1: it pays both again.
    //   seat 0: −6 − 2 − 4 = −12;  seat 1: +12 + 4 = +16;  seat 2: −2 + 2 = 0;  seat 3: −4.
    const r = settled('9s', [-12, 16, 0, -4]);
    expect(r.settlement).toEqual([...before, horse(0, 2, 2, 0), horse(0, 1, 4, 0)]);
    expect(r.deltas).toEqual([-12, 16, 0, -4]);
  });

  it('(b) the horse 8p points to seat 3, a loser: the dealer pays the winner what seat 3 paid', () => {
    // 8 seats from the dealer end at seat 3 (…, 5 → 0, 6 → 1, 7 → 2, 8 → 3). Seat 3 paid only 4,
    // to seat 1; the dealer pays seat 1 4 more.
    //   seat 0: −6 − 4 = −10;  seat 1: +12 + 4 = +16;  seat 2: −2;  seat 3: −4.
    const r = settled('8p', [-10, 16, -2, -4]);
    expect(r.settlement).toEqual([...before, horse(0, 1, 4, 3)]);
    expect(r.deltas).toEqual([-10, 16, -2, -4]);
  });

  it('(c) the horse 2p points to seat 1, the winner: its other payers pay the dealer the same, the dealer’s own payment to it skipped', () => {
    // 2 seats from the dealer: 1 → 0, 2 → 1. Seat 1 received 4 from each of 0, 2, 3 and paid nothing:
    // seats 2 and 3 pay the dealer 4 each; the dealer's 4 to seat 1 is between it and that seat, skipped.
    //   seat 0: −6 + 8 = +2;  seat 1: +12;  seat 2: −2 − 4 = −6;  seat 3: −4 − 4 = −8.
    const r = settled('2p', [2, 12, -6, -8]);
    expect(r.settlement).toEqual([...before, horse(2, 0, 4, 1), horse(3, 0, 4, 1)]);
    expect(r.deltas).toEqual([2, 12, -6, -8]);
  });

  it('a recorded result that forgets the horse is a mismatch, told by seat', () => {
    // Without the horse on the dealer the deltas would be the ones before it: −6, +12, −2, −4.
    const verdict = verifyText(log('9s', [-6, 12, -2, -4]));
    expect(verdict.status).toBe('mismatch');
    if (verdict.status === 'mismatch') expect(verdict.differences.map((d) => d.field)).toEqual(['result.deltas[0]', 'result.deltas[1]', 'result.deltas[2]']);
  });
});
