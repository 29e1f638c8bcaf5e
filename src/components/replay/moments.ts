// The key moments of a deal, for "jump to the next claim / kong / win": positions (events
// applied) right after each such event, and what else the viewer makes of an event, read from
// the event tables (the core ones and each rule set's own).

import type { DealEvent, EventMoment, EventView } from '../../engine/vocabulary.ts';
import { registeredEvents } from '../../engine/deal/registered.ts';

export type MomentKind = EventMoment;

export type Moments = Record<MomentKind, number[]>;

const viewOf = (event: DealEvent): EventView | undefined => registeredEvents().byType.get(event.type)?.view;

/** Only events that were applied count: `applied` is how many (the replay may stop early). */
export function findMoments(events: readonly DealEvent[], applied: number): Moments {
  const out: Moments = { claim: [], kong: [], win: [] };
  // An exposed kong is a claim too: it takes a discard (its row names both).
  for (let i = 0; i < Math.min(applied, events.length); i++) for (const kind of viewOf(events[i])?.moments ?? []) out[kind].push(i + 1);
  return out;
}

/** The moment an event is first of all (an exposed kong: a kong), or null. */
export function momentKind(event: DealEvent): MomentKind | null {
  return viewOf(event)?.moments?.[0] ?? null;
}

/** Whether an event belongs to the deal's setup (dealt tiles, bonus tiles, a revealed wild): its line is muted. */
export const isSetup = (event: DealEvent): boolean => viewOf(event)?.setup === true;

/** Whether an event reveals the deal's wild tile, which the table then highlights. */
export const revealsWild = (event: DealEvent): boolean => viewOf(event)?.revealsWild === true;
