// Whole games checked deal by deal and tie by tie: small games whose dealers, streaks, round winds
// and running totals are worked out here by hand, then the same games broken one tie at a time.
import { describe, expect, it } from 'vitest';
import { parseGameLog, verifyGame, type GameVerdict } from '../../../src/engine/index.ts';
import { breakText } from '../../../src/i18n/game-format.ts';
import type { Lang } from '../../../src/i18n/index.ts';
import { type Doc, gameOf, PLAYERS, samples, seededDeals } from './games.ts';

function check(doc: Doc): GameVerdict {
  const read = parseGameLog(JSON.parse(JSON.stringify(doc)));
  if (!read.ok) throw new Error(`not read: ${JSON.stringify(read.problem)}`);
  return verifyGame(read.game);
}

/** The game's broken ties in words, one line each. */
function breakLines(doc: Doc, lang: Lang = 'en'): string[] {
  const read = parseGameLog(JSON.parse(JSON.stringify(doc)));
  if (!read.ok) throw new Error('not read');
  const verdict = verifyGame(read.game);
  return verdict.breaks.map((b) => {
    const seats = (n: number) => verdict.deals[n - 1]?.log?.seats.map((s) => s.name) ?? [];
    return breakText(lang, b, { players: PLAYERS, seats: seats(b.deal), previousSeats: seats(b.deal - 1), words: read.game.ruleset.words });
  });
}

const statuses = (v: GameVerdict) => v.deals.map((d) => d.verdict.status);

describe('fuzhou: seed 1, four deals', () => {
  // Deal 1: seat 1 deals, streak 0, a draw: the dealer keeps the deal, streak 1.
  // Deal 2: seat 1, streak 1, a draw again: streak 2.
  // Deal 3: seat 1, streak 2; Hua (seat 2) wins, [-27, -27, 81, -27]: the deal passes to seat 2, streak 0.
  // Deal 4: seat 2, streak 0; Jun (seat 3) wins, [-17, -17, -17, 51].
  const deals = () => seededDeals('fuzhou', 1, 4);
  const totals = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [-27, -27, 81, -27],
    [-27 - 17, -27 - 17, 81 - 17, -27 + 51],
  ];
  it('the deals are as worked out above, and the game is consistent', () => {
    const d = deals();
    expect(d.map((x) => [x.dealer, x.streak, x.result.winner])).toEqual([
      [1, 0, null],
      [1, 1, null],
      [1, 2, 2],
      [2, 0, 3],
    ]);
    expect(d[2].result.deltas).toEqual([-27, -27, 81, -27]);
    expect(d[3].result.deltas).toEqual([-17, -17, -17, 51]);
    const v = check(gameOf('fuzhou', d, totals));
    expect(v).toMatchObject({ status: 'consistent', breaks: [] });
    expect(statuses(v)).toEqual(['consistent', 'consistent', 'consistent', 'consistent']);
  });
  it('a wrong streak is said at its deal, and the deal after it is judged on the log as it stands', () => {
    const d = deals();
    d[2].streak = 0;
    const game = gameOf('fuzhou', d, totals);
    expect(breakLines(game)).toEqual(['deal 3: the streak should be 2, the log says 0']);
    expect(breakLines(game, 'zh')).toEqual(['第 3 局：连庄数应为 2，记录为 0']);
    // The streak is in the score (a bonus point a hand): deal 3 no longer adds up; the others do.
    expect(statuses(check(game))).toEqual(['consistent', 'consistent', 'mismatch', 'consistent']);
  });
  it('a wrong dealer is said with the seats by name', () => {
    const d = deals();
    d[3].dealer = 3;
    const v = check(gameOf('fuzhou', d, totals));
    expect(breakLines(gameOf('fuzhou', d, totals))).toEqual(['deal 4: the dealer should be Hua (seat 2), the log says Jun (seat 3)']);
    expect(v.status).toBe('broken');
    expect(statuses(v).slice(0, 3)).toEqual(['consistent', 'consistent', 'consistent']);
  });
  it('a wrong running total is said for its player at its deal only', () => {
    const wrong = totals.map((t) => [...t]);
    wrong[2][2] = 80;
    expect(breakLines(gameOf('fuzhou', deals(), wrong))).toEqual(['deal 3: Hua’s running total should be 81, the game says 80']);
    expect(breakLines(gameOf('fuzhou', deals(), totals.slice(0, 3)))).toEqual(['deal 4: the game records 3 running totals for 4 deals']);
  });
  it('a bad deal in the middle is invalid at its path; the deals around it are checked and the ties hold', () => {
    const d = deals();
    d[1].events[5] = { type: 'shuffle', seat: 0 };
    const v = check(gameOf('fuzhou', d, totals));
    expect(statuses(v)).toEqual(['consistent', 'invalid', 'consistent', 'consistent']);
    const bad = v.deals[1].verdict;
    expect(bad.status === 'invalid' && bad.problem.path.slice(0, 3)).toEqual(['deals', 1, 'events']);
    expect(v.breaks).toEqual([]);
  });
  it('a deal that cannot be read at all breaks no tie: the next deal and the totals go on from the record', () => {
    const d: Doc[] = deals();
    d[1] = { format: 'fuzhou-mahjong-deal', version: 1 };
    const v = check(gameOf('fuzhou', d, totals));
    expect(statuses(v)).toEqual(['consistent', 'invalid', 'consistent', 'consistent']);
    const bad = v.deals[1].verdict;
    expect(bad.status === 'invalid' && bad.problem.path[0]).toBe('deals');
    expect(v.breaks).toEqual([]);
    expect(v.status).toBe('broken');
  });
  it('the same players in the same seats, in every deal', () => {
    const d = deals();
    d[1].seats[0].name = 'Ann';
    expect(breakLines(gameOf('fuzhou', d))).toEqual(['deal 2: the players should be the game’s four (Mei, Lin, Hua, Jun), the log seats Ann, Lin, Hua, Jun']);
    const moved = deals();
    // Deal 2 is a draw (no score changes), so only the seats are wrong.
    moved[1].seats = [moved[1].seats[1], moved[1].seats[0], moved[1].seats[2], moved[1].seats[3]];
    expect(breakLines(gameOf('fuzhou', moved, totals))).toEqual(['deal 2: the players should sit in the order the game lists them (Mei, Lin, Hua, Jun), the log seats Lin, Mei, Hua, Jun']);
  });
  it("a deal played under other options than the game's", () => {
    const d = deals();
    d[3].options = { idleGold: false };
    expect(breakLines(gameOf('fuzhou', d, totals))).toEqual(['deal 4: the option idleGold should be "true" as the game plays it, the log says "false"']);
  });
});

describe('fuzhou from the sample deals', () => {
  it('a draw, then the same dealer with the streak grown: draw-game, then flowers-pinghu', () => {
    // draw-game: seat 1 deals at streak 1, no winner → seat 1 again, streak 2, which fuzhou-flowers-pinghu is.
    const [draw, pinghu] = samples('draw-game', 'fuzhou-flowers-pinghu');
    expect([draw.dealer, draw.streak, pinghu.dealer, pinghu.streak]).toEqual([1, 1, 1, 2]);
    // Jun wins pinghu by self-draw, 16 from each: [-16, -16, -16, 48] after a draw of zeros.
    expect(
      check(
        gameOf(
          'fuzhou',
          [draw, pinghu],
          [
            [0, 0, 0, 0],
            [-16, -16, -16, 48],
          ],
        ),
      ),
    ).toMatchObject({ status: 'consistent', breaks: [] });
  });
});

describe('fuzhou-144', () => {
  it('seed 1: the dealer wins and keeps the deal; another wins and it passes', () => {
    const d = seededDeals('fuzhou-144', 1, 4);
    // Lin (seat 1, the dealer) wins: seat 1 at streak 1; Jun wins: seat 2 at 0; Hua (dealer) wins: seat 2 at 1.
    expect(d.map((x) => [x.dealer, x.streak, x.result.winner])).toEqual([
      [1, 0, 1],
      [1, 1, 3],
      [2, 0, 2],
      [2, 1, 3],
    ]);
    expect(check(gameOf('fuzhou-144', d))).toMatchObject({ status: 'consistent', breaks: [] });
  });
  it('samples: a grab by Lin passes the deal, so three-golds at streak 1 is a wrong streak', () => {
    const game = gameOf('fuzhou-144', samples('fuzhou-144-gold-grab', 'fuzhou-144-three-golds'));
    // gold-grab: seat 0 deals, Lin (seat 1) grabs → seat 1 deals at streak 0; three-golds says seat 1 at streak 1.
    expect(breakLines(game)).toEqual(['deal 2: the streak should be 0, the log says 1']);
    expect(statuses(check(game))).toEqual(['consistent', 'consistent']);
  });
});

describe('guangdong', () => {
  it('samples: two robbers of one kong, the nearest deals next; a time-up keeps the dealer', () => {
    // rob-two: Mei deals; Lin's kong is robbed by Hua (seat 2) and Jun: Hua, the nearest, deals next.
    const [rob, timeUp, horse] = samples('guangdong-rob-two', 'guangdong-time-up', 'guangdong-horse-dealer');
    expect([rob.result.winner, rob.result.alsoWon[0].winner, timeUp.dealer]).toEqual([2, 3, 2]);
    // [1, -3, 1, 1], then the time-up's kong payments [4, -4, -4, 4]: [5, -7, -3, 5].
    expect(
      check(
        gameOf(
          'guangdong',
          [rob, timeUp],
          [
            [1, -3, 1, 1],
            [5, -7, -3, 5],
          ],
        ),
      ),
    ).toMatchObject({ status: 'consistent', breaks: [] });
    // horse-dealer is dealt by Mei: after a time-up dealt by Hua, Hua deals again.
    expect(breakLines(gameOf('guangdong', [rob, timeUp, horse]))).toEqual(['deal 3: the dealer should be Hua (seat 2), the log says Mei (seat 0)']);
  });
  it('seed 1: each winner deals the next deal', () => {
    const d = seededDeals('guangdong', 1, 4);
    expect(d.map((x) => [x.dealer, x.result.winner])).toEqual([
      [1, 0],
      [0, 2],
      [2, 2],
      [2, 3],
    ]);
    expect(check(gameOf('guangdong', d)).status).toBe('consistent');
    d[2].dealer = 0;
    // Deal 4 follows deal 3's record (Hua won it), so only deal 3 is out of line.
    expect(breakLines(gameOf('guangdong', d))).toEqual(['deal 3: the dealer should be Hua (seat 2), the log says Mei (seat 0)']);
  });
});

describe('mcr: seed 1', () => {
  // Six deals: the dealer passes every deal (seats 1, 2, 3, 0, 1, 2), draws included (deals 2 and 6);
  // deals 1–4 are the East round, 5 and 6 the South round.
  const deals = (count = 6) => seededDeals('mcr', 1, count);
  it('the dealer passes each deal and the round wind turns South at deal 5', () => {
    const d = deals();
    expect(d.map((x) => [x.dealer, x.result.winner, x.options?.roundWind ?? '1z'])).toEqual([
      [1, 3, '1z'],
      [2, null, '1z'],
      [3, 0, '1z'],
      [0, 1, '1z'],
      [1, 2, '2z'],
      [2, null, '2z'],
    ]);
    expect(check(gameOf('mcr', d))).toMatchObject({ status: 'consistent', breaks: [] });
  });
  it('a deal of the South round played as East', () => {
    const d = deals(5);
    delete d[4].options;
    expect(breakLines(gameOf('mcr', d))).toEqual(['deal 5: Round wind should be South, the log says East']);
    expect(breakLines(gameOf('mcr', d), 'zh')).toEqual(['第 5 局：圈风应为南，记录为东']);
  });
  it('players change seats between rounds, not within one; the totals follow the players', () => {
    const d = deals(5);
    const rotate = (deal: Doc) => {
      deal.seats = [deal.seats[1], deal.seats[2], deal.seats[3], deal.seats[0]];
    };
    // Deltas: [-8, -21, -8, 37], [0, 0, 0, 0], [43, -8, -8, -27], [-22, 38, -8, -8]: after deal 4
    // Mei 13, Lin 9, Hua -24, Jun 2. Deal 5 is [-8, -8, 35, -19] by seat; with the seats rotated
    // (Lin, Hua, Jun, Mei) Lin 9 - 8 = 1, Hua -24 - 8 = -32, Jun 2 + 35 = 37, Mei 13 - 19 = -6.
    const totals = [
      [-8, -21, -8, 37],
      [-8, -21, -8, 37],
      [35, -29, -16, 10],
      [13, 9, -24, 2],
      [-6, 1, -32, 37],
    ];
    rotate(d[4]);
    expect(check(gameOf('mcr', d, totals))).toMatchObject({ status: 'consistent', breaks: [] });
    // Within the first round the players sit as the game lists them; within a later one, as at its first deal.
    const first = deals(5);
    rotate(first[2]);
    expect(breakLines(gameOf('mcr', first))).toEqual(['deal 3: the players should sit in the order the game lists them (Mei, Lin, Hua, Jun), the log seats Lin, Hua, Jun, Mei']);
    const second = deals(6);
    rotate(second[4]);
    expect(breakLines(gameOf('mcr', second))).toEqual(['deal 6: the players should keep their seats of deal 5 (Lin, Hua, Jun, Mei), the log seats Mei, Lin, Hua, Jun']);
  });
  it('sixteen deals at most', () => {
    const d = deals(17);
    expect(d.at(-1)?.options).toBeUndefined(); // after North's four deals, East again
    expect(breakLines(gameOf('mcr', d))).toEqual(['deal 17: a game of this rule set holds at most 16 deals']);
  }, 60_000);
});
