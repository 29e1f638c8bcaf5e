// The library as reactive state for the page: opened once in the browser, listed, and kept in
// step after every save or removal. Storage that is blocked (private modes) makes it
// 'unavailable' and the viewer works on without it.

import type { LoadedDeal } from './load.ts';
import type { LoadedGame } from './game-load.ts';
import { openLibrary, summarize, summarizeGame, type Library, type LibraryEntry } from './library.ts';

/** Marks for the benchmark: from asking for the library to its list on screen. */
export const LIBRARY_MARKS = { start: 'fzmj-library-start', listed: 'fzmj-library-listed' } as const;

export class LibraryStore {
  entries = $state.raw<LibraryEntry[]>([]);
  status = $state<'loading' | 'ready' | 'unavailable'>('loading');
  /** Deals let go to keep within the library's bounds this session. */
  pruned = $state(0);
  private db: Promise<Library> | null = null;

  private connect(): Promise<Library> {
    this.db ??= openLibrary();
    return this.db;
  }

  async load(): Promise<void> {
    performance.mark(LIBRARY_MARKS.start);
    try {
      const db = await this.connect();
      this.entries = await db.list();
      this.status = 'ready';
    } catch {
      this.status = 'unavailable';
    }
  }

  async save(deal: LoadedDeal): Promise<void> {
    try {
      const db = await this.connect();
      await db.save(summarize(deal, Date.now()), deal.text);
      this.pruned += await db.prune();
      this.entries = await db.list();
      this.status = 'ready';
    } catch {
      this.status = 'unavailable';
    }
  }

  /** Keeps a whole game: one entry, its full text, reopened as a game. */
  async saveGame(game: LoadedGame, totals: readonly number[] | null): Promise<void> {
    try {
      const db = await this.connect();
      await db.save(summarizeGame(game, totals, Date.now()), game.text);
      this.pruned += await db.prune();
      this.entries = await db.list();
      this.status = 'ready';
    } catch {
      this.status = 'unavailable';
    }
  }

  async remove(id: string): Promise<void> {
    try {
      const db = await this.connect();
      await db.remove(id);
      this.entries = await db.list();
    } catch {
      this.status = 'unavailable';
    }
  }

  async text(id: string): Promise<string | undefined> {
    try {
      return await (await this.connect()).text(id);
    } catch {
      return undefined;
    }
  }
}
