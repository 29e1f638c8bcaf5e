// The viewer's state and what changes it: the deal on the table, the position, the seat viewed,
// auto-play, and the address kept in step (reload, back and forward, share links). Components
// read its fields and call its methods; the DOM wiring (keys, drops, pastes) is in ReplayApp.

import { loadRuleset } from '../../engine/rules/index.ts';
import type { Seat } from '../../engine/game/types.ts';
import { problemMessage } from '../../i18n/problem.ts';
import { t, type Lang } from '../../i18n/index.ts';
import { loadDeal, openFailure, readDocument, rulesetToLoad, sizeProblem, type LoadedDeal, type LoadResult, type Source } from './load.ts';
import { nextMoment, previousMoment, type MomentKind } from './moments.ts';
import { decodeShare, encodeShare, MAX_DECODED_BYTES, TooLargeError } from './share.ts';
import { formatHash, parseHash, type UrlState } from './url-state.ts';
import { DEFAULT_SPEED, SPEEDS } from './keys.ts';
import { LibraryStore } from './library-store.svelte.ts';

export class Controller {
  deal = $state.raw<LoadedDeal | null>(null);
  position = $state(0);
  seat = $state<Seat>(0);
  open = $state(false);
  /** The analyzer panel is shown (its code loads the first time). */
  analyzing = $state(false);
  playing = $state(false);
  speed = $state(DEFAULT_SPEED);
  announce = $state(false);
  help = $state(false);
  importing = $state(false);
  error = $state('');
  note = $state('');
  manualLink = $state('');
  /** Pause and predict: at a teaching deal's predict marks, stop and ask before showing the move. */
  predict = $state(true);
  /** The predict step the viewer stopped at and asks about, if any. */
  asking = $state<number | null>(null);
  /** Predict steps already answered in this deal. */
  answered = $state.raw<ReadonlySet<number>>(new Set());
  readonly library = new LibraryStore();

  /** The deal's share code once computed (samples are addressed by name instead). */
  private code: Promise<string> | null = null;
  private codeReady: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly lang: Lang,
    private readonly sampleUrl: (id: string) => string,
  ) {}

  // ── Getting a deal in ────────────────────────────────────────────────────────────────
  /** Opens a deal from text; a failure leaves the table and the library as they were. */
  async openText(text: string, source: Source, options: { sample?: string; file?: string; at?: UrlState; push?: boolean } = {}): Promise<boolean> {
    // A deal of another rule set than the default brings that rule set's code first.
    // The document is read once: for the rule set it names, then for the deal.
    let loaded: LoadResult;
    try {
      const read = readDocument(text);
      const named = rulesetToLoad(read);
      if (named) await loadRuleset(named).catch(() => {});
      loaded = loadDeal(text, source, options.sample, options.file, read);
    } catch (error) {
      // A fault of the engine, not of the deal: said so, with the step it was replaying.
      this.error = openFailure(this.lang, error);
      return false;
    }
    if (!loaded.ok) {
      this.error = problemMessage(this.lang, loaded.problem);
      return false;
    }
    const deal = loaded.deal;
    this.pause();
    this.error = '';
    this.note = '';
    this.manualLink = '';
    this.importing = false;
    this.deal = deal;
    this.answered = new Set();
    this.asking = null;
    const at = options.at ?? {};
    this.position = 0;
    this.position = this.stopAt(Math.min(at.step ?? 0, deal.last));
    this.seat = at.seat ?? 0;
    this.open = at.open ?? false;
    this.codeReady = null;
    const code = encodeShare(deal.canonical);
    this.code = code;
    if (deal.sample) this.writeUrl(options.push ?? true);
    else {
      const push = options.push ?? true;
      code.then(
        (c) => {
          if (this.deal !== deal) return;
          this.codeReady = c;
          this.writeUrl(push);
        },
        () => {},
      );
    }
    // Only whole, readable deals go to the library; samples are always here anyway.
    if (source !== 'sample' && !deal.problem) void this.library.save(deal);
    return true;
  }

  async openFile(file: File): Promise<void> {
    const tooBig = sizeProblem(file.size);
    if (tooBig) {
      this.error = problemMessage(this.lang, tooBig);
      return;
    }
    try {
      await this.openText(await file.text(), 'file', { file: file.name });
    } catch {
      this.error = t(this.lang, 'replay.import.unreadable');
    }
  }

  async openSample(id: string, at?: UrlState, push = true): Promise<void> {
    try {
      const response = await fetch(this.sampleUrl(id));
      if (!response.ok) throw new Error(String(response.status));
      await this.openText(await response.text(), 'sample', { sample: id, at, push });
    } catch {
      this.error = t(this.lang, 'replay.import.sample-failed');
    }
  }

  async openFromLibrary(id: string): Promise<void> {
    const text = await this.library.text(id);
    if (text === undefined) this.error = t(this.lang, 'replay.library.missing');
    else await this.openText(text, 'library');
  }

  /** Removes a deal from the library; if it is on the table, the table closes too (a reload must not bring it back). */
  async remove(id: string): Promise<void> {
    await this.library.remove(id);
    if (this.deal?.id !== id) return;
    this.pause();
    clearTimeout(this.urlTimer);
    this.deal = null;
    this.code = null;
    this.codeReady = null;
    if (typeof history !== 'undefined') history.pushState(null, '', `${location.pathname}${location.search}`);
  }

  // ── The address ──────────────────────────────────────────────────────────────────────
  private urlState(withCode: boolean): UrlState {
    const deal = this.deal;
    if (!deal) return {};
    return {
      sample: deal.sample,
      deal: withCode || !deal.sample ? (this.codeReady ?? undefined) : undefined,
      step: this.position,
      seat: this.seat === 0 ? undefined : this.seat,
      open: this.open,
    };
  }

  private urlTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Keeps the address in step. A jump is a history entry at once; single steps (held keys,
   * auto-play) replace the address a moment later, once, so stepping never waits on history.
   */
  private writeUrl(push: boolean): void {
    if (typeof history === 'undefined' || !this.deal) return;
    clearTimeout(this.urlTimer);
    if (push) this.flushUrl(true);
    else this.urlTimer = setTimeout(() => this.flushUrl(false), 120);
  }

  private flushUrl(push: boolean): void {
    if (!this.deal || (!this.deal.sample && !this.codeReady)) return;
    const hash = formatHash(this.urlState(false));
    if (hash === location.hash) return;
    const url = `${location.pathname}${location.search}${hash}`;
    if (push) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }

  /** Shows what the address says: on first load, and on back, forward or an edited address. */
  async fromUrl(): Promise<void> {
    clearTimeout(this.urlTimer);
    const at = parseHash(location.hash);
    const deal = this.deal;
    const same = deal && ((at.deal && at.deal === this.codeReady) || (at.sample && !at.deal && at.sample === deal.sample));
    if (same) {
      this.pause();
      this.position = this.stopAt(Math.min(at.step ?? 0, deal.last));
      this.seat = at.seat ?? 0;
      this.open = at.open ?? false;
      return;
    }
    if (at.deal) {
      let text: string;
      try {
        text = await decodeShare(at.deal);
      } catch (error) {
        // A link that inflates past the limit is too large, not damaged: say which.
        this.error = error instanceof TooLargeError ? t(this.lang, 'replay.import.link-too-large', { limit: MAX_DECODED_BYTES / 1048576 }) : t(this.lang, 'replay.import.bad-link');
        return;
      }
      await this.openText(text, 'link', { at, push: false });
    } else if (at.sample) {
      await this.openSample(at.sample, at, false);
    } else if (deal) {
      this.pause();
      this.deal = null;
    }
  }

  // ── Moving ───────────────────────────────────────────────────────────────────────────
  /** Goes to a position; `push` makes it a history entry (jumps), else the address is updated in place. */
  moveTo(to: number, push = false): void {
    const deal = this.deal;
    if (!deal) return;
    const p = this.stopAt(Math.max(0, Math.min(deal.last, Math.round(to))));
    if (p === this.position) return;
    this.position = p;
    this.writeUrl(push);
  }

  /**
   * In predict mode, the first unanswered predict mark on the way forward to `to`: the viewer
   * stops there and asks (`asking`), so nothing after it shows until it is answered.
   */
  private stopAt(to: number): number {
    this.asking = null;
    const deal = this.deal;
    if (!deal || !this.predict || to <= this.position) return to;
    for (const a of deal.replay.log.annotations) {
      if (a.predict && a.step >= this.position && a.step < to && !this.answered.has(a.step)) {
        this.asking = a.step;
        this.pause();
        // The question is about one seat's move: its hand must be in view to answer it, so the
        // table turns to that seat unless every hand is open.
        const asked = deal.replay.log.events[a.step];
        if (asked && 'seat' in asked && !this.open) this.seat = asked.seat as Seat;
        return a.step;
      }
    }
    return to;
  }

  /**
   * In predict mode, the first unanswered predict mark at or after the position: nothing after the
   * position may show while one is ahead (ticks, jumps, the deal's length, the analyzer's hints).
   */
  get horizon(): number | null {
    const deal = this.deal;
    if (!deal || !this.predict) return null;
    let next: number | null = null;
    for (const a of deal.replay.log.annotations) if (a.predict && a.step >= this.position && !this.answered.has(a.step) && (next === null || a.step < next)) next = a.step;
    return next;
  }

  /** The question at a predict mark is answered: the move is shown. */
  reveal(step: number): void {
    this.answered = new Set([...this.answered, step]);
    this.asking = null;
    this.moveTo(step + 1, true);
  }

  togglePredict(): void {
    this.predict = !this.predict;
    this.asking = null;
  }

  step(by: 1 | -1): void {
    this.pause();
    this.moveTo(this.position + by);
  }

  jump(kind: MomentKind, dir: 1 | -1): void {
    if (!this.deal) return;
    // A jump forward would tell where the next claim, kong or win is: not while a question is ahead.
    if (dir > 0 && this.horizon !== null) return;
    const list = this.deal.moments[kind];
    const to = dir > 0 ? nextMoment(list, this.position) : previousMoment(list, this.position);
    if (to === null) return;
    this.pause();
    this.moveTo(to, true);
  }

  go(to: number): void {
    this.pause();
    this.moveTo(to, true);
  }

  view(seat: Seat): void {
    this.seat = seat;
    this.writeUrl(false);
  }

  toggleOpen(): void {
    this.open = !this.open;
    this.writeUrl(false);
  }

  toggleAnalyze(): void {
    this.analyzing = !this.analyzing;
  }

  // ── Auto-play ────────────────────────────────────────────────────────────────────────
  togglePlay(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  play(): void {
    const deal = this.deal;
    // At the end there is nothing to play (the Play button is disabled there): Space does nothing
    // too, rather than jumping back to step 0; Home goes back.
    if (!deal || this.position >= deal.last) return;
    this.playing = true;
    this.schedule();
  }

  pause(): void {
    this.playing = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  setSpeed(index: number): void {
    this.speed = Math.max(0, Math.min(SPEEDS.length - 1, index));
    if (this.playing) this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const deal = this.deal;
      if (!deal || !this.playing) return;
      this.moveTo(this.position + 1);
      if (this.position >= deal.last) this.pause();
      else this.schedule();
    }, SPEEDS[this.speed]);
  }

  // ── Sharing ──────────────────────────────────────────────────────────────────────────
  /** The share link: the whole deal in the fragment, at this position and view. */
  async shareLink(): Promise<string> {
    if (!this.code) return location.href;
    this.codeReady ??= await this.code;
    return `${location.origin}${location.pathname}${formatHash(this.urlState(true))}`;
  }

  dispose(): void {
    this.pause();
    clearTimeout(this.urlTimer);
  }
}
