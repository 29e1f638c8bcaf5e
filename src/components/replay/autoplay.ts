// Auto-play: the deal played forward one event at a time on a timer, at one of the SPEEDS. It
// knows nothing of deals: the hub says whether a step is left and takes it (stopping, if a
// question stops it there). Its state is handed in (reactive in the page).

import { SPEEDS } from './keys.ts';

export interface PlayState {
  playing: boolean;
  /** An index into SPEEDS. */
  speed: number;
}

/** What auto-play moves: the hub's position. */
export interface Track {
  /** Whether there is a step left to play. */
  canAdvance(): boolean;
  /** One step forward (which may pause auto-play). */
  advance(): void;
}

export class Autoplay {
  readonly #state: PlayState;
  readonly #track: Track;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(state: PlayState, track: Track) {
    this.#state = state;
    this.#track = track;
  }

  get playing(): boolean {
    return this.#state.playing;
  }

  get speed(): number {
    return this.#state.speed;
  }

  toggle(): void {
    if (this.#state.playing) this.pause();
    else this.play();
  }

  play(): void {
    // At the end there is nothing to play (the Play button is disabled there): Space does nothing
    // too, rather than jumping back to step 0; Home goes back.
    if (!this.#track.canAdvance()) return;
    this.#state.playing = true;
    this.#schedule();
  }

  pause(): void {
    this.#state.playing = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** A speed by index, kept within SPEEDS; playing goes on at the new speed from now. */
  setSpeed(index: number): void {
    this.#state.speed = Math.max(0, Math.min(SPEEDS.length - 1, index));
    if (this.#state.playing) this.#schedule();
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (!this.#state.playing) return;
      this.#track.advance();
      if (!this.#track.canAdvance()) this.pause();
      else if (this.#state.playing) this.#schedule();
    }, SPEEDS[this.#state.speed]);
  }
}
