// The events every table tells in the shared words (`deal.event.*`), and why a claim won over
// the other calls on its tile. A table tells its own events and moments (a sweep, a win) itself.

import { formatTiles, tileCode } from '../tiles/index.ts';
import { type ClaimRank, type ClaimWindow, givenBy } from './claims.ts';
import { distance } from './seat.ts';
import type { ClaimKind, DealEvent, Narration, Seat } from './types.ts';

/** An event told in the shared words. */
export const toldAs = (k: string, params: Narration['params'] = {}): Narration => ({ key: `deal.event.${k}`, params });

/** An event only one rule set or family has, told in its own words (`<words>.event.*`). */
export const toldBy = (words: string, k: string, params: Narration['params'] = {}): Narration => ({ key: `${words}.event.${k}`, params });

/** Whether a draw at this moment comes from the tail: after a kong or a flower, in the opening's flower rounds, or as an added kong stands. */
export const drawsFromTail = (moment: string): boolean => moment === 'replacement' || moment === 'opening-flowers' || moment === 'rob';

/** A draw told as a replacement or a plain draw, by the moment it came at. */
export function toldDraw(moment: string, event: Extract<DealEvent, { type: 'draw' }>): Narration {
  return toldAs(drawsFromTail(moment) ? 'replacement' : 'draw', { seat: event.seat, tile: tileCode(event.tile) });
}

/** The events every table tells alike, given the tile open to claims before them (null when none). */
export function toldAlike(window: ClaimWindow | null, event: Exclude<DealEvent, { type: 'draw' | 'win' }>): Narration {
  const discard = window?.kind === 'claims' ? window : null;
  switch (event.type) {
    case 'deal':
      return toldAs('deal', { seat: event.seat, count: event.tiles.length, tiles: formatTiles(event.tiles) });
    case 'flower':
      return toldAs('flower', { seat: event.seat, tile: tileCode(event.tile) });
    case 'discard':
      return toldAs('discard', { seat: event.seat, tile: tileCode(event.tile) });
    case 'call':
      return toldAs(`call-${event.claim}`, { seat: event.seat });
    case 'chow': {
      const claimed = discard ? discard.tile : event.tiles[0];
      return toldAs('chow', { seat: event.seat, tile: tileCode(claimed), tiles: formatTiles([...event.tiles, claimed].sort((a, b) => a - b)), from: discard ? discard.discarder : event.seat });
    }
    case 'pong':
    case 'kong': {
      const tile = discard ? discard.tile : (event.tile ?? 0);
      return toldAs(event.type, { seat: event.seat, tile: tileCode(tile), from: discard ? discard.discarder : event.seat });
    }
    case 'added-kong':
    case 'concealed-kong':
      return toldAs(event.type, { seat: event.seat, tile: tileCode(event.tile) });
    case 'draw-game':
      return toldAs('draw-game');
    default:
      // A rule set's own event its machine leaves to the shared words.
      return toldAs(event.type);
  }
}

/** The claim an event makes on a tile another seat gave up, or null. */
function claimMade(event: DealEvent): ClaimKind | null {
  if (event.type === 'win') return event.how === 'discard' || event.how === 'rob-kong' ? 'win' : null;
  return event.type === 'chow' || event.type === 'pong' || event.type === 'kong' ? event.type : null;
}

/**
 * Why a claim won over the other calls on the same tile: a higher claim, or an equal one from the
 * seat nearer after the one that gave the tile up.
 */
function whyClaim(rank: ClaimRank, window: ClaimWindow, seat: Seat, claim: ClaimKind): Narration | undefined {
  const others = window.calls.filter((c) => c.seat !== seat);
  if (!others.length) return undefined;
  // The strongest other call, the one this claim had to beat.
  const near = (s: Seat) => distance(givenBy(window), s);
  const rival = [...others].sort((a, b) => rank[b.claim] - rank[a.claim] || near(a.seat) - near(b.seat))[0];
  const params = { other: rival.seat, otherClaim: rival.claim, claim };
  return rank[claim] > rank[rival.claim] ? { key: 'deal.why.higher', params } : { key: 'deal.why.nearer', params };
}

/** The event as told, with why its claim won where other seats called for the same tile. */
export function withWhy(told: Narration, rank: ClaimRank, window: ClaimWindow | null, event: DealEvent): Narration {
  const claim = claimMade(event);
  const why = claim && window && 'seat' in event ? whyClaim(rank, window, event.seat, claim) : undefined;
  return why ? { ...told, why } : told;
}
