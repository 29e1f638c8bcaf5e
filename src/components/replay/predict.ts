// The predict gate of a teaching deal: at a predict mark the viewer stops and asks for the next
// move before showing it. It decides where a move forward stops and what is still hidden; the
// hub pauses auto-play and turns the table. Its state is handed in (reactive in the page).

/** A teaching mark, as the deal's annotations give it: the step it stands before. */
export interface Mark {
  step: number;
  predict?: boolean;
}

export interface GateState {
  /** Pause and predict is on (the reader can turn it off). */
  on: boolean;
  /** The predict step the viewer stopped at and asks about, if any. */
  asking: number | null;
  /** Predict steps already answered in this deal. */
  answered: ReadonlySet<number>;
}

export class PredictGate {
  readonly #state: GateState;

  constructor(state: GateState) {
    this.#state = state;
  }

  get on(): boolean {
    return this.#state.on;
  }

  get asking(): number | null {
    return this.#state.asking;
  }

  /** A new deal: nothing answered yet, nothing asked. */
  reset(): void {
    this.#state.answered = new Set();
    this.#state.asking = null;
  }

  toggle(): void {
    this.#state.on = !this.#state.on;
    this.#state.asking = null;
  }

  /**
   * Where a move from `from` to `to` stops: at the first unanswered predict mark on the way
   * forward (in the deal's order), which is then the question asked; else at `to`.
   */
  stop(marks: readonly Mark[], from: number, to: number): number {
    this.#state.asking = null;
    if (!this.#state.on || to <= from) return to;
    for (const m of marks) {
      if (m.predict && m.step >= from && m.step < to && !this.#state.answered.has(m.step)) {
        this.#state.asking = m.step;
        return m.step;
      }
    }
    return to;
  }

  /**
   * The first unanswered predict mark at or after `position`: nothing after the position may
   * show while one is ahead (ticks, jumps, the deal's length, the analyzer's hints).
   */
  horizon(marks: readonly Mark[], position: number): number | null {
    if (!this.#state.on) return null;
    let next: number | null = null;
    for (const m of marks) {
      if (!m.predict || m.step < position || this.#state.answered.has(m.step)) continue;
      if (next === null || m.step < next) next = m.step;
    }
    return next;
  }

  /** The question at `step` is answered: it is asked no more in this deal. */
  answer(step: number): void {
    this.#state.answered = new Set([...this.#state.answered, step]);
    this.#state.asking = null;
  }
}
