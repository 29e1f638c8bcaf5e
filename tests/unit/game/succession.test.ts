// Each rule set's succession, the hook in its own folder that says how one deal of a game leads to
// the next, and its agreement with what the rule set's deal machine records as nextDealer/nextStreak.
import { describe, expect, it } from 'vitest';
import { ruleset, type DealOutcome, type Seat } from '../../../src/engine/index.ts';
import { simulateRun } from '../../../src/engine/bots/run.ts';

const following = (name: string, outcome: Partial<DealOutcome>) => ruleset(name).succession.next({ index: 0, dealer: 0, streak: 0, winners: [], options: ruleset(name).options, ...outcome });

describe('the gold family (fuzhou ruling 14, fuzhou-144 ruling 9)', () => {
  for (const name of ['fuzhou', 'fuzhou-144']) {
    it(`${name}: the dealer keeps the deal on a win of its own or a draw, the streak growing; another's win passes it`, () => {
      expect(following(name, { dealer: 2, streak: 3, winners: [2] })).toEqual({ dealer: 2, streak: 4, options: {} });
      expect(following(name, { dealer: 2, streak: 3, winners: [] })).toEqual({ dealer: 2, streak: 4, options: {} });
      expect(following(name, { dealer: 2, streak: 3, winners: [0] })).toEqual({ dealer: 3, streak: 0, options: {} });
      expect(following(name, { dealer: 3, streak: 0, winners: [1] })).toEqual({ dealer: 0, streak: 0, options: {} });
      expect(ruleset(name).succession.maxDeals).toBeNull();
    });
  }
});

describe('guangdong (ruling 10)', () => {
  it('the winner deals next, the first of several robbers; a draw keeps the dealer; no streak', () => {
    expect(following('guangdong', { dealer: 0, streak: 0, winners: [2] })).toEqual({ dealer: 2, streak: 0, options: {} });
    expect(following('guangdong', { dealer: 1, winners: [3, 0] })).toEqual({ dealer: 3, streak: 0, options: {} });
    expect(following('guangdong', { dealer: 1, streak: 2, winners: [] })).toEqual({ dealer: 1, streak: 0, options: {} });
  });
});

describe('mcr (ruling 11)', () => {
  const mcr = ruleset('mcr');
  const next = (index: number, dealer: Seat, roundWind: string) => mcr.succession.next({ index, dealer, streak: 0, winners: [dealer], options: { ...mcr.options, roundWind } });
  it('the dealer passes every deal, won or drawn; the round wind advances after every fourth deal', () => {
    expect(next(0, 0, '1z')).toEqual({ dealer: 1, streak: 0, options: { roundWind: '1z' } });
    expect(next(2, 2, '1z').options).toEqual({ roundWind: '1z' });
    expect(next(3, 3, '1z')).toEqual({ dealer: 0, streak: 0, options: { roundWind: '2z' } });
    expect(next(7, 3, '2z').options).toEqual({ roundWind: '3z' });
    expect(next(11, 3, '3z').options).toEqual({ roundWind: '4z' });
    expect(next(12, 0, '4z').options).toEqual({ roundWind: '4z' });
  });
  it('holds 16 deals; players may change seats only between rounds', () => {
    expect(mcr.succession.maxDeals).toBe(16);
    expect([0, 1, 3, 4, 5, 8, 12, 13].map((i) => mcr.succession.seatsMayChange(i))).toEqual([false, false, false, true, false, true, true, false]);
    expect(mcr.succession.dealOptions).toEqual(['roundWind']);
  });
});

describe('the succession and the deal machine say the same', () => {
  for (const name of ['fuzhou', 'fuzhou-144', 'guangdong', 'mcr']) {
    it(`${name}: over 12 deals, the next dealer and streak each deal records are the succession's`, () => {
      const rules = ruleset(name);
      const deals = [...simulateRun(rules, 4, 12, { game: true })];
      for (const [index, { played, log }] of deals.entries()) {
        const result = played.final.result!;
        const winners = result.winner === null ? [] : [result.winner, ...(result.alsoWon ?? []).map((w) => w.winner)];
        const next = rules.succession.next({ index, dealer: log.dealer as Seat, streak: log.streak, winners, options: rules.options });
        expect([result.nextDealer, result.nextStreak]).toEqual([next.dealer, next.streak]);
      }
    });
  }
});
