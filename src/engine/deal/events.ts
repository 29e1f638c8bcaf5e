// The deal log's events as tables: the core events every table has, declared once here, joined
// with the events and ways of winning each rule set declares in its own folder. The schema, the
// fast reader, the JSON Schema, the writer and the viewer's event kinds are all read from the join.

import type { CoreEvent, EventOf, EventSpec, EventTable, HowSpec } from '../vocabulary.ts';

export const CORE_EVENTS = [
  { type: 'deal', fields: { seat: 'seat', tiles: 'tiles' }, view: { setup: true } },
  { type: 'flower', fields: { seat: 'seat', tile: 'tile' }, view: { setup: true } },
  { type: 'draw', fields: { seat: 'seat', tile: 'tile' } },
  { type: 'discard', fields: { seat: 'seat', tile: 'tile' } },
  { type: 'call', fields: { seat: 'seat', claim: 'claim' } },
  { type: 'chow', fields: { seat: 'seat', tiles: 'tile-pair', tile: 'tile?' }, view: { moments: ['claim'] } },
  { type: 'pong', fields: { seat: 'seat', tile: 'tile?' }, view: { moments: ['claim'] } },
  // An exposed kong takes a discard: it is a claim too.
  { type: 'kong', fields: { seat: 'seat', tile: 'tile?' }, view: { moments: ['kong', 'claim'] } },
  { type: 'added-kong', fields: { seat: 'seat', tile: 'tile' }, view: { moments: ['kong'] } },
  { type: 'concealed-kong', fields: { seat: 'seat', tile: 'tile' }, view: { moments: ['kong'] } },
  { type: 'win', fields: { seat: 'seat', how: 'how', tile: 'tile?', swap: 'tile?' }, view: { moments: ['win'] } },
  { type: 'draw-game', fields: {}, view: { moments: ['win'] } },
] as const satisfies readonly EventSpec[];

/** The core ways of winning; a rule set's own rank between a self-draw (0) and a discard (3). */
export const CORE_HOWS = [
  { how: 'self-draw', prefer: 0 },
  { how: 'discard', prefer: 3 },
  { how: 'rob-kong', prefer: 4 },
] as const satisfies readonly HowSpec[];

// The table and the hand-written CoreEvent must say the same: this fails to compile if they part.
type CoreOfTable = (typeof CORE_EVENTS)[number] extends infer S ? (S extends EventSpec ? EventOf<S> : never) : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const coreAgrees: Same<CoreOfTable, CoreEvent> = true;
void coreAgrees;

/** The events a log may hold: the core ones and every given table's, joined. */
export interface LogEvents {
  /** Every event type's row, core first, then each table's in the order given. */
  readonly specs: readonly EventSpec[];
  readonly byType: ReadonlyMap<string, EventSpec>;
  /** Every way of winning, core first. */
  readonly hows: readonly string[];
  /** How the bots rank each way of winning among one seat's (lower first). */
  readonly prefer: ReadonlyMap<string, number>;
}

/** The core events joined with the tables (a table shared by several rule sets counts once). */
export function logEventsOf(tables: readonly EventTable[]): LogEvents {
  const specs: EventSpec[] = [...CORE_EVENTS];
  const hows: HowSpec[] = [...CORE_HOWS];
  for (const table of new Set(tables)) {
    specs.push(...table.events);
    hows.push(...table.hows);
  }
  const byType = new Map(specs.map((s) => [s.type, s]));
  const prefer = new Map(hows.map((h) => [h.how, h.prefer]));
  // Two rule sets may not give one name two meanings: the log would read differently by rule set.
  if (byType.size !== specs.length) throw new Error(`an event type is declared twice: ${specs.map((s) => s.type).join(', ')}`);
  if (prefer.size !== hows.length) throw new Error(`a way of winning is declared twice: ${hows.map((h) => h.how).join(', ')}`);
  return { specs, byType, hows: hows.map((h) => h.how), prefer };
}

/** A table with no events or ways of winning of its own. */
export const NO_OWN_EVENTS: EventTable = { events: [], hows: [] };
