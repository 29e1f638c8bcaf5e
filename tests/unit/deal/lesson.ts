// A small builder for hand-written deal logs: hands and moves written by hand in notation;
// `pass` lets a seat draw a filler tile and throw it straight back, to move play along.
import { DEAL_FORMAT, parseDealLog, replay, type DealEventJson, type Replay } from '../../../src/engine/index.ts';
import type { GameState } from '../../../src/engine/rules/gold-family/game/state.ts';

export interface Lesson {
  dealer?: number;
  streak?: number;
  /** Dealt hands by seat (dealer 17 tiles, others 16), in notation. */
  hands: [string, string, string, string];
  gold: string;
  /** Events between the deal and the gold flip (bonus tiles set aside and replaced). */
  opening?: DealEventJson[];
  events: DealEventJson[];
  /** The rule set (default `fuzhou`) and its options. */
  ruleset?: string;
  options?: Record<string, string | number | boolean>;
}

/** A replay of a Fuzhou-style deal, whose states these tests may look into. */
export type LessonReplay = Omit<Replay, 'states'> & { states: GameState[] };

const deal = (seat: number, tiles: string): DealEventJson => ({ type: 'deal', seat, tiles });

/** The full log: deal in turn order from the dealer, the gold flip, then the moves. */
export function lessonLog(lesson: Lesson, deltas: [number, number, number, number] = [0, 0, 0, 0]) {
  const dealer = lesson.dealer ?? 0;
  const events: DealEventJson[] = [];
  for (let i = 0; i < 4; i++) events.push(deal((dealer + i) % 4, lesson.hands[(dealer + i) % 4]));
  events.push(...(lesson.opening ?? []), { type: 'gold', tile: lesson.gold }, ...lesson.events);
  return {
    format: DEAL_FORMAT,
    version: 1,
    ruleset: lesson.ruleset ?? 'fuzhou',
    ...(lesson.options ? { options: lesson.options } : {}),
    seats: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
    dealer,
    streak: lesson.streak ?? 0,
    events,
    result: { deltas },
  };
}

export function play(lesson: Lesson): LessonReplay {
  const parsed = parseDealLog(lessonLog(lesson));
  if (!parsed.ok && !parsed.log) throw new Error(`lesson does not parse: ${JSON.stringify(parsed.problem)}`);
  return replay(parsed.ok ? parsed.log : parsed.log!) as LessonReplay;
}

export const ev = {
  draw: (seat: number, tile: string): DealEventJson => ({ type: 'draw', seat, tile }),
  discard: (seat: number, tile: string): DealEventJson => ({ type: 'discard', seat, tile }),
  flower: (seat: number, tile: string): DealEventJson => ({ type: 'flower', seat, tile }),
  call: (seat: number, claim: 'win' | 'kong' | 'pong' | 'chow'): DealEventJson => ({ type: 'call', seat, claim }),
  chow: (seat: number, tiles: string): DealEventJson => ({ type: 'chow', seat, tiles }),
  pong: (seat: number): DealEventJson => ({ type: 'pong', seat }),
  kong: (seat: number): DealEventJson => ({ type: 'kong', seat }),
  addedKong: (seat: number, tile: string): DealEventJson => ({ type: 'added-kong', seat, tile }),
  concealedKong: (seat: number, tile: string): DealEventJson => ({ type: 'concealed-kong', seat, tile }),
  win: (seat: number, how: 'self-draw' | 'discard' | 'rob-kong' | 'gold-grab' | 'three-golds', extra: object = {}): DealEventJson => ({ type: 'win', seat, how, ...extra }) as DealEventJson,
  drawGame: (): DealEventJson => ({ type: 'draw-game' }),
  /** Each seat in turn draws a tile and throws it back: [seat, tile] pairs. */
  pass: (...moves: [number, string][]): DealEventJson[] => moves.flatMap(([seat, tile]) => [ev.draw(seat, tile), ev.discard(seat, tile)]),
};

/** Where the replay stopped and why, for assertions. */
export function stop(r: Replay): string {
  if (r.illegal) return `illegal@${r.illegal.index}:${r.illegal.violation.code}`;
  return r.end;
}
