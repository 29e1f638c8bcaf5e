// The events and ways of winning the gold family (fuzhou, fuzhou-144) adds to the core ones: the
// gold flipped at the deal, grabbing it, and three golds (and grabbing it as a situation's winBy). The deal log's schema, reader and
// viewer read them from this table; the declarations below give the family's machine their types.

import type { EventSpec, EventTable } from '../../../vocabulary.ts';

const GOLD = {
  type: 'gold',
  fields: { tile: 'tile' },
  view: { setup: true, revealsWild: true },
  about: 'A tile flipped from the tail for the gold; a flower goes to the dealer and another is flipped.',
} as const satisfies EventSpec;

export const GOLD_FAMILY_EVENTS: EventTable = {
  events: [GOLD],
  // Both taken without a discard: the bots take them after a self-draw, three golds first.
  hows: [
    { how: 'gold-grab', prefer: 2 },
    { how: 'three-golds', prefer: 1 },
  ],
};

declare module '../../../vocabulary.ts' {
  interface OwnEvents {
    gold: typeof GOLD;
  }
  interface OwnWinHows {
    'gold-grab': true;
    'three-golds': true;
  }
  /** A situation won by grabbing the revealed gold. */
  interface OwnWinBys {
    'gold-grab': true;
  }
}
