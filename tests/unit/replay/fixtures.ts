// Deals for the replay tests: the bundled samples, and variants made from them (a tampered
// score, an event that breaks a rule, a malformed event).
import { readFileSync } from 'node:fs';

export const SAMPLE_IDS = ['claims-and-calls', 'dead-gold', 'draw-game', 'final-sweep', 'gold-dragon', 'gold-grab', 'robbed-kong'] as const;

export function sampleText(id: string): string {
  return readFileSync(new URL(`../../../content/deals/${id}.json`, import.meta.url), 'utf8');
}

export function sampleDoc(id: string): Record<string, any> {
  return JSON.parse(sampleText(id));
}

/** The final-sweep deal with its recorded total (and the deltas that follow from it) changed. */
export function tamperedText(): string {
  const doc = sampleDoc('final-sweep');
  doc.result.breakdown.total = 12;
  doc.result.deltas = [-12, -12, -12, 36];
  return JSON.stringify(doc, null, 1);
}

/** A deal whose first discard after the opening is made by the wrong seat: illegal at that event. */
export function illegalText(): { text: string; index: number } {
  const doc = sampleDoc('final-sweep');
  const index = doc.events.findIndex((e: any, i: number) => i > 10 && e.type === 'discard');
  doc.events[index].seat = (doc.events[index].seat + 1) % 4;
  return { text: JSON.stringify(doc), index };
}

/** A deal whose event `index` has a seat out of range: the events before it can be read. */
export function malformedText(index = 20): { text: string; index: number } {
  const doc = sampleDoc('final-sweep');
  doc.events[index].seat = 9;
  return { text: JSON.stringify(doc), index };
}
