// The review deck with a fake clock: an item missed on day 0 returns on day 1, then after 3, 7, 14
// and 30 days as long as it is answered right, and goes back to the start on a wrong answer; each
// showing is a fresh instance of the pattern (same kind, same question, other tiles).
import { describe, expect, test } from 'vitest';
import { allRulesets, ruleset, tiles } from '../../../src/engine/index.ts';
import { exerciseKinds, generateExercise, exerciseLink, variantOf, type Exercise } from '../../../src/engine/learn/index.ts';
import { seeded } from '../../../src/engine/bots/rng.ts';
import { waitsFromHand } from '../../../src/engine/learn/hand-kinds.ts';
import { fansFromSituation } from '../../../src/engine/learn/score-kinds.ts';
import { situationOf } from '../../../src/engine/learn/situation.ts';
import { addMissed, answerReview, DAY_MS, dueItems, instanceOf } from '../../../src/components/learn/review.ts';
import { emptyProgress, exportProgress, importProgress, recordAnswer, recordMissed } from '../../../src/components/learn/progress.ts';

// Day 20000 (2024-10-04) at 10:00 UTC; `at(n)` is n days later, at 23:00 (late the same UTC day).
const START = 20_000 * DAY_MS + 10 * 3_600_000;
const at = (days: number, hour = 23) => 20_000 * DAY_MS + days * DAY_MS + hour * 3_600_000;
const LINK = '#r=fuzhou&k=waits&l=1&s=7';

describe('schedule', () => {
  test('missed on day 0: due on day 1, then right each time on days 1, 4, 11, 25 and 55, then retired', () => {
    let deck = addMissed([], LINK, 'waits', START);
    expect(dueItems(deck, at(0))).toEqual([]);
    expect(dueItems(deck, at(1, 0))).toHaveLength(1);
    // 1 + 3 = 4, 4 + 7 = 11, 11 + 14 = 25, 25 + 30 = 55.
    for (const [day, next] of [
      [1, 4],
      [4, 11],
      [11, 25],
      [25, 55],
    ]) {
      expect(dueItems(deck, at(day))).toHaveLength(1);
      deck = answerReview(deck, LINK, true, at(day));
      expect(dueItems(deck, at(next - 1))).toEqual([]);
      expect(dueItems(deck, at(next, 0)).map((i) => i.link)).toEqual([LINK]);
    }
    deck = answerReview(deck, LINK, true, at(55));
    expect(deck).toEqual([]);
  });

  test('a wrong answer sends it back to the start: due the next day, then 3 days on', () => {
    let deck = addMissed([], LINK, 'waits', START);
    deck = answerReview(deck, LINK, true, at(1)); // step 1: due day 4
    deck = answerReview(deck, LINK, false, at(4)); // back to the start: due day 5
    expect(deck[0]).toMatchObject({ step: 0, due: 20_005, shown: 2 });
    deck = answerReview(deck, LINK, true, at(5)); // due day 8
    expect(deck[0]).toMatchObject({ step: 1, due: 20_008 });
  });

  test('missing the same exercise again keeps one item, back at the start', () => {
    let deck = addMissed([], LINK, 'waits', START);
    deck = answerReview(deck, LINK, true, at(1));
    deck = addMissed(deck, LINK, 'waits', at(2));
    expect(deck).toHaveLength(1);
    expect(deck[0]).toMatchObject({ step: 0, due: 20_003 });
  });

  test('the longest overdue comes first', () => {
    let deck = addMissed([], '#a', 'waits', at(3));
    deck = addMissed(deck, '#b', 'score', at(1));
    expect(dueItems(deck, at(10)).map((i) => i.link)).toEqual(['#b', '#a']);
  });
});

const tilesOf = (e: Exercise) => ('hand' in e ? [...e.hand.concealed, ...e.hand.melds.flatMap((m) => m.tiles)].join(',') : `${e.tile}:${e.discarder}`);

describe('a fresh instance of the pattern', () => {
  for (const rules of allRulesets())
    for (const kind of exerciseKinds(rules))
      test(`${rules.name} ${kind}: the kind and the question stay, the tiles change`, () => {
        let made = 0;
        for (let seed = 1; seed <= 12; seed++) {
          const e = generateExercise(rules, kind, 2, seed)!;
          const v = variantOf(rules, e, seeded(seed));
          if (!v) throw new Error(`seed ${seed}: no instance`);
          made++;
          expect(v.kind).toBe(e.kind);
          expect(tilesOf(v)).not.toBe(tilesOf(e));
          if (e.kind === 'complete' && v.kind === 'complete') expect(v.answer).toBe(e.answer);
          if ((e.kind === 'waits' && v.kind === 'waits') || (e.kind === 'best-discard' && v.kind === 'best-discard')) expect(v.answer).toHaveLength(e.answer.length);
        }
        // Every pattern has an instance: a review never shows the tiles first missed.
        expect(made).toBe(12);
      });

  test('on a whole hand a filler set moves too: the instance is not only the suits swapped', () => {
    const rules = ruleset('fuzhou');
    const perms = ['021', '102', '120', '201', '210'].map((p) => [...p].map(Number));
    const swapped = (e: Exercise, order: number[]) =>
      'hand' in e
        ? e.hand.concealed
            .map((t) => (t < 27 ? order[Math.floor(t / 9)] * 9 + (t % 9) : t))
            .sort((a, b) => a - b)
            .join(',')
        : '';
    let moved = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const e = generateExercise(rules, 'waits', 2, seed)!;
      const v = variantOf(rules, e, seeded(seed))!;
      if ('hand' in v && perms.every((o) => swapped(e, o) !== v.hand.concealed.join(','))) moved++;
    }
    expect(moved).toBeGreaterThanOrEqual(5);
  });

  test('a small hand keeps its size and its one suit, in another suit', () => {
    const e = generateExercise(ruleset('mcr'), 'waits', 1, 3, 5)!;
    const v = variantOf(ruleset('mcr'), e, seeded(1))!;
    expect(v.size).toBe(5);
    if (e.kind !== 'waits' || v.kind !== 'waits') throw new Error('not waits');
    expect(Math.floor(v.hand.concealed[0] / 9)).not.toBe(Math.floor(e.hand.concealed[0] / 9));
    expect(v.answer.map((t) => t % 9)).toEqual(e.answer.map((t) => t % 9));
  });

  test('a hand of one suit never comes back tile for tile: its suit always moves', () => {
    // Bamboo alone (a practice hand that once came back unchanged): the one order of the suits that
    // keeps bamboo where it is must not be drawn, whatever the seed.
    const rules = ruleset('fuzhou');
    const hand = { concealed: tiles('1s1s1s2s3s4s4s4s5s5s6s6s7s7s8s8s'), melds: [], wild: tiles('5p')[0] };
    const e = waitsFromHand(rules, hand, 2, { from: 'seed', seed: 1 });
    if (e?.kind !== 'waits') throw new Error('not a waits exercise');
    let reached = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const v = variantOf(rules, e, seeded(seed));
      if (v?.kind !== 'waits') continue;
      reached++;
      expect(tilesOf(v)).not.toBe(tilesOf(e));
      expect(v.hand.concealed.some((t) => Math.floor(t / 9) !== 2)).toBe(true);
    }
    expect(reached).toBeGreaterThanOrEqual(50);
  });

  test('a one-suit hand whose every filler move changes its waits still comes back in another suit', () => {
    // 1m1m1m 345m 555m … waits on 2m, 5m and 8m. Moving 111m or 999m to other numbers changes the
    // waits (3 of 7m: 1m1m1m3m4m5m5m5m6m7m7m7m7m… waits elsewhere), so only the suits permuted keep
    // the question: 2p 5p 8p or 2s 5s 8s.
    const rules = ruleset('fuzhou');
    const hand = { concealed: tiles('1m1m1m3m4m5m5m5m6m7m8m8m8m9m9m9m'), melds: [], wild: null };
    const e = waitsFromHand(rules, hand, 1, { from: 'seed', seed: 1 });
    if (e?.kind !== 'waits') throw new Error('not a waits exercise');
    expect(e.answer).toEqual(tiles('2m5m8m'));
    let reached = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const v = variantOf(rules, e, seeded(seed));
      if (v?.kind !== 'waits') throw new Error(`seed ${seed}: no instance`);
      reached++;
      expect(tilesOf(v)).not.toBe(tilesOf(e));
      expect(v.answer).toHaveLength(3);
    }
    expect(reached).toBe(30);
  });

  test('fans no suit swap keeps (reversible tiles) still come back with other tiles', () => {
    // Reversible tiles are 1 2 3 4 5 8 9 of dots and 2 4 5 6 8 9 of bamboo: 1p2p3p moved to bamboo
    // is 1s2s3s, not reversible, so no instance keeps the five fans; one with other fans is shown.
    const rules = ruleset('mcr');
    const hand = { concealed: tiles('1p1p1p2p2p2p3p3p8p8p8p9p9p9p'), melds: [], wild: null, winningTile: tiles('3p')[0], winBy: 'self-draw' as const };
    const situation = situationOf(rules, hand)!;
    const e = fansFromSituation(rules, situation, 1, { from: 'seed', seed: 1 }, seeded(1));
    if (e?.kind !== 'fans') throw new Error('not a fans exercise');
    expect(e.answer).toContain('reversible-tiles');
    let reached = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const v = variantOf(rules, e, seeded(seed));
      if (v?.kind !== 'fans') throw new Error(`seed ${seed}: no instance`);
      reached++;
      expect(tilesOf(v)).not.toBe(tilesOf(e));
      expect(v.answer).not.toContain('reversible-tiles');
    }
    expect(reached).toBe(10);
  });

  test('a fans question on a table of few fans still finds two decoys', () => {
    // Guangdong at level 1: a full flush won by self-draw scores 2 + 1 fan. Sixty random hands
    // may show no two other fans; the question is still asked, never dropped.
    const rules = ruleset('guangdong');
    const hand = { concealed: tiles('2s3s4s5s5s5s6s7s8s8s8s9s9s9s'), melds: [], wild: null, winningTile: tiles('3s')[0], winBy: 'self-draw' as const };
    const situation = situationOf(rules, hand)!;
    let asked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const e = fansFromSituation(rules, situation, 1, { from: 'seed', seed }, seeded(seed));
      if (e?.kind !== 'fans') throw new Error(`seed ${seed}: no question`);
      asked++;
      expect([...e.answer].sort()).toEqual(['full-flush', 'self-draw']);
      expect(e.choices.length).toBeGreaterThanOrEqual(4);
    }
    expect(asked).toBe(8);
  });

  test('each showing of an item draws its own instance', () => {
    const e = generateExercise(ruleset('fuzhou'), 'waits', 2, 11)!;
    const item = addMissed([], exerciseLink(e), 'waits', START)[0];
    const first = instanceOf(item)!;
    const second = instanceOf({ ...item, shown: 1 })!;
    expect(first.kind).toBe('waits');
    expect(tilesOf(first)).not.toBe(tilesOf(e));
    expect(tilesOf(second)).not.toBe(tilesOf(first));
  });
});

describe('progress with the deck, by level and day, exported and imported', () => {
  test('answers count by kind and level and by day', () => {
    let p = recordAnswer(emptyProgress(), 'waits', false, 1, START);
    p = recordAnswer(p, 'waits', true, 1, at(0));
    p = recordAnswer(p, 'waits', true, 2, at(1));
    expect(p.levels).toEqual({ 'waits/1': { right: 1, wrong: 1 }, 'waits/2': { right: 1, wrong: 0 } });
    expect(p.days).toEqual({ 20000: { right: 1, wrong: 1 }, 20001: { right: 1, wrong: 0 } });
    // 30 days on, day 20000 is dropped: days 20001 to 20030 are kept.
    p = recordAnswer(p, 'score', true, 1, at(30));
    expect(Object.keys(p.days ?? {})).toEqual(['20001', '20030']);
  });

  test('a file exported reads back; a broken one or another JSON is refused', () => {
    const p = recordMissed(recordAnswer(emptyProgress(), 'waits', false, 1, START), LINK, 'waits', START);
    const back = importProgress(exportProgress(p));
    expect(back).toEqual({ ok: true, progress: p });
    expect(importProgress('{"version":1,"lessons":7')).toEqual({ ok: false });
    expect(importProgress('null')).toEqual({ ok: false });
    expect(importProgress(JSON.stringify(p))).toEqual({ ok: false });
    expect(importProgress(exportProgress(p).replace('"streak": 0', '"streak": -1'))).toEqual({ ok: false });
  });
});
