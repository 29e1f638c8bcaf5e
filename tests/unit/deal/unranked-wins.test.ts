// The verdict's notes on claims logged with no calls while another seat came first (issue 21):
// a win against a win by seat order, the farther of two gold grabbers, and a grab while the
// dealer's own 17 tiles win. Hand-built fuzhou-144 deals, gold 5p (nobody holds a 5p).
import { describe, expect, it } from 'vitest';
import { unrankedClaims } from '../../../src/engine/analysis/index.ts';
import { verifyLog } from '../../../src/engine/index.ts';
import { ev, lessonLog, play, stop, type Lesson } from './lesson.ts';
import { noteText } from '../../../src/i18n/deal-format.ts';

const DEALER_WINS = '123m456m789m123s456s99p'; // five melds and a pair as dealt: a heavenly hand
const GRABBER_1 = '234p678p111s777s88s34m'; // 34m waits on 2m or 5m: the gold (as 2m or 5m) completes it
const GRABBER_2 = '123p567s345s999s22m46m'; // 46m waits on 5m: the gold (as 5m) completes it
const WAITS_2M = '123p456p789p123s99s13m'; // 13m waits on 2m alone
const LOOSE_2 = '1m9m1p9p2s9s2m5m8m2p7p8p3s5s6s7m';
const LOOSE_3 = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p4s7s';
const LOOSE_3B = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p5m';
const LOOSE_DEALER = '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p2m8p';

const lesson = (hands: Lesson['hands'], events: Lesson['events']): Lesson => ({ ruleset: 'fuzhou-144', hands, gold: '5p', events });
// Four deals and the gold: the first event after them is events[5].
const FIRST = 5;
const note = (step: number, seat: number, other: number) => ({ kind: 'outranked', step, seat, claim: 'win', other, otherClaim: 'win' });

describe('gold grabs logged with no calls', () => {
  it('the farther of two grabbers: noted against the seat nearest after the dealer', () => {
    const hands: Lesson['hands'] = [LOOSE_DEALER, GRABBER_1, GRABBER_2, LOOSE_3B];
    const far = play(lesson(hands, [ev.win(2, 'gold-grab')]));
    expect(stop(far)).toBe('win');
    expect(unrankedClaims(far)).toEqual([note(FIRST, 2, 1)]);
    // The nearer grabber's own grab, or the farther's after calls were recorded: no note.
    expect(unrankedClaims(play(lesson(hands, [ev.win(1, 'gold-grab')])))).toEqual([]);
    expect(unrankedClaims(play(lesson(hands, [ev.call(2, 'win'), ev.win(2, 'gold-grab')])))).toEqual([]);
  });

  it("a grab while the dealer's 17 tiles already win: noted against the dealer", () => {
    const r = play(lesson([DEALER_WINS, GRABBER_1, LOOSE_2, LOOSE_3], [ev.win(1, 'gold-grab')]));
    expect(stop(r)).toBe('win');
    expect(unrankedClaims(r)).toEqual([note(FIRST, 1, 0)]);
  });

  it('the note reaches the verdict, and the claim still stands (consistent when the result agrees)', () => {
    const hands: Lesson['hands'] = [LOOSE_DEALER, GRABBER_1, GRABBER_2, LOOSE_3B];
    const r = play(lesson(hands, [ev.win(2, 'gold-grab')]));
    const { verdict } = verifyLog(lessonLog(lesson(hands, [ev.win(2, 'gold-grab')]), [...r.result!.deltas] as [number, number, number, number]));
    expect(verdict.status).toBe('consistent');
    expect(verdict.status !== 'invalid' && verdict.notes).toEqual([note(FIRST, 2, 1)]);
  });
});

describe('a win on a discard against another win, by seat', () => {
  // The dealer throws 2m: seat 1 (34m) and seat 3 (13m) may both win on it; seat 1 is next in turn.
  const hands: Lesson['hands'] = [LOOSE_DEALER, GRABBER_1, LOOSE_2, WAITS_2M];
  it("seat 3's win with no calls is noted against seat 1", () => {
    const r = play(lesson(hands, [ev.discard(0, '2m'), ev.win(3, 'discard')]));
    expect(stop(r)).toBe('win');
    expect(unrankedClaims(r)).toEqual([note(FIRST + 1, 3, 1)]);
  });
  it("seat 1's own win is not", () => {
    const r = play(lesson(hands, [ev.discard(0, '2m'), ev.win(1, 'discard')]));
    expect(stop(r)).toBe('win');
    expect(unrankedClaims(r)).toEqual([]);
  });
});

describe('the note in words', () => {
  it('a win against a win says the other seat comes first, not that a win ranks higher', () => {
    const n = { kind: 'outranked', step: 5, seat: 2, claim: 'win', other: 1, otherClaim: 'win' } as const;
    const names = ['Ann', 'Bo', 'Cy', 'Di'];
    expect(noteText('en', n, names)).toBe(
      'note: at step 6 (events[5]) Cy (seat 2) made a win with no calls recorded, while Bo (seat 1) could have made a win too and comes first; a log need not record passes, so the claim stands',
    );
    expect(noteText('zh', n, names)).toMatch(/^提示：第 6 步（events\[5\]）Cy（2号位）胡了，记录里没有叫牌，而 Bo（1号位）本也可以胡，且顺序在先/);
  });
});
