// The events a deal log may hold now: the core ones and those of every rule set loaded so far
// (in the browser, the default and those a page asked for; elsewhere every one). A log is read
// against them all, rule-free; its rule set's machine then refuses an event not its own, at its step.

import { loadedEventTables } from '../rules/index.ts';
import type { EventTable } from '../rules/types.ts';
import { type LogEvents, logEventsOf } from './events.ts';
import { type ZodParts, zodParts } from '#engine/zod-parts';

let last: { tables: readonly EventTable[]; events: LogEvents } | null = null;

/** The core events joined with the loaded rule sets' own: made again only when a rule set loads. */
export function registeredEvents(): LogEvents {
  const tables = loadedEventTables();
  if (last?.tables === tables) return last.events;
  last = { tables, events: logEventsOf(tables) };
  return last.events;
}

type LogSchemas = ReturnType<ZodParts['logSchemasOf']>;
const schemas = new WeakMap<LogEvents, LogSchemas>();

/** The zod schemas of a log holding these events (made once for each join; in the browser, once zod is in). */
export function schemasFor(events: LogEvents = registeredEvents()): LogSchemas {
  let made = schemas.get(events);
  if (!made) {
    made = zodParts().logSchemasOf(events);
    schemas.set(events, made);
  }
  return made;
}
