// The events a Guangdong table adds to the core ones: the horse revealed when a deal with a
// winner ends, and the room's time limit. The deal log's schema, reader and viewer read them from
// this table; the declarations below give the machine their types.

import type { EventSpec, EventTable } from '../../../vocabulary.ts';

const HORSE = {
  type: 'horse',
  fields: { tile: 'tile' },
  about: 'The horse: the tile set aside at the deal, revealed when a deal with a winner ends (guangdong).',
} as const satisfies EventSpec;

const TIME_UP = { type: 'time-up', fields: {}, about: "The room's time limit ends the deal without a winner (guangdong)." } as const satisfies EventSpec;

export const GUANGDONG_EVENTS: EventTable = { events: [HORSE, TIME_UP], hows: [] };

declare module '../../../vocabulary.ts' {
  interface OwnEvents {
    horse: typeof HORSE;
    'time-up': typeof TIME_UP;
  }
}
