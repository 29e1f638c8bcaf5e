// Stacked deals at a Fuzhou-style table: walls arranged so the bots meet the rare rules (gold
// grab, three golds, gold pair, gold dragon, Pinghu, a robbed kong, a final-sweep win, a draw
// game, every kind of kong, competing calls, a dead gold). Each says so in the log's metadata.

import type { Tile } from '../../../tiles/index.ts';
import type { Seat } from '../../../game/types.ts';
import type { Persona, Scenario } from '../../types.ts';
import { need } from '../../../bots/policy.ts';
import { pick, shuffle, type Random } from '../../../bots/rng.ts';
import { fullSet, shuffledWall } from '../../../bots/wall.ts';
import type { GameState } from '../game/state.ts';
import type { GoldTable } from '../game/context.ts';
import { buildWall, melds, Pool, type Stack } from './wall.ts';

type Played = Parameters<Scenario['shows']>[0];

/** A scenario as its arrangement: a stack to lay out on the table's wall, or a whole wall. */
export interface StackScenario {
  name: string;
  note: string;
  stack(table: GoldTable, dealer: Seat, random: Random): { stack?: Stack; wall?: Tile[]; personas?: Partial<Record<Seat, Persona>> } | null;
  shows(played: Played): boolean;
}

/** The scenarios on a table's wall. */
export function onTable(table: GoldTable, scenarios: readonly StackScenario[]): Scenario[] {
  return scenarios.map((sc) => ({
    name: sc.name,
    note: sc.note,
    arrange(dealer, random) {
      const arranged = sc.stack(table, dealer, random);
      if (!arranged) return null;
      const wall = arranged.wall ?? (arranged.stack ? buildWall(table, arranged.stack, random) : null);
      return wall && { wall, personas: arranged.personas };
    },
    shows: sc.shows,
  }));
}

/** The state a Fuzhou-style machine ended in. */
const final = (p: Played) => p.final as GameState;

export const seatAfter = (dealer: Seat, n: number) => ((dealer + n) % 4) as Seat;
export const suited = (random: Random) => Math.floor(random() * 27);
export const has = (played: Played, type: string) => played.events.some((e) => e.type === type);
export const winType = (played: Played) => played.final.result?.score?.win;

/** A pool without the gold kind, to build natural hands from. */
export function start(table: GoldTable, gold: Tile) {
  const pool = new Pool(fullSet(table.copies));
  pool.take(gold);
  return { pool, avoid: new Set<Tile>([gold]) };
}

/** Two tiles a gold completes into a run: e.g. 3m 4m. */
export function partial(pool: Pool, random: Random, avoid: Set<Tile>): Tile[] | null {
  for (let i = 0; i < 30; i++) {
    const s = pick([0, 9, 18], random) + 1 + Math.floor(random() * 6);
    if (!avoid.has(s) && !avoid.has(s + 1) && pool.has(s) && pool.has(s + 1)) {
      pool.take(s);
      pool.take(s + 1);
      return [s, s + 1];
    }
  }
  return null;
}

export function pair(pool: Pool, random: Random, avoid: Set<Tile>): Tile[] | null {
  for (let i = 0; i < 30; i++) {
    const t = suited(random);
    if (!avoid.has(t) && pool.has(t, 2)) {
      pool.take(t);
      pool.take(t);
      return [t, t];
    }
  }
  return null;
}

export const join = (...parts: (Tile[] | null)[]): Tile[] | null => (parts.some((p) => p === null) ? null : (parts as Tile[][]).flat());

/** A dealer hand built to win at once (17 tiles), with `golds` golds and the rest natural. */
export function dealerWins(golds: number, name: string, note: string, shows: (p: Played) => boolean): StackScenario {
  return {
    name,
    note,
    stack(table, dealer, random) {
      const gold = suited(random);
      const { pool, avoid } = start(table, gold);
      for (let g = 0; g < golds; g++) pool.take(gold);
      const natural =
        golds === 2 ? melds(pool, 5, random, avoid) : join(melds(pool, 4, random, avoid), golds === 3 ? pair(pool, random, avoid) : join(melds(pool, 1, random, avoid), pair(pool, random, avoid)));
      if (!natural) return null;
      const hand = [...natural, ...new Array(golds).fill(gold)];
      return { stack: { dealer, gold, hands: { [dealer]: hand } } };
    },
    shows,
  };
}

export const FUZHOU_STACKS: readonly StackScenario[] = [
  {
    name: 'gold-grab',
    note: "stacked: the dealer's lower seat is dealt a hand the revealed gold completes (gold grab)",
    stack(table, dealer, random) {
      const gold = suited(random);
      const { pool, avoid } = start(table, gold);
      const hand = join(melds(pool, 4, random, avoid), pair(pool, random, avoid), partial(pool, random, avoid));
      return hand && { stack: { dealer, gold, hands: { [seatAfter(dealer, 1)]: hand } } };
    },
    shows: (p) => p.events.some((e) => e.type === 'win' && e.how === 'gold-grab'),
  },
  {
    name: 'three-golds',
    note: 'stacked: one seat is dealt three golds (three golds)',
    stack(table, dealer, random) {
      const gold = suited(random);
      const { pool } = start(table, gold);
      const hand = [gold, gold, gold];
      for (let i = 0; i < 3; i++) pool.take(gold);
      const rest = pool.tiles().filter((t) => t < 27);
      while (hand.length < 16) hand.push(rest.splice(Math.floor(random() * rest.length), 1)[0]);
      return { stack: { dealer, gold, hands: { [seatAfter(dealer, 2)]: hand } } };
    },
    shows: (p) => winType(p) === 'three-golds',
  },
  dealerWins(2, 'gold-pair', 'stacked: the dealer is dealt five natural melds and two golds (gold pair)', (p) => winType(p) === 'gold-pair'),
  dealerWins(3, 'gold-dragon', 'stacked: the dealer is dealt three golds and a natural hand (gold dragon)', (p) => winType(p) === 'gold-dragon'),
  dealerWins(0, 'pinghu', 'stacked: the dealer is dealt a natural winning hand and no flowers (Pinghu)', (p) => winType(p) === 'pinghu'),
  {
    name: 'robbed-kong',
    note: 'stacked: the dealer throws a 7 first, a seat pongs it (claiming eagerly), draws the fourth and adds it, and a seat that keeps waiting on it robs the kong; the golds lie in the reserve',
    stack(table, dealer, random) {
      const gold = suited(random);
      const suit = pick([0, 9, 18], random);
      const x = suit + 6;
      if (x - 2 <= gold && gold <= x + 2) return null;
      const { pool, avoid } = start(table, gold);
      [x, x, x, x, x + 1, x + 2].forEach((t) => pool.take(t));
      around(avoid, x);
      const ponger = seatAfter(dealer, 2);
      const robber = seatAfter(dealer, 3);
      // The robber holds an 8 and draws the 9 first: then it waits on the 7 alone.
      const spare = loose(pool, random, avoid, 1);
      const robberHand = join(melds(pool, 4, random, avoid), pair(pool, random, avoid), [x + 1], spare);
      const dealerHand = join([x], weak(pool, random, avoid, 16));
      const pongerHand = join([x, x], weak(pool, random, avoid, 14, [x, x]));
      const other = weak(pool, random, avoid, 16);
      if (!robberHand || !dealerHand || !pongerHand || !other) return null;
      return {
        stack: { dealer, gold, hands: { [dealer]: dealerHand, [ponger]: pongerHand, [robber]: robberHand, [seatAfter(dealer, 1)]: other }, draws: { 0: x + 2, 3: x }, late: [gold, gold, gold] },
        personas: { [dealer]: { firstDiscard: x }, [ponger]: { eager: true }, [robber]: { keepsWait: true, firstDiscard: spare![0] } },
      };
    },
    shows: (p) => p.events.some((e) => e.type === 'win' && e.how === 'rob-kong'),
  },
  {
    name: 'final-sweep',
    note: 'stacked: one seat waits on a tile whose four copies lie in the final four draws and keeps its wait; the others are dealt weak hands and the golds lie in the reserve (a final-sweep win)',
    stack(table, dealer, random) {
      const gold = suited(random);
      const t = pick([0, 9, 18], random) + 1 + Math.floor(random() * 7);
      if (t - 1 <= gold && gold <= t + 1) return null;
      const { pool, avoid } = start(table, gold);
      for (let i = 0; i < 4; i++) pool.take(t);
      pool.take(t - 1);
      pool.take(t + 1);
      around(avoid, t);
      // Two loose tiles at the deal (so no gold grab); the first draw pairs one of them, and the
      // hand then waits on t alone, whose every copy lies in the final four draws.
      const single = loose(pool, random, avoid, 2);
      if (!single || Math.abs(single[0] - single[1]) <= 2 || !pool.take(single[0])) return null;
      const waiter = join(melds(pool, 4, random, avoid), [t - 1, t + 1], single);
      if (!waiter) return null;
      // The other three are dealt weak hands, so the deal tends to last to the sweep.
      const others = [0, 2, 3].map((k) => weak(pool, random, avoid, k === 0 ? 17 : 16));
      if (others.some((h) => !h)) return null;
      const hands = { [seatAfter(dealer, 1)]: waiter, [dealer]: others[0]!, [seatAfter(dealer, 2)]: others[1]!, [seatAfter(dealer, 3)]: others[2]! };
      return {
        // The other golds lie in the reserve, and the waiter, once waiting, throws back what it draws.
        stack: { dealer, gold, hands, draws: { 0: single[0], 35: t, 36: t, 37: t, 38: t }, late: [gold, gold, gold] },
        personas: { [seatAfter(dealer, 1)]: { keepsWait: true, firstDiscard: single[1] } },
      };
    },
    shows: (p) => final(p).sweep && p.final.result?.winner !== null && p.events.at(-1)?.type === 'win',
  },
  {
    name: 'draw-game',
    note: 'stacked: a shuffled wall chosen because nobody wins on it (a draw game)',
    stack: (table, _dealer, random) => ({ wall: shuffledWall(table.copies, random) }),
    shows: (p) => p.final.result?.winner === null,
  },
  {
    name: 'kongs',
    note: 'stacked: a seat is dealt four of a kind, another three of the tile the dealer throws first (concealed and exposed kongs)',
    stack(table, dealer, random) {
      const gold = suited(random);
      const x = pick([0, 9, 18], random) + pick([0, 8], random);
      const four = suited(random);
      if ([x, four].includes(gold) || x === four) return null;
      const { pool, avoid } = start(table, gold);
      for (let i = 0; i < 4; i++) {
        pool.take(x);
        pool.take(four);
      }
      avoid.add(x).add(four);
      const dealerHand = join([x], loose(pool, random, avoid, 16));
      const konger = join([x, x, x], loose(pool, random, avoid, 13));
      const quad = join([four, four, four, four], loose(pool, random, avoid, 12));
      if (!dealerHand || !konger || !quad) return null;
      return {
        stack: { dealer, gold, hands: { [dealer]: dealerHand, [seatAfter(dealer, 2)]: konger, [seatAfter(dealer, 1)]: quad } },
        personas: { [dealer]: { firstDiscard: x } },
      };
    },
    shows: (p) => has(p, 'kong') && has(p, 'concealed-kong'),
  },
  {
    name: 'calls',
    note: 'stacked: the dealer throws a tile first that its lower seat chows and the next seat pongs, both claiming eagerly (calls resolved by priority)',
    stack(table, dealer, random) {
      const gold = suited(random);
      const x = pick([0, 9, 18], random) + 2 + Math.floor(random() * 5);
      if ([x - 2, x - 1, x].includes(gold)) return null;
      const { pool, avoid } = start(table, gold);
      [x, x, x, x - 2, x - 1].forEach((t) => pool.take(t));
      around(avoid, x);
      const dealerHand = join([x], loose(pool, random, avoid, 16));
      const chower = join([x - 2, x - 1], loose(pool, random, avoid, 14));
      const ponger = join([x, x], loose(pool, random, avoid, 14));
      if (!dealerHand || !chower || !ponger) return null;
      return {
        stack: { dealer, gold, hands: { [dealer]: dealerHand, [seatAfter(dealer, 1)]: chower, [seatAfter(dealer, 2)]: ponger } },
        personas: { [dealer]: { firstDiscard: x }, [seatAfter(dealer, 1)]: { eager: true }, [seatAfter(dealer, 2)]: { eager: true } },
      };
    },
    shows: (p) => has(p, 'call'),
  },
  {
    name: 'dead-gold',
    note: 'stacked: a seat holding a gold throws it away (a dead gold; that seat may then only win by self-draw)',
    stack(table, dealer, random) {
      const gold = suited(random);
      const { pool } = start(table, gold);
      const hand = [gold];
      const rest = pool.tiles().filter((t) => t < 27 && t !== gold);
      while (hand.length < 16) hand.push(rest.splice(Math.floor(random() * rest.length), 1)[0]);
      const seat = seatAfter(dealer, 1);
      return { stack: { dealer, gold, hands: { [seat]: hand } }, personas: { [seat]: { dumpsWild: true } } };
    },
    shows: (p) => p.events.some((e) => e.type === 'discard' && e.tile === final(p).gold),
  },
];

/** `n` suited tiles at random from the pool, none of them in `avoid`. */
export function loose(pool: Pool, random: Random, avoid: Set<Tile>, n: number): Tile[] | null {
  const out: Tile[] = [];
  for (let i = 0; i < 40 * n && out.length < n; i++) {
    const t = suited(random);
    if (!avoid.has(t) && pool.take(t)) out.push(t);
  }
  return out.length === n ? out : null;
}

/**
 * `n` tiles far from winning: the worst of a few random draws from the pool by the bots' own
 * measure, so the stacked seats are not beaten to the point by a lucky filler hand.
 */
export function weak(pool: Pool, random: Random, avoid: Set<Tile>, n: number, extra: Tile[] = []): Tile[] | null {
  const candidates = pool.tiles().filter((t) => t < 27 && !avoid.has(t));
  let worst: Tile[] | null = null;
  let worstNeed = -Infinity;
  for (let k = 0; k < 12; k++) {
    const picked = shuffle([...candidates], random).slice(0, n);
    if (picked.length < n) return null;
    const n2 = need([...extra, ...picked], null);
    if (n2 > worstNeed) {
      worstNeed = n2;
      worst = picked;
    }
  }
  for (const t of worst!) pool.take(t);
  return worst;
}

/** Keeps a tile and its neighbours out of the filler melds, so an arranged tile stays loose. */
export function around(avoid: Set<Tile>, x: Tile): void {
  for (let d = -2; d <= 2; d++) {
    const t = x + d;
    if (t >= 0 && t < 27 && ((t / 9) | 0) === ((x / 9) | 0)) avoid.add(t);
  }
}

/**
 * The house rules' idle gold (fuzhou ruling 7): a seat is dealt five natural melds and one gold,
 * so it waits on any tile yet may not win on a discard; it wins on its own draw.
 */
export const IDLE_GOLD: StackScenario = {
  name: 'idle-gold',
  note: "stacked: the dealer's lower seat is dealt five melds and a gold and lets the revealed gold go by: an idle gold, which waits on any tile but wins only on its own draw",
  stack(table, dealer, random) {
    const gold = suited(random);
    const { pool, avoid } = start(table, gold);
    pool.take(gold);
    const natural = melds(pool, 5, random, avoid);
    if (!natural) return null;
    const seat = seatAfter(dealer, 1);
    return { stack: { dealer, gold, hands: { [seat]: [...natural, gold] } }, personas: { [seat]: { passesWindow: true } } };
  },
  shows: (p) => p.final.result?.winner === seatAfter(p.final.dealer, 1) && p.final.result.how === 'self-draw',
};
