// A deal log replayed: the state after every event (so a viewer can seek to any step at once),
// each event told in words, and where it stops if an event breaks a rule.

import type { DealEvent, DealMachine, DealResult, Narration, TableState, Violation } from '../game/types.ts';
import type { Problem } from '../schema/problem.ts';
import { parseDealLog, type DealLog } from '../deal/parse.ts';

export interface Replay {
  log: DealLog;
  machine: DealMachine;
  /** `states[0]` is before the first event; `states[i + 1]` is after `events[i]`. */
  states: TableState[];
  /** The narration of each applied event (empty when not asked for). */
  narration: Narration[];
  /** The first event that breaks a rule: its index in `events` and the rule. States before it stay. */
  illegal: { index: number; violation: Violation } | null;
  /** A problem that stopped reading the log part-way (a malformed event); the events before it are replayed. */
  invalid: Problem | null;
  end: 'win' | 'draw' | 'unfinished' | 'illegal';
  result: DealResult | null;
}

export interface ReplayOptions {
  /** A problem that stopped reading the log (its events before it are replayed). */
  invalid?: Problem | null;
  /** Tell each event in words (the viewer wants it; the verifier does not). Default true. */
  narrate?: boolean;
}

/**
 * An exception thrown inside the engine while it applied (or told) event `index` of a log: a
 * fault of the engine, not of the log. Readers name the step (`index + 1`) and say it is internal.
 */
export class InternalStepError extends Error {
  constructor(
    readonly index: number,
    cause: unknown,
  ) {
    super(`internal error at events[${index}]: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'InternalStepError';
  }
}

export function replay(log: DealLog, options: ReplayOptions = {}): Replay {
  const invalid = options.invalid ?? null;
  const tell = options.narrate !== false;
  const machine = log.ruleset.deal({ dealer: log.dealer, streak: log.streak, wall: log.wall });
  const states: TableState[] = [machine.initial];
  const narration: Narration[] = [];
  let illegal: Replay['illegal'] = null;
  let state = machine.initial;
  for (let i = 0; i < log.events.length; i++) {
    const event: DealEvent = log.events[i];
    let applied: ReturnType<DealMachine['apply']>;
    try {
      applied = machine.apply(state, event);
      if (applied.ok && tell) narration.push(machine.narrate(state, event, applied.state));
    } catch (error) {
      throw new InternalStepError(i, error);
    }
    if (!applied.ok) {
      illegal = { index: i, violation: applied.violation };
      break;
    }
    state = applied.state;
    states.push(state);
  }
  const result = state.result;
  const end = illegal ? 'illegal' : result === null ? 'unfinished' : result.winner === null ? 'draw' : 'win';
  return { log, machine, states, narration, illegal, invalid, end, result };
}

export type ReplayOutcome = { ok: true; replay: Replay } | { ok: false; problem: Problem; replay?: Replay };

/** Reads and replays a log; a malformed log still replays the events read before the problem. */
export function replayText(input: unknown, ruleOptions: Record<string, unknown> = {}, options: ReplayOptions = {}): ReplayOutcome {
  const parsed = parseDealLog(input, ruleOptions);
  if (parsed.ok) return { ok: true, replay: replay(parsed.log, options) };
  return { ok: false, problem: parsed.problem, replay: parsed.log ? replay(parsed.log, { ...options, invalid: parsed.problem }) : undefined };
}
