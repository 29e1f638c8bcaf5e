// The deal log's events come from tables: the core one and each rule set's own. Joined, they give
// the types a log may hold, the ways of winning and the bots' order of them; a new row is read at
// once, and two rule sets may not give one name two meanings.
import { describe, expect, it } from 'vitest';
import { CORE_EVENTS, registeredEvents, ruleset, tile } from '../../../src/engine/index.ts';
import { logEventsOf } from '../../../src/engine/deal/events.ts';
import { eventBySchema, fastEvent } from '../../../src/engine/deal/read-event.ts';
import type { EventTable } from '../../../src/engine/vocabulary.ts';
import { isSetup, momentKind, revealsWild } from '../../../src/components/replay/moments.ts';

// A table of a rule set that is not registered: one event with a field of each kind the core uses least.
const BONUS: EventTable = {
  events: [{ type: 'bonus-round', fields: { seat: 'seat', tiles: 'tiles?', how: 'how' }, view: { moments: ['win'] } }],
  hows: [{ how: 'last-tile', prefer: 1 }],
};

describe('the event tables', () => {
  it('every rule set declares its own events; the gold family shares one table', () => {
    const tables = ['fuzhou', 'fuzhou-144', 'mcr', 'guangdong'].map((n) => ruleset(n).events);
    expect(tables.map((t) => t.events.map((e) => e.type))).toEqual([['gold'], ['gold'], [], ['horse', 'time-up']]);
    expect(tables[0]).toBe(tables[1]);
    expect(tables.map((t) => t.hows.map((h) => h.how))).toEqual([['gold-grab', 'three-golds'], ['gold-grab', 'three-golds'], [], []]);
  });

  it('joined with the core, they are the types and ways of winning a log may hold, core first', () => {
    const EVENT_TYPES = registeredEvents().specs.map((s) => s.type);
    const WIN_HOWS = registeredEvents().hows;
    expect(EVENT_TYPES.slice(0, CORE_EVENTS.length)).toEqual(CORE_EVENTS.map((e) => e.type));
    expect([...EVENT_TYPES].sort()).toEqual(['added-kong', 'call', 'chow', 'concealed-kong', 'deal', 'discard', 'draw', 'draw-game', 'flower', 'gold', 'horse', 'kong', 'pong', 'time-up', 'win']);
    expect(WIN_HOWS).toEqual(['self-draw', 'discard', 'rob-kong', 'gold-grab', 'three-golds']);
  });

  it('a shared table counts once; a name declared twice is refused', () => {
    const joined = logEventsOf([BONUS, BONUS]);
    expect(joined.specs).toHaveLength(CORE_EVENTS.length + 1);
    expect(joined.hows).toEqual(['self-draw', 'discard', 'rob-kong', 'last-tile']);
    // The bots take a self-draw (0), then this table's own (1), before a discard (3).
    expect([...joined.prefer.entries()].sort((a, b) => a[1] - b[1]).map(([how]) => how)).toEqual(['self-draw', 'last-tile', 'discard', 'rob-kong']);
    expect(() => logEventsOf([BONUS, { events: [{ type: 'bonus-round', fields: {} }], hows: [] }])).toThrow(/bonus-round/);
    expect(() => logEventsOf([{ events: [], hows: [{ how: 'discard', prefer: 9 }] }])).toThrow(/discard/);
    expect(() => logEventsOf([{ events: [{ type: 'draw', fields: {} }], hows: [] }])).toThrow(/declared twice/);
  });

  it('one row is enough to read a new event, by hand and by the schema, and its own way of winning with it', () => {
    const events = logEventsOf([BONUS]);
    const raw = { type: 'bonus-round', seat: 2, tiles: '19m', how: 'last-tile' };
    const read = { type: 'bonus-round', seat: 2, tiles: [tile('1m'), tile('9m')], how: 'last-tile' };
    expect(fastEvent(raw, events)).toEqual(read);
    expect(eventBySchema(raw, 0, events)).toEqual({ ok: true, event: read });
    // The optional field may be left out; a core event may now be won this way.
    expect(fastEvent({ type: 'bonus-round', seat: 2, how: 'last-tile' }, events)).toEqual({ type: 'bonus-round', seat: 2, how: 'last-tile' });
    expect(fastEvent({ type: 'win', seat: 1, how: 'last-tile' }, events)).toEqual({ type: 'win', seat: 1, how: 'last-tile' });
    // Without the table, neither reader knows it.
    expect(fastEvent(raw)).toBeNull();
    expect(eventBySchema(raw)).toMatchObject({ ok: false, problem: { path: ['events', 0, 'type'], code: 'invalid-value' } });
    expect(eventBySchema({ type: 'win', seat: 1, how: 'last-tile' })).toMatchObject({ ok: false, problem: { path: ['events', 0, 'how'], code: 'not-one-of' } });
  });

  it("the viewer reads each event's kind from its row", () => {
    const gold = { type: 'gold', tile: tile('5p') } as const;
    expect([isSetup(gold), revealsWild(gold), momentKind(gold)]).toEqual([true, true, null]);
    const horse = { type: 'horse', tile: tile('5p') } as const;
    expect([isSetup(horse), revealsWild(horse), momentKind(horse)]).toEqual([false, false, null]);
    expect([isSetup({ type: 'deal', seat: 0, tiles: [] }), momentKind({ type: 'kong', seat: 1 }), momentKind({ type: 'draw-game' })]).toEqual([true, 'kong', 'win']);
  });
});
