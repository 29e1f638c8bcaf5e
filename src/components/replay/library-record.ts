// Library records as read back from IndexedDB, which another tab, an older build or a damaged
// profile may have written: each is checked and repaired field by field, or skipped, so one bad
// record never keeps the library from listing. And the library's bounds: what to let go.

import type { Lang } from '../../i18n/index.ts';
import type { LibraryEntry } from './library.ts';

/** The library keeps at most this many deals and this many bytes of log text; the least recently opened go first. */
export const LIBRARY_LIMITS = { count: 500, bytes: 50 * 1024 * 1024 } as const;

const VERDICTS = new Set(['consistent', 'mismatch', 'illegal', 'invalid', 'broken']);
const text = (v: unknown, max = 200): string | null => (typeof v === 'string' ? v.slice(0, max) : null);
const count = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER ? Math.floor(v) : null);
/** The latest time a Date holds (8.64e15 ms): past it every date formatter throws. */
const MAX_TIME = 8.64e15;
const instant = (v: unknown): number | null => {
  const n = count(v);
  return n !== null && n <= MAX_TIME ? n : null;
};

const totalsOf = (v: unknown): number[] | null => (Array.isArray(v) && v.every((n) => typeof n === 'number' && Number.isFinite(n)) ? (v as number[]).slice(0, 4) : null);

/** A record made sound, or null when nothing usable is left (no id). */
export function repairEntry(raw: unknown): LibraryEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const id = text(r.id, 100);
  if (!id) return null;
  const names = Array.isArray(r.names) ? r.names.slice(0, 4).map((n, i) => text(n, 100) ?? String(i + 1)) : [];
  while (names.length < 4) names.push(String(names.length + 1));
  const time = text(r.time, 60);
  const added = instant(r.added) ?? 0;
  const winner = count(r.winner);
  return {
    id,
    names,
    time: time !== null && !Number.isNaN(Date.parse(time)) ? time : null,
    table: text(r.table, 200),
    file: text(r.file, 200),
    added,
    opened: instant(r.opened) ?? added,
    verdict: VERDICTS.has(r.verdict as string) ? (r.verdict as LibraryEntry['verdict']) : 'invalid',
    detail: count(r.detail),
    events: count(r.events) ?? 0,
    winner: winner !== null && winner <= 3 ? winner : null,
    bytes: count(r.bytes) ?? 0,
    // Only a whole game's record has these; a deal's record stays as it was written.
    ...(count(r.deals) !== null ? { deals: count(r.deals), totals: totalsOf(r.totals) } : {}),
  };
}

/** Records as read back, each repaired or skipped (one that cannot be read never stops the rest), most recently opened first. */
export function listEntries(raws: readonly unknown[]): LibraryEntry[] {
  const out: LibraryEntry[] = [];
  for (const raw of raws) {
    try {
      const entry = repairEntry(raw);
      if (entry) out.push(entry);
    } catch {
      // A record no check foresaw: skipped, the others still list.
    }
  }
  return out.sort((a, b) => b.opened - a.opened);
}

const formats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * The library's date format for the page's language, made once. The first date format a page
 * makes costs about 20 ms on this machine (the browser loads its calendar data; a second takes
 * 0.3 ms), so the library makes it while the page is idle rather than on the first deal it keeps.
 */
export function libraryDates(lang: Lang): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(lang, format);
  }
  return format;
}

/** When a deal was played (its own time) or else last opened, in words; never throws on a record's dates. */
export function whenText(entry: LibraryEntry, dates: Intl.DateTimeFormat, opened: (date: string) => string): string {
  const played = entry.time ? Date.parse(entry.time) : Number.NaN;
  try {
    return Number.isNaN(played) ? opened(dates.format(entry.opened)) : dates.format(played);
  } catch {
    return opened('?');
  }
}

/** The ids to let go so the library keeps within its bounds, least recently opened first. */
export function overLimits(entries: readonly LibraryEntry[], limits: { count: number; bytes: number } = LIBRARY_LIMITS): string[] {
  const newest = [...entries].sort((a, b) => b.opened - a.opened);
  const out: string[] = [];
  let bytes = 0;
  newest.forEach((e, i) => {
    bytes += e.bytes;
    // The deal just opened always stays, even on its own over the bytes.
    if (i > 0 && (i >= limits.count || bytes > limits.bytes)) out.push(e.id);
  });
  return out;
}
