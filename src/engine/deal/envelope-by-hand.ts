// A deal log's envelope checked by hand: accepts exactly what the log schema (schemasFor().log)
// accepts, or says "ask the schema" (null), which then names what is wrong. The common case, a
// well-formed log, so never needs zod (nor, in the browser, its loading).

import type * as z from 'zod/mini';
import type { LogEvents } from './events.ts';
import { MAX_ALSO_WON, MAX_ANNOTATIONS, MAX_EVENTS, MAX_NOTE_CHARS } from './format.ts';
import { readerFor } from './read-event.ts';
import { registeredEvents, type schemasFor } from './registered.ts';

/** A log's envelope as the schema reads it (events not yet read). */
export type Envelope = z.infer<ReturnType<typeof schemasFor>['log']>;

const ENVELOPE_KEYS = new Set(['format', 'version', 'ruleset', 'options', 'seats', 'dealer', 'streak', 'wall', 'meta', 'notes', 'annotations', 'events', 'result']);
const RESULT_KEYS = new Set(['deltas', 'winner', 'win', 'how', 'breakdown', 'alsoWon', 'nextDealer', 'nextStreak']);
const ALSO_WON_KEYS = new Set(['winner', 'win', 'how', 'breakdown']);
const ANNOTATION_KEYS = new Set(['step', 'note', 'predict']);
const NOTE_KEYS = new Set(['zh', 'en']);
const ITEM_KEYS = new Set(['id', 'count', 'points']);
const META_STRINGS = ['table', 'time', 'app', 'stacked'] as const;

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isSeat = (v: unknown): boolean => v === 0 || v === 1 || v === 2 || v === 3;
const optional = (v: unknown, check: (v: unknown) => boolean): boolean => v === undefined || check(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Whether every own key of `o` is one of `keys`. */
function onlyKeys(o: Record<string, unknown>, keys: ReadonlySet<string>): boolean {
  for (const k in o) if (Object.hasOwn(o, k) && !keys.has(k)) return false;
  return true;
}

/**
 * The envelope of a deal log checked by hand (the schema check is most of the cost of reading a
 * log): the document itself when the log schema would accept it unchanged, null when the schema
 * must look (it names what is wrong). Never accepts what the schema refuses.
 */
export function envelopeByHand(doc: unknown, logEvents: LogEvents = registeredEvents()): Envelope | null {
  if (!isPlain(doc) || !onlyKeys(doc, ENVELOPE_KEYS)) return null;
  if (!isString(doc.ruleset)) return null;
  const options = doc.options;
  if (options !== undefined) {
    if (!isPlain(options)) return null;
    for (const k in options) {
      if (!Object.hasOwn(options, k)) continue;
      const v = options[k];
      if (typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v))) return null;
    }
  }
  const seats = doc.seats;
  if (!Array.isArray(seats) || seats.length !== 4) return null;
  for (let i = 0; i < 4; i++) {
    const seat = seats[i];
    if (!isPlain(seat) || !isString(seat.name) || seat.name.length < 1 || seat.name.length > 100) return null;
  }
  if (!isSeat(doc.dealer)) return null;
  const streak = doc.streak;
  if (!isInt(streak) || streak < 0 || streak > 1000) return null;
  if (!optional(doc.wall, isString) || !optional(doc.notes, isString)) return null;
  if (!optional(doc.annotations, annotationsByHand)) return null;
  const meta = doc.meta;
  if (meta !== undefined) {
    if (!isPlain(meta)) return null;
    for (const k of META_STRINGS) if (!optional(meta[k], isString)) return null;
    if (!optional(meta.seed, isInt)) return null;
  }
  const events = doc.events;
  if (!Array.isArray(events) || events.length > MAX_EVENTS) return null;
  const result = doc.result;
  if (!isPlain(result) || !onlyKeys(result, RESULT_KEYS)) return null;
  const deltas = result.deltas;
  if (!Array.isArray(deltas) || deltas.length !== 4 || !isInt(deltas[0]) || !isInt(deltas[1]) || !isInt(deltas[2]) || !isInt(deltas[3])) return null;
  if (result.winner !== undefined && result.winner !== null && !isSeat(result.winner)) return null;
  const hows = readerFor(logEvents).hows;
  if (!winByHand(result, hows)) return null;
  if (!optional(result.nextDealer, isSeat)) return null;
  if (!optional(result.nextStreak, (v) => isInt(v) && v >= 0)) return null;
  const also = result.alsoWon;
  if (also !== undefined) {
    if (!Array.isArray(also) || also.length > MAX_ALSO_WON) return null;
    for (const w of also) if (!isPlain(w) || !onlyKeys(w, ALSO_WON_KEYS) || !isSeat(w.winner) || !winByHand(w, hows)) return null;
  }
  return doc as unknown as Envelope;
}

/** A winner's record as the schema reads it: the win's name, how, and the breakdown. */
function winByHand(record: Record<string, unknown>, hows: ReadonlySet<unknown>): boolean {
  if (record.win !== undefined && record.win !== null && !(isString(record.win) && record.win.length <= 40)) return false;
  if (record.how !== undefined && record.how !== null && !hows.has(record.how)) return false;
  const breakdown = record.breakdown;
  if (breakdown === undefined) return true;
  if (!isPlain(breakdown) || !isInt(breakdown.total)) return false;
  for (const k in breakdown) {
    if (!Object.hasOwn(breakdown, k) || k === 'items') continue;
    if (!isInt(breakdown[k])) return false;
  }
  const items = breakdown.items;
  if (items === undefined) return true;
  if (!Array.isArray(items)) return false;
  for (const item of items) {
    if (!isPlain(item) || !onlyKeys(item, ITEM_KEYS) || !isString(item.id) || !isInt(item.points) || !optional(item.count, isInt)) return false;
  }
  return true;
}

const isNoteText = (v: unknown): boolean => isString(v) && v.length <= MAX_NOTE_CHARS;

/** A teaching deal's notes and predict marks as the schema reads them (the step's bound is parseDealLog's). */
function annotationsByHand(v: unknown): boolean {
  if (!Array.isArray(v) || v.length > MAX_ANNOTATIONS) return false;
  for (const a of v) {
    if (!isPlain(a) || !onlyKeys(a, ANNOTATION_KEYS) || !isInt(a.step) || a.step < 0 || a.step > MAX_EVENTS) return false;
    if (!optional(a.predict, (p) => typeof p === 'boolean')) return false;
    const note = a.note;
    if (note !== undefined && !(isPlain(note) && onlyKeys(note, NOTE_KEYS) && isNoteText(note.zh) && isNoteText(note.en))) return false;
  }
  return true;
}
