// Reading one event of a deal log against the event tables: by hand for the common case (a
// well-formed event), else by the schema and the tile notation, whose problem names the field.

import { parseTile, parseTiles, TILE_KINDS, tileCode, type Tile } from '../tiles/index.ts';
import { CLAIM_KINDS, type DealEvent, type FieldKind } from '../vocabulary.ts';
import { zodParts } from '#engine/zod-parts';
import { type Problem, problemFromNotation } from '../schema/problem.ts';
import type { LogEvents } from './events.ts';
import { registeredEvents, schemasFor } from './registered.ts';

export type ReadEvent = { ok: true; event: DealEvent } | { ok: false; problem: Problem };

const CODES = new Map<string, Tile>(Array.from({ length: TILE_KINDS }, (_, t) => [tileCode(t), t]));
const CLAIMS = new Set<unknown>(CLAIM_KINDS);

/** An event type's fields as the fast reader walks them: name, kind, and whether it may be left out. */
type FieldRead = readonly [name: string, kind: FieldKind, optional: boolean];

/** The tables made ready for reading: each event type's fields, and every way of winning. */
export interface Reader {
  events: LogEvents;
  fields: ReadonlyMap<unknown, readonly FieldRead[]>;
  hows: ReadonlySet<unknown>;
}

const readers = new WeakMap<LogEvents, Reader>();

export function readerFor(events: LogEvents): Reader {
  let reader = readers.get(events);
  if (!reader) {
    const fields = new Map<unknown, FieldRead[]>();
    for (const spec of events.specs) {
      fields.set(
        spec.type,
        Object.entries(spec.fields).map(([name, field]): FieldRead => [name, field.replace('?', '') as FieldKind, field.endsWith('?')]),
      );
    }
    reader = { events, fields, hows: new Set(events.hows) };
    readers.set(events, reader);
  }
  return reader;
}

// The common case, a well-formed event, is read by hand: a log has hundreds of them and the
// schema check would dominate verification. Anything unusual goes to the schema, whose
// message names the exact field. Accepts exactly what the schema accepts, or says "ask it" (null).
export function fastEvent(raw: unknown, events: LogEvents = registeredEvents()): DealEvent | null {
  return readFast(readerFor(events), raw);
}

function readFast(reader: Reader, raw: unknown): DealEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const e = raw as Record<string, unknown>;
  // A Map, not an object: a type named `toString` or `__proto__` is an unknown type, not a built-in.
  const fields = reader.fields.get(e.type);
  if (!fields) return null;
  let keys = 1;
  const out: Record<string, unknown> = { type: e.type };
  for (const [name, kind, optional] of fields) {
    const v = e[name];
    if (v === undefined) {
      if (optional) continue;
      return null;
    }
    keys++;
    if (kind === 'seat') {
      if (v !== 0 && v !== 1 && v !== 2 && v !== 3) return null;
      out[name] = v;
    } else if (kind === 'tile') {
      const t = typeof v === 'string' ? CODES.get(v) : undefined;
      if (t === undefined) return null;
      out[name] = t;
    } else if (kind === 'tiles' || kind === 'tile-pair') {
      if (typeof v !== 'string') return null;
      const t = parseTiles(v, { nonEmpty: true });
      if (!t.ok || (kind === 'tile-pair' && t.value.length !== 2)) return null;
      out[name] = t.value;
    } else if (kind === 'claim') {
      if (!CLAIMS.has(v)) return null;
      out[name] = v;
    } else {
      if (!reader.hows.has(v)) return null;
      out[name] = v;
    }
  }
  let present = 0;
  for (const key in e) if (Object.hasOwn(e, key)) present++;
  return present === keys ? (out as unknown as DealEvent) : null;
}

export function readEvent(reader: Reader, raw: unknown, index: number): ReadEvent {
  const fast = readFast(reader, raw);
  return fast ? { ok: true, event: fast } : readBySchema(reader, raw, index);
}

/** An event read the long way, by the schema and then the tile notation, as if it were event `index`. */
export function eventBySchema(raw: unknown, index = 0, events: LogEvents = registeredEvents()): ReadEvent {
  return readBySchema(readerFor(events), raw, index);
}

function readBySchema(reader: Reader, raw: unknown, index: number): ReadEvent {
  const parsed = schemasFor(reader.events).event.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const problem = zodParts().problemFromZod(parsed.error);
    return { ok: false, problem: { ...problem, path: ['events', index, ...problem.path] } };
  }
  const e = parsed.data as Record<string, unknown>;
  const fields: Record<string, unknown> = { ...e };
  const read = reader.fields.get(e.type) ?? [];
  // Single tiles first, then tile lists: the first problem found is the one said.
  for (const [name, kind] of read) {
    const text = e[name];
    if (kind !== 'tile' || typeof text !== 'string') continue;
    const t = parseTile(text);
    if (!t.ok) return { ok: false, problem: problemFromNotation(['events', index, name], t.error) };
    fields[name] = t.value;
  }
  for (const [name, kind] of read) {
    const text = e[name];
    if ((kind !== 'tiles' && kind !== 'tile-pair') || typeof text !== 'string') continue;
    const t = parseTiles(text, { nonEmpty: true });
    if (!t.ok) return { ok: false, problem: problemFromNotation(['events', index, name], t.error) };
    if (kind === 'tile-pair' && t.value.length !== 2) return { ok: false, problem: { path: ['events', index, name], code: 'chow-two-tiles', params: { count: t.value.length } } };
    fields[name] = t.value;
  }
  return { ok: true, event: fields as unknown as DealEvent };
}
