// The events a deal log may hold now: the core ones and those of every rule set loaded so far
// (in the browser, the default and those a page asked for; elsewhere every one). A log is read
// against them all, rule-free; its rule set's machine then refuses an event not its own, at its step.

import type { EventType, WinHow } from '../vocabulary.ts';
import { loadedEventTables } from '../rules/index.ts';
import type { EventTable } from '../rules/types.ts';
import { type LogEvents, logEventsOf } from './events.ts';
import { logSchemasOf } from './schema.ts';

let last: { tables: readonly EventTable[]; events: LogEvents } | null = null;

/** The core events joined with the loaded rule sets' own: made again only when a rule set loads. */
export function registeredEvents(): LogEvents {
  const tables = loadedEventTables();
  if (last?.tables === tables) return last.events;
  last = { tables, events: logEventsOf(tables) };
  return last.events;
}

const schemas = new WeakMap<LogEvents, ReturnType<typeof logSchemasOf>>();

/** The zod schemas of a log holding these events (made once for each join). */
export function schemasFor(events: LogEvents = registeredEvents()): ReturnType<typeof logSchemasOf> {
  let made = schemas.get(events);
  if (!made) {
    made = logSchemasOf(events);
    schemas.set(events, made);
  }
  return made;
}

// The schemas and lists of the rule sets registered at start, for documents and tests.
const atStart = schemasFor();
export const eventSchema = atStart.event;
export const resultSchema = atStart.result;
export const dealLogSchema = atStart.log;
export const EVENT_TYPES: readonly EventType[] = registeredEvents().specs.map((s) => s.type as EventType);
export const WIN_HOWS: readonly WinHow[] = registeredEvents().hows as readonly WinHow[];
