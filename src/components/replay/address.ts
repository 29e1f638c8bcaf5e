// The address kept in step with the viewer (reload, back and forward, share links): what it shows
// written to the fragment (url-state.ts), and read back. A deal that is not a sample is addressed
// by its share code, which comes a moment after the deal opens; until then nothing is written.
// A sample has a page of its own (`/en/replay/sample/<id>/`): there the address leaves the sample
// out (`#s=12`), and a sample's share link is its page, which a chat's link preview can read.

import type { Seat } from '../../engine/game/types.ts';
import { formatHash, parseHash, type UrlState } from './url-state.ts';

/** What the viewer shows, for the address. */
export interface Shown {
  sample?: string;
  step: number;
  seat: Seat;
  open: boolean;
  /** The deal of a game on the table, 1 for the first. */
  game?: number;
}

/** The window's address and history, or a stand-in (tests). */
export interface Place {
  readonly at: Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'hash'>;
  /** The address becomes `url`: a new history entry (`push`) or in place of this one. */
  write(url: string, push: boolean): void;
}

/**
 * The page's own address and history, read when first used: on the server, where the page is
 * rendered without a deal, nothing asks for them.
 */
export const windowPlace: Place = {
  get at() {
    return location;
  },
  write: (url, push) => (push ? history.pushState(null, '', url) : history.replaceState(null, '', url)),
};

/** Where samples have pages of their own, and the sample whose page this is, if any. */
export interface SamplePages {
  /** The path of a sample's page (`/en/replay/sample/final-sweep/`). */
  page: (id: string) => string;
  /** The sample this page is about: an address naming no deal means it. */
  home?: string;
}

/** Single steps (held keys, auto-play) write the address this long after the last one. */
export const SETTLE_MS = 120;

export class Address {
  readonly #shown: () => Shown | null;
  readonly #place: Place;
  /** The deal's share code once computed (samples are addressed by name instead). */
  #code: Promise<string> | null = null;
  #ready: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #pages: SamplePages | undefined;

  constructor(shown: () => Shown | null, place: Place, pages?: SamplePages) {
    this.#shown = shown;
    this.#place = place;
    this.#pages = pages;
  }

  /** A deal opened: a sample's address is written now, another's once its code is ready. */
  open(code: Promise<string>, sample: boolean, push: boolean): void {
    this.#ready = null;
    this.#code = code;
    if (sample) this.keep(push);
    else {
      code.then(
        (c) => {
          // Another deal opened (or this one closed) meanwhile: its address is not this one's.
          if (this.#code !== code) return;
          this.#ready = c;
          this.keep(push);
        },
        () => {},
      );
    }
  }

  /** The deal closed: the address names none, as a new history entry. */
  close(): void {
    this.stop();
    this.#code = null;
    this.#ready = null;
    const at = this.#place.at;
    this.#place.write(`${at.pathname}${at.search}`, true);
  }

  /**
   * Keeps the address in step. A jump is a history entry at once; single steps replace the
   * address a moment later, once, so stepping never waits on history.
   */
  keep(push: boolean): void {
    if (!this.#shown()) return;
    this.stop();
    if (push) this.#flush(true);
    else this.#timer = setTimeout(() => this.#flush(false), SETTLE_MS);
  }

  /** A pending in-place write is dropped. */
  stop(): void {
    clearTimeout(this.#timer);
  }

  /** What the address says now (a pending write of ours dropped: the address wins). */
  read(): UrlState {
    this.stop();
    const at = parseHash(this.#place.at.hash);
    const home = this.#pages?.home;
    return home && !at.deal && !at.sample ? { sample: home, ...at } : at;
  }

  /** Whether `at` names the deal on the table (shown as `sample`, if one), so only the view differs. */
  names(at: UrlState, sample: string | undefined): boolean {
    return !!((at.deal && at.deal === this.#ready) || (at.sample && !at.deal && at.sample === sample));
  }

  /**
   * The share link, at this position and view: a sample's page where samples have pages, else
   * the whole deal in the fragment (a sample's too).
   */
  async link(): Promise<string> {
    const at = this.#place.at;
    if (!this.#code) return at.href;
    const sample = this.#shown()?.sample;
    if (sample && this.#pages) return `${at.origin}${this.#pages.page(sample)}${formatHash({ ...this.#state(false), sample: undefined })}`;
    this.#ready ??= await this.#code;
    return `${at.origin}${at.pathname}${formatHash(this.#state(true))}`;
  }

  #state(withCode: boolean): UrlState {
    const shown = this.#shown();
    if (!shown) return {};
    return {
      sample: shown.sample,
      deal: withCode || !shown.sample ? (this.#ready ?? undefined) : undefined,
      step: shown.step,
      seat: shown.seat === 0 ? undefined : shown.seat,
      open: shown.open,
      game: shown.game,
    };
  }

  #flush(push: boolean): void {
    const shown = this.#shown();
    if (!shown || (!shown.sample && !this.#ready)) return;
    const state = this.#state(false);
    // On a sample's own page its name is the page's, not the fragment's.
    if (state.sample && state.sample === this.#pages?.home) state.sample = undefined;
    const hash = formatHash(state);
    const at = this.#place.at;
    if (hash === at.hash) return;
    this.#place.write(`${at.pathname}${at.search}${hash}`, push);
  }
}
