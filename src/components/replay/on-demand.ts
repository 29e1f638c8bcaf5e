// The viewer's code fetched when first needed rather than with the page (the engine's side of
// opening a deal, a game's reader): asked for once, shared by every caller meanwhile, and asked
// for again after a failed fetch, so a dropped connection costs one try, not the page.

export class OnDemand<M> {
  #loading: Promise<M> | null = null;
  #loaded: M | null = null;

  constructor(
    private readonly fetch: () => Promise<M>,
    private readonly arrived: (module: M) => void = () => {},
  ) {}

  /** The module, fetched now if it is not here or on its way. */
  get(): Promise<M> {
    this.#loading ??= this.fetch().then(
      (module) => {
        this.#loaded = module;
        this.arrived(module);
        return module;
      },
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  /** Starts the fetch ahead of need; a failure is left for the caller that waits on it to say. */
  warm(): void {
    this.get().catch(() => {});
  }

  /** The module once it has arrived, else null: for words needed without waiting. */
  get loaded(): M | null {
    return this.#loaded;
  }
}
