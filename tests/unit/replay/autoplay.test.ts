// Auto-play on a fake clock: one step per SPEEDS[speed] ms, stopping at the end, when paused,
// or when a step pauses it (a question); the speed kept within the list and taken up at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autoplay } from '../../../src/components/replay/autoplay.ts';

/** A deal of `last` steps at `position`; `askAt` pauses auto-play on arriving there, as a question does. */
function track(last: number, position = 0, askAt: number | null = null) {
  const at = { position };
  const play = new Autoplay(
    { playing: false, speed: 1 },
    {
      canAdvance: () => at.position < last,
      advance: () => {
        at.position++;
        if (at.position === askAt) play.pause();
      },
    },
  );
  return { at, play };
}

describe('auto-play', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('steps once every 800 ms at the default speed and stops at the end', () => {
    const { at, play } = track(3);
    play.play();
    expect(play.playing).toBe(true);
    vi.advanceTimersByTime(799);
    expect(at.position).toBe(0);
    vi.advanceTimersByTime(1);
    expect(at.position).toBe(1);
    vi.advanceTimersByTime(1600);
    // Step 3 is the last: playing stops there, and no timer is left to step past it.
    expect(at.position).toBe(3);
    expect(play.playing).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing at the end (Space there does not start again from the top)', () => {
    const { at, play } = track(3, 3);
    play.toggle();
    expect(play.playing).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(at.position).toBe(3);
  });

  it('pausing stops the clock; toggling starts and stops it', () => {
    const { at, play } = track(10);
    play.toggle();
    vi.advanceTimersByTime(800);
    play.toggle();
    expect(play.playing).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(at.position).toBe(1);
  });

  it('a step that asks a question pauses it there', () => {
    const { at, play } = track(10, 0, 2);
    play.play();
    vi.advanceTimersByTime(800 * 5);
    expect(at.position).toBe(2);
    expect(play.playing).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the speed within the list and plays on at a new speed from the change', () => {
    const { at, play } = track(20);
    play.setSpeed(-3);
    expect(play.speed).toBe(0);
    play.setSpeed(9);
    expect(play.speed).toBe(3);
    play.setSpeed(0);
    play.play();
    // Slowest: 1600 ms. After 1000 ms the speed goes to the fastest (200 ms), counted from then.
    vi.advanceTimersByTime(1000);
    play.setSpeed(3);
    vi.advanceTimersByTime(199);
    expect(at.position).toBe(0);
    vi.advanceTimersByTime(1);
    expect(at.position).toBe(1);
    vi.advanceTimersByTime(400);
    expect(at.position).toBe(3);
  });
});
