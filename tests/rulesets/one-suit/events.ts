// The events and ways of winning the one-suit table adds to the core ones: the omen, the wall's
// last tile turned face up once the hands are dealt, and the lucky win, a self-draw on a tile of
// the omen's kind. Declared as a rule set in `src/` declares its own: a table, and the types.

import type { EventSpec, EventTable } from '../../../src/engine/vocabulary.ts';

const OMEN = {
  type: 'omen',
  fields: { tile: 'tile' },
  view: { setup: true },
  about: 'The omen: the wall’s last tile, turned face up once the hands are dealt (one-suit, a test table).',
} as const satisfies EventSpec;

export const ONE_SUIT_EVENTS: EventTable = { events: [OMEN], hows: [{ how: 'lucky', prefer: 1 }] };

declare module '../../../src/engine/vocabulary.ts' {
  interface OwnEvents {
    omen: typeof OMEN;
  }
  interface OwnWinHows {
    lucky: true;
  }
}
