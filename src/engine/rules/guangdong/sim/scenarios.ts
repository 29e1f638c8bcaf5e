// Stacked Guangdong deals: walls arranged so simulated runs show a self-draw with a root, two
// players robbing one added kong, a kong bloom, kong payments in a draw game and a horse on the
// dealer (guangdong rulings 3–8). Each says so in the log's metadata.

import type { Tile } from '../../../tiles/index.ts';
import type { Seat } from '../../../game/types.ts';
import { pick, type Random } from '../../../bots/rng.ts';
import type { Scenario } from '../../types.ts';
import { RED } from '../tileset.ts';
import { horseSeat } from '../game/wins.ts';
import { buildWall, type GdStack, Pool } from './wall.ts';

const after = (dealer: Seat, n: number) => ((dealer + n) % 4) as Seat;
const suited = (random: Random) => Math.floor(random() * 27);
/** A run of three starting at a random rank of `suit`. */
const run = (suit: number, random: Random): Tile[] => {
  const r = Math.floor(random() * 7);
  return [suit * 9 + r, suit * 9 + r + 1, suit * 9 + r + 2];
};

/** Thirteen tiles waiting on one tile for a single-tile pair: `core` (12 tiles of sets) plus `wait` once. */
function waitingOnPair(pool: Pool, random: Random, core: Tile[]): { hand: Tile[]; wait: Tile } | null {
  for (let attempt = 0; attempt < 30; attempt++) {
    const wait = suited(random);
    if (core.includes(wait) || !pool.take([wait])) continue;
    return { hand: [...core, wait], wait };
  }
  return null;
}

function sets(pool: Pool, random: Random, n: number, avoid: ReadonlySet<Tile>): Tile[] | null {
  const out: Tile[] = [];
  for (let k = 0; k < n; k++) {
    let placed = false;
    for (let attempt = 0; attempt < 40 && !placed; attempt++) {
      const p = suited(random);
      const tiles = random() < 0.7 ? run(Math.floor(random() * 3), random) : [p, p, p];
      if (tiles.some((t) => avoid.has(t))) continue;
      placed = pool.take(tiles);
      if (placed) out.push(...tiles);
    }
    if (!placed) return null;
  }
  return out;
}

const built = (stack: GdStack, pool: Pool, random: Random, personas?: ReturnType<Scenario['arrange']> extends infer R ? (R extends { personas?: infer P } ? P : never) : never) => {
  const wall = buildWall(stack, pool, random);
  return wall && { wall, personas };
};

export const GD_SCENARIOS: readonly Scenario[] = [
  {
    name: 'root',
    note: "stacked: the dealer's next seat holds four of one tile and waits on its first draw (a self-draw with a root)",
    arrange(dealer, random) {
      const pool = new Pool();
      const t = suited(random);
      const rank = t % 9;
      const withRun = rank <= 6 ? [t, t + 1, t + 2] : [t - 2, t - 1, t];
      if (!pool.take([t, t, t, ...withRun])) return null;
      const rest = sets(pool, random, 2, new Set([t, RED]));
      if (!rest) return null;
      const waiting = waitingOnPair(pool, random, [t, t, t, ...withRun, ...rest]);
      if (!waiting || !pool.take([waiting.wait])) return null;
      const winner = after(dealer, 1);
      return built({ dealer, hands: { [winner]: waiting.hand }, draws: { 0: waiting.wait }, avoid: [waiting.wait, t, RED] }, pool, random, { [winner]: { keepsWait: true } });
    },
    shows: (p) => p.final.result?.how === 'self-draw' && (p.final.result.score?.items.some((i) => i.id === 'root') ?? false),
  },
  {
    name: 'rob-two',
    note: 'stacked: the dealer throws a tile its next seat pongs; that seat later draws the fourth and adds it, and the two other seats both wait on it (two robbers of one kong)',
    arrange(dealer, random) {
      const pool = new Pool();
      const x = suited(random);
      const konger = after(dealer, 1);
      if (!pool.take([x, x, x, x])) return null;
      const robbers: Tile[][] = [];
      const rank = x % 9;
      // Partial runs that x completes: either side of it, or two above, or two below.
      const partials = [rank >= 1 && rank <= 7 ? [x - 1, x + 1] : null, rank <= 6 ? [x + 1, x + 2] : null, rank >= 2 ? [x - 2, x - 1] : null].filter((q): q is Tile[] => q !== null);
      for (let k = 0; k < 2; k++) {
        const partial = pick(partials, random);
        if (!pool.take(partial)) return null;
        const others = sets(pool, random, 3, new Set([x, RED]));
        const pair = suited(random);
        if (!others || pair === x || !pool.take([pair, pair])) return null;
        robbers.push([...partial, ...others, pair, pair]);
      }
      if (robbers.some((h) => h.length !== 13)) return null;
      const konger13 = [
        x,
        x,
        ...pool
          .tiles()
          .filter((t) => t !== x && t !== RED)
          .sort(() => random() - 0.5)
          .slice(0, 11),
      ];
      if (!pool.take(konger13.slice(2))) return null;
      const dealer14 = [
        x,
        ...pool
          .tiles()
          .filter((t) => t !== x && t !== RED)
          .sort(() => random() - 0.5)
          .slice(0, 13),
      ];
      if (!pool.take(dealer14.slice(1))) return null;
      const safe = pool.tiles().filter((t) => t !== RED && t !== x);
      const draws: Record<number, Tile> = {};
      for (let i = 0; i < 3; i++) {
        const t = pick(safe, random);
        if (!pool.take([t])) return null;
        draws[i] = t;
      }
      draws[3] = x;
      return built({ dealer, hands: { [dealer]: dealer14, [konger]: konger13, [after(dealer, 2)]: robbers[0], [after(dealer, 3)]: robbers[1] }, draws, avoid: [x] }, pool, random, {
        [dealer]: { firstDiscard: x },
        [konger]: { eager: true },
        [after(dealer, 2)]: { keepsWait: true },
        [after(dealer, 3)]: { keepsWait: true },
      });
    },
    shows: (p) => p.events.filter((e) => e.type === 'win' && e.how === 'rob-kong').length >= 2,
  },
  {
    name: 'kong-bloom',
    note: "stacked: the dealer's next seat holds four of one tile, konges it and wins on the replacement (a kong bloom)",
    arrange(dealer, random) {
      const pool = new Pool();
      const t = suited(random);
      if (!pool.take([t, t, t, t])) return null;
      const rest = sets(pool, random, 2, new Set([t, RED]));
      if (!rest) return null;
      const last = run(Math.floor(random() * 3), random);
      if (last.includes(t) || !pool.take(last.slice(0, 2))) return null;
      const z = suited(random);
      if (z === t || last.includes(z) || rest.includes(z) || !pool.take([z])) return null;
      if (!pool.take([last[2], z])) return null;
      const winner = after(dealer, 1);
      return built({ dealer, hands: { [winner]: [t, t, t, t, ...rest, last[0], last[1], z] }, draws: { 0: last[2] }, tail: { 0: z }, avoid: [t, z, last[2], RED] }, pool, random);
    },
    shows: (p) => p.final.result?.score?.items.some((i) => i.id === 'kong-bloom') ?? false,
  },
  {
    name: 'draw-kongs',
    note: 'stacked: two seats are dealt four of one tile, and nobody declares a win before the wall runs out (kong payments in a draw game)',
    arrange(dealer, random) {
      const pool = new Pool();
      const hands: Partial<Record<Seat, Tile[]>> = {};
      for (const seat of [after(dealer, 1), after(dealer, 2)]) {
        const t = suited(random);
        if (!pool.take([t, t, t, t])) return null;
        const rest = pool
          .tiles()
          .filter((x) => x !== RED)
          .sort(() => random() - 0.5)
          .slice(0, 9);
        if (!pool.take(rest)) return null;
        hands[seat] = [t, t, t, t, ...rest];
      }
      // Nobody declares a win: the wall runs out, and the kongs' payments are all that moves.
      return built({ dealer, hands }, pool, random, { 0: { declines: true }, 1: { declines: true }, 2: { declines: true }, 3: { declines: true } });
    },
    shows: (p) => p.final.result?.winner === null && p.final.result.settlement.length > 0,
  },
  {
    name: 'horse-dealer',
    note: "stacked: the horse points to the dealer and the dealer's next seat self-draws (the dealer's payments count twice)",
    arrange(dealer, random) {
      const pool = new Pool();
      const horse = pick([0, 4, 8, 9, 13, 17, 18, 22, 26, 27, RED], random);
      if (horseSeat(dealer, horse) !== dealer || !pool.take([horse])) return null;
      const core = sets(pool, random, 4, new Set([RED, horse]));
      if (!core) return null;
      const waiting = waitingOnPair(pool, random, core);
      if (!waiting || !pool.take([waiting.wait])) return null;
      const winner = after(dealer, 1);
      return built({ dealer, hands: { [winner]: waiting.hand }, draws: { 0: waiting.wait }, horse, avoid: [waiting.wait, RED] }, pool, random, { [winner]: { keepsWait: true } });
    },
    shows: (p) => p.final.result?.winner === after(p.final.dealer, 1) && p.final.result.settlement.some((s) => s.reason === 'horse'),
  },
];
