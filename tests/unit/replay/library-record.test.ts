// Library records read back from storage are repaired or skipped, never trusted; the library's
// bounds let the least recently opened deals go, by count and by bytes.
import { describe, expect, it } from 'vitest';
import { libraryDates, listEntries, overLimits, repairEntry, whenText } from '../../../src/components/replay/library-record.ts';
import type { LibraryEntry } from '../../../src/components/replay/library.ts';

const good: LibraryEntry = {
  id: 'a',
  names: ['Mei', 'Lin', 'Hua', 'Jun'],
  time: '2026-01-01T10:00:00Z',
  table: 'T',
  file: 'deal.json',
  added: 5,
  opened: 9,
  verdict: 'consistent',
  detail: null,
  events: 90,
  winner: 2,
  bytes: 1000,
};

describe('repairing a library record', () => {
  it('keeps a sound record as it is', () => {
    expect(repairEntry(good)).toEqual(good);
  });
  it('repairs null names, a bad date, an unknown verdict, a seat out of range and missing numbers', () => {
    const repaired = repairEntry({ id: 'b', names: null, time: 'not a date', verdict: 'great', winner: 7, added: 'x', opened: -1, events: NaN });
    expect(repaired).toEqual({ id: 'b', names: ['1', '2', '3', '4'], time: null, table: null, file: null, added: 0, opened: 0, verdict: 'invalid', detail: null, events: 0, winner: null, bytes: 0 });
  });
  it('skips what has no id, or is not a record at all', () => {
    for (const raw of [null, 'x', 42, [], { names: ['a'] }, { id: '' }, { id: 5 }]) expect(repairEntry(raw), JSON.stringify(raw)).toBeNull();
  });
  it('caps long text and keeps names to four', () => {
    const r = repairEntry({ id: 'c', names: ['x'.repeat(500), 'b', 'c', 'd', 'e'], table: 'y'.repeat(1000) })!;
    expect(r.names.map((n) => n.length)).toEqual([100, 1, 1, 1]);
    expect(r.table!.length).toBe(200);
  });
});

describe('the library bounds', () => {
  const entry = (id: string, opened: number, bytes = 10): LibraryEntry => ({ ...good, id, opened, bytes });
  it('lets the least recently opened go beyond the count', () => {
    const entries = [entry('old', 1), entry('new', 3), entry('mid', 2)];
    expect(overLimits(entries, { count: 2, bytes: 1e9 })).toEqual(['old']);
  });
  it('lets go by bytes, but never the deal just opened', () => {
    // 60 + 50 > 100: the older one goes; the newest alone (120) stays although it is over.
    expect(overLimits([entry('a', 2, 60), entry('b', 1, 50)], { count: 10, bytes: 100 })).toEqual(['b']);
    expect(overLimits([entry('big', 5, 120)], { count: 10, bytes: 100 })).toEqual([]);
  });
});

describe('damaged dates never stop the library listing', () => {
  const dates = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const opened = (date: string) => `opened ${date}`;
  // A Date holds at most 8.64e15 ms either side of 1970; each of these is past it, or no time at all.
  const damage: [string, Record<string, unknown>][] = [
    ['opened 1e20', { opened: 1e20 }],
    ['opened just past the last date', { opened: 8.64e15 + 1 }],
    ['opened Infinity', { opened: Number.POSITIVE_INFINITY }],
    ['opened NaN', { opened: Number.NaN }],
    ['opened written as text', { opened: '1e20' }],
    ['added 1e20 and no opened', { added: 1e20, opened: undefined }],
    ['a played time past the last date', { time: '+275761-01-01T00:00:00Z' }],
    ['a played time that is not text', { time: 1e20 }],
  ];
  it.each(damage)('%s: repaired, listed with the others, and its date said in words', (_, fields) => {
    const bad = { ...good, id: 'bad', time: null, ...fields };
    const listed = listEntries([good, bad, { ...good, id: 'z', opened: 1 }]);
    expect(listed.map((e) => e.id).sort()).toEqual(['a', 'bad', 'z']);
    const repaired = listed.find((e) => e.id === 'bad')!;
    expect(Math.abs(repaired.opened)).toBeLessThanOrEqual(8.64e15);
    expect(() => whenText(repaired, dates, opened)).not.toThrow();
    expect(whenText(repaired, dates, opened)).toMatch(/^opened /);
  });
  it('a record that throws when read is skipped and the others still list', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('damaged');
        },
      },
    );
    expect(listEntries([good, hostile]).map((e) => e.id)).toEqual(['a']);
  });
  it('the sound date still reads as a date', () => {
    // 9 ms after the epoch is 1 Jan 1970, 00:00 UTC.
    expect(whenText({ ...good, time: null }, dates, opened)).toBe('opened 1 Jan 1970, 00:00');
  });
  it('the library’s date format is made once a language, in that language', () => {
    // The page makes it while idle and the list uses the same one: a second costs nothing.
    expect(libraryDates('en')).toBe(libraryDates('en'));
    expect(libraryDates('zh')).not.toBe(libraryDates('en'));
    const at = Date.UTC(2026, 11, 4, 12, 0); // noon: the 4th in every time zone from UTC−11 to UTC+11
    expect(libraryDates('en').resolvedOptions().locale).toBe('en-GB');
    expect(libraryDates('zh').resolvedOptions().locale).toBe('zh-CN');
    // The same instant in each language's words: "4 Dec 2026" and "2026年12月4日" at the local time.
    expect(libraryDates('en').format(at)).toMatch(/^4 Dec 2026, \d\d:\d\d$/);
    expect(libraryDates('zh').format(at)).toMatch(/^2026年12月4日 \d\d:\d\d$/);
  });
});
