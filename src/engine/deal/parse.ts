// Reading a deal log from untrusted text: size, JSON, format and version, the envelope, then
// each event in turn. The first bad event stops the reading, but the events before it are kept.

import { parseTiles, TILE_KINDS, tileCode, type Tile } from '../tiles/index.ts';
import type { DealEvent, Seat } from '../vocabulary.ts';
import { getRuleset, type Ruleset } from '../rules/index.ts';
import { zodParts } from '#engine/zod-parts';
import { type Path, type Problem, problemFromNotation } from '../schema/problem.ts';
import { DEAL_FORMAT, DEAL_VERSION } from './format.ts';
import type { DealLogJson } from './schema.ts';
import { registeredEvents, schemasFor } from './registered.ts';
import { readerFor, readEvent } from './read-event.ts';
import { type JsonRead, readJson } from './json-read.ts';
import { type Envelope, envelopeByHand } from './envelope-by-hand.ts';

export { envelopeByHand, type Envelope };

export const MAX_LOG_BYTES = 20 * 1024 * 1024;

export interface DealLog {
  ruleset: Ruleset;
  seats: readonly { name: string }[];
  dealer: Seat;
  streak: number;
  wall: readonly Tile[] | null;
  /** The events that could be read, in order (all of them unless `problem` says otherwise). */
  events: readonly DealEvent[];
  result: DealLogJson['result'];
  meta: DealLogJson['meta'];
  notes?: string;
  /** Teaching notes and predict marks, by step, in order. */
  annotations: readonly Annotation[];
  /** The document as read, for export. */
  json: Record<string, unknown>;
}

/** A teaching note at a step (events applied): its words in each language, and whether to pause there and ask. */
export interface Annotation {
  step: number;
  note: { zh: string; en: string } | null;
  predict: boolean;
}

export type ParsedLog =
  | { ok: true; log: DealLog }
  /** `log` is present when the envelope was read and only an event (or the result) is bad. */
  | { ok: false; problem: Problem; log?: DealLog };

const fail = (path: Problem['path'], code: string, params: Problem['params'] = {}): ParsedLog => ({ ok: false, problem: { path, code, params } });

/** The problem with a log of `bytes` bytes, if it is too large to read (checked before reading a file). */
export function sizeProblem(bytes: number): Problem | null {
  if (bytes <= MAX_LOG_BYTES) return null;
  return { path: [], code: 'too-large', params: { size: (bytes / 1048576).toFixed(1), limit: MAX_LOG_BYTES / 1048576 } };
}

/** How deep and how large a free-form field (`meta`, a seat's own fields) may be. */
export const FREE_FORM_LIMITS = { depth: 16, nodes: 10_000 } as const;

/** The first free-form field nested deeper or holding more than the limits allow, without recursion. */
export function freeFormProblem(doc: Record<string, unknown>): Problem | null {
  const roots: [Problem['path'], unknown][] = [[['meta'], doc.meta]];
  if (Array.isArray(doc.seats)) doc.seats.slice(0, 8).forEach((s, i) => roots.push([['seats', i], s]));
  for (const [path, root] of roots) {
    let nodes = 0;
    const stack: [unknown, number][] = [[root, 1]];
    while (stack.length) {
      const [value, depth] = stack.pop()!;
      if (typeof value !== 'object' || value === null) continue;
      if (depth > FREE_FORM_LIMITS.depth) return { path, code: 'too-deep', params: { limit: FREE_FORM_LIMITS.depth } };
      const children = Array.isArray(value) ? value : Object.values(value);
      nodes += children.length;
      if (nodes > FREE_FORM_LIMITS.nodes) return { path, code: 'too-many-values', params: { limit: FREE_FORM_LIMITS.nodes } };
      for (const child of children) stack.push([child, depth + 1]);
    }
  }
  return null;
}

/** The document a log's text holds: its size, its JSON (syntax, depth and repeated keys checked while reading), an object. */
export function readLogText(text: string): JsonRead {
  const bytes = text.length * 3 > MAX_LOG_BYTES ? new TextEncoder().encode(text).length : text.length;
  const tooLarge = sizeProblem(bytes);
  if (tooLarge) return { ok: false, problem: tooLarge };
  // A picture or other binary file read as text: its bytes that are no UTF-8 come out as U+FFFD,
  // its zero bytes as U+0000. Said as such, not as a stray character of bad JSON.
  if (/[\uFFFD\u0000]/.test(text.slice(0, 1024))) return { ok: false, problem: { path: [], code: 'not-text', params: {} } };
  const read = readJson(text);
  // A string holding a log is not a log: whoever reads this value must never read it as text again.
  if (read.ok && (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value))) {
    return { ok: false, problem: { path: [], code: 'not-a-deal', params: { expected: DEAL_FORMAT } } };
  }
  return read;
}

export function parseDealLog(input: unknown, options: Record<string, unknown> = {}): ParsedLog {
  let value = input;
  if (typeof input === 'string') {
    const read = readLogText(input);
    if (!read.ok) return { ok: false, problem: read.problem };
    value = read.value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail([], 'not-a-deal', { expected: DEAL_FORMAT });
  const doc = value as Record<string, unknown>;
  // JSON, but not a deal log at all (no "format" line): what the file is and what was expected.
  if (doc.format === undefined) return fail([], 'not-a-deal', { expected: DEAL_FORMAT });
  if (doc.format !== DEAL_FORMAT) return fail(['format'], 'wrong-format', { expected: DEAL_FORMAT, got: JSON.stringify(doc.format ?? null).slice(0, 60) });
  if (doc.version !== DEAL_VERSION) {
    // JSON reads 1e309 as Infinity, which JSON.stringify would write as null.
    if (typeof doc.version === 'number' && !Number.isFinite(doc.version)) return fail(['version'], 'number-too-large');
    return fail(['version'], 'unsupported-version', { version: JSON.stringify(doc.version ?? null).slice(0, 20), supported: DEAL_VERSION });
  }

  // Free-form fields (meta, the seats' own fields) are bounded before anything walks them.
  const unbounded = freeFormProblem(doc);
  if (unbounded) return { ok: false, problem: unbounded };

  // The common case, a well-formed envelope, is checked by hand; anything else goes to the
  // schema, whose message names the exact field.
  let json: Envelope;
  // Every event any loaded rule set declares: the log is read rule-free, its rule set's machine
  // refuses what is not its own when it replays (at that step, in the rule set's words).
  const reader = readerFor(registeredEvents());
  const byHand = envelopeByHand(doc, reader.events);
  if (byHand) json = byHand;
  else {
    const long = zodParts().envelopeBoundsProblem(doc);
    if (long) return { ok: false, problem: long };
    // With the input reported, a wrong type names what it got (not "missing").
    const envelope = schemasFor(reader.events).log.safeParse(doc, { reportInput: true });
    if (!envelope.success) return { ok: false, problem: zodParts().problemFromZod(envelope.error) };
    json = envelope.data;
  }
  const found = rulesetFor(json.ruleset, json.options, options);
  if (!found.ok) return { ok: false, problem: found.problem };
  const ruleset = found.ruleset;

  let wall: Tile[] | null = null;
  if (json.wall !== undefined) {
    const parsed = parseTiles(json.wall, { maxCopies: ruleset.copies });
    if (!parsed.ok) return { ok: false, problem: problemFromNotation(['wall'], parsed.error) };
    const total = ruleset.copies.reduce((a, b) => a + b, 0);
    if (parsed.value.length !== total) {
      const counts = new Uint8Array(TILE_KINDS);
      for (const t of parsed.value) counts[t]++;
      const missing = counts.findIndex((n, t) => n < ruleset.copies[t]);
      return fail(['wall'], 'wall-size', { count: parsed.value.length, expected: total, missing: missing >= 0 ? tileCode(missing) : '' });
    }
    wall = parsed.value;
  }

  // The first winner's record, then any other winner's (several robbers of one kong).
  const wins: [Path, { win?: string | null; breakdown?: Record<string, unknown> }][] = [
    [['result'], json.result],
    ...(json.result.alsoWon ?? []).map((w, i): [Path, typeof w] => [['result', 'alsoWon', i], w]),
  ];
  for (const [at, record] of wins) {
    const win = record.win;
    if (typeof win === 'string' && !ruleset.wins.includes(win)) return fail([...at, 'win'], 'not-one-of', { values: ruleset.wins.join(', ') });
    for (const field of Object.keys(record.breakdown ?? {})) {
      if (field !== 'items' && !ruleset.figures.includes(field)) return fail([...at, 'breakdown', field], 'unknown-field', { field });
    }
  }
  const log: DealLog = {
    ruleset,
    seats: json.seats,
    dealer: json.dealer as Seat,
    streak: json.streak,
    wall,
    events: [],
    result: json.result,
    meta: json.meta,
    notes: json.notes,
    annotations: [],
    json: doc,
  };
  const annotations: Annotation[] = [];
  for (const [i, a] of (json.annotations ?? []).entries()) {
    if (a.step > json.events.length) return fail(['annotations', i, 'step'], 'too-big', { maximum: json.events.length });
    annotations.push({ step: a.step, note: a.note ?? null, predict: a.predict === true });
  }
  log.annotations = annotations.sort((a, b) => a.step - b.step);
  const events: DealEvent[] = [];
  for (let i = 0; i < json.events.length; i++) {
    const read = readEvent(reader, json.events[i], i);
    if (!read.ok) return { ok: false, problem: read.problem, log: { ...log, events } };
    events.push(read.event);
  }
  // Deltas that do not add up to 0 are a recorded result the rules contradict: the verifier
  // says so as a difference, and every event still replays.
  return { ok: true, log: { ...log, events } };
}

// Rule sets are immutable: one per name and options is made once (building one compiles its
// schemas, which cost more than verifying a deal), not once per log.
const RULESETS = new Map<string, ReturnType<typeof getRuleset>>();
const MAX_CACHED_RULESETS = 64;

function rulesetFor(name: string, logOptions: Record<string, unknown> | undefined, options: Record<string, unknown>): ReturnType<typeof getRuleset> {
  const merged: Record<string, unknown> = { ...(logOptions ?? {}), ...options };
  const keys = Object.keys(merged).sort();
  let key = name;
  for (const k of keys) {
    const v = merged[k];
    // Only plain values make a key; anything else is made afresh (and refused by the schema).
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return getRuleset(name, merged);
    key += `\u0000${k}\u0000${typeof v}\u0000${String(v)}`;
  }
  const known = RULESETS.get(key);
  if (known) return known;
  const found = getRuleset(name, merged);
  if (found.ok) {
    if (RULESETS.size >= MAX_CACHED_RULESETS) RULESETS.clear();
    RULESETS.set(key, found);
  }
  return found;
}
