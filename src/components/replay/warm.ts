// Work done ahead while the page is idle, so stepping never waits: every position's waits and
// markers asked of the engine a slice at a time, into the deal's cache.

import type { LoadedDeal } from './load.ts';

/**
 * Asks the engine for every position's waits and markers ahead of time, a slice at a time while
 * the browser is idle, so stepping never waits on the hand analysis.
 */
export function warmWaits(deal: LoadedDeal, idle: (work: (more: () => boolean) => void) => void): void {
  let p = 0;
  const run = (more: () => boolean) => {
    const { states, machine } = deal.replay;
    while (p <= deal.last && more()) {
      const state = states[p];
      if (state.result === null) {
        for (const seat of [0, 1, 2, 3] as const) {
          const key = `${p}:${seat}`;
          if (!deal.cache.has(key)) deal.cache.set(key, { waits: machine.waits(state, seat), markers: machine.markers(state, seat) });
        }
      }
      p++;
    }
    if (p <= deal.last) idle(run);
  };
  idle(run);
}
