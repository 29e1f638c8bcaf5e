// A practice deal with one human seat: the bots play the other three through the same decision
// step the simulator uses, and stop whenever the human has a choice. What the human may do is the
// machine's legal events for that seat, never derived here. Undo goes back to the human's last
// decision and is counted; the record (seed, events, undos) is all a browser keeps to resume.

import type { DealEvent, DealMachine, Seat, TableState } from '../game/types.ts';
import type { BotLevel, Persona, Ruleset } from '../rules/types.ts';
import type { Tile } from '../tiles/index.ts';
import { botStep, dealLog } from '../bots/simulate.ts';
import { derive, seeded } from '../bots/rng.ts';
import { shuffledWall } from '../bots/wall.ts';
import type { DealLogJson } from '../deal/schema.ts';

export interface PlaySetup {
  seat: Seat;
  level: BotLevel;
  /** Deals the wall, picks the dealer and breaks the bots' ties: the same seed plays the same deal. */
  seed: number;
}

export interface PlayTable extends PlaySetup {
  readonly ruleset: Ruleset;
  readonly machine: DealMachine;
  readonly dealer: Seat;
  readonly wall: readonly Tile[];
  readonly events: readonly DealEvent[];
  /** `states[i + 1]` is after `events[i]`. */
  readonly states: readonly TableState[];
  /** The index in `events` of each human move still standing, in order. */
  readonly moves: readonly number[];
  /** Where moves were taken back: the index each undo returned to. */
  readonly undone: readonly number[];
}

/** What the human may do now: its own legal events, and whether it may let the moment pass. */
export interface HumanChoice {
  events: DealEvent[];
  canPass: boolean;
}

const mineOf = (legal: readonly DealEvent[], seat: Seat) => legal.filter((e) => 'seat' in e && e.seat === seat && e.type !== 'call');

/** The human's choice at the table's state, or null while the bots (or nobody) are to move. */
export function humanChoice(table: PlayTable): HumanChoice | null {
  const state = table.states[table.states.length - 1];
  if (state.result !== null) return null;
  const d = table.machine.view(state).decision;
  const mine = mineOf(table.machine.legalEvents(state), table.seat);
  if (d.kind === 'turn') return d.seat === table.seat && mine.length ? { events: mine, canPass: false } : null;
  if (d.kind === 'window') {
    if (d.seat === table.seat && mine.length) return { events: mine, canPass: false };
    const wins = mine.filter((e) => e.type === 'win');
    return wins.length ? { events: wins, canPass: true } : null;
  }
  // The next seat's draw is how claims are let pass: passing stands for it.
  const claims = mine.filter((e) => e.type !== 'draw');
  if (d.kind === 'claims') return claims.length ? { events: claims, canPass: true } : null;
  return null;
}

const personas = (table: PlaySetup): Partial<Record<Seat, Persona>> => {
  const out: Partial<Record<Seat, Persona>> = {};
  for (const s of [0, 1, 2, 3] as Seat[]) if (s !== table.seat) out[s] = { level: table.level };
  return out;
};

/** One decision's events (the human's choice given, or the bots'), with a tie-breaker fixed by the step. */
function step(table: PlayTable, human?: DealEvent | null): PlayTable {
  const state = table.states[table.states.length - 1];
  const random = seeded(derive(table.seed, table.events.length));
  const override = human === undefined ? undefined : { seat: table.seat, event: human };
  const made = botStep(table.ruleset, table.machine, state, { personas: personas(table) }, random, override);
  const states = [...table.states];
  let s = state;
  for (const e of made.events) {
    const applied = table.machine.apply(s, e);
    if (!applied.ok) throw new Error(`illegal ${e.type}: ${applied.violation.code}`);
    s = applied.state;
    states.push(s);
  }
  const moves = human === undefined ? table.moves : [...table.moves, table.events.length];
  return { ...table, events: [...table.events, ...made.events], states, moves };
}

/** Lets the bots move until the human must decide or the deal is over. */
export function advance(table: PlayTable): PlayTable {
  let t = table;
  for (let guard = 0; t.states[t.states.length - 1].result === null && !humanChoice(t); guard++) {
    if (guard > 4000) throw new Error('deal did not end');
    t = step(t);
  }
  return t;
}

/** The table of a seed before its first event: the wall it deals and the dealer. */
function freshTable(ruleset: Ruleset, setup: PlaySetup): PlayTable {
  const wall = shuffledWall(ruleset.copies, seeded(setup.seed));
  const dealer = (setup.seed % 4) as Seat;
  const machine = ruleset.deal({ dealer, streak: 0, wall });
  const { seat, level, seed } = setup;
  return { seat, level, seed, ruleset, machine, dealer, wall, events: [], states: [machine.initial], moves: [], undone: [] };
}

/** A new deal from a seed, played on to the human's first decision. */
export function startPlay(ruleset: Ruleset, setup: PlaySetup): PlayTable {
  return advance(freshTable(ruleset, setup));
}

/** The human's choice made (an event among `humanChoice`'s, or null to pass), then the bots' moves up to the next one. */
export function choose(table: PlayTable, event: DealEvent | null): PlayTable {
  const choice = humanChoice(table);
  if (!choice) throw new Error('not the human seat’s decision');
  if (event === null ? !choice.canPass : !choice.events.some((e) => sameEvent(e, event))) throw new Error('not a legal choice');
  return advance(step(table, event));
}

/** Back to the state before the human's last move (the bots' moves after it go too); counted in `undone`. */
export function undo(table: PlayTable): PlayTable {
  const last = table.moves[table.moves.length - 1];
  if (last === undefined) return table;
  return {
    ...table,
    events: table.events.slice(0, last),
    states: table.states.slice(0, last + 1),
    moves: table.moves.slice(0, -1),
    undone: [...table.undone, last],
  };
}

export function sameEvent(a: DealEvent, b: DealEvent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a browser keeps to resume a deal: the setup and the events, replayed through the machine. */
export interface PlayRecord extends PlaySetup {
  ruleset: string;
  options: Record<string, string | number | boolean>;
  events: DealEvent[];
  moves: number[];
  undone: number[];
}

export function recordOf(table: PlayTable): PlayRecord {
  const { seat, level, seed } = table;
  return { ruleset: table.ruleset.name, options: { ...table.ruleset.options }, seat, level, seed, events: [...table.events], moves: [...table.moves], undone: [...table.undone] };
}

/** The table a record was made from (the rule set with the record's options given), or null if it does not replay. */
export function resumePlay(ruleset: Ruleset, record: PlayRecord): PlayTable | null {
  const fresh = freshTable(ruleset, record);
  let s = fresh.machine.initial;
  const states = [s];
  for (const e of record.events) {
    const applied = fresh.machine.apply(s, e);
    if (!applied.ok) return null;
    s = applied.state;
    states.push(s);
  }
  if (record.moves.some((m) => m < 0 || m >= record.events.length)) return null;
  return advance({ ...fresh, events: record.events, states, moves: record.moves, undone: record.undone });
}

/** The finished (or unfinished: null) deal as a log, its seat and level, the undos and `extra` in its meta. */
export function playLog(table: PlayTable, names: readonly string[], extra: Record<string, string | number | boolean> = {}, time = new Date()): DealLogJson | null {
  const final = table.states[table.states.length - 1];
  if (final.result === null) return null;
  const plan = { dealer: table.dealer, streak: 0, wall: table.wall };
  const meta = { app: 'fzmj play', seed: table.seed, time: time.toISOString(), player: table.seat, level: table.level, undone: table.undone.length, ...extra };
  return dealLog(table.ruleset, plan, { events: [...table.events], final }, { names, meta });
}
