// The viewer's hub: the deal on the table, the position, the seat viewed and the panels shown,
// with the navigation that moves them. Auto-play (autoplay.ts), the predict gate (predict.ts)
// and the address (address.ts) are its parts, each one job. Views read its fields and change
// them through its methods only; the DOM wiring (keys, drops, pastes) is in ReplayApp.

import type { Seat } from '../../engine/game/types.ts';
import { t, type Lang } from '../../i18n/index.ts';
import type { LoadedDeal, LoadResult, Source } from './load.ts';
import type { MomentKind } from './moments.ts';
import { nextMoment, previousMoment } from './moment-steps.ts';
import type { UrlState } from './url-state.ts';
import { DEFAULT_SPEED } from './keys.ts';
import { LibraryStore } from './library-store.svelte.ts';
import { Autoplay, type PlayState } from './autoplay.ts';
import { PredictGate, type GateState } from './predict.ts';
import { Address, windowPlace, type SamplePages } from './address.ts';
import type { LoadedGame } from './game-load.ts';
import { OnDemand } from './on-demand.ts';

/** The engine's side of opening a deal (opening.ts), fetched with the first deal asked for. */
type Opening = typeof import('./opening.ts');

/** The page around the table: the panels open, and what was last said. */
export interface Panels {
  /** The analyzer panel is shown (its code loads the first time). */
  analyzing: boolean;
  /** Each move is read out (a live region). */
  announce: boolean;
  /** The key list is open. */
  help: boolean;
  /** The import panel is open over a deal. */
  importing: boolean;
  /** Why the last deal asked for did not open. */
  error: string;
  /** What the last export or share did, in words. */
  note: string;
  /** A share link a browser would not open, shown for copying by hand. */
  manualLink: string;
}

interface OpenOptions {
  sample?: string;
  file?: string;
  /** The position and view to show (from the address). */
  at?: UrlState;
  /** Opening is a history entry (not when the address itself opened it). */
  push?: boolean;
}

export class Controller {
  #deal = $state.raw<LoadedDeal | null>(null);
  /** The game the deal on the table belongs to, if it came in one; `#dealNumber` is its place there. */
  #game = $state.raw<LoadedGame | null>(null);
  #viewer = $state.raw<Opening['Viewer'] | null>(null);
  /**
   * The engine and the open deal's view, fetched together the first time a deal is asked for: the
   * page without a deal (the importer, the library) never loads them.
   */
  readonly #engine = new OnDemand<Opening>(
    () => import('./opening.ts'),
    (opening) => (this.#viewer = opening.Viewer),
  );
  /** A game's reader and checks, fetched the first time a game opens: a deal alone never needs them. */
  readonly #games = new OnDemand<typeof import('./game-load.ts')>(() => import('./game-load.ts'));
  /** A deal is being fetched or read, with the code that shows it. */
  #opening = $state(0);
  #dealNumber = $state(0);
  #position = $state(0);
  #seat = $state<Seat>(0);
  #open = $state(false);
  readonly #panels: Panels;
  readonly library = new LibraryStore();
  readonly autoplay: Autoplay;
  readonly #gate: PredictGate;
  readonly #address: Address;

  constructor(
    readonly lang: Lang,
    private readonly sampleUrl: (id: string) => string,
    pages?: SamplePages,
  ) {
    // Deep state never replaced as a whole: a proxy each (no signal around it), changed by its part.
    const panels = $state<Panels>({ analyzing: false, announce: false, help: false, importing: false, error: '', note: '', manualLink: '' });
    const play = $state<PlayState>({ playing: false, speed: DEFAULT_SPEED });
    const asked = $state<GateState>({ on: true, asking: null, answered: new Set() });
    this.#panels = panels;
    this.autoplay = new Autoplay(play, {
      canAdvance: () => !!this.#deal && this.#position < this.#deal.last,
      advance: () => this.#moveTo(this.#position + 1),
    });
    this.#gate = new PredictGate(asked);
    this.#address = new Address(
      () => {
        const deal = this.#deal;
        return deal && { sample: deal.sample, step: this.#position, seat: this.#seat, open: this.#open, game: this.#game ? this.#dealNumber : undefined };
      },
      windowPlace,
      pages,
    );
  }

  get deal(): LoadedDeal | null {
    return this.#deal;
  }
  /** The view of an open deal, once its code is here (it always is by the time a deal is). */
  get viewer(): Opening['Viewer'] | null {
    return this.#viewer;
  }
  /** A deal asked for is on its way (its text, or the code that reads and shows it). */
  get opening(): boolean {
    return this.#opening > 0;
  }
  /** The game on the table, when a game log was opened. */
  get game(): LoadedGame | null {
    return this.#game;
  }
  /** The deal of the game on the table, 1 for the first (0 without a game). */
  get dealNumber(): number {
    return this.#dealNumber;
  }
  /** Events applied: 0 is before the first event. */
  get position(): number {
    return this.#position;
  }
  /** The seat drawn at the bottom. */
  get seat(): Seat {
    return this.#seat;
  }
  /** Every hand is shown face up. */
  get open(): boolean {
    return this.#open;
  }
  /** The page around the table: read here, changed through the methods below. */
  get panels(): Readonly<Panels> {
    return this.#panels;
  }
  /** Pause and predict: at a teaching deal's predict marks, stop and ask before showing the move. */
  get predict(): boolean {
    return this.#gate.on;
  }
  /** The predict step the viewer stopped at and asks about, if any. */
  get asking(): number | null {
    return this.#gate.asking;
  }
  /** In predict mode, the first unanswered predict mark at or after the position: nothing after it may show. */
  get horizon(): number | null {
    return this.#deal ? this.#gate.horizon(this.#deal.replay.log.annotations, this.#position) : null;
  }

  // ── Getting a deal in ────────────────────────────────────────────────────────────────
  /** Runs one opening, counted while it runs (the page says a deal is on its way). */
  async #busy<T>(work: () => Promise<T>): Promise<T> {
    this.#opening++;
    try {
      return await work();
    } finally {
      this.#opening--;
    }
  }

  /** Opens a deal from text; a failure leaves the table and the library as they were. */
  openText(text: string, source: Source, options: OpenOptions = {}): Promise<boolean> {
    return this.#busy(() => this.#openText(text, source, options));
  }

  async #openText(text: string, source: Source, options: OpenOptions): Promise<boolean> {
    let engine: Opening;
    try {
      engine = await this.#engine.get();
    } catch {
      this.#panels.error = t(this.lang, 'replay.import.parts-failed');
      return false;
    }
    const { importedRecord, isGameDocument, loadDealChecked, loadRuleset, openFailure, problemMessage, readDocument, rulesetToLoad } = engine;
    // A deal of another rule set than the default brings that rule set's code first.
    // The document is read once: for the rule set it names, then for the deal.
    let loaded: LoadResult;
    try {
      const read = readDocument(text);
      // Another platform's record (Botzone's) is turned into our log and opened as one.
      const imported = await importedRecord(text, read, this.lang);
      if (imported && 'error' in imported) {
        this.#panels.error = imported.error;
        return false;
      }
      if (imported) return this.#openText(imported.text, source, options);
      const named = rulesetToLoad(read);
      const game = read.ok && isGameDocument(read.value);
      // A game's reader is fetched side by side with the rule set's code, not after it.
      if (game) this.#games.warm();
      if (named) await loadRuleset(named).catch(() => {});
      if (game) return this.#openGame(text, read.value, source, options);
      loaded = await loadDealChecked(text, source, options.sample, options.file, read);
    } catch (error) {
      // A fault of the engine, not of the deal: said so, with the step it was replaying.
      this.#panels.error = openFailure(this.lang, error);
      return false;
    }
    if (!loaded.ok) {
      this.#panels.error = problemMessage(this.lang, loaded.problem);
      return false;
    }
    const deal = loaded.deal;
    this.#game = null;
    this.#dealNumber = 0;
    this.#put(deal, options.at ?? {});
    this.#address.open(engine.encodeShare(deal.canonical), !!deal.sample, options.push ?? true);
    // Only whole, readable deals go to the library; samples are always here anyway.
    if (source !== 'sample' && !deal.problem) void this.library.save(deal);
    return true;
  }

  /** A deal on the table, at the position and view given; the panels of the last one closed. */
  #put(deal: LoadedDeal, at: UrlState): void {
    this.autoplay.pause();
    this.#panels.error = '';
    this.#panels.note = '';
    this.#panels.manualLink = '';
    this.#panels.importing = false;
    this.#deal = deal;
    this.#gate.reset();
    this.#position = 0;
    this.#show(at);
  }

  /** A game: verified whole, its deal asked for (or the first that opens) on the table. */
  async #openGame(text: string, value: unknown, source: Source, options: OpenOptions): Promise<boolean> {
    let reader: typeof import('./game-load.ts');
    try {
      reader = await this.#games.get();
    } catch {
      this.#panels.error = t(this.lang, 'replay.import.parts-failed');
      return false;
    }
    const { firstOpenable, gameTotals, loadGame } = reader;
    const { encodeShare, problemMessage } = await this.#engine.get();
    const loaded = loadGame(text, value);
    if (!loaded.ok) {
      this.#panels.error = problemMessage(this.lang, loaded.problem);
      return false;
    }
    const game = loaded.game;
    const number = firstOpenable(game, options.at?.game);
    const deal = number === null ? null : this.#gameDeal(game, number, source);
    if (!deal || number === null) {
      const first = game.deals[0].verdict;
      this.#panels.error = first.status === 'invalid' ? problemMessage(this.lang, first.problem) : t(this.lang, 'replay.import.unreadable');
      return false;
    }
    this.#game = game;
    this.#dealNumber = number;
    this.#put(deal, options.at ?? {});
    this.#address.open(encodeShare(game.canonical), false, options.push ?? true);
    if (source !== 'sample') void this.library.saveGame(game, gameTotals(game));
    return true;
  }

  #gameDeal(game: LoadedGame, number: number, source: Source = 'link'): LoadedDeal | null {
    return this.#games.loaded?.gameDeal(game, number, source) ?? null;
  }

  /** Opens another deal of the game on the table at its start, the same seat in view (a history entry unless `push` is false). */
  openDeal(number: number, at: UrlState = { seat: this.#seat, open: this.#open }, push = true): void {
    const game = this.#game;
    if (!game || number < 1 || number > game.deals.length) return;
    const deal = this.#gameDeal(game, number);
    if (!deal) {
      const verdict = game.deals[number - 1].verdict;
      const said = verdict.status === 'invalid' ? this.#engine.loaded?.problemMessage(this.lang, verdict.problem) : undefined;
      this.#panels.error = said ?? t(this.lang, 'replay.import.unreadable');
      return;
    }
    this.#dealNumber = number;
    this.#put(deal, at);
    this.#address.keep(push);
  }

  /** The game's next or previous deal. */
  stepDeal(by: 1 | -1): void {
    this.openDeal(this.#dealNumber + by);
  }

  /**
   * A deal or a game is about to be opened (the pointer on the importer, its focus, a file dragged
   * over the page): the code that reads and shows one is fetched now, while the reader picks a
   * file, so the first open does not wait on it. Nothing is fetched by a page merely loaded; a
   * game's reader only where a file is coming (`file`), which may hold a game.
   */
  expectOpen(file: boolean): void {
    this.#engine.warm();
    if (file) this.#games.warm();
  }

  async openFile(file: File): Promise<void> {
    const engine = await this.#engine.get().catch(() => null);
    const tooBig = engine?.sizeProblem(file.size);
    if (engine && tooBig) {
      this.#panels.error = engine.problemMessage(this.lang, tooBig);
      return;
    }
    try {
      await this.openText(await file.text(), 'file', { file: file.name });
    } catch {
      this.#panels.error = t(this.lang, 'replay.import.unreadable');
    }
  }

  openSample(id: string, at?: UrlState, push = true): Promise<void> {
    return this.#busy(async () => {
      // The sample's text and the code that reads and shows it, fetched side by side.
      this.#engine.warm();
      try {
        const response = await fetch(this.sampleUrl(id));
        if (!response.ok) throw new Error(String(response.status));
        await this.openText(await response.text(), 'sample', { sample: id, at, push });
      } catch {
        this.#panels.error = t(this.lang, 'replay.import.sample-failed');
      }
    });
  }

  async openFromLibrary(id: string): Promise<void> {
    const text = await this.library.text(id);
    if (text === undefined) this.#panels.error = t(this.lang, 'replay.library.missing');
    else await this.openText(text, 'library');
  }

  /** Removes a deal from the library; if it is on the table, the table closes too (a reload must not bring it back). */
  async remove(id: string): Promise<void> {
    await this.library.remove(id);
    if ((this.#game?.id ?? this.#deal?.id) !== id) return;
    this.autoplay.pause();
    this.#deal = null;
    this.#game = null;
    this.#address.close();
  }

  /** Shows what the address says: on first load, and on back, forward or an edited address. */
  async fromUrl(): Promise<void> {
    const at = this.#address.read();
    const deal = this.#deal;
    if (deal && this.#address.names(at, deal.sample)) {
      this.autoplay.pause();
      const game = this.#game;
      if (game && at.game !== undefined && at.game !== this.#dealNumber) this.openDeal(at.game, at, false);
      else this.#show(at);
      return;
    }
    if (at.deal) {
      let text: string;
      try {
        text = await this.#busy(async () => (await this.#engine.get()).decodeShare(at.deal as string));
      } catch (error) {
        this.#panels.error = this.#linkProblem(error);
        return;
      }
      await this.openText(text, 'link', { at, push: false });
    } else if (at.sample) {
      await this.openSample(at.sample, at, false);
    } else if (deal) {
      this.autoplay.pause();
      this.#deal = null;
      this.#game = null;
    }
  }

  /** Why a share link did not open: too large (it inflates past the limit), damaged, or the code to read it missing. */
  #linkProblem(error: unknown): string {
    const engine = this.#engine.loaded;
    if (!engine) return t(this.lang, 'replay.import.parts-failed');
    if (error instanceof engine.TooLargeError) return t(this.lang, 'replay.import.link-too-large', { limit: engine.MAX_DECODED_BYTES / 1048576 });
    return t(this.lang, 'replay.import.bad-link');
  }

  /** The position and view an address gives, on the deal on the table. */
  #show(at: UrlState): void {
    const deal = this.#deal;
    if (!deal) return;
    this.#position = this.#stopAt(Math.min(at.step ?? 0, deal.last));
    this.#seat = at.seat ?? 0;
    this.#open = at.open ?? false;
    if (at.analyze) this.#panels.analyzing = true;
  }

  // ── Moving ───────────────────────────────────────────────────────────────────────────
  /** Goes to a position; `push` makes it a history entry (jumps), else the address is updated in place. */
  #moveTo(to: number, push = false): void {
    const deal = this.#deal;
    if (!deal) return;
    const p = this.#stopAt(Math.max(0, Math.min(deal.last, Math.round(to))));
    if (p === this.#position) return;
    this.#position = p;
    this.#address.keep(push);
  }

  /**
   * In predict mode, the first unanswered predict mark on the way forward to `to`: the viewer
   * stops there and asks, so nothing after it shows until it is answered.
   */
  #stopAt(to: number): number {
    const deal = this.#deal;
    if (!deal) return to;
    const at = this.#gate.stop(deal.replay.log.annotations, this.#position, to);
    if (this.#gate.asking === null) return at;
    this.autoplay.pause();
    // The question is about one seat's move: its hand must be in view to answer it, so the
    // table turns to that seat unless every hand is open.
    const asked = deal.replay.log.events[at];
    if (asked && 'seat' in asked && !this.#open) this.#seat = asked.seat as Seat;
    return at;
  }

  /** One event forward or back, as the arrow keys and buttons do (auto-play stops). */
  step(by: 1 | -1): void {
    this.autoplay.pause();
    this.#moveTo(this.#position + by);
  }

  first(): void {
    this.go(0);
  }

  last(): void {
    if (this.#deal) this.go(this.#deal.last);
  }

  /** Goes to a position, as a history entry unless `push` is false (the slider while it is dragged). */
  go(to: number, push = true): void {
    this.autoplay.pause();
    this.#moveTo(to, push);
  }

  jump(kind: MomentKind, dir: 1 | -1): void {
    if (!this.#deal) return;
    // A jump forward would tell where the next claim, kong or win is: not while a question is ahead.
    if (dir > 0 && this.horizon !== null) return;
    const list = this.#deal.moments[kind];
    const to = dir > 0 ? nextMoment(list, this.#position) : previousMoment(list, this.#position);
    if (to === null) return;
    this.go(to);
  }

  /** The question at a predict mark is answered: the move is shown. */
  reveal(step: number): void {
    this.#gate.answer(step);
    this.#moveTo(step + 1, true);
  }

  togglePredict(): void {
    this.#gate.toggle();
  }

  view(seat: Seat): void {
    this.#seat = seat;
    this.#address.keep(false);
  }

  toggleOpen(): void {
    this.#open = !this.#open;
    this.#address.keep(false);
  }

  // ── Panels and words ─────────────────────────────────────────────────────────────────
  toggleAnalyze(): void {
    this.#panels.analyzing = !this.#panels.analyzing;
  }

  toggleAnnounce(): void {
    this.#panels.announce = !this.#panels.announce;
  }

  /** Opens or closes the key list. */
  showHelp(shown = !this.#panels.help): void {
    this.#panels.help = shown;
  }

  /** Opens or closes the import panel over a deal. */
  showImport(shown = !this.#panels.importing): void {
    this.#panels.importing = shown;
  }

  /** Says what an export or share did; a manual link is kept unless one is given. */
  tell(note: string, manualLink?: string): void {
    if (manualLink !== undefined) this.#panels.manualLink = manualLink;
    this.#panels.note = note;
  }

  // ── Sharing ──────────────────────────────────────────────────────────────────────────
  /** The share link at this position and view: a sample's page, or the whole deal in the fragment. */
  shareLink(): Promise<string> {
    return this.#address.link();
  }

  dispose(): void {
    this.autoplay.pause();
    this.#address.stop();
  }
}
