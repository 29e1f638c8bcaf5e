// The key moments of a deal, for "jump to the next claim / kong / win": positions (events
// applied) right after each such event, read from the event types alone.

import type { DealEvent } from '../../engine/game/types.ts';

export type MomentKind = 'claim' | 'kong' | 'win';

export type Moments = Record<MomentKind, number[]>;

const KIND: Partial<Record<DealEvent['type'], MomentKind>> = {
  chow: 'claim',
  pong: 'claim',
  kong: 'kong',
  'added-kong': 'kong',
  'concealed-kong': 'kong',
  win: 'win',
  'draw-game': 'win',
};

/** Only events that were applied count: `applied` is how many (the replay may stop early). */
export function findMoments(events: readonly DealEvent[], applied: number): Moments {
  const out: Moments = { claim: [], kong: [], win: [] };
  for (let i = 0; i < Math.min(applied, events.length); i++) {
    const kind = KIND[events[i].type];
    // An exposed kong is a claim too: it takes a discard.
    if (kind) out[kind].push(i + 1);
    if (events[i].type === 'kong') out.claim.push(i + 1);
  }
  return out;
}

export function momentKind(event: DealEvent): MomentKind | null {
  return KIND[event.type] ?? null;
}

/** The first moment after `position`, or null. */
export function nextMoment(list: readonly number[], position: number): number | null {
  for (const p of list) if (p > position) return p;
  return null;
}

/** The last moment before `position`, or null. */
export function previousMoment(list: readonly number[], position: number): number | null {
  for (let i = list.length - 1; i >= 0; i--) if (list[i] < position) return list[i];
  return null;
}
