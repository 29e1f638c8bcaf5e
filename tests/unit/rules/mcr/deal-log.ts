// A small builder for hand-written MCR deal logs (no gold event, 14 tiles to the dealer and 13 to
// the others), and `passes`: seats in turn draw a tile and throw it straight back (setting a drawn
// flower aside and drawing again), to move play along to the wall's end.
import { DEAL_FORMAT, parseDealLog, replay, tiles, tileCode, type DealEventJson, type Replay, type Tile } from '../../../../src/engine/index.ts';
import type { McrState } from '../../../../src/engine/rules/mcr/index.ts';

export { ev, stop } from '../../deal/lesson.ts';

export interface McrLesson {
  dealer?: number;
  /** Dealt hands by seat (dealer 14 tiles, others 13), in notation. */
  hands: [string, string, string, string];
  /** Events between the deal and the dealer's first turn (flowers set aside and replaced). */
  opening?: DealEventJson[];
  events: DealEventJson[];
  options?: Record<string, string | number | boolean>;
}

export type McrReplay = Omit<Replay, 'states'> & { states: McrState[] };

/** The full log: the deal in turn order from the dealer, then the moves. */
export function mcrLog(lesson: McrLesson, deltas: [number, number, number, number] = [0, 0, 0, 0]) {
  const dealer = lesson.dealer ?? 0;
  const events: DealEventJson[] = [];
  for (let i = 0; i < 4; i++) events.push({ type: 'deal', seat: (dealer + i) % 4, tiles: lesson.hands[(dealer + i) % 4] });
  events.push(...(lesson.opening ?? []), ...lesson.events);
  return {
    format: DEAL_FORMAT,
    version: 1,
    ruleset: 'mcr',
    ...(lesson.options ? { options: lesson.options } : {}),
    seats: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
    dealer,
    streak: 0,
    events,
    result: { deltas },
  };
}

export function play(lesson: McrLesson): McrReplay {
  const parsed = parseDealLog(mcrLog(lesson));
  if (!parsed.ok && !parsed.log) throw new Error(`lesson does not parse: ${JSON.stringify(parsed.problem)}`);
  return replay(parsed.ok ? parsed.log : parsed.log!) as McrReplay;
}

/**
 * Every tile of the set not yet dealt, drawn or named in `used` (notation): the flowers first, then
 * the others in tile order, the tiles of `last` (notation) at the very end in that order.
 */
export function rest(used: string[], last = ''): Tile[] {
  const left = Array.from({ length: 42 }, (_, t) => (t < 34 ? 4 : 1));
  for (const text of [...used, last]) for (const t of tiles(text)) left[t]--;
  if (left.some((n) => n < 0)) throw new Error('more copies used than the set has');
  const out: Tile[] = [];
  for (let t = 34; t < 42; t++) for (let i = 0; i < left[t]; i++) out.push(t);
  for (let t = 0; t < 34; t++) for (let i = 0; i < left[t]; i++) out.push(t);
  return [...out, ...tiles(last)];
}

/**
 * Seats in turn from `seat`, each drawing the next of `wall` and throwing it back; a drawn flower
 * is set aside and the seat draws again. Returns the events and the seat after the last one.
 */
export function passes(seat: number, wall: readonly Tile[]): { events: DealEventJson[]; next: number } {
  const events: DealEventJson[] = [];
  let i = 0;
  let s = seat;
  while (i < wall.length) {
    let t = wall[i++];
    events.push({ type: 'draw', seat: s, tile: tileCode(t) });
    while (t >= 34) {
      events.push({ type: 'flower', seat: s, tile: tileCode(t) });
      if (i >= wall.length) return { events, next: s };
      t = wall[i++];
      events.push({ type: 'draw', seat: s, tile: tileCode(t) });
    }
    events.push({ type: 'discard', seat: s, tile: tileCode(t) });
    s = (s + 1) % 4;
  }
  return { events, next: s };
}
