// guangdong settlements worked out by hand (rulings 6–10): the horse's seat, the dealer mirroring
// it (on the dealer, a loser, the winner), two robbers of one kong, kong payments kept in a draw
// game and at a time-up, and the refusals a deal meets (a Red dragon pong, a discard win).
import { describe, expect, it } from 'vitest';
import { ruleset, tile, tiles, type DealEvent, type Payment, type Seat } from '../../../../src/engine/index.ts';
import { horsePayments, horseSeat } from '../../../../src/engine/rules/guangdong/index.ts';
import { deltasOf } from '../../../../src/engine/game/types.ts';

const pay = (from: Seat, to: Seat, amount: number, reason = 'win'): Payment => ({ from, to, amount, reason });
const rules = ruleset('guangdong');

/** Applies events to a deal without a known wall (copies are counted); returns the final state or the first broken rule. */
function play(dealer: Seat, events: DealEvent[], wall: number[] | null = null) {
  const machine = rules.deal({ dealer, streak: 0, wall });
  let state = machine.initial;
  for (let i = 0; i < events.length; i++) {
    const applied = machine.apply(state, events[i]);
    if (!applied.ok) return { state, broken: { step: i, ...applied.violation } };
    state = applied.state;
  }
  return { state, broken: null, machine };
}
const deal = (seat: Seat, notation: string): DealEvent => ({ type: 'deal', seat, tiles: tiles(notation) });
const ev = {
  draw: (seat: Seat, t: string): DealEvent => ({ type: 'draw', seat, tile: tile(t) }),
  discard: (seat: Seat, t: string): DealEvent => ({ type: 'discard', seat, tile: tile(t) }),
};

describe('the horse (ruling 8)', () => {
  it('counts seats from the dealer: suited tiles by rank, winds 1–4, Red 5, Green 6, White 7', () => {
    // Dealer 0: 1m → 0 (the dealer), 2m → 1, 5p → 0 again, 4z (North) → 3, 7z (Red) → 0, 6z (Green) → 1, 5z (White) → 2.
    expect(['1m', '2m', '5p', '4z', '7z', '6z', '5z'].map((t) => horseSeat(0, tile(t)))).toEqual([0, 1, 0, 3, 0, 1, 2]);
    // Dealer 2: a 3 counts three seats from it: 2, 3, then 0.
    expect(horseSeat(2, tile('3s'))).toBe(0);
  });

  // Dealer 0. Seat 2 declares a concealed kong (2 from each other seat), then seat 1 self-draws for 4 each.
  const deal0 = [pay(0, 2, 2, 'concealed-kong'), pay(1, 2, 2, 'concealed-kong'), pay(3, 2, 2, 'concealed-kong'), pay(0, 1, 4), pay(2, 1, 4), pay(3, 1, 4)];
  it('before the horse: seat 0 −6, seat 1 +12 − 2 = +10, seat 2 +6 − 4 = +2, seat 3 −6', () => {
    expect(deltasOf(deal0)).toEqual([-6, 10, 2, -6]);
  });
  it('on a loser (seat 3): the dealer pays whoever seat 3 paid, again (4 to seat 1, 2 to seat 2)', () => {
    const lines = horsePayments(0, 3, deal0);
    expect(lines).toEqual([
      { from: 0, to: 2, amount: 2, reason: 'horse', mirrors: 3 },
      { from: 0, to: 1, amount: 4, reason: 'horse', mirrors: 3 },
    ]);
    expect(deltasOf([...deal0, ...lines])).toEqual([-12, 14, 4, -6]);
  });
  it('on the winner (seat 1): its payers pay the dealer the same, the dealer’s own payment to it skipped; the dealer pays its kong payment again', () => {
    const lines = horsePayments(0, 1, deal0);
    expect(lines).toEqual([
      { from: 0, to: 2, amount: 2, reason: 'horse', mirrors: 1 },
      { from: 2, to: 0, amount: 4, reason: 'horse', mirrors: 1 },
      { from: 3, to: 0, amount: 4, reason: 'horse', mirrors: 1 },
    ]);
    expect(deltasOf([...deal0, ...lines])).toEqual([0, 10, 0, -10]);
  });
  it('on the dealer: the dealer’s own payments and receipts count twice', () => {
    // The dealer self-draws for 2 from each: +6; the horse on it doubles to +12, −4 each.
    const dealerWins = [pay(1, 0, 2), pay(2, 0, 2), pay(3, 0, 2)];
    expect(deltasOf([...dealerWins, ...horsePayments(0, 0, dealerWins)])).toEqual([12, -4, -4, -4]);
    // The dealer paid 2 for seat 2's kong and 4 for seat 1's win: it pays both again.
    expect(deltasOf([...deal0, ...horsePayments(0, 0, deal0)])).toEqual([-12, 14, 4, -6]);
  });
});

describe('a deal (rulings 3, 6–10)', () => {
  // Dealer 0 throws a 5m that seat 1 pongs; seat 1 later draws the fourth 5m and adds it; seats 2
  // (4m 6m) and 3 (3m 4m) both wait on it and rob it.
  const opening: DealEvent[] = [
    deal(0, '5m111p222p333s444s9p'),
    deal(1, '5m5m111z222z333z6z6z'),
    deal(2, '4m6m111m789p789s9m9m'),
    deal(3, '3m4m222s567p678s8m8m'),
    ev.discard(0, '5m'),
    { type: 'pong', seat: 1 },
    ev.discard(1, '6z'),
    ev.draw(2, '5z'),
    ev.discard(2, '5z'),
    ev.draw(3, '5z'),
    ev.discard(3, '5z'),
    ev.draw(0, '5z'),
    ev.discard(0, '5z'),
    ev.draw(1, '5m'),
    { type: 'added-kong', seat: 1, tile: tile('5m') },
  ];
  const robbed: DealEvent[] = [
    ...opening,
    { type: 'call', seat: 2, claim: 'win' },
    { type: 'call', seat: 3, claim: 'win' },
    { type: 'win', seat: 2, how: 'rob-kong', tile: tile('5m') },
    { type: 'win', seat: 3, how: 'rob-kong', tile: tile('5m') },
  ];

  it('two robbers of one added kong: the robbed player pays each 1 (no fan), the kong is never paid; the horse 3p (seat 2) makes seat 1 pay the dealer 1 more', () => {
    const { state, broken } = play(0, [...robbed, { type: 'horse', tile: tile('3p') }]);
    expect(broken).toBeNull();
    const r = state.result!;
    expect(r.settlement).toEqual([pay(1, 2, 1), pay(1, 3, 1), { ...pay(1, 0, 1, 'horse'), mirrors: 2 }]);
    expect(r.deltas).toEqual([1, -3, 1, 1]);
    expect([r.winner, r.alsoWon?.map((w) => w.winner), r.nextDealer]).toEqual([2, [3], 2]);
  });
  it('the nearer robber wins first; a robber that did not call is refused', () => {
    const swapped = [...robbed];
    [swapped[17], swapped[18]] = [swapped[18], swapped[17]];
    expect(play(0, swapped).broken).toMatchObject({ step: 17, code: 'rob-in-turn' });
  });
  it('a Red dragon discard can be neither ponged nor won on', () => {
    const events: DealEvent[] = [deal(0, '7z111p222p333s444s9p'), deal(1, '7z7z1z1z1z2z2z2z3z3z3z6z6z'), deal(2, '4m6m111m789p789s9m9m'), deal(3, '3m4m222s567p678s8m8m'), ev.discard(0, '7z')];
    expect(play(0, [...events, { type: 'pong', seat: 1 }]).broken).toMatchObject({ step: 5, code: 'wild-claim' });
    expect(play(0, [...events, { type: 'win', seat: 1, how: 'discard' }]).broken).toMatchObject({ step: 5, code: 'no-discard-win' });
  });
  it('kong payments stand at a time-up: no winner, no horse, the dealer deals again', () => {
    // Seat 1 is dealt four 9p and declares a concealed kong on its first turn: +6, the others −2.
    const events: DealEvent[] = [
      deal(0, '123m456m789m1p2p3p4p5p'),
      deal(1, '9p9p9p9p1z1z1z2z2z2z3z3z3z'),
      deal(2, '4m6m111m678p789s9m9m'),
      deal(3, '3m4m222s567p678s8m8m'),
      ev.discard(0, '5p'),
      ev.draw(1, '6z'),
      { type: 'concealed-kong', seat: 1, tile: tile('9p') },
      ev.draw(1, '6z'),
      { type: 'time-up' },
    ];
    const { state, broken } = play(0, events);
    expect(broken).toBeNull();
    expect(state.result).toMatchObject({ winner: null, deltas: [-2, 6, -2, -2], nextDealer: 0 });
    expect(play(0, [...events, { type: 'horse', tile: tile('1m') }]).broken).toMatchObject({ code: 'deal-over' });
  });
  it('kong payments stand in a draw game: every tile drawn and thrown back until the live wall is empty', () => {
    // A known wall: seat 1 holds four 9p. Every draw is discarded at once, nobody claims, so the
    // live wall (136 − 53 dealt − the horse = 82 tiles, one of them the kong's replacement) runs out.
    // The other tiles first copy of every kind, then the second copies, …: no hand is dealt four of a kind.
    const pool: number[] = [];
    for (let k = 0; k < 4; k++) for (let t = 0; t < 34; t++) if (t !== tile('9p')) pool.push(t);
    const hand1 = tiles('9p9p9p9p1z2z3z4z5z6z1m1p1s');
    for (const t of hand1) if (t !== tile('9p')) pool.splice(pool.indexOf(t), 1);
    // Dealer 0 gets 14, then seats 1, 2, 3 get 13 each, then the rest in order: honors last so nobody wins by accident.
    const wall = [...pool.slice(0, 14), ...hand1, ...pool.slice(14)];
    const machine = rules.deal({ dealer: 0, streak: 0, wall });
    let state = machine.initial;
    let kongs = 0;
    for (let guard = 0; !state.result && guard < 400; guard++) {
      const options = machine.legalEvents(state);
      const kong = options.find((e) => e.type === 'concealed-kong');
      const choice =
        kong ??
        options.find((e) => e.type === 'deal' || e.type === 'draw' || e.type === 'draw-game') ??
        options.find((e) => e.type === 'discard' && e.tile === state.seats[e.seat].drawn) ??
        options.find((e) => e.type === 'discard')!;
      if (kong) kongs++;
      const applied = machine.apply(state, choice);
      if (!applied.ok) throw new Error(applied.violation.code);
      state = applied.state;
    }
    expect(kongs).toBe(1);
    expect(state.result).toMatchObject({ winner: null, deltas: [-2, 6, -2, -2], nextDealer: 0 });
  });
});
