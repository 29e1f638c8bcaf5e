// Hand-written MCR deals, each built for one rule of the deal machine: payments worked out by
// hand (mcr ruling 6), the 8-point minimum (3), claims and their priority (5), robbing a kong,
// kong and flower replacements and the wall's last tile (8), a drawn hand and the dealer passing (7).
import { describe, expect, it } from 'vitest';
import { ruleset, tile, verifyText } from '../../../../src/engine/index.ts';
import { MCR_CLAIM_RANK, outranked } from '../../../../src/engine/rules/mcr/game/index.ts';
import { ev, mcrLog, passes, play, rest, stop, type McrLesson } from './deal-log.ts';

// Seat 0 deals. Seat 1 waits on 1p or 4p with a pure straight: 123m 456m 789m, East pair, 23p.
const DEALER = '19m1489p179s34567z'; // 14 tiles, among them the 4p seat 1 waits on
const STRAIGHT_M = '123456789m11z23p';
const LOOSE_2 = '258m258p258s2z4z6z7z';
const LOOSE_3 = '369m369p369s2z3z4z5z';
const hands: McrLesson['hands'] = [DEALER, STRAIGHT_M, LOOSE_2, LOOSE_3];
const ALL_DEALT = [DEALER, STRAIGHT_M, LOOSE_2, LOOSE_3];

const lesson = (events: McrLesson['events'], extra: Partial<McrLesson> = {}): McrLesson => ({ hands, events, ...extra });

describe('mcr deals: a win and who pays (mcr rulings 3 and 6)', () => {
  it('a win on a discard: the discarder pays 8 + the hand, the other two 8 each', () => {
    const r = play(lesson([ev.discard(0, '4p'), ev.win(1, 'discard')]));
    expect(stop(r)).toBe('win');
    // Seat 1 (South) wins on 4p: 123m 456m 789m 234p and the East pair, nothing claimed.
    // Pure Straight 16 (Short Straight and Two Terminal Chows inside it) + Concealed Hand 2 +
    // One Voided Suit 1 (no bamboo) = 19; no flowers, so the hand is worth 19.
    expect(r.result!.score).toMatchObject({ win: 'mcr', total: 19, figures: { fanPoints: 19, flowers: 0, total: 19 } });
    expect(r.result!.score!.items.map((i) => [i.id, i.points])).toEqual([
      ['pure-straight', 16],
      ['concealed-hand', 2],
      ['one-voided-suit', 1],
    ]);
    // Seat 0 pays 8 + 19 = 27; seats 2 and 3 pay 8 each: seat 1 gains 43.
    expect(r.result!.settlement).toEqual([
      { from: 0, to: 1, amount: 27, reason: 'win' },
      { from: 2, to: 1, amount: 8, reason: 'win' },
      { from: 3, to: 1, amount: 8, reason: 'win' },
    ]);
    expect(r.result!.deltas).toEqual([-27, 43, -8, -8]);
    expect(r.result).toMatchObject({ winner: 1, how: 'discard', nextDealer: 1, nextStreak: 0 });
    // The situation the machine filled in: South's seat wind, East round, nothing special.
    expect(r.result!.situation).toMatchObject({ seatWind: tile('2z'), roundWind: tile('1z'), lastTile: false, lastCopy: false, kongReplacement: false });
    // The log recording these numbers verifies.
    expect(verifyText(mcrLog(lesson([ev.discard(0, '4p'), ev.win(1, 'discard')]), [-27, 43, -8, -8])).status).toBe('consistent');
    expect(verifyText(mcrLog(lesson([ev.discard(0, '4p'), ev.win(1, 'discard')]), [-19, 19, 0, 0])).status).toBe('mismatch');
    // Told with MCR's own payments.
    expect(r.narration.at(-1)).toMatchObject({ key: 'mcr.event.win-discard', params: { seat: 1, from: 0, total: 19, pay: 27, base: 8, tile: '4p' } });
  });

  it('a self-drawn win: each of the other three pays 8 + the hand', () => {
    const r = play(lesson([ev.discard(0, '5z'), ev.draw(1, '4p'), ev.win(1, 'self-draw')]));
    expect(stop(r)).toBe('win');
    // Pure Straight 16 + Fully Concealed Hand 4 (instead of Concealed Hand and Self-Drawn) +
    // One Voided Suit 1 = 21: each pays 29, seat 1 gains 87.
    expect(r.result!.score).toMatchObject({ total: 21 });
    expect(r.result!.score!.items.map((i) => i.id)).toEqual(['pure-straight', 'fully-concealed-hand', 'one-voided-suit']);
    expect(r.result!.deltas).toEqual([-29, 87, -29, -29]);
    expect(r.narration.at(-1)).toMatchObject({ key: 'mcr.event.win-self-draw', params: { total: 21, pay: 29 } });
  });

  it('a false win (a winning shape under 8 points) is illegal at its index, and never offered', () => {
    // Seat 1: 234m 78m 567p 345s 66s waits on 6m or 9m. On 6m: All Chows 2 + Concealed Hand 2 +
    // All Simples 2 = 6 points: a complete hand that may not win.
    const falseHands: McrLesson['hands'] = ['6m19m1489p179s3456z', '23478m567p345s66s', LOOSE_2, LOOSE_3];
    const r = play({ hands: falseHands, events: [ev.discard(0, '6m'), ev.win(1, 'discard')] });
    expect(stop(r)).toBe('illegal@5:below-minimum');
    expect(r.illegal!.violation.params).toMatchObject({ seat: 1, points: 6 });
    const before = r.states.at(-1)!;
    expect(r.machine.legalEvents(before).some((e) => e.type === 'win')).toBe(false);
    // A call to win is refused the same way.
    expect(stop(play({ hands: falseHands, events: [ev.discard(0, '6m'), ev.call(1, 'win')] }))).toBe('illegal@5:below-minimum');
    // And tiles that form no shape at all.
    expect(stop(play(lesson([ev.discard(0, '4p'), ev.win(2, 'discard')])))).toBe('illegal@5:not-a-winning-hand');
  });

  it('flowers are set aside dealer first and add 1 each after the minimum', () => {
    // The dealer was dealt 2f for its 7z, seat 1 was dealt 1f for its 3p: both replaced from the tail.
    const flowerHands: McrLesson['hands'] = ['19m1489p179s3456z2f', '123456789m11z2p1f', LOOSE_2, LOOSE_3];
    const opening = [ev.flower(0, '2f'), ev.draw(0, '7z'), ev.flower(1, '1f'), ev.draw(1, '3p')];
    const r = play({ hands: flowerHands, opening, events: [ev.discard(0, '4p'), ev.win(1, 'discard')] });
    expect(stop(r)).toBe('win');
    // 19 points as above, + Flower Tiles 1 = 20: the dealer pays 28.
    expect(r.result!.score).toMatchObject({ total: 20, figures: { fanPoints: 19, flowers: 1, total: 20 } });
    expect(r.result!.deltas).toEqual([-28, 44, -8, -8]);
    // Seat 1 first is out of order.
    expect(stop(play({ hands: flowerHands, opening: [ev.flower(1, '1f')], events: [] }))).toBe('illegal@4:flower-out-of-order');
    // No gold is ever flipped at this table.
    expect(stop(play({ hands, events: [{ type: 'gold', tile: '5p' }] }))).toBe('illegal@4:no-gold');
  });
});

describe('mcr deals: claims (mcr ruling 5)', () => {
  // Seat 2 waits on 4p or 7p: 123s 456s 789s, South pair, 56p.
  const STRAIGHT_S = '123456789s22z56p';
  const LOOSE = '258m258p2s5s8s3z4z6z7z';
  const TWO_DEALER = '19m1489p19s34567z3m'; // 14, with the 4p

  it('two wins on one discard: the seat next in turn after the discarder wins', () => {
    const two: McrLesson['hands'] = [TWO_DEALER, STRAIGHT_M, STRAIGHT_S, LOOSE];
    for (const calls of [
      [ev.call(2, 'win'), ev.call(1, 'win')],
      [ev.call(1, 'win'), ev.call(2, 'win')],
    ]) {
      expect(stop(play({ hands: two, events: [ev.discard(0, '4p'), ...calls, ev.win(2, 'discard')] }))).toBe('illegal@7:claim-outranked');
      const r = play({ hands: two, events: [ev.discard(0, '4p'), ...calls, ev.win(1, 'discard')] });
      expect(stop(r)).toBe('win');
      expect(r.result).toMatchObject({ winner: 1, how: 'discard' });
      expect(r.narration.at(-1)!.why).toMatchObject({ key: 'deal.why.nearer', params: { other: 2 } });
    }
    // With seat 2 discarding (seat 2 deals), the waiting seats 0 and 1 sit two and three after it: seat 0 wins.
    const turned: McrLesson['hands'] = [STRAIGHT_M, STRAIGHT_S.replace('22z', '33z'), TWO_DEALER, LOOSE.replace('3z', '2z')];
    const calls = [ev.call(1, 'win'), ev.call(0, 'win')];
    expect(stop(play({ hands: turned, dealer: 2, events: [ev.discard(2, '4p'), ...calls, ev.win(1, 'discard')] }))).toBe('illegal@7:claim-outranked');
    const r = play({ hands: turned, dealer: 2, events: [ev.discard(2, '4p'), ...calls, ev.win(0, 'discard')] });
    expect(r.result).toMatchObject({ winner: 0, nextDealer: 3 });
    // Seat 0 sits two after the dealer: West.
    expect(r.result!.situation).toMatchObject({ seatWind: tile('3z') });
  });

  it('a chow is only made from the left: the discard of the seat just before', () => {
    // Both seat 1 and seat 2 hold 2p 3p; the dealer throws 1p.
    const chowHands: McrLesson['hands'] = [DEALER, STRAIGHT_M, '235p258m258s2z4z6z7z', LOOSE_3];
    expect(stop(play({ hands: chowHands, events: [ev.discard(0, '1p'), ev.chow(2, '23p')] }))).toBe('illegal@5:chow-upper-seat-only');
    expect(stop(play({ hands: chowHands, events: [ev.discard(0, '1p'), ev.call(2, 'chow')] }))).toBe('illegal@5:chow-upper-seat-only');
    // Seat 3 sits before the dealer, not after it.
    expect(stop(play({ hands: chowHands, events: [ev.discard(0, '1p'), ev.chow(3, '23p')] }))).toBe('illegal@5:chow-upper-seat-only');
    const r = play({ hands: chowHands, events: [ev.discard(0, '1p'), ev.chow(1, '23p'), ev.discard(1, '1z')] });
    expect(stop(r)).toBe('unfinished');
    expect(r.states.at(-1)!.seats[1].melds).toEqual([{ type: 'chow', tiles: [9, 10, 11], claimed: { tile: 9, from: 0 } }]);
    // After a chow the seat discards; it may not win or kong first.
    expect(stop(play({ hands: chowHands, events: [ev.discard(0, '1p'), ev.chow(1, '23p'), ev.win(1, 'self-draw')] }))).toBe('illegal@6:discard-after-claim');
  });

  it('a pong comes before a chow, though the chowing seat sits nearer', () => {
    const pongHands: McrLesson['hands'] = ['2m19m1489p179s3456z', STRAIGHT_M, '22m58m258p258s4z6z7z', LOOSE_3];
    const calls = [ev.call(1, 'chow'), ev.call(2, 'pong')];
    expect(stop(play({ hands: pongHands, events: [ev.discard(0, '2m'), ...calls, ev.chow(1, '13m')] }))).toBe('illegal@7:claim-outranked');
    const r = play({ hands: pongHands, events: [ev.discard(0, '2m'), ...calls, ev.pong(2), ev.discard(2, '4z')] });
    expect(stop(r)).toBe('unfinished');
    expect(r.narration[7].why).toMatchObject({ key: 'deal.why.higher', params: { other: 1, otherClaim: 'chow' } });
  });

  it('a kong and a pong rank alike: between them the seat nearer after the discarder', () => {
    // With four copies of a tile two seats can never kong and pong the same discard; the ranking says what would happen.
    const rules = ruleset('mcr');
    expect(rules.claims.rank.kong).toBe(rules.claims.rank.pong);
    expect(MCR_CLAIM_RANK).toEqual({ win: 3, kong: 2, pong: 2, chow: 1 });
    // Seat 0 discards: seat 1 is nearer than seat 3, whichever of the two it claims.
    expect(outranked([{ seat: 3, claim: 'kong' }], 1, 'pong', 0)).toBeNull();
    expect(outranked([{ seat: 1, claim: 'pong' }], 3, 'kong', 0)).toMatchObject({ code: 'claim-outranked', params: { other: 1, otherClaim: 'pong' } });
    expect(outranked([{ seat: 3, claim: 'pong' }], 1, 'kong', 0)).toBeNull();
    expect(outranked([{ seat: 1, claim: 'kong' }], 3, 'pong', 0)).toMatchObject({ code: 'claim-outranked' });
    // A win still comes first; a chow last.
    expect(outranked([{ seat: 3, claim: 'win' }], 1, 'kong', 0)).toMatchObject({ code: 'claim-outranked' });
    expect(outranked([{ seat: 1, claim: 'chow' }], 2, 'pong', 0)).toBeNull();
  });
});

describe('mcr deals: kongs (mcr rulings 5 and 8)', () => {
  // The dealer throws 7p; seat 1 pongs it and later draws the fourth; seat 2 waits on 7p alone
  // (123m 345s 678s 55p 68p, a closed wait).
  const robHands: McrLesson['hands'] = ['7p19m149p129s34567z', '77p258m25p258s2z4z6z', '123m345s678s55p68p', '369m369p369s2z3z4z5z'];
  const upToKong = [ev.discard(0, '7p'), ev.pong(1), ev.discard(1, '6z'), ...ev.pass([2, '1z'], [3, '1z'], [0, '1z']), ev.draw(1, '7p'), ev.addedKong(1, '7p')];

  it('robbing an added kong: the winner takes the fourth tile, paid by the seat that added it', () => {
    // On the dealer's discard seat 2 had 7 points (All Chows 2, Concealed Hand 2, Mixed Double
    // Chow 1, Short Straight 1, Closed Wait 1): no win, and none offered.
    const early = play({ hands: robHands, events: upToKong.slice(0, 1) });
    expect(early.machine.legalEvents(early.states.at(-1)!).some((e) => e.type === 'win')).toBe(false);
    const r = play({ hands: robHands, events: [...upToKong, ev.win(2, 'rob-kong')] });
    expect(stop(r)).toBe('win');
    // Robbing the Kong adds 8: 7 + 8 = 15. Seat 1 pays 8 + 15 = 23, seats 0 and 3 pay 8.
    expect(r.result!.score).toMatchObject({ total: 15 });
    expect(r.result!.score!.items.map((i) => [i.id, i.points])).toEqual([
      ['robbing-the-kong', 8],
      ['concealed-hand', 2],
      ['all-chows', 2],
      ['mixed-double-chow', 1],
      ['short-straight', 1],
      ['closed-wait', 1],
    ]);
    expect(r.result!.deltas).toEqual([-8, -23, 39, -8]);
    expect(r.result).toMatchObject({ winner: 2, how: 'rob-kong' });
    // The robbed kong is a pong again; the fourth 7p is in the winner's hand.
    const end = r.states.at(-1)!;
    expect(end.seats[1].melds).toEqual([{ type: 'pong', tiles: [15, 15, 15], claimed: { tile: 15, from: 0 } }]);
    expect(end.seats[2].hand.filter((t) => t === 15)).toHaveLength(1);
    expect(r.narration.at(-1)).toMatchObject({ key: 'mcr.event.win-rob-kong', params: { from: 1, pay: 23 } });
    // Only a win may take it; and the konger cannot rob itself.
    expect(stop(play({ hands: robHands, events: [...upToKong, ev.call(2, 'pong')] }))).toBe('illegal@15:rob-only-win');
    expect(stop(play({ hands: robHands, events: [...upToKong, ev.win(1, 'rob-kong')] }))).toBe('illegal@15:own-kong');
  });

  it('unrobbed, the kong stands and its owner draws a replacement from the tail', () => {
    const r = play({ hands: robHands, events: [...upToKong, ev.draw(1, '9m'), ev.discard(1, '9m')] });
    expect(stop(r)).toBe('unfinished');
    expect(r.states.at(-1)!.seats[1].melds[0]).toMatchObject({ type: 'added-kong', tiles: [15, 15, 15, 15] });
    expect(r.narration[15].key).toBe('deal.event.replacement');
  });

  // Seat 1 holds four 5s and 123m 456m 789p; it draws East, kongs, and its replacement is East again.
  const kongHands: McrLesson['hands'] = ['19m1239p189s34567z', '5555s123456m789p', '258m258p238s2z4z6z7z', LOOSE_3];
  const toKong = [ev.discard(0, '9s'), ev.draw(1, '1z'), ev.concealedKong(1, '5s')];

  it('a self-draw on a kong’s replacement scores Out with Replacement Tile; on a flower’s it does not', () => {
    const r = play({ hands: kongHands, events: [...toKong, ev.draw(1, '1z'), ev.win(1, 'self-draw')] });
    expect(stop(r)).toBe('win');
    // Out with Replacement Tile 8 + Fully Concealed Hand 4 + Concealed Kong 2 + Short Straight 1 + Single Wait 1 = 16.
    expect(r.result!.situation).toMatchObject({ kongReplacement: true });
    expect(r.result!.score).toMatchObject({ total: 16 });
    expect(r.result!.deltas).toEqual([-24, 72, -24, -24]);
    // The replacement is a flower, set aside; East comes as the flower's replacement (mcr ruling 8).
    const f = play({ hands: kongHands, events: [...toKong, ev.draw(1, '1f'), ev.flower(1, '1f'), ev.draw(1, '1z'), ev.win(1, 'self-draw')] });
    expect(stop(f)).toBe('win');
    expect(f.result!.situation).toMatchObject({ kongReplacement: false });
    // Fully Concealed Hand 4 + Concealed Kong 2 + Short Straight 1 + Single Wait 1 = 8, + 1 flower = 9.
    expect(f.result!.score!.items.map((i) => i.id)).not.toContain('out-with-replacement-tile');
    expect(f.result!.score).toMatchObject({ total: 9, figures: { fanPoints: 8, flowers: 1, total: 9 } });
    // A drawn flower must be set aside before anything else.
    expect(stop(play({ hands: kongHands, events: [...toKong, ev.draw(1, '1f'), ev.discard(1, '1f')] }))).toBe('illegal@8:flower-must-be-set-aside');
  });
});

describe('mcr deals: the end of the wall (mcr rulings 7 and 8)', () => {
  const start = [ev.discard(0, '5z')];
  const used = [...ALL_DEALT];

  it('a drawn hand pays nothing, and the dealer passes', () => {
    const wall = rest(used);
    // Seat 1 plays first after the dealer's discard; every tile left is drawn and thrown back.
    const { events } = passes(1, wall);
    const r = play(lesson([...start, ...events, ev.drawGame()]));
    expect(stop(r)).toBe('draw');
    expect(r.result).toMatchObject({ winner: null, how: null, score: null, settlement: [], deltas: [0, 0, 0, 0], nextDealer: 1, nextStreak: 0 });
    const last = r.states.at(-2)!;
    expect(r.machine.view(last).left).toBe(0);
    // The last discard can only be won on.
    const end = r.states.at(-2)!;
    const lastDiscard = events.at(-1) as { seat: number; tile: string };
    const taker = (lastDiscard.seat + 2) % 4;
    expect(r.machine.apply(end, { type: 'pong', seat: taker as 0 })).toMatchObject({ ok: false, violation: { code: 'last-discard-win-only' } });
    expect(r.machine.view(end).decision).toMatchObject({ kind: 'claims', winsOnly: true });
    // Stopping early is refused: the wall is not empty.
    expect(stop(play(lesson([...start, ...events.slice(0, 10), ev.drawGame()])))).toMatch(/^illegal@15:/);
  });

  it('a win on the discard after the wall’s last tile scores Last Tile Claim', () => {
    // The last tile is a 4p: seat 3 draws it (83 turns from seat 1) and throws it; seat 1 wins.
    const wall = rest(used, '4p');
    const { events } = passes(1, wall);
    const lastDiscard = events.at(-1) as { type: string; seat: number; tile: string };
    expect(lastDiscard).toMatchObject({ type: 'discard', seat: 3, tile: '4p' });
    const r = play(lesson([...start, ...events, ev.win(1, 'discard')]));
    expect(stop(r)).toBe('win');
    // 19 as in the first deal, + Last Tile Claim 8 = 27 points; seat 1 drew all eight flowers at
    // its first turn (the wall's flowers come first here): + 8 = 35. Seat 3 pays 43.
    expect(r.result!.situation).toMatchObject({ lastTile: true });
    expect(r.result!.score).toMatchObject({ total: 35, figures: { fanPoints: 27, flowers: 8, total: 35 } });
    expect(r.result!.deltas).toEqual([-8, 59, -8, -43]);
  });

  it('a self-draw of the wall’s last tile scores Last Tile Draw; seat winds follow the dealer', () => {
    // Seat 2 deals, so the last of the 83 turns is seat 1's (North).
    const northHands: McrLesson['hands'] = [LOOSE_3, STRAIGHT_M, DEALER, LOOSE_2];
    const wall = rest(used, '4p');
    const { events } = passes(3, wall);
    const withoutLast = events.slice(0, -1);
    expect(withoutLast.at(-1)).toMatchObject({ type: 'draw', seat: 1, tile: '4p' });
    const r = play({ hands: northHands, dealer: 2, events: [ev.discard(2, '5z'), ...withoutLast, ev.win(1, 'self-draw')] });
    expect(stop(r)).toBe('win');
    // Pure Straight 16 + Last Tile Draw 8 + Fully Concealed Hand 4 + One Voided Suit 1 = 29: each pays 37.
    expect(r.result!.situation).toMatchObject({ lastTile: true, seatWind: tile('4z') });
    expect(r.result!.score).toMatchObject({ total: 29 });
    expect(r.result!.deltas).toEqual([-37, 111, -37, -37]);
    expect(r.result!.nextDealer).toBe(3);
  });

  it('the last copy: three already shown score Last Tile', () => {
    // Before seat 1 wins on the dealer's 4p, the other three 4p were thrown and left: a pass by seats 1, 2, 3.
    const r = play(lesson([ev.discard(0, '5z'), ...ev.pass([1, '4p'], [2, '4p'], [3, '4p']), ev.draw(0, '1z'), ev.discard(0, '4p'), ev.win(1, 'discard')]));
    expect(stop(r)).toBe('win');
    expect(r.result!.situation).toMatchObject({ lastCopy: true });
    // 19 + Last Tile 4 = 23.
    expect(r.result!.score).toMatchObject({ total: 23 });
  });
});

describe('mcr deals: the dealer, the winds and what the table shows (mcr ruling 7)', () => {
  // Seat 2 deals a hand that already wins: East pung (its seat wind and the round's), 123456789m, 55p.
  const heavenly: McrLesson['hands'] = [LOOSE_3, STRAIGHT_M.replace('11z', '22z'), '111z123456789m55p', LOOSE_2.replace('2z', '3z')];

  it('the dealer is East; the round wind comes from the log’s options', () => {
    const r = play({ hands: heavenly, dealer: 2, events: [ev.win(2, 'self-draw')] });
    expect(stop(r)).toBe('win');
    const ids = r.result!.score!.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['seat-wind', 'prevalent-wind', 'pure-straight']));
    expect(r.result!.nextDealer).toBe(3);
    const south = play({ hands: heavenly, dealer: 2, events: [ev.win(2, 'self-draw')], options: { roundWind: '2z' } });
    const southIds = south.result!.score!.items.map((i) => i.id);
    expect(southIds).toContain('seat-wind');
    expect(southIds).not.toContain('prevalent-wind');
    expect(south.result!.score!.total).toBe(r.result!.score!.total - 2);
    expect(south.result!.situation).toMatchObject({ roundWind: tile('2z') });
    expect(south.machine.view(south.states[0]).centre).toEqual([{ id: 'round', value: '2z' }]);
  });

  it('shows the acting seat, no wild tile, the tiles left and the waits', () => {
    const r = play(lesson([ev.discard(0, '5z')]));
    const afterDeal = r.states[4];
    const facts = r.machine.view(afterDeal);
    expect(facts).toMatchObject({ acting: 0, calls: [], wilds: [], left: 91, centre: [{ id: 'round', value: '1z' }], phase: null, decision: { kind: 'turn', seat: 0 } });
    expect(facts.indicator).toBeUndefined();
    expect(r.machine.view(r.states[5]).decision).toEqual({ kind: 'claims', from: 0, tile: tile('5z'), winsOnly: false });
    // Seat 1 waits on 1p and 4p: all four of each unseen from its seat (the dealer's are hidden).
    expect(r.machine.waits(afterDeal, 1)).toEqual([
      { tile: tile('1p'), left: 4 },
      { tile: tile('4p'), left: 4 },
    ]);
    // Once the dealer throws its 4p, three are left.
    expect(r.machine.waits(play(lesson([ev.discard(0, '4p')])).states[5], 1)).toEqual([
      { tile: tile('1p'), left: 4 },
      { tile: tile('4p'), left: 3 },
    ]);
    expect(r.machine.waits(afterDeal, 0)).toBeNull();
    expect(r.machine.markers(afterDeal, 1)).toEqual([]);
  });

  it('deals 14 to the dealer and 13 to the others, in turn order from the dealer', () => {
    expect(stop(play({ hands: ['19m1489p179s3456z', STRAIGHT_M, LOOSE_2, LOOSE_3], events: [] }))).toBe('illegal@0:deal-size');
    const log = mcrLog(lesson([]));
    log.events = [log.events[1], log.events[0], ...log.events.slice(2)];
    expect(verifyText(log)).toMatchObject({ status: 'illegal', step: 0, violation: { code: 'deal-out-of-order' } });
  });
});
