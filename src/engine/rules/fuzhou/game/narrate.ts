// Each event at a Fuzhou-style table told in words, as an i18n key with parameters (seats as
// numbers, tiles in notation), so the viewer and the command line can say "South pongs 3m".

import { formatTiles, tileCode } from '../../../tiles/index.ts';
import type { DealEvent, GameState, Narration } from './state.ts';

/** The narration of events at a table whose words are the namespace `words`. */
export const narrator = (words: string) => (before: GameState, event: DealEvent, after: GameState): Narration => narrate(words, before, event, after);

function narrate(words: string, before: GameState, event: DealEvent, after: GameState): Narration {
  const key = (k: string, params: Narration['params'] = {}): Narration => ({ key: `deal.event.${k}`, params });
  switch (event.type) {
    case 'deal':
      return key('deal', { seat: event.seat, count: event.tiles.length, tiles: formatTiles(event.tiles) });
    case 'flower':
      return key('flower', { seat: event.seat, tile: tileCode(event.tile) });
    case 'gold':
      return after.gold === null ? key('gold-flower', { tile: tileCode(event.tile), seat: after.dealer }) : key('gold', { tile: tileCode(event.tile) });
    case 'draw': {
      const e = before.expect.kind;
      const params = { seat: event.seat, tile: tileCode(event.tile) };
      if (e === 'replacement' || e === 'opening-flowers' || e === 'rob') return key('replacement', params);
      if (after.expect.kind === 'sweep-drawn') return key(before.sweep ? 'sweep-draw' : 'sweep-begins', params);
      return key('draw', params);
    }
    case 'discard':
      return key(event.tile === before.gold ? 'discard-gold' : 'discard', { seat: event.seat, tile: tileCode(event.tile) });
    case 'call':
      return key(`call-${event.claim}`, { seat: event.seat });
    case 'chow': {
      const e = before.expect;
      const claimed = e.kind === 'claims' ? e.tile : event.tiles[0];
      return key('chow', { seat: event.seat, tile: tileCode(claimed), tiles: formatTiles([...event.tiles, claimed].sort((a, b) => a - b)), from: e.kind === 'claims' ? e.discarder : event.seat });
    }
    case 'pong':
    case 'kong': {
      const e = before.expect;
      const tile = e.kind === 'claims' ? e.tile : (event.tile ?? 0);
      return key(event.type, { seat: event.seat, tile: tileCode(tile), from: e.kind === 'claims' ? e.discarder : event.seat });
    }
    case 'added-kong':
    case 'concealed-kong':
      return key(event.type, { seat: event.seat, tile: tileCode(event.tile) });
    case 'win': {
      const score = after.result?.score;
      return key(`win-${event.how}`, {
        seat: event.seat,
        win: `${words}.win.${score?.win ?? ''}`,
        total: score?.total ?? 0,
        tile: after.seats[event.seat].drawn === null ? '' : tileCode(after.seats[event.seat].drawn!),
        from: before.expect.kind === 'claims' ? before.expect.discarder : before.expect.kind === 'rob' ? before.expect.konger : event.seat,
      });
    }
    case 'draw-game':
      return key('draw-game');
  }
}
