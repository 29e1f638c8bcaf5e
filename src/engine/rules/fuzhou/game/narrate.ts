// Each event at a Fuzhou-style table told in words, as an i18n key with parameters (seats as
// numbers, tiles in notation), so the viewer and the command line can say "South pongs 3m".

import { formatTiles, tileCode } from '../../../tiles/index.ts';
import type { DealEvent, GameState, Narration } from './state.ts';

/** The narration of events at a table whose words are the namespace `words`. */
export const narrator =
  (words: string) =>
  (before: GameState, event: DealEvent, after: GameState): Narration =>
    narrate(words, before, event, after);

const RANK: Record<string, number> = { win: 4, kong: 3, pong: 2, chow: 1 };

/**
 * Why a claim won over the other calls on the same tile: a higher claim (win > kong > pong >
 * chow), or the same claim from the seat nearer the discarder in turn order.
 */
function whyClaim(before: GameState, seat: number, claim: string): Narration | undefined {
  const e = before.expect;
  if (e.kind !== 'claims' && e.kind !== 'rob') return undefined;
  const from = e.kind === 'claims' ? e.discarder : e.konger;
  const others = e.calls.filter((c) => c.seat !== seat);
  if (!others.length) return undefined;
  // The strongest other call, the one this claim had to beat.
  const near = (s: number) => (s - from + 4) % 4;
  const rival = [...others].sort((a, b) => RANK[b.claim] - RANK[a.claim] || near(a.seat) - near(b.seat))[0];
  const params = { other: rival.seat, otherClaim: rival.claim, claim };
  return RANK[claim] > RANK[rival.claim] ? { key: 'deal.why.higher', params } : { key: 'deal.why.nearer', params };
}

function narrate(words: string, before: GameState, event: DealEvent, after: GameState): Narration {
  const told = tell(words, before, event, after);
  const claim =
    event.type === 'win' ? (event.how === 'discard' || event.how === 'rob-kong' ? 'win' : null) : event.type === 'chow' || event.type === 'pong' || event.type === 'kong' ? event.type : null;
  const why = claim && 'seat' in event ? whyClaim(before, event.seat, claim) : undefined;
  return why ? { ...told, why } : told;
}

function tell(words: string, before: GameState, event: DealEvent, after: GameState): Narration {
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
    case 'horse':
      return key('horse', { tile: tileCode(event.tile) });
    case 'time-up':
      return key('time-up');
    case 'draw-game':
      return key('draw-game');
  }
}
