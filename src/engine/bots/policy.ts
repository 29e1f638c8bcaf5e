// Simple deterministic bots: they discard toward a win (fewest wilds still needed), claim when
// a claim brings them closer, kong whenever they can, and take every win they can.

import { concealedCounts, wildsToComplete, waitingTiles } from '../hand/index.ts';
import type { Tile } from '../tiles/index.ts';
import type { DealEvent, Seat, TableState } from '../game/types.ts';
import type { Random } from './rng.ts';

const SUITED: Tile[] = Array.from({ length: 27 }, (_, i) => i);

/** How far a concealed part is from winning, counted in wilds it would still need. */
const scratch = new Uint8Array(34);

/** Wilds still needed by counts holding `size` concealed tiles (a hand waiting to draw gets one for its draw). */
function needOf(counts: Uint8Array, wilds: number, size: number): number {
  return wildsToComplete(counts) - (size % 3 === 1 ? wilds + 1 : wilds);
}

export function need(hand: readonly Tile[], wild: Tile | null): number {
  const { counts, wilds } = concealedCounts(hand, wild, scratch);
  return needOf(counts, wilds, hand.length);
}

/** Neighbours within two ranks in the same suit: a tile with none is the first to go. */
function connection(counts: Uint8Array, t: Tile): number {
  if (t > 26) return 0;
  let n = 0;
  const start = t - (t % 9);
  for (let o = Math.max(start, t - 2); o <= Math.min(start + 8, t + 2); o++) if (o !== t) n += counts[o] * (3 - Math.abs(o - t));
  return n;
}

/** Twists a stacked deal gives one bot, said in the log's metadata. */
export type { Persona } from '../rules/types.ts';
import type { Persona } from '../rules/types.ts';

const work = new Uint8Array(34);

/** The best discard from counts (the wild kind's tiles apart): fewest wilds still needed, then most waits, then the loosest tile. */
function bestDiscard(counts: Uint8Array, wilds: number, size: number, wild: Tile | null, random: Random): { tile: Tile; need: number } {
  let best = -1;
  let bestKey: number[] | null = null;
  for (let t = 0; t < 34; t++) {
    if (counts[t] === 0) continue;
    counts[t]--;
    const n = needOf(counts, wilds, size - 1);
    const waits = n <= 0 && wild !== null ? waitingTiles(counts, wilds, wild, SUITED).length : 0;
    counts[t]++;
    const key = [n, -waits, connection(counts, t), random()];
    if (!bestKey || lexLess(key, bestKey)) {
      bestKey = key;
      best = t;
    }
  }
  return { tile: best, need: bestKey ? bestKey[0] : Infinity };
}

/** The discard that leaves the hand closest to winning; wilds are kept. */
export function chooseDiscard(hand: readonly Tile[], wild: Tile | null, random: Random, persona: Persona = {}, wildDiscardable = true, drawn: Tile | null = null): Tile {
  if (persona.dumpsWild && wild !== null && wildDiscardable && hand.includes(wild)) return wild;
  if (persona.firstDiscard !== undefined && hand.includes(persona.firstDiscard)) return persona.firstDiscard;
  const { counts, wilds } = concealedCounts(hand, wild, work);
  if (persona.keepsWait && drawn !== null && drawn !== wild) {
    counts[drawn]--;
    const waiting = needOf(counts, wilds, hand.length - 1) <= 0;
    counts[drawn]++;
    if (waiting) return drawn;
  }
  const { tile } = bestDiscard(counts, wilds, hand.length, wild, random);
  return tile >= 0 ? tile : hand[0];
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** Whether a meld claim (taking `fromHand` out of the hand) brings the hand strictly closer. */
export function claimHelps(state: TableState, wild: Tile | null, seat: Seat, fromHand: readonly Tile[]): boolean {
  const hand = state.seats[seat].hand;
  const { counts, wilds } = concealedCounts(hand, wild, work);
  const before = needOf(counts, wilds, hand.length);
  for (const t of fromHand) {
    if (t === wild || counts[t] === 0) return false;
    counts[t]--;
  }
  const after = bestDiscard(counts, wilds, hand.length - fromHand.length, wild, () => 0);
  return after.need < before;
}

/** The bot's choice among the events a seat may make on its own turn. */
export function chooseOwnTurn(state: TableState, wild: Tile | null, seat: Seat, options: readonly DealEvent[], random: Random, persona: Persona): DealEvent {
  const mine = options.filter((e) => 'seat' in e && e.seat === seat && !(persona.declines && e.type === 'win'));
  const win = persona.declines ? undefined : (mine.find((e) => e.type === 'win' && e.how === 'self-draw') ?? mine.find((e) => e.type === 'win'));
  if (win) return win;
  const kong = persona.keepsWait ? undefined : mine.find((e) => e.type === 'concealed-kong' || e.type === 'added-kong');
  if (kong) return kong;
  const wildDiscardable = wild !== null && mine.some((e) => e.type === 'discard' && e.tile === wild);
  const tile = chooseDiscard(state.seats[seat].hand, wild, random, persona, wildDiscardable, state.seats[seat].drawn);
  return mine.find((e) => e.type === 'discard' && e.tile === tile) ?? mine.find((e) => e.type === 'discard') ?? options[0];
}
