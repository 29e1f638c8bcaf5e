// The fast-check generators of fuzhou-144 situations for the property tests, and the cases
// they name (counted by describeHand, so a test can assert each one is reached). No engine code.
import fc from 'fast-check';
import { expect } from 'vitest';
import { naiveComplete } from '../../engine/reference.ts';
import type { WinBy } from './helpers.ts';
import { bonusOf, type Hand, referenceScore, type Tile } from './reference.ts';

export const SUITED_MAX = 26;
const suited = fc.integer({ min: 0, max: SUITED_MAX });
const group = fc.oneof(
  fc.record({ suit: fc.integer({ min: 0, max: 2 }), start: fc.integer({ min: 0, max: 6 }) }).map(({ suit, start }) => [suit * 9 + start, suit * 9 + start + 1, suit * 9 + start + 2]),
  suited.map((t) => [t, t, t]),
);
export const WIN_BY: readonly WinBy[] = ['self-draw', 'discard', 'rob-kong', 'gold-grab'];
type Exposure = 'hidden' | 'open' | 'kong' | 'added-kong' | 'concealed-kong';
const exposure = fc.constantFrom<Exposure>('hidden', 'hidden', 'hidden', 'open', 'kong', 'added-kong', 'concealed-kong');

/** Bonus tiles: none at all, or 0–4 of each honor (biased to none) and each flower or season present or not. */
const someFlowers = fc
  .record({
    honors: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 })), { minLength: 7, maxLength: 7 }),
    flowers: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  })
  .map(({ honors, flowers }) => [...honors.flatMap((n, i) => Array<Tile>(n).fill(27 + i)), ...flowers.flatMap((on, i) => (on ? [34 + i] : []))]);
const flowersArb = fc.oneof({ arbitrary: fc.constant<Tile[]>([]), weight: 1 }, { arbitrary: someFlowers, weight: 3 });

/** What every hand also needs: how it was won, which tile to name, bonus tiles, streak. */
const common = fc.record({
  winBy: fc.constantFrom(...WIN_BY),
  pick: fc.nat(),
  flowers: flowersArb,
  streak: fc.integer({ min: 0, max: 3 }),
  keys: fc.array(fc.nat(), { minLength: 17, maxLength: 17 }),
});
type Common = typeof common extends fc.Arbitrary<infer C> ? C : never;

/** Exposed melds from the groups marked open (never a group holding the gold's kind). */
function expose(groups: Tile[][], open: Exposure[], gold: Tile, allowed: boolean) {
  const melds: Hand['melds'] = [];
  const hidden: Tile[] = [];
  groups.forEach((g, i) => {
    const how = allowed ? open[i] : 'hidden';
    if (how === 'hidden' || g.includes(gold)) hidden.push(...g);
    else if (g[0] !== g[1]) melds.push({ type: 'chow', tiles: g });
    else if (how === 'open') melds.push({ type: 'pong', tiles: g });
    else melds.push({ type: how, tiles: [g[0], g[0], g[0], g[0]] });
  });
  return { melds, hidden };
}

/** Completes a hand: checks copies, picks the winning tile the way of winning allows; null if impossible. */
function finish(gold: Tile, concealed: Tile[], melds: Hand['melds'], c: Common, winBy: WinBy): Hand | null {
  const all = [...concealed, ...melds.flatMap((m) => m.tiles)];
  const copies = (t: Tile) => all.filter((x) => x === t).length;
  if (winBy === 'gold-grab' && (melds.length > 0 || !concealed.includes(gold))) winBy = 'self-draw';
  for (let t = 0; t <= SUITED_MAX; t++) if (copies(t) > (t === gold && winBy !== 'gold-grab' ? 3 : 4)) return null;
  let winningTile: Tile;
  if (winBy === 'self-draw') winningTile = concealed[c.pick % concealed.length];
  else if (winBy === 'gold-grab') winningTile = gold;
  else {
    // Golds are never discarded nor konged (ruling 3); a robbed kong's tile has no other copy in the hand.
    let choices = concealed.filter((t) => t !== gold);
    if (winBy === 'rob-kong') choices = choices.filter((t) => copies(t) === 1);
    if (choices.length === 0) return null;
    winningTile = choices[c.pick % choices.length];
  }
  // Written in the order the keys give, so no hand is always sorted.
  const order = concealed
    .map((t, i) => [c.keys[i % 17] + i / 100, t] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, t]) => t);
  return { gold, concealed: order, melds, winningTile, winBy, flowers: c.flowers, streak: c.streak };
}

/** Five melds and a pair, some groups exposed, 0–3 golds (0–4 in a gold grab) put in place of tiles. */
const meldsHand = fc
  .record({
    groups: fc.array(group, { minLength: 5, maxLength: 5 }),
    pair: suited,
    gold: suited,
    target: fc.integer({ min: 0, max: 4 }),
    open: fc.array(exposure, { minLength: 5, maxLength: 5 }),
    c: common,
  })
  .map(({ groups, pair, gold, target, open, c }) => {
    const grab = c.winBy === 'gold-grab';
    const { melds, hidden } = expose(groups, open, gold, !grab);
    const concealed = [...hidden, pair, pair];
    const natural = concealed.filter((t) => t === gold).length;
    const cap = grab ? 4 : 3;
    if (natural > cap) return null;
    const want = Math.min(Math.max(target, natural, grab ? 1 : 0), cap);
    // Turn tiles into golds in the order of the keys: a gold stands in for any tile of a reading.
    const slots = concealed
      .map((_t, i) => [c.keys[i], i] as const)
      .filter(([, i]) => concealed[i] !== gold)
      .sort((a, b) => a[0] - b[0]);
    if (slots.length < want - natural) return null;
    for (const [, i] of slots.slice(0, want - natural)) concealed[i] = gold;
    return finish(gold, concealed, melds, c, c.winBy);
  });

/** Five natural melds and two golds as the pair. */
const goldPairHand = fc
  .record({ groups: fc.array(group, { minLength: 5, maxLength: 5 }), gold: suited, open: fc.array(exposure, { minLength: 5, maxLength: 5 }), c: common })
  .map(({ groups, gold, open, c }) => {
    if (groups.some((g) => g.includes(gold))) return null;
    const { melds, hidden } = expose(groups, open, gold, c.winBy !== 'gold-grab');
    return finish(gold, [...hidden, gold, gold], melds, c, c.winBy);
  });

/** Four natural melds, a natural pair and three golds as their own triplet. */
const dragonHand = fc
  .record({ groups: fc.array(group, { minLength: 4, maxLength: 4 }), pair: suited, gold: suited, open: fc.array(exposure, { minLength: 4, maxLength: 4 }), c: common })
  .map(({ groups, pair, gold, open, c }) => {
    if (pair === gold || groups.some((g) => g.includes(gold))) return null;
    const { melds, hidden } = expose(groups, open, gold, c.winBy !== 'gold-grab');
    return finish(gold, [...hidden, pair, pair, gold, gold, gold], melds, c, c.winBy);
  });

/** Three golds and 14 random tiles, self-drawn: three golds whatever the shape. */
const threeGoldsHand = fc
  .record({ tiles: fc.array(suited, { minLength: 14, maxLength: 14 }), gold: suited, c: common })
  .map(({ tiles, gold, c }) => (tiles.includes(gold) ? null : finish(gold, [...tiles, gold, gold, gold], [], c, 'self-draw')));

/** 17 random tiles (mostly no win), never a gold grab. */
const randomHand = fc
  .record({ tiles: fc.array(suited, { minLength: 17, maxLength: 17 }), gold: suited, c: common })
  .map(({ tiles, gold, c }) => finish(gold, tiles, [], c, c.winBy === 'gold-grab' ? 'discard' : c.winBy));

export const anyHand: fc.Arbitrary<Hand> = fc
  .oneof(
    { arbitrary: meldsHand, weight: 6 },
    { arbitrary: goldPairHand, weight: 2 },
    { arbitrary: dragonHand, weight: 2 },
    { arbitrary: threeGoldsHand, weight: 1 },
    { arbitrary: randomHand, weight: 1 },
  )
  .filter((h): h is Hand => h !== null);
export const winningHand = anyHand.filter((h) => referenceScore(h).ok);

/** Counts how often each case came up, and asserts each named case came up at least `min` times. */
export function tally() {
  const seen = new Map<string, number>();
  return {
    add: (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1),
    expectEach(keys: readonly string[], min: number) {
      for (const key of keys) expect(seen.get(key) ?? 0, `case "${key}" generated`).toBeGreaterThanOrEqual(min);
    },
  };
}

export const CASES = {
  golds: ['golds:0', 'golds:1', 'golds:2', 'golds:3', 'golds:4'],
  wins: ['win:standard', 'win:self-draw', 'win:three-golds', 'win:gold-pair', 'win:gold-grab', 'win:gold-dragon', 'win:none'],
  winBy: WIN_BY.map((w) => `winBy:${w}`),
  extras: ['no-bonus', 'bonus-set', 'bonus-single', 'exposed-kong', 'concealed-kong', 'exposed-chow-or-pong', 'streak', 'shapeless-three-golds'],
};
export function describeHand(h: Hand): string[] {
  const ref = referenceScore(h);
  const golds = h.concealed.filter((t) => t === h.gold).length;
  const keys = [`golds:${golds}`, `win:${ref.ok ? ref.win : 'none'}`, `winBy:${h.winBy}`];
  const { singles, sets } = bonusOf(h.flowers);
  if (sets > 0) keys.push('bonus-set');
  if (singles > 0) keys.push('bonus-single');
  if (h.flowers.length === 0) keys.push('no-bonus');
  if (h.melds.some((m) => m.type === 'kong' || m.type === 'added-kong')) keys.push('exposed-kong');
  if (h.melds.some((m) => m.type === 'concealed-kong')) keys.push('concealed-kong');
  if (h.melds.some((m) => m.type === 'chow' || m.type === 'pong')) keys.push('exposed-chow-or-pong');
  if (h.streak > 0) keys.push('streak');
  if (ref.ok && ref.win === 'three-golds') {
    const counts = new Array(34).fill(0);
    for (const t of h.concealed) if (t !== h.gold) counts[t]++;
    if (!naiveComplete(counts, golds)) keys.push('shapeless-three-golds');
  }
  return keys;
}
