// Every kind × level of every rule set, generated 200 times from seeds: each exercise is answerable
// (its own answer is right) and the answer agrees with a brute force written here, independent of
// the generators: every tile tried for waits, every discard tried, the calls ranked by hand, the
// formula of the figures evaluated from its words, the fans added up. What was reached is counted.
import { describe, expect, test } from 'vitest';
import { allRulesets, distance, formatTiles, readSituation, sortTiles, tileCode, type Meld, type Ruleset, type Tile } from '../../../src/engine/index.ts';
import { exerciseKinds, generateExercise, isRight, LEVELS, type Exercise, type HandView } from '../../../src/engine/learn/index.ts';
import { t } from '../../../src/i18n/index.ts';

const RUNS = 200;

/** The situation JSON a player would type for a hand, with the rule set's defaults elsewhere. */
function json(rules: Ruleset, concealed: readonly Tile[], melds: readonly Meld[], gold: Tile | null, winning: Tile): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ruleset: rules.name,
    concealed: formatTiles(sortTiles(concealed)),
    melds: melds.map((m) => ({ type: m.type, tiles: formatTiles(m.tiles) })),
    winningTile: tileCode(winning),
    winBy: 'self-draw',
  };
  if (gold !== null) out.gold = tileCode(gold);
  return out;
}

/** Whether drawing `t` makes the hand win (or take a winning shape): tried with the rule set itself. */
function wins(rules: Ruleset, hand: HandView, t: Tile): boolean {
  const concealed = [...hand.concealed, t];
  if (rules.analyse(concealed, hand.melds, hand.wild).short === 0) return true;
  const read = readSituation(rules, json(rules, concealed, hand.melds, hand.wild, t));
  return read.ok && rules.score(read.situation).ok;
}

function visible(rules: Ruleset, hand: HandView, t: Tile): number {
  const inHand = [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)].filter((x) => x === t).length;
  return inHand + (t === hand.wild && rules.wilds.kind === 'revealed' ? 1 : 0);
}

function bruteWaits(rules: Ruleset, hand: HandView): Tile[] {
  return rules.handKinds.filter((t) => visible(rules, hand, t) < rules.copies[t] && wins(rules, hand, t));
}

/** "Total = {base} + {bonus} × {multiplier} = {total}" with the figures put in, worked out left of the last "=". */
function formulaValue(rules: Ruleset, figures: Record<string, number>): number {
  const text = t('en', `${rules.words}.score.formula`, figures);
  // A power is written with superscript digits (2³): read it back as 2^3.
  const expression = text
    .split('=')
    .slice(1, -1)
    .join('')
    .trim()
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (p) => `^${[...p].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(d)).join('')}`);
  // Sums of products: split on +, each term a product of its factors.
  // Sums of products of powers: split on +, each term a product of its factors, a factor maybe a^b.
  const factor = (f: string) =>
    f
      .split('^')
      .map((x) => Number(x.trim()))
      .reduceRight((exp, base) => base ** exp);
  return expression.split('+').reduce((sum, term) => sum + term.split('×').reduce((p, f) => p * factor(f), 1), 0);
}

function checkAgainstBruteForce(rules: Ruleset, e: Exercise, reached: Map<string, number>): void {
  const count = (what: string) => reached.set(what, (reached.get(what) ?? 0) + 1);
  switch (e.kind) {
    case 'complete': {
      const hand = e.hand;
      // Complete when taking any one tile out leaves a hand that that tile completes.
      const brute = hand.concealed.some((t) => {
        const rest = [...hand.concealed];
        rest.splice(rest.indexOf(t), 1);
        return rules.analyse([...rest, t], hand.melds, hand.wild).short === 0;
      });
      expect(e.answer, formatTiles(hand.concealed)).toBe(brute);
      expect(rules.analyse(hand.concealed, hand.melds, hand.wild).size).toBe(hand.concealed.length);
      count(`complete:${e.answer}`);
      break;
    }
    case 'waits':
      expect(e.answer, formatTiles(e.hand.concealed)).toEqual(bruteWaits(rules, e.hand));
      for (const w of e.explain.waits) expect(w.unseen).toBe(rules.copies[w.tile] - visible(rules, e.hand, w.tile));
      count(`waits:${Math.min(e.answer.length, 4)}`);
      break;
    case 'best-discard': {
      const totals = e.choices.map((d) => {
        const rest = { ...e.hand, concealed: [...e.hand.concealed] };
        rest.concealed.splice(rest.concealed.indexOf(d), 1);
        return bruteWaits(rules, rest).reduce((sum, w) => sum + rules.copies[w] - visible(rules, e.hand, w), 0);
      });
      const best = Math.max(...totals);
      expect(e.answer).toEqual(e.choices.filter((_, i) => totals[i] === best));
      expect(e.choices).not.toContain(e.hand.wild);
      count(`best-discard:${e.answer.length > 1 ? 'tie' : 'one'}`);
      break;
    }
    case 'claim': {
      // Nearest seat first; a later seat takes it only with a strictly higher rank.
      const byDistance = [...e.calls].sort((a, b) => distance(e.discarder, a.seat) - distance(e.discarder, b.seat));
      let winner = byDistance[0];
      for (const c of byDistance) if (rules.claims.rank[c.claim] > rules.claims.rank[winner.claim]) winner = c;
      expect(e.answer).toBe(winner.seat);
      for (const c of e.calls) if (c.claim === 'chow') expect(distance(e.discarder, c.seat)).toBe(1);
      count(`claim:${winner.claim}`);
      break;
    }
    case 'score': {
      // Every figure is asked, or the total alone where the lines are fans (those are the fans question).
      const fans = !rules.figures.includes('multiplier') && !rules.figures.includes('base');
      expect(e.figures).toEqual(fans ? ['total'] : rules.figures);
      expect(Object.keys(e.answer)).toEqual(e.figures);
      // The total is the formula of the words evaluated; every other figure the lines named after it
      // added up (fuzhou's base.*, bonus.*, multiplier.*; fuzhou-144's points.*).
      expect(formulaValue(rules, e.explain.figures)).toBe(e.answer.total);
      for (const f of e.figures.filter((f) => f !== 'total')) {
        expect(e.answer[f], f).toBe(e.explain.items.filter((i) => i.id.startsWith(`${f}.`)).reduce((sum, i) => sum + i.points, 0));
      }
      // A wrong figure, any one, makes the answer wrong.
      for (const f of e.figures) expect(isRight(e, { ...e.answer, [f]: e.answer[f] + 1 })).toBe(false);
      count(`score:${e.hand.melds.length ? 'melds' : 'concealed'}`);
      break;
    }
    case 'fans':
      // Fans add up: the lines scored make the total, or the formula's first figure (guangdong's fan, of which the total is a power).
      expect([e.explain.total, e.explain.figures[rules.figures[0]]]).toContain(e.explain.items.reduce((sum, i) => sum + i.points, 0));
      for (const id of e.answer) expect(e.choices).toContain(id);
      expect(e.choices.length).toBeGreaterThan(e.answer.length);
      count(`fans:${e.answer.length}`);
      break;
  }
  if ('hand' in e) {
    const golds = e.hand.wild === null ? 0 : e.hand.concealed.filter((x) => x === e.hand.wild).length;
    if (e.level === 1) {
      expect(golds).toBe(0);
      expect(e.hand.melds).toEqual([]);
    }
    if (golds) count(`gold-in-hand:${e.level}`);
    if (e.hand.melds.length) count(`melds:${e.level}`);
  }
}

describe.each(allRulesets().map((r) => [r.name, r] as const))('generated exercises of %s', (_name, rules) => {
  test.each(exerciseKinds(rules).flatMap((kind) => LEVELS.map((level) => [kind, level] as const)))(
    '%s at level %i: answerable and right',
    (kind, level) => {
      const reached = new Map<string, number>();
      for (let seed = 0; seed < RUNS; seed++) {
        const e = generateExercise(rules, kind, level, seed * 7919 + level);
        expect(e, `seed ${seed}`).not.toBeNull();
        const exercise = e!;
        expect(isRight(exercise, exercise.kind === 'best-discard' ? [exercise.answer[0]] : exercise.answer)).toBe(true);
        // The same seed makes the same exercise.
        if (seed < 5) expect(generateExercise(rules, kind, level, seed * 7919 + level)).toEqual(exercise);
        checkAgainstBruteForce(rules, exercise, reached);
      }
      // Both answers of a yes/no question are reached, and a claim is not always a win.
      if (kind === 'complete') {
        expect(reached.get('complete:true')).toBeGreaterThan(20);
        expect(reached.get('complete:false')).toBeGreaterThan(20);
      }
      if (kind === 'claim') expect(reached.size).toBeGreaterThan(1);
      if (level === 3 && kind !== 'claim') expect(reached.get('melds:3')).toBeGreaterThan(10);
      if (level > 1 && rules.wilds.kind === 'revealed' && kind !== 'claim') expect(reached.get(`gold-in-hand:${level}`)).toBeGreaterThan(10);
    },
    120_000,
  );

  test('the kinds offered: fans only where score lines are fans', () => {
    const fans = !rules.figures.includes('multiplier') && !rules.figures.includes('base');
    expect(exerciseKinds(rules).includes('fans')).toBe(fans);
  });
});
