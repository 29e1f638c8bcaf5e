// Simple deterministic bots: they discard toward a win (fewest golds still needed), claim when
// a claim brings them closer, kong whenever they can, and take every win they can.

import { concealedCounts, goldsToComplete, waitingTiles } from '../hand/index.ts';
import type { Tile } from '../tiles/index.ts';
import type { DealEvent, GameState, Seat } from '../game/types.ts';
import type { Random } from './rng.ts';

const SUITED: Tile[] = Array.from({ length: 27 }, (_, i) => i);

/** How far a concealed part is from winning, counted in golds it would still need. */
const scratch = new Uint8Array(34);

export function need(hand: readonly Tile[], gold: Tile | null): number {
  const { counts, golds } = concealedCounts(hand, gold, scratch);
  // A hand waiting to draw is judged as if its next tile were a gold.
  const wild = hand.length % 3 === 1 ? golds + 1 : golds;
  return goldsToComplete(counts) - wild;
}

function without(hand: readonly Tile[], tiles: readonly Tile[]): Tile[] {
  const out = [...hand];
  for (const t of tiles) out.splice(out.indexOf(t), 1);
  return out;
}

/** Neighbours within two ranks in the same suit: a tile with none is the first to go. */
function connection(hand: readonly Tile[], t: Tile): number {
  let n = 0;
  for (const o of hand) {
    if (o === t || o > 26 || t > 26 || ((o / 9) | 0) !== ((t / 9) | 0)) continue;
    const d = Math.abs(o - t);
    if (d <= 2) n += 3 - d;
  }
  return n;
}

/** Twists a stacked deal gives one bot, said in the log's metadata. */
export interface Persona {
  /** Throws a gold away at the first chance (shows the dead gold rule in simulated deals). */
  dumpsGold?: boolean;
  /** Throws this tile whenever it holds one, whatever the hand. */
  firstDiscard?: Tile;
  /** Claims every pong and chow it can, helpful or not. */
  eager?: boolean;
}

/** The discard that leaves the hand closest to winning; ties go to more waits, then loose tiles. */
export function chooseDiscard(hand: readonly Tile[], gold: Tile | null, random: Random, persona: Persona = {}, goldDiscardable = true): Tile {
  if (persona.dumpsGold && gold !== null && goldDiscardable && hand.includes(gold)) return gold;
  if (persona.firstDiscard !== undefined && hand.includes(persona.firstDiscard)) return persona.firstDiscard;
  let best: Tile = hand[0];
  let bestKey: number[] | null = null;
  for (const t of new Set(hand)) {
    if (t === gold && (!goldDiscardable || hand.length > 1)) continue;
    const rest = without(hand, [t]);
    const n = need(rest, gold);
    let waits = 0;
    if (n <= 0 && gold !== null) {
      const { counts, golds } = concealedCounts(rest, gold);
      waits = waitingTiles(counts, golds, gold, SUITED).length;
    }
    const key = [n, -waits, connection(hand, t), random()];
    if (!bestKey || lexLess(key, bestKey)) {
      bestKey = key;
      best = t;
    }
  }
  return best;
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** Whether a meld claim (taking `fromHand` out of the hand) brings the hand strictly closer. */
export function claimHelps(state: GameState, seat: Seat, fromHand: readonly Tile[]): boolean {
  const hand = state.seats[seat].hand;
  const before = need(hand, state.gold);
  const after = without(hand, fromHand);
  let best = Infinity;
  for (const t of new Set(after)) best = Math.min(best, need(without(after, [t]), state.gold));
  return best < before;
}

/** The bot's choice among the events a seat may make on its own turn. */
export function chooseOwnTurn(state: GameState, seat: Seat, options: readonly DealEvent[], random: Random, persona: Persona, goldDiscardable: boolean): DealEvent {
  const mine = options.filter((e) => 'seat' in e && e.seat === seat);
  const win = mine.find((e) => e.type === 'win' && e.how === 'self-draw') ?? mine.find((e) => e.type === 'win');
  if (win) return win;
  const kong = mine.find((e) => e.type === 'concealed-kong' || e.type === 'added-kong');
  if (kong) return kong;
  const tile = chooseDiscard(state.seats[seat].hand, state.gold, random, persona, goldDiscardable);
  return mine.find((e) => e.type === 'discard' && e.tile === tile) ?? mine.find((e) => e.type === 'discard') ?? options[0];
}
