// The library: deals opened before, kept in the browser's IndexedDB. Two stores: `entries`
// (small summaries, listed at start) and `logs` (the full text, read only when a deal is opened),
// so a library of many deals lists fast. Writes touch both in one transaction.

import type { Verdict } from '../../engine/replay/verify.ts';
import type { LoadedDeal } from './load.ts';
import type { LoadedGame } from './game-load.ts';
import { listEntries, overLimits, repairEntry } from './library-record.ts';

export const DB_NAME = 'fzmj-replay';
export const DB_VERSION = 1;

export interface LibraryEntry {
  id: string;
  names: string[];
  /** When the deal was played, as the log says (meta.time), if it does. */
  time: string | null;
  /** A table name or sample title from the log's meta, if any. */
  table: string | null;
  /** The file it was opened from, or the bundled sample's file. */
  file: string | null;
  /** First and last opened here (ms since the epoch). */
  added: number;
  opened: number;
  verdict: Verdict['status'] | 'broken';
  /** For a mismatch, how many fields differ; for an illegal deal, the step. */
  detail: number | null;
  /** How many events the log holds; for a whole game, the sum over its deals. */
  events: number;
  winner: number | null;
  /** The size of its log text, for the library's bounds. */
  bytes: number;
  /** For a whole game: how many deals it holds and each player's final total; null for one deal. */
  deals?: number | null;
  totals?: number[] | null;
}

export function summarize(deal: LoadedDeal, now: number): LibraryEntry {
  const meta = deal.replay.log.meta ?? {};
  const v = deal.verdict;
  return {
    id: deal.id,
    names: deal.names,
    time: typeof meta.time === 'string' ? meta.time : null,
    table: typeof meta.table === 'string' ? meta.table : null,
    file: deal.file ?? (deal.sample ? `${deal.sample}.json` : null),
    added: now,
    opened: now,
    verdict: v.status,
    detail: v.status === 'mismatch' ? v.differences.length + v.more : v.status === 'illegal' ? v.step : null,
    events: deal.replay.log.events.length,
    winner: deal.replay.result?.winner ?? null,
    bytes: deal.text.length,
    deals: null,
    totals: null,
  };
}

/** A whole game's summary: its players, deal count, final totals and the game's verdict. */
export function summarizeGame(game: LoadedGame, totals: readonly number[] | null, now: number): LibraryEntry {
  const meta = game.log.meta ?? {};
  return {
    id: game.id,
    names: game.log.players.map((p) => p.name),
    time: typeof meta.time === 'string' ? meta.time : null,
    table: typeof meta.table === 'string' ? meta.table : null,
    file: null,
    added: now,
    opened: now,
    verdict: game.verdict.status === 'consistent' ? 'consistent' : 'broken',
    detail: game.verdict.breaks.length,
    // Every event of the game, as a deal's entry counts its own; a deal that cannot be read adds none.
    events: game.verdict.deals.reduce((n, d) => n + (d.log?.events.length ?? 0), 0),
    winner: null,
    bytes: game.text.length,
    deals: game.deals.length,
    totals: totals ? [...totals] : null,
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
  });
}

export class Library {
  constructor(private readonly db: IDBDatabase) {}

  /** Most recently opened first; a damaged record is repaired, or skipped when it has no id. */
  async list(): Promise<LibraryEntry[]> {
    const tx = this.db.transaction('entries', 'readonly');
    const all = (await request(tx.objectStore('entries').getAll())) as unknown[];
    return listEntries(all);
  }

  async text(id: string): Promise<string | undefined> {
    const tx = this.db.transaction('logs', 'readonly');
    const row = (await request(tx.objectStore('logs').get(id))) as { id: string; text: unknown } | undefined;
    return typeof row?.text === 'string' ? row.text : undefined;
  }

  /** Adds a deal, or marks it opened again (keeping when it was first added). */
  async save(entry: LibraryEntry, text: string): Promise<LibraryEntry> {
    const tx = this.db.transaction(['entries', 'logs'], 'readwrite');
    const entries = tx.objectStore('entries');
    const old = repairEntry(await request(entries.get(entry.id)));
    const saved = old ? { ...entry, added: old.added } : entry;
    entries.put(saved);
    tx.objectStore('logs').put({ id: entry.id, text });
    await done(tx);
    return saved;
  }

  /** Lets the least recently opened deals go while the library is over its bounds; how many went. */
  async prune(): Promise<number> {
    const gone = overLimits(await this.list());
    if (!gone.length) return 0;
    const tx = this.db.transaction(['entries', 'logs'], 'readwrite');
    for (const id of gone) {
      tx.objectStore('entries').delete(id);
      tx.objectStore('logs').delete(id);
    }
    await done(tx);
    return gone.length;
  }

  async remove(id: string): Promise<void> {
    const tx = this.db.transaction(['entries', 'logs'], 'readwrite');
    tx.objectStore('entries').delete(id);
    tx.objectStore('logs').delete(id);
    await done(tx);
  }
}

/** Opens (creating on first use) the library; rejects where storage is blocked. */
export function openLibrary(factory: IDBFactory = indexedDB): Promise<Library> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('entries')) db.createObjectStore('entries', { keyPath: 'id' });
      if (!db.objectStoreNames.contains('logs')) db.createObjectStore('logs', { keyPath: 'id' });
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab opening a newer version must not be blocked by this one.
      db.onversionchange = () => db.close();
      resolve(new Library(db));
    };
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('blocked'));
  });
}
