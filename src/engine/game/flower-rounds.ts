// The opening's flower rounds: flowers set aside and replaced from the tail, dealer first, round
// after round until no replacement is a flower. What a flower is and what follows are the table's.

import { tileCode, type Tile } from '../tiles/index.ts';
import { fail, ok } from './flow.ts';
import { distance, withSeat, withTile, withoutTiles } from './seat.ts';
import { type ApplyResult, type DealEvent, type Seat, SEATS, type TableState } from './types.ts';
import type { Taken } from './wall.ts';

/** A round of flower replacement: `queue` the seats still to act in it, `next` those of the next round, `owed` the replacements due. */
export interface FlowerRound {
  readonly kind: 'opening-flowers';
  readonly queue: readonly Seat[];
  readonly next: readonly Seat[];
  readonly owed: number;
  readonly drawing: boolean;
}

/** What a table plays its flower rounds with. */
export interface FlowerRounds<S extends TableState, E> {
  isFlower(tile: Tile): boolean;
  /** Takes a replacement from the tail. */
  take(tile: Tile): Taken;
  /** What the deal waits for once every flower is replaced. */
  done: E;
  /** The state after a step of the rounds. */
  moved(patch: { seats: S['seats']; expect: FlowerRound | E; tail?: number; seen?: Uint8Array }): S;
}

// Made whole rather than spread from the last round: V8 copies a spread object slowly, and this
// runs at every flower of every deal replayed (a spread here was a tenth of a verify's time).
const flowerRound = (queue: readonly Seat[], next: readonly Seat[], owed: number, drawing: boolean): FlowerRound => ({
  kind: 'opening-flowers',
  queue,
  next,
  owed,
  drawing,
});

const dealerFirst = (dealer: Seat, seats: readonly Seat[]) => [...seats].sort((a, b) => distance(dealer, a) - distance(dealer, b));

/** The first round once all are dealt `seats`: those holding a flower, dealer first; `done` when none does. */
export function firstFlowerRound<E>(dealer: Seat, seats: TableState['seats'], isFlower: (tile: Tile) => boolean, done: E): FlowerRound | E {
  const queue = dealerFirst(
    dealer,
    SEATS.filter((s) => seats[s].hand.some(isFlower)),
  );
  return queue.length ? flowerRound(queue, [], 0, false) : done;
}

/** A flower set aside, or its replacement drawn, by the seat whose turn it is in the round. */
export function onFlowerRound<S extends TableState, E>(state: S, round: FlowerRound, event: DealEvent, rules: FlowerRounds<S, E>): ApplyResult<S> {
  const seat = round.queue[0];
  if (event.type === 'flower') {
    if (event.seat !== seat) return fail('flower-out-of-order', { seat: event.seat, expected: seat });
    if (round.drawing) return fail('flower-next-round', { seat, tile: tileCode(event.tile) });
    const hand = withoutTiles(state.seats[seat].hand, [event.tile]);
    if (!hand || !rules.isFlower(event.tile)) return fail('flower-not-held', { seat, tile: tileCode(event.tile) });
    const seats = withSeat(state.seats, seat, { hand, flowers: [...state.seats[seat].flowers, event.tile] });
    return ok(rules.moved({ seats, expect: flowerRound(round.queue, round.next, round.owed + 1, round.drawing) }));
  }
  if (event.type !== 'draw') return fail('expected-flower-replacement', { seat });
  if (event.seat !== seat) return fail('flower-out-of-order', { seat: event.seat, expected: seat });
  if (state.seats[seat].hand.some(rules.isFlower) && !round.drawing) return fail('flowers-first', { seat });
  if (round.owed === 0) return fail('no-replacement-owed', { seat });
  const taken = rules.take(event.tile);
  if (!taken.ok) return { ok: false, violation: taken.violation };
  const seats = withSeat(state.seats, seat, { hand: withTile(state.seats[seat].hand, event.tile) });
  // A flower drawn as a replacement waits for the next round.
  const nextRound = rules.isFlower(event.tile) && !round.next.includes(seat) ? [...round.next, seat] : round.next;
  let expectNext: FlowerRound | E = flowerRound(round.queue, nextRound, round.owed - 1, true);
  if (round.owed === 1) {
    const queue = round.queue.slice(1);
    if (queue.length) expectNext = flowerRound(queue, nextRound, 0, false);
    else if (nextRound.length) expectNext = flowerRound(dealerFirst(state.dealer, nextRound), [], 0, false);
    else expectNext = rules.done;
  }
  return ok(rules.moved({ seats, tail: taken.tail, seen: taken.seen, expect: expectNext }));
}
