// Each event at an MCR table told in words, as an i18n key with parameters (seats as numbers,
// tiles in notation). The shared `deal.event.*` words tell most events; a win is told with MCR's
// own payments (`mcr.event.win-*`: the discarder pays 8 + the hand's value, the others 8).

import { formatTiles, tileCode } from '../../../tiles/index.ts';
import { BASE_PAYMENT } from '../score.ts';
import { MCR_CLAIM_RANK } from './claims.ts';
import type { DealEvent, McrState, Narration } from './state.ts';

/**
 * Why a claim won over the other calls on the same tile: a higher claim, or an equal one from the
 * seat nearer after the discarder in turn order.
 */
function whyClaim(before: McrState, seat: number, claim: 'win' | 'kong' | 'pong' | 'chow'): Narration | undefined {
  const e = before.expect;
  if (e.kind !== 'claims' && e.kind !== 'rob') return undefined;
  const from = e.kind === 'claims' ? e.discarder : e.konger;
  const others = e.calls.filter((c) => c.seat !== seat);
  if (!others.length) return undefined;
  const near = (s: number) => (s - from + 4) % 4;
  const rival = [...others].sort((a, b) => MCR_CLAIM_RANK[b.claim] - MCR_CLAIM_RANK[a.claim] || near(a.seat) - near(b.seat))[0];
  const params = { other: rival.seat, otherClaim: rival.claim, claim };
  return MCR_CLAIM_RANK[claim] > MCR_CLAIM_RANK[rival.claim] ? { key: 'deal.why.higher', params } : { key: 'deal.why.nearer', params };
}

export function narrate(words: string, before: McrState, event: DealEvent, after: McrState): Narration {
  const told = tell(words, before, event, after);
  const claim =
    event.type === 'win' ? (event.how === 'discard' || event.how === 'rob-kong' ? 'win' : null) : event.type === 'chow' || event.type === 'pong' || event.type === 'kong' ? event.type : null;
  const why = claim && 'seat' in event ? whyClaim(before, event.seat, claim) : undefined;
  return why ? { ...told, why } : told;
}

function tell(words: string, before: McrState, event: DealEvent, after: McrState): Narration {
  const key = (k: string, params: Narration['params'] = {}): Narration => ({ key: `deal.event.${k}`, params });
  switch (event.type) {
    case 'deal':
      return key('deal', { seat: event.seat, count: event.tiles.length, tiles: formatTiles(event.tiles) });
    case 'flower':
      return key('flower', { seat: event.seat, tile: tileCode(event.tile) });
    case 'gold':
      // No MCR deal has one; `apply` refuses it before it is told.
      return key('gold', { tile: tileCode(event.tile) });
    case 'draw': {
      const e = before.expect.kind;
      const params = { seat: event.seat, tile: tileCode(event.tile) };
      return key(e === 'replacement' || e === 'opening-flowers' || e === 'rob' ? 'replacement' : 'draw', params);
    }
    case 'discard':
      return key('discard', { seat: event.seat, tile: tileCode(event.tile) });
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
      const total = score?.total ?? 0;
      const drawn = after.seats[event.seat].drawn;
      return {
        key: `${words}.event.win-${event.how}`,
        params: {
          seat: event.seat,
          win: `${words}.win.${score?.win ?? 'mcr'}`,
          total,
          fans: score?.figures.fanPoints ?? 0,
          pay: BASE_PAYMENT + total,
          base: BASE_PAYMENT,
          tile: drawn === null ? '' : tileCode(drawn),
          from: before.expect.kind === 'claims' ? before.expect.discarder : before.expect.kind === 'rob' ? before.expect.konger : event.seat,
        },
      };
    }
    case 'horse':
      return key('horse', { tile: tileCode(event.tile) });
    case 'time-up':
      return key('time-up');
    case 'draw-game':
      return key('draw-game');
  }
}
