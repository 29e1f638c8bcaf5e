// The library: deals opened before, kept in the browser's IndexedDB. Two stores: `entries`
// (small summaries, listed at start) and `logs` (the full text, read only when a deal is opened),
// so a library of many deals lists fast. Writes touch both in one transaction.

import type { Verdict } from '../../engine/replay/verify.ts';
import type { LoadedDeal } from './load.ts';

export const DB_NAME = 'fzmj-replay';
export const DB_VERSION = 1;

export interface LibraryEntry {
  id: string;
  names: string[];
  /** When the deal was played, as the log says (meta.time), if it does. */
  time: string | null;
  /** A table name or sample title from the log's meta, if any. */
  table: string | null;
  /** First and last opened here (ms since the epoch). */
  added: number;
  opened: number;
  verdict: Verdict['status'];
  /** For a mismatch, how many fields differ; for an illegal deal, the step. */
  detail: number | null;
  events: number;
  winner: number | null;
}

export function summarize(deal: LoadedDeal, now: number): LibraryEntry {
  const meta = deal.replay.log.meta ?? {};
  const v = deal.verdict;
  return {
    id: deal.id,
    names: deal.names,
    time: typeof meta.time === 'string' ? meta.time : null,
    table: typeof meta.table === 'string' ? meta.table : null,
    added: now,
    opened: now,
    verdict: v.status,
    detail: v.status === 'mismatch' ? v.differences.length : v.status === 'illegal' ? v.step : null,
    events: deal.replay.log.events.length,
    winner: deal.replay.result?.winner ?? null,
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

  /** Most recently opened first. */
  async list(): Promise<LibraryEntry[]> {
    const tx = this.db.transaction('entries', 'readonly');
    const all = (await request(tx.objectStore('entries').getAll())) as LibraryEntry[];
    return all.sort((a, b) => b.opened - a.opened);
  }

  async text(id: string): Promise<string | undefined> {
    const tx = this.db.transaction('logs', 'readonly');
    const row = (await request(tx.objectStore('logs').get(id))) as { id: string; text: string } | undefined;
    return row?.text;
  }

  /** Adds a deal, or marks it opened again (keeping when it was first added). */
  async save(entry: LibraryEntry, text: string): Promise<LibraryEntry> {
    const tx = this.db.transaction(['entries', 'logs'], 'readwrite');
    const entries = tx.objectStore('entries');
    const old = (await request(entries.get(entry.id))) as LibraryEntry | undefined;
    const saved = old ? { ...entry, added: old.added } : entry;
    entries.put(saved);
    tx.objectStore('logs').put({ id: entry.id, text });
    await done(tx);
    return saved;
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
    req.onsuccess = () => resolve(new Library(req.result));
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('blocked'));
  });
}
