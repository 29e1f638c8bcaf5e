// The tables of mcr ruling 10 as options, both values of each, on deals built by hand: Botzone's
// wall (136 tiles, each seat drawing from its own quarter, the deal drawn when the seat to draw
// has nothing left) and several winners on one discard. Counts and payments worked out here.
import { describe, expect, it } from 'vitest';
import { formatTiles, parseDealLog, replay, tileCode, verifyText, type DealEventJson, type Tile } from '../../../../src/engine/index.ts';
import { ruleset } from '../../../../src/engine/rules/index.ts';
import { USUAL } from '../../../../src/engine/rules/define.ts';
import { shuffledWall } from '../../../../src/engine/bots/wall.ts';
import { seeded } from '../../../../src/engine/bots/rng.ts';
import { simulateRun } from '../../../../src/engine/bots/run.ts';
import type { McrState } from '../../../../src/engine/rules/mcr/index.ts';
import { ev, mcrLog } from './deal-log.ts';

const BOTZONE = { wall: 'botzone' };

/**
 * A Botzone deal played out by passes: seat q (by seat wind, dealer 0) owns wall positions
 * 34q … 34q + 33 and takes them from the last down. The dealer is dealt 14 (positions 33 … 20)
 * and throws the last back; then each seat in turn draws its quarter's next tile and throws it back.
 */
function drawnBotzoneDeal(wall: readonly Tile[]) {
  const taken = [0, 0, 0, 0];
  const takeFrom = (q: number, n: number) => Array.from({ length: n }, () => wall[34 * q + 33 - taken[q]++]);
  const events: DealEventJson[] = [];
  for (let q = 0; q < 4; q++) events.push({ type: 'deal', seat: q, tiles: formatTiles(takeFrom(q, q === 0 ? 14 : 13)) });
  events.push(ev.discard(0, tileCode(wall[20])));
  // After the deal quarter 0 holds 20, the others 21. Twenty rounds of draws (seats 1, 2, 3, 0) take
  // 80, leaving 1, 1, 1, 0; seats 1, 2 and 3 draw once more (83 draws), then seat 0 has nothing
  // left to draw: the deal is drawn with 14 + 3 × 13 + 83 = 136 tiles taken, the whole wall.
  let seat = 1;
  let draws = 0;
  while (taken[seat] < 34) {
    const [tile] = takeFrom(seat, 1);
    events.push(ev.draw(seat, tileCode(tile)), ev.discard(seat, tileCode(tile)));
    draws++;
    seat = (seat + 1) % 4;
  }
  return { events, draws, next: seat };
}

describe('wall: botzone (mcr ruling 10)', () => {
  const wall = shuffledWall(USUAL.copies, seeded(26));
  const deal = drawnBotzoneDeal(wall);
  const log = (more: object = {}) => ({ ...mcrLog({ hands: ['', '', '', ''], events: [], options: BOTZONE }), events: [...deal.events, ev.drawGame()], wall: formatTiles(wall), ...more });

  it('is 136 tiles without flowers', () => {
    const botzone = ruleset('mcr', BOTZONE);
    expect(botzone.copies.reduce((a, b) => a + b, 0)).toBe(136);
    expect(botzone.deal({ dealer: 0, streak: 0, wall: null }).wallSize).toBe(136);
    expect(ruleset('mcr').deal({ dealer: 0, streak: 0, wall: null }).wallSize).toBe(144);
  });

  it("the checker's form asks for no flowers at this table, and still does at the standard one", () => {
    expect(ruleset('mcr', BOTZONE).situationForm.map((f) => f.id)).not.toContain('flowers');
    expect(ruleset('mcr').situationForm.map((f) => f.id)).toContain('flowers');
  });

  it('draws the deal when the seat to draw has nothing left in its quarter: consistent, nobody pays', () => {
    expect(deal.draws).toBe(83);
    expect(deal.next).toBe(0);
    const verdict = verifyText(JSON.stringify(log()));
    expect(verdict).toMatchObject({ status: 'consistent', result: { winner: null, deltas: [0, 0, 0, 0] } });
    const parsed = parseDealLog(log());
    if (!parsed.ok) throw new Error('does not parse');
    const r = replay(parsed.log);
    const final = r.states.at(-1) as McrState;
    // Every quarter taken to its end: 4 × 34 = 136.
    expect(final.quarters).toEqual([34, 34, 34, 34]);
    expect(final.front).toBe(136);
    // Before the last three draws seats 1, 2 and 3 each had one tile left, the dealer none.
    expect(r.machine.view(r.states.at(-8)!).left).toBe(3);
  });

  it('refuses a draw from an empty quarter, and a deal out of the wrong quarter', () => {
    const more = verifyText(JSON.stringify(log({ events: [...deal.events, ev.draw(0, tileCode(wall[0]))] })));
    expect(more).toMatchObject({ status: 'illegal', step: deal.events.length, violation: { code: 'expected-draw-game' } });
    // Seat 1 dealt the dealer's quarter: the wall has another tile at seat 1's first position (68).
    const swapped = [...deal.events];
    swapped[1] = { type: 'deal', seat: 1, tiles: formatTiles(Array.from({ length: 13 }, (_, i) => wall[33 - i])) };
    const wrong = verifyText(JSON.stringify(log({ events: swapped })));
    expect(wrong).toMatchObject({ status: 'illegal', step: 1, violation: { code: 'wall-mismatch' } });
  });

  it('replays the same deal without its wall, counting copies', () => {
    const { wall: _wall, ...noWall } = log();
    expect(verifyText(JSON.stringify(noWall))).toMatchObject({ status: 'consistent' });
  });

  it('is refused as a standard wall: 136 tiles where a full wall has 144', () => {
    const standard = { ...log(), options: undefined };
    expect(verifyText(JSON.stringify(standard))).toMatchObject({ status: 'invalid', problem: { code: 'wall-size' } });
  });

  it('simulated deals verify, drawn ones ending when the seat to draw has an empty quarter', () => {
    let drawn = 0;
    for (const d of simulateRun(ruleset('mcr', BOTZONE), 7, 12)) {
      expect(verifyText(JSON.stringify(d.log)).status).toBe('consistent');
      expect(d.log.options).toEqual(BOTZONE);
      const final = d.played.final as McrState;
      if (final.result?.winner !== null) continue;
      drawn++;
      // The deal ended after a discard nobody claimed: the seat after its discarder had taken all 34.
      const last = [...d.played.events].reverse().find((e) => e.type === 'discard');
      if (last?.type !== 'discard') throw new Error('no discard');
      const q = ((last.seat + 1 - d.log.dealer + 4) % 4) as 0 | 1 | 2 | 3;
      expect(final.quarters[q]).toBe(34);
      expect(final.front).toBe(final.quarters.reduce((a, b) => a + b, 0));
    }
    expect(drawn).toBeGreaterThan(0);
  });
});

describe('multipleWins (mcr ruling 10)', () => {
  // The dealer (seat 0, East) throws 9s at once; seats 1 and 2 both wait on it with seven pairs.
  // Seat 1: 11m 33m 55m 22p 44p 66s + 9s: Seven Pairs 24, No Honors 1 = 25.
  // Seat 2: 11s 33s 55p 77p 88m 22z + 9s: Seven Pairs 24 (a wind pair scores nothing) = 24.
  const hands: [string, string, string, string] = ['123456m789p123s9s7z', '113355m2244p669s', '1133s5577p88m22z9s', '3p45678s1234567z'];
  const events = [ev.discard(0, '9s'), ev.call(1, 'win'), ev.call(2, 'win'), ev.win(1, 'discard'), ev.win(2, 'discard')];
  const log = (options: object, deltas: [number, number, number, number]) => mcrLog({ hands, events, options: options as never }, deltas);

  it('true: both are paid, the discarder paying each, the winners not each other', () => {
    // Seat 1: the dealer 8 + 25 = 33, seat 3 8. Seat 2: the dealer 8 + 24 = 32, seat 3 8.
    // Deltas: seat 0 −65, seat 1 +41, seat 2 +40, seat 3 −16 (zero-sum).
    const verdict = verifyText(JSON.stringify(log({ multipleWins: true }, [-65, 41, 40, -16])));
    expect(verdict).toMatchObject({ status: 'consistent', result: { winner: 1, deltas: [-65, 41, 40, -16] } });
    if (verdict.status !== 'consistent') return;
    expect(verdict.result.score?.total).toBe(25);
    expect(verdict.result.alsoWon?.map((w) => [w.winner, w.how, w.score.total])).toEqual([[2, 'discard', 24]]);
    expect(verdict.result.settlement.map((p) => `${p.from}>${p.to} ${p.amount}`)).toEqual(['0>1 33', '3>1 8', '0>2 32', '3>2 8']);
    expect(verdict.result.nextDealer).toBe(1);
  });

  it('true: each win is told with who pays it: the discarder, and the one seat that neither discarded nor won', () => {
    const parsed = parseDealLog(log({ multipleWins: true }, [-65, 41, 40, -16]));
    if (!parsed.ok) throw new Error('does not parse');
    const told = replay(parsed.log).narration.filter((n) => n.key.startsWith('mcr.event.win'));
    // Two wins; seat 3 alone pays 8 to each (seat 2 does not pay seat 1, nor seat 1 seat 2).
    expect(told.map((n) => [n.key, n.params.seat, n.params.pay, n.params.base])).toEqual([
      ['mcr.event.win-discard-one-other', 1, 33, 8],
      ['mcr.event.win-discard-one-other', 2, 32, 8],
    ]);
    // One winner alone still says the other two pay.
    const one = parseDealLog(mcrLog({ hands, events: events.slice(0, 4) }, [-33, 49, -8, -8]));
    if (!one.ok) throw new Error('does not parse');
    expect(
      replay(one.log)
        .narration.filter((n) => n.key.startsWith('mcr.event.win'))
        .map((n) => n.key),
    ).toEqual(['mcr.event.win-discard']);
  });

  it('true: the nearer seat may declare second; a seat that did not call may not join after a win', () => {
    const reversed = [ev.discard(0, '9s'), ev.call(1, 'win'), ev.call(2, 'win'), ev.win(2, 'discard'), ev.win(1, 'discard')];
    const verdict = verifyText(JSON.stringify(mcrLog({ hands, events: reversed, options: { multipleWins: true } }, [-65, 41, 40, -16])));
    // The winner is the seat nearest after the discarder, whichever declared first.
    expect(verdict).toMatchObject({ status: 'consistent', result: { winner: 1, alsoWon: [{ winner: 2 }] } });
    // Without calls, seat 1's win (event 5) ends the deal at once: seat 2's (6) is one too many.
    const uncalled = [ev.discard(0, '9s'), ev.win(1, 'discard'), ev.win(2, 'discard')];
    expect(verifyText(JSON.stringify(mcrLog({ hands, events: uncalled, options: { multipleWins: true } })))).toMatchObject({ status: 'illegal', step: 6, violation: { code: 'deal-over' } });
  });

  it('false (default): only the seat next after the discarder wins', () => {
    // Seat 1 alone: the dealer 8 + 25 = 33, seats 2 and 3 8 each: −33, +49, −8, −8.
    const verdict = verifyText(JSON.stringify(log({}, [-33, 49, -8, -8])));
    // Events: four deals (0–3), the discard (4), two calls (5, 6), seat 1's win (7): seat 2's (8) comes after the end.
    expect(verdict).toMatchObject({ status: 'illegal', step: 8, violation: { code: 'deal-over' } });
    const one = mcrLog({ hands, events: events.slice(0, 4) }, [-33, 49, -8, -8]);
    expect(verifyText(JSON.stringify(one))).toMatchObject({ status: 'consistent', result: { winner: 1, deltas: [-33, 49, -8, -8] } });
    // Seat 2 first gives way to seat 1's called win.
    const second = mcrLog({ hands, events: [...events.slice(0, 3), ev.win(2, 'discard')] });
    expect(verifyText(JSON.stringify(second))).toMatchObject({ status: 'illegal', step: 7, violation: { code: 'claim-outranked' } });
  });

  it('lets the rule set say several may win, for the bots and the analyses', () => {
    expect(ruleset('mcr', { multipleWins: true }).claims.multipleWinners).toBe(true);
    expect(ruleset('mcr').claims.multipleWinners).toBe(false);
  });
});
