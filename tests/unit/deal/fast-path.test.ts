// The hand-written fast reader of events against the long way (the zod schema, then the tile
// notation), both made from the event tables: on valid events and near misses (wrong types,
// missing, extra and unknown fields, unknown types, bad tiles) they accept and refuse alike, and
// give the same event. The fast reader may only leave to the schema a tile it could not spell out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registeredEvents, tileCode, TILE_KINDS } from '../../../src/engine/index.ts';
import { CLAIM_KINDS, type EventSpec, type FieldKind } from '../../../src/engine/vocabulary.ts';
import { eventBySchema, fastEvent } from '../../../src/engine/deal/read-event.ts';

const events = registeredEvents();
const CODES = Array.from({ length: TILE_KINDS }, (_, t) => tileCode(t));
const kindOf = (field: string) => field.replace('?', '') as FieldKind;

const tileText = fc.constantFrom(...CODES);
/** Valid values of each kind, tiles as the writer spells them. */
const VALID: Record<FieldKind, fc.Arbitrary<unknown>> = {
  seat: fc.constantFrom(0, 1, 2, 3),
  tile: tileText,
  'tile-pair': fc.tuple(tileText, tileText).map(([a, b]) => a + b),
  tiles: fc.array(tileText, { minLength: 1, maxLength: 6 }).map((t) => t.join('')),
  claim: fc.constantFrom(...CLAIM_KINDS),
  how: fc.constantFrom(...events.hows),
};
/** Values one slip away: the wrong type, out of range, misspelt or unknown. */
const junk = fc.constantFrom<unknown>(null, true, 1.5, -1, 4, '1', '', [], {}, 'win', 'tsumo');
const NEAR: Record<FieldKind, fc.Arbitrary<unknown>> = {
  seat: fc.oneof(junk, fc.integer({ min: -3, max: 7 }), fc.constantFrom('0', 0.5, Number.NaN)),
  // Ranks a suit lacks, a missing suit or rank, a spelling only the notation reads (a space), two tiles.
  tile: fc.oneof(junk, fc.constantFrom('0m', '10p', '8z', '9f', 'm', '5', '5x', ' 5m', '5m ', ' 1z', '9s  ', '\t3p', '5M', '55m', '5m5p', 5)),
  'tile-pair': fc.oneof(junk, fc.constantFrom('4m', '456m', '4m 5m', '0m5m', 'xx', 45)),
  tiles: fc.oneof(junk, fc.constantFrom('123', 'm', '123m 4p', '1m2m3x', ' ', 123)),
  claim: fc.oneof(junk, fc.constantFrom('ron', 'WIN', 'kong ', 0)),
  how: fc.oneof(junk, fc.constantFrom('self draw', 'SELF-DRAW', 'draw', 2)),
};
const EXTRA_KEYS = ['extra', 'seat', 'tile', 'tiles', 'how', 'claim', 'swap', 'constructor', 'toString'];
const TYPES = events.specs.map((s) => s.type);

/** An event built from a row: each field valid, one slip away or left out, perhaps with a key too many. */
function eventFrom(spec: EventSpec): fc.Arbitrary<{ raw: Record<string, unknown>; clean: boolean }> {
  const fields = Object.entries(spec.fields).map(([name, field]) =>
    fc.oneof(
      { weight: 10, arbitrary: VALID[kindOf(field)].map((v) => ({ name, v, clean: true })) },
      { weight: 1, arbitrary: NEAR[kindOf(field)].map((v) => ({ name, v, clean: false })) },
      { weight: 1, arbitrary: fc.constant({ name, v: undefined, clean: field.endsWith('?') }) },
    ),
  );
  const extra = fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.oneof(junk, tileText, VALID.seat)) });
  const type = fc.oneof(
    { weight: 9, arbitrary: fc.constant<unknown>(spec.type) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>('Draw', 'horse ', 'toString', '__proto__', 7, undefined, 'gold-grab') },
  );
  return fc.tuple(type, fc.tuple(...fields), extra).map(([t, parts, more]) => {
    const raw: Record<string, unknown> = t === undefined ? {} : { type: t };
    let clean = t === spec.type;
    for (const { name, v, clean: ok } of parts) {
      if (v !== undefined) raw[name] = v;
      clean &&= ok;
    }
    if (more && !Object.hasOwn(raw, more[0])) {
      raw[more[0]] = more[1];
      clean = false;
    }
    return { raw, clean };
  });
}

const anyEvent = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...events.specs).chain(eventFrom) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 3, 'draw', [], [{ type: 'draw' }]).map((raw) => ({ raw: raw as Record<string, unknown>, clean: false })) },
);

/** Whether every tile field of an accepted event is spelt as the writer spells it (the fast reader reads only those). */
function spelt(raw: Record<string, unknown>): boolean {
  const spec = events.byType.get(raw.type as string);
  return !!spec && Object.entries(spec.fields).every(([name, field]) => kindOf(field) !== 'tile' || raw[name] === undefined || CODES.includes(raw[name] as string));
}

describe('the fast event reader against the schema', () => {
  it('accepts and refuses what the schema does, with the same event', () => {
    const seen = { both: 0, neither: 0, schemaOnly: 0, clean: 0 };
    const typesAccepted = new Set<string>();
    fc.assert(
      fc.property(anyEvent, ({ raw, clean }) => {
        const fast = fastEvent(raw);
        const slow = eventBySchema(raw);
        if (fast) {
          expect(slow).toEqual({ ok: true, event: fast });
          seen.both++;
          typesAccepted.add(fast.type);
        } else if (slow.ok) {
          // Only a tile the notation reads but the writer never writes (a space around it) goes the long way.
          expect(spelt(raw)).toBe(false);
          seen.schemaOnly++;
        } else seen.neither++;
        // An event made only of valid parts is read by both.
        if (clean) {
          seen.clean++;
          expect(fast).not.toBeNull();
        }
      }),
      { numRuns: 4000, seed: 25 },
    );
    // Every kind of case was reached, each often: all event types read, near misses refused by both.
    expect(typesAccepted).toEqual(new Set(TYPES));
    expect(seen.both).toBeGreaterThan(1200);
    expect(seen.neither).toBeGreaterThan(1200);
    expect(seen.schemaOnly).toBeGreaterThan(10);
    expect(seen.clean).toBeGreaterThan(1200);
  }, 120_000);

  it('says the same problem whichever reader turns an event down', () => {
    // A bad tile in a chow's pair and an unknown field: the path and code come from the long way.
    expect(eventBySchema({ type: 'chow', seat: 1, tiles: '4m' }, 7)).toEqual({ ok: false, problem: { path: ['events', 7, 'tiles'], code: 'chow-two-tiles', params: { count: 1 } } });
    expect(eventBySchema({ type: 'draw', seat: 1, tile: '5m', extra: 1 })).toMatchObject({ ok: false, problem: { path: ['events', 0, 'extra'], code: 'unknown-field' } });
    expect(fastEvent({ type: 'chow', seat: 1, tiles: '4m' })).toBeNull();
  });
});
