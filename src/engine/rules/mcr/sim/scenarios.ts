// Stacked MCR deals: walls arranged so simulated runs show a win on a discard, self-drawn wins,
// two players winning on one discard (mcr ruling 5), a robbed kong, a win on a kong's
// replacement (ruling 8) and a drawn hand. Each says so in the log's metadata.

import type { Tile } from '../../../tiles/index.ts';
import type { Seat } from '../../../game/types.ts';
import { pick, type Random } from '../../../bots/rng.ts';
import type { Persona, Scenario } from '../../types.ts';
import type { Stack } from '../../../bots/stack.ts';
import { buildWall, points, Pool, randomPair, randomSet, strongHand } from './wall.ts';

const after = (dealer: Seat, n: number) => ((dealer + n) % 4) as Seat;
const windOf = (dealer: Seat, seat: Seat): Tile => 27 + ((seat - dealer + 4) % 4);
const without = (hand: readonly Tile[], tile: Tile): Tile[] => {
  const i = hand.indexOf(tile);
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
};

/**
 * A hand one tile short of a win worth 8 or more when `wait` comes `winBy` (the winning 14 is
 * built from the pool; the 13 held are returned with the tile that completes them).
 */
function waitingHand(pool: Pool, random: Random, seatWind: Tile, winBy: 'discard' | 'self-draw'): { hand: Tile[]; wait: Tile } | null {
  const won = strongHand(pool, random);
  if (!won) return null;
  const wait = pick(won, random);
  const value = points(won, wait, winBy, seatWind);
  if (value === null || won.filter((t) => t === wait).length > 1) return null;
  // The winning tile goes back to the pool: the caller places it.
  pool.left[wait]++;
  return { hand: without(won, wait), wait };
}

function arrange(stack: Stack, pool: Pool, random: Random, personas?: Partial<Record<Seat, Persona>>) {
  const wall = buildWall(stack, pool, random);
  return wall && { wall, personas };
}

export const MCR_SCENARIOS: readonly Scenario[] = [
  {
    name: 'discard-win',
    note: "stacked: the dealer's next seat waits on a tile worth 8 or more, and the dealer throws it first (a win on a discard)",
    arrange(dealer, random) {
      const pool = new Pool();
      const winner = after(dealer, 1);
      const waiting = waitingHand(pool, random, windOf(dealer, winner), 'discard');
      if (!waiting || !pool.take([waiting.wait])) return null;
      const filler = pool.tiles().filter((t) => t < 34 && t !== waiting.wait);
      const rest = shuffleTake(pool, filler, 13, random);
      if (!rest) return null;
      return arrange({ dealer, hands: { [winner]: waiting.hand, [dealer]: [waiting.wait, ...rest] }, avoid: [waiting.wait] }, pool, random, { [dealer]: { firstDiscard: waiting.wait } });
    },
    shows: (p) => p.final.result?.how === 'discard',
  },
  {
    name: 'self-draw',
    note: "stacked: the dealer's next seat waits on a tile worth 8 or more, which is its first draw (a self-drawn win)",
    arrange(dealer, random) {
      const pool = new Pool();
      const winner = after(dealer, 1);
      const waiting = waitingHand(pool, random, windOf(dealer, winner), 'self-draw');
      if (!waiting || !pool.take([waiting.wait])) return null;
      return arrange({ dealer, hands: { [winner]: waiting.hand }, draws: { 0: waiting.wait }, avoid: [waiting.wait] }, pool, random, { [winner]: { keepsWait: true } });
    },
    shows: (p) => p.final.result?.how === 'self-draw' && p.final.result.winner !== p.final.dealer,
  },
  {
    name: 'dealer-wins',
    note: "stacked: the dealer's 14 tiles already win with 8 points or more (a self-drawn win before any discard)",
    arrange(dealer, random) {
      const pool = new Pool();
      const hand = strongHand(pool, random);
      if (!hand?.some((t) => points(hand, t, 'self-draw', 27) !== null)) return null;
      return arrange({ dealer, hands: { [dealer]: hand } }, pool, random);
    },
    shows: (p) => p.final.result?.winner === p.final.dealer && p.final.result.how === 'self-draw' && !p.events.some((e) => e.type === 'discard'),
  },
  {
    name: 'two-wins',
    note: 'stacked: two seats wait on the tile the dealer throws first; the one next in turn after the dealer wins (two wins on one discard)',
    arrange(dealer, random) {
      const pool = new Pool();
      const first = waitingHand(pool, random, windOf(dealer, after(dealer, 1)), 'discard');
      if (!first) return null;
      const wait = first.wait;
      // The second hand waits on the same tile: built until it does.
      let second: { hand: Tile[]; wait: Tile } | null = null;
      for (let i = 0; i < 40 && !second; i++) {
        const trial = new Pool();
        trial.left.splice(0, 42, ...pool.left);
        const hand = strongHand(trial, random);
        if (hand?.filter((t) => t === wait).length !== 1 || points(hand, wait, 'discard', windOf(dealer, after(dealer, 2))) === null) continue;
        pool.left.splice(0, 42, ...trial.left);
        pool.left[wait]++;
        second = { hand: without(hand, wait), wait };
      }
      if (!second || !pool.take([wait])) return null;
      const rest = shuffleTake(
        pool,
        pool.tiles().filter((t) => t < 34 && t !== wait),
        13,
        random,
      );
      if (!rest) return null;
      return arrange({ dealer, hands: { [after(dealer, 1)]: first.hand, [after(dealer, 2)]: second.hand, [dealer]: [wait, ...rest] }, avoid: [wait] }, pool, random, {
        [dealer]: { firstDiscard: wait },
      });
    },
    shows: (p) => p.events.filter((e) => e.type === 'call' && e.claim === 'win').length >= 2 && p.final.result?.how === 'discard',
  },
  {
    name: 'robbed-kong',
    note: "stacked: the dealer's next seat pongs the dealer's first discard and draws the fourth; another seat waits on it and robs the added kong",
    arrange(dealer, random) {
      const pool = new Pool();
      const konger = after(dealer, 1);
      const robber = after(dealer, 2);
      // The robber's hand scores under 8 on a discard, so it waits for the kong (Robbing the Kong is 8 by itself).
      let robbing: { hand: Tile[]; wait: Tile } | null = null;
      for (let i = 0; i < 40 && !robbing; i++) {
        const trial = new Pool();
        const sets = [randomSet(trial, random), randomSet(trial, random), randomSet(trial, random), randomSet(trial, random), randomPair(trial, random)];
        if (sets.some((s) => s === null)) continue;
        const won = (sets as Tile[][]).flat().sort((a, b) => a - b);
        const chows = (sets as Tile[][]).filter((s) => s.length === 3 && s[0] !== s[1]);
        if (!chows.length) continue;
        const wait = pick(pick(chows, random), random);
        if (won.filter((t) => t === wait).length !== 1) continue;
        const seat = windOf(dealer, robber);
        if (points(won, wait, 'discard', seat) !== null || points(won, wait, 'rob-kong', seat) === null) continue;
        pool.left.splice(0, 42, ...trial.left);
        pool.left[wait]++;
        robbing = { hand: without(won, wait), wait };
      }
      if (!robbing) return null;
      const x = robbing.wait;
      if (!pool.take([x, x, x, x])) return null;
      const pongHand = shuffleTake(
        pool,
        pool.tiles().filter((t) => t < 34 && t !== x),
        11,
        random,
      );
      const dealerHand =
        pongHand &&
        shuffleTake(
          pool,
          pool.tiles().filter((t) => t < 34 && t !== x),
          13,
          random,
        );
      if (!pongHand || !dealerHand) return null;
      return arrange(
        // The konger's fourth tile comes on its first draw after the pong (three draws later).
        { dealer, hands: { [konger]: [x, x, ...pongHand], [robber]: robbing.hand, [dealer]: [x, ...dealerHand] }, draws: { 3: x }, avoid: [x] },
        pool,
        random,
        { [dealer]: { firstDiscard: x }, [konger]: { eager: true }, [robber]: { keepsWait: true } },
      );
    },
    shows: (p) => p.final.result?.how === 'rob-kong',
  },
  {
    name: 'kong-replacement',
    note: "stacked: the dealer holds four alike and its kong's replacement completes the hand (Out with Replacement Tile)",
    arrange(dealer, random) {
      const pool = new Pool();
      const four = Math.floor(random() * 34);
      if (!pool.take([four, four, four, four])) return null;
      const sets = [randomSet(pool, random, new Set([four])), randomSet(pool, random, new Set([four])), randomSet(pool, random, new Set([four]))];
      if (sets.some((s) => s === null)) return null;
      // The last tile held alone; its pair is the kong's replacement, the first tile from the tail.
      const singles = Array.from({ length: 34 }, (_, t) => t).filter((t) => t !== four && pool.has(t, 2));
      const single = singles.length ? pick(singles, random) : undefined;
      if (single === undefined || !pool.take([single, single])) return null;
      const hand = [four, four, four, four, ...(sets as Tile[][]).flat(), single];
      return arrange({ dealer, hands: { [dealer]: hand }, tail: { 0: single }, avoid: [four, single] }, pool, random);
    },
    shows: (p) => p.final.result?.score?.items.some((i) => i.id === 'out-with-replacement-tile') === true,
  },
  {
    name: 'draw-game',
    note: 'stacked: a deal nobody wins (a drawn hand)',
    arrange(dealer, random) {
      return arrange({ dealer, hands: {} }, new Pool(), random);
    },
    shows: (p) => p.final.result !== null && p.final.result.winner === null,
  },
];

/** `n` tiles picked at random among `from` and taken from the pool; null if too few. */
function shuffleTake(pool: Pool, from: readonly Tile[], n: number, random: Random): Tile[] | null {
  const picked: Tile[] = [];
  const left = [...from];
  while (picked.length < n && left.length) {
    const i = Math.floor(random() * left.length);
    const t = left[i];
    left.splice(i, 1);
    if (pool.take([t])) picked.push(t);
  }
  return picked.length === n ? picked : null;
}
