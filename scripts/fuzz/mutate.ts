// Seeded mutations of a JSON document, each of one kind (drop a field, change a type, nest
// deeply, repeat a key, …): the text a hostile or damaged file could hold. Deterministic for a
// given random source, and bounded (the largest text is a few megabytes).

import type { Random } from '../../src/engine/bots/rng.ts';
import { TILE_KINDS, tileCode } from '../../src/engine/tiles/index.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };
/** Where a value sits: its container and its key or index there. */
type Slot = { parent: Container; key: string | number };

const HOLE = '@@fuzz-hole@@';
const DUP = '@@fuzz-dup@@';

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const isContainer = (v: Json): v is Container => typeof v === 'object' && v !== null;

/** Every slot of the document, walked without recursion (documents here hold a few thousand values). */
function slots(doc: Json): Slot[] {
  const out: Slot[] = [];
  const stack: Json[] = [doc];
  while (stack.length) {
    const value = stack.pop()!;
    if (!isContainer(value)) continue;
    const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    for (const key of keys) {
      out.push({ parent: value, key });
      stack.push((value as Record<string | number, Json>)[key]);
    }
  }
  return out;
}

const get = (s: Slot): Json => (s.parent as Record<string | number, Json>)[s.key];
const set = (s: Slot, v: Json): void => {
  (s.parent as Record<string | number, Json>)[s.key] = v;
};

/** A slot holding a value `test` accepts, or any slot when none does. */
function slotWhere(random: Random, doc: Json, test: (v: Json) => boolean): Slot | null {
  const all = slots(doc);
  const fitting = all.filter((s) => test(get(s)));
  if (fitting.length) return pick(random, fitting);
  return all.length ? pick(random, all) : null;
}

/** An object of the document (the document itself among them), to add or repeat a key in. */
function objectIn(random: Random, doc: Json, withKeys = false): { [key: string]: Json } | null {
  const objects = [doc, ...slots(doc).map(get)].filter((v): v is { [key: string]: Json } => isContainer(v) && !Array.isArray(v) && (!withKeys || Object.keys(v).length > 0));
  return objects.length ? pick(random, objects) : null;
}

/** A value of another JSON type than `v`. */
function otherType(random: Random, v: Json): Json {
  const choices: Json[] = [null, true, 0, -1, 'x', '', [], {}, [1, 2], { a: 1 }];
  const kind = (x: Json) => (Array.isArray(x) ? 'array' : x === null ? 'null' : typeof x);
  const other = choices.filter((c) => kind(c) !== kind(v));
  return structuredClone(pick(random, other));
}

const NUMBERS = ['1e309', '-1e309', '1.5', '-0', '9007199254740993', '1e20', '-1', '0.1e1', '4294967296'];
const STRINGS = ['\u0000\u001b[2J', '\u202eevil', '\ufeff', '__proto__', 'constructor', '\ud800', 'x'.repeat(100_000), '����'.repeat(50), '1m'.repeat(20_000), '0x10'];
const TILE_CODES = Array.from({ length: TILE_KINDS }, (_, t) => tileCode(t));
const TILE_RUN = /\d[mpszf]/g;

/** The text of `doc` with the placeholder string replaced by raw JSON text. */
const withRaw = (doc: Json, raw: string): string => JSON.stringify(doc).replace(JSON.stringify(HOLE), () => raw);

export type Mutation = (random: Random, doc: Json, text: string) => string;

/** The mutations by kind; each returns a text (most of them no longer a valid document). */
export const MUTATIONS: Readonly<Record<string, Mutation>> = {
  'drop-field': (random, doc) => {
    const s = slotWhere(random, doc, () => true);
    if (s) Array.isArray(s.parent) ? s.parent.splice(s.key as number, 1) : delete s.parent[s.key as string];
    return JSON.stringify(doc);
  },
  'change-type': (random, doc) => {
    const s = slotWhere(random, doc, () => true);
    if (s) set(s, otherType(random, get(s)));
    return JSON.stringify(doc);
  },
  'nest-deep': (random, doc) => {
    const s = slotWhere(random, doc, () => true);
    if (!s) return JSON.stringify(doc);
    set(s, HOLE);
    const depth = pick(random, [16, 17, 18, 19, 40, 1000, 200_000]);
    const open = pick(random, ['[', '{"a":']);
    return withRaw(doc, `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);
  },
  'duplicate-key': (random, doc) => {
    const target = objectIn(random, doc, true);
    if (!target) return JSON.stringify(doc);
    const key = pick(random, Object.keys(target));
    const value = random() < 0.5 ? structuredClone(target[key]) : otherType(random, target[key]);
    // Before or after the real one: JSON.parse would keep whichever comes last.
    const entries = Object.entries(target);
    for (const k of Object.keys(target)) delete target[k];
    if (random() < 0.5) target[DUP] = value;
    for (const [k, v] of entries) target[k] = v;
    if (!(DUP in target)) target[DUP] = value;
    return JSON.stringify(doc).replace(JSON.stringify(DUP), () => JSON.stringify(key));
  },
  'huge-array': (random, doc) => {
    const s = slotWhere(random, doc, Array.isArray);
    if (s) set(s, new Array(pick(random, [1_000, 20_000, 200_000])).fill(pick(random, [0, 'x', { id: '', points: 0 }, [0]])));
    return JSON.stringify(doc);
  },
  'swap-tiles': (random, doc) => {
    const s = slotWhere(random, doc, (v) => typeof v === 'string' && /^(\d+[mpszf])+$/.test(v));
    if (!s || typeof get(s) !== 'string') return JSON.stringify(doc);
    const tiles = (get(s) as string).match(TILE_RUN) ?? [];
    if (tiles.length > 1 && random() < 0.5) {
      const i = Math.floor(random() * tiles.length);
      const j = Math.floor(random() * tiles.length);
      [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
    }
    if (tiles.length) tiles[Math.floor(random() * tiles.length)] = pick(random, [...TILE_CODES, '0m', '8z', '9f', '5x']);
    set(s, tiles.join(''));
    return JSON.stringify(doc);
  },
  truncate: (random, _doc, text) => text.slice(0, Math.floor(random() * text.length)),
  'flip-char': (random, _doc, text) => {
    const at = Math.floor(random() * text.length);
    return `${text.slice(0, at)}${pick(random, ['{', '}', '[', ']', ',', ':', '"', '\\', '0', 'e', '-', '.', ' ', '\u0000', 'é'])}${text.slice(at + 1)}`;
  },
  'odd-number': (random, doc) => {
    const s = slotWhere(random, doc, (v) => typeof v === 'number');
    if (!s) return JSON.stringify(doc);
    set(s, HOLE);
    return withRaw(doc, pick(random, NUMBERS));
  },
  'odd-string': (random, doc) => {
    const s = slotWhere(random, doc, (v) => typeof v === 'string');
    if (s) set(s, pick(random, STRINGS));
    return JSON.stringify(doc);
  },
  'proto-key': (random, doc) => {
    const target = objectIn(random, doc);
    if (!target) return JSON.stringify(doc);
    target[DUP] = otherType(random, null);
    return JSON.stringify(doc).replace(JSON.stringify(DUP), () => JSON.stringify(pick(random, ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])));
  },
  'reorder-array': (random, doc) => {
    const s = slotWhere(random, doc, (v) => Array.isArray(v) && v.length > 1);
    const a = s ? get(s) : null;
    if (!Array.isArray(a) || a.length < 2) return JSON.stringify(doc);
    const i = Math.floor(random() * a.length);
    const j = Math.floor(random() * a.length);
    const choice = random();
    if (choice < 0.4) [a[i], a[j]] = [a[j], a[i]];
    else if (choice < 0.7) a.splice(i, 1);
    else a.splice(i, 0, structuredClone(a[j]));
    return JSON.stringify(doc);
  },
  'json-string': (_random, _doc, text) => JSON.stringify(text),
  'byte-order-mark': (_random, _doc, text) => `\ufeff${text}`,
  'not-an-object': (random) => pick(random, ['[]', 'null', '42', '"x"', 'true', '', ' ', '[{}]']),
};

export const MUTATION_KINDS = Object.keys(MUTATIONS);

/**
 * Kinds whose every text must be refused, whatever the document: a repeated key, a string or
 * other non-object, a byte-order mark, a text cut short. One verified is a fault, like a crash.
 */
export const MUST_REFUSE: ReadonlySet<string> = new Set(['duplicate-key', 'json-string', 'not-an-object', 'byte-order-mark', 'truncate']);

/** One mutation of `text` (a JSON document) of the given kind. */
export function mutate(random: Random, kind: string, text: string): string {
  return MUTATIONS[kind](random, JSON.parse(text) as Json, text);
}
