// Each event at a Fuzhou-style table told in words, as an i18n key with parameters (seats as
// numbers, tiles in notation), so the viewer and the command line can say "South pongs 3m".

import { tileCode } from '../../../tiles/index.ts';
import { type ClaimWindow, claimWindow, givenBy } from '../../../game/claims.ts';
import { drawsFromTail, toldAlike, toldAs, toldBy, toldDraw, withWhy } from '../../../game/narrate.ts';
import { CLAIM_RANK } from './claims.ts';
import type { DealEvent, GameState, Narration } from './state.ts';

/** The narration of events at a table whose words are the namespace `words`. */
export const narrator =
  (words: string) =>
  (before: GameState, event: DealEvent, after: GameState): Narration =>
    narrate(words, before, event, after);

function narrate(words: string, before: GameState, event: DealEvent, after: GameState): Narration {
  const window = claimWindow(before.expect);
  return withWhy(tell(words, before, window, event, after), CLAIM_RANK, window, event);
}

/** The ways of winning every table has, told in the shared words. */
const SHARED_WAYS: ReadonlySet<string> = new Set(['self-draw', 'discard', 'rob-kong']);

function tell(words: string, before: GameState, window: ClaimWindow | null, event: DealEvent, after: GameState): Narration {
  switch (event.type) {
    case 'gold':
      // The gold's events are the family's own, told in its words (gold-family/family-words.ts).
      return after.gold === null ? toldBy(words, 'gold-flower', { tile: tileCode(event.tile), seat: after.dealer }) : toldBy(words, 'gold', { tile: tileCode(event.tile) });
    case 'draw':
      // The final sweep's draws from the front are the family's own, told in its words.
      if (!drawsFromTail(before.expect.kind) && after.expect.kind === 'sweep-drawn')
        return toldBy(words, before.sweep ? 'sweep-draw' : 'sweep-begins', { seat: event.seat, tile: tileCode(event.tile) });
      return toldDraw(before.expect.kind, event);
    case 'discard':
      return event.tile === before.gold ? toldBy(words, 'discard-gold', { seat: event.seat, tile: tileCode(event.tile) }) : toldAlike(window, event);
    case 'win': {
      const score = after.result?.score;
      // The family's own ways of winning (a gold grab, three golds) are told in its words.
      const told = SHARED_WAYS.has(event.how) ? toldAs : (k: string, p: Narration['params']) => toldBy(words, k, p);
      return told(`win-${event.how}`, {
        seat: event.seat,
        win: `${words}.win.${score?.win ?? ''}`,
        total: score?.total ?? 0,
        tile: after.seats[event.seat].drawn === null ? '' : tileCode(after.seats[event.seat].drawn!),
        from: window ? givenBy(window) : event.seat,
      });
    }
    default:
      return toldAlike(window, event);
  }
}
