// Each event at a Guangdong table told in words, as an i18n key with parameters (seats as
// numbers, tiles in notation). The shared `deal.event.*` words tell most events; kongs with their
// payments, wins, and the horse are told in the rule set's own words (`guangdong.event.*`).

import { tileCode } from '../../../tiles/index.ts';
import { claimWindow } from '../../../game/claims.ts';
import { toldAlike, toldAs } from '../../../game/narrate.ts';
import type { DealEvent, GdState, Narration } from './state.ts';
import { KONG_PAY } from './turn.ts';
import { horseSeat } from './wins.ts';

export function narrate(words: string, before: GdState, event: DealEvent, after: GdState): Narration {
  const own = (k: string, params: Narration['params'] = {}): Narration => ({ key: `${words}.event.${k}`, params });
  const e = before.expect;
  switch (event.type) {
    case 'draw': {
      const params = { seat: event.seat, tile: tileCode(event.tile), pay: KONG_PAY['added-kong'] };
      // The draw after an added kong nobody robbed: the kong stands and is paid now.
      if (e.kind === 'rob') return own('added-kong-stands', params);
      return toldAs(e.kind === 'replacement' ? 'replacement' : 'draw', params);
    }
    case 'kong':
      return own('kong', { seat: event.seat, tile: tileCode(e.kind === 'claims' ? e.tile : (event.tile ?? 0)), from: e.kind === 'claims' ? e.discarder : event.seat, pay: KONG_PAY.kong });
    case 'added-kong':
      return own('added-kong', { seat: event.seat, tile: tileCode(event.tile), pay: KONG_PAY['added-kong'] });
    case 'concealed-kong':
      return own('concealed-kong', { seat: event.seat, tile: tileCode(event.tile), pay: KONG_PAY['concealed-kong'] });
    case 'win': {
      const win = after.wins[after.wins.length - 1];
      const params = { seat: event.seat, win: `${words}.win.${win?.score.win ?? 'normal'}`, fan: win?.score.figures.counted ?? 0, total: win?.score.total ?? 0 };
      if (event.how === 'rob-kong' && e.kind === 'rob') return own('win-rob-kong', { ...params, from: e.konger, tile: tileCode(e.tile) });
      return own('win-self-draw', { ...params, tile: tileCode(after.seats[event.seat].drawn ?? 0) });
    }
    case 'horse': {
      const seat = horseSeat(before.dealer, event.tile);
      return own(seat === before.dealer ? 'horse-dealer' : 'horse', { tile: tileCode(event.tile), seat, dealer: before.dealer });
    }
    case 'time-up':
      return own('time-up');
    case 'gold':
    case 'chow':
      // No Guangdong deal has one; `apply` refuses it before it is told.
      return toldAs(event.type === 'chow' ? 'discard' : event.type, { seat: 'seat' in event ? event.seat : 0, tile: 'tile' in event && typeof event.tile === 'number' ? tileCode(event.tile) : '' });
    default:
      // A flower is refused too, and told like anywhere else.
      return toldAlike(claimWindow(e), event);
  }
}
