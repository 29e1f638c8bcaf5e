// A deal played on the Play page whose player passes a win: its missed wins become review items,
// the same links the viewer's "Add to my practice" makes; a robbed kong let pass is one too.
import { describe, expect, test } from 'vitest';
import { ruleset, tiles } from '../../../src/engine/index.ts';
import { missedChances } from '../../../src/engine/analysis/index.ts';
import { decodeExercise, exerciseFromRef } from '../../../src/engine/learn/index.ts';
import { missedWinLink, missedWinLinks } from '../../../src/engine/learn/missed.ts';
import { choose, humanChoice, startPlay, type PlayTable } from '../../../src/engine/play/index.ts';
import { emptyProgress, recordMissedWins } from '../../../src/components/learn/progress.ts';
import { viewedFirst } from '../../../src/components/replay/analysis-view.ts';
import { DAY_MS, dueItems } from '../../../src/components/learn/review.ts';
import { ev, play, type Lesson } from '../deal/lesson.ts';

/** Plays seat 0 out never winning: every claim passed, else the first discard offered. */
function passEveryWin(seed: number): PlayTable {
  let t = startPlay(ruleset('fuzhou'), { seat: 0, level: 'quick', seed });
  for (let guard = 0; guard < 400 && t.states.at(-1)!.result === null; guard++) {
    const c = humanChoice(t)!;
    const move = c.events.find((e) => e.type === 'discard') ?? c.events.find((e) => e.type !== 'win')!;
    t = choose(t, c.canPass ? null : move);
  }
  return t;
}

// Seat 1 pongs the dealer's 7s, then adds the fourth 7s; seat 2 (89s 111s 234p 678p 567m 55s)
// waits on 7s and lets both pass: seat 1 draws its replacement.
const robbable: Lesson = {
  hands: ['123m456m789m123p99p1s4s7s', '222333444m888p77s6s9m', '89s111s234p678p567m55s', '333s666s999s777p44p5m8m'],
  gold: '5p',
  events: [...[ev.discard(0, '7s'), ev.pong(1), ev.discard(1, '9m'), ...ev.pass([2, '2s'], [3, '2s'], [0, '2s'])], ...[ev.draw(1, '7s'), ev.addedKong(1, '7s'), ev.draw(1, '3p')]],
};

const replayOf = (t: PlayTable) => ({ log: { ruleset: t.ruleset, events: t.events }, machine: t.machine, states: t.states });

describe("a played deal's missed wins go into the review deck", () => {
  // Seed 20: at step 28 a bot's 3p completes seat 0's hand and seat 0 passes it.
  const table = passEveryWin(20);
  const replay = replayOf(table);

  test('the pass shows as a missed win on the discard, and its item is that hand with the 3p', () => {
    expect(table.states.at(-1)!.result).not.toBeNull();
    const mine = missedChances(replay).filter((n) => n.kind === 'win' && n.seat === 0);
    expect(mine).toEqual([{ kind: 'win', step: 28, seat: 0, how: 'discard' }]);
    const passed = table.events[27];
    expect(passed).toMatchObject({ type: 'discard', tile: tiles('3p')[0] });
    const links = missedWinLinks(replay, 0);
    expect(links).toHaveLength(1);
    const e = exerciseFromRef(decodeExercise(links[0])!)!;
    expect(e.kind).toBe('waits');
    // The seat's 16 tiles at step 28, asked what they wait on: the 3p passed among the answers.
    const hand = table.states[28].seats[0].hand;
    expect(hand).toHaveLength(16);
    expect(e.kind === 'waits' && e.hand.concealed).toEqual([...hand].sort((a, b) => a - b));
    expect(e.answer).toContain(tiles('3p')[0]);
  });

  test('recorded at the end of the deal, the deck holds that item, due the next day', () => {
    const now = 20_000 * DAY_MS;
    const p = recordMissedWins(emptyProgress(), missedWinLinks(replay, 0), now);
    expect(p.review?.map((i) => [i.link, i.kind, i.step])).toEqual([[missedWinLinks(replay, 0)[0], 'waits', 0]]);
    expect(dueItems(p.review!, now)).toEqual([]);
    expect(dueItems(p.review!, now + DAY_MS)).toHaveLength(1);
  });

  test("the other seats' misses are not the player's", () => {
    const mine = missedWinLinks(replay, 0);
    for (const s of [1, 2, 3] as const) for (const link of missedWinLinks(replay, s)) expect(mine).not.toContain(link);
  });
});

describe('a robbed kong let pass', () => {
  const r = play(robbable);

  test('is a missed win by robbing the kong, and a waits item on the hand with the 7s', () => {
    const n = missedChances(r).find((c) => c.kind === 'win' && c.seat === 2 && c.how === 'rob-kong');
    if (!n) throw new Error('no robbed kong reported');
    expect(n).toMatchObject({ kind: 'win', seat: 2, how: 'rob-kong' });
    const link = missedWinLink(r, n)!;
    const e = exerciseFromRef(decodeExercise(link)!)!;
    expect(e.kind === 'waits' && e.hand.concealed).toEqual(tiles('567m234p678p111s55s89s').sort((a, b) => a - b));
    // 89s waits on 7s; the gold 5p stands for it too.
    expect(e.answer).toEqual(tiles('5p7s'));
    // In step order: the flipped gold 5p (as 7s) was a grab at the opening, and the same 7s a win on
    // the dealer's discard before seat 1 ponged it: three items.
    const links = missedWinLinks(r, 2);
    expect(links).toHaveLength(3);
    expect(decodeExercise(links[0])).toMatchObject({ situation: { winBy: 'gold-grab', winningTile: '5p' } });
    expect(decodeExercise(links[1])).toMatchObject({ situation: { winBy: 'discard', winningTile: '7s' } });
    expect(links[2]).toBe(link);
  });
});

describe("the analyzer's notices, the viewed seat's first", () => {
  test("seat 2's misses come before the others', each part in step order", () => {
    const r = play(robbable);
    const all = missedChances(r);
    const sorted = viewedFirst(all, 2);
    const mine = all.filter((n) => n.seat === 2);
    expect(mine.length).toBeGreaterThan(1);
    expect(sorted.slice(0, mine.length)).toEqual(mine);
    expect(sorted.slice(mine.length)).toEqual(all.filter((n) => n.seat !== 2));
    expect(sorted.slice(mine.length).length).toBeGreaterThan(0);
  });
});
