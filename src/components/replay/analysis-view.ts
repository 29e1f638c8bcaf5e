// The analyzer's data for the viewer: the engine's analysis of a seat at a position and the deal's
// missed chances, each asked once per deal and remembered (stepping back and forth costs nothing),
// and the notices in words. Loaded with the analyzer, never with the page.

import { analyseSeat, missedChances, type MissedChance, type SeatAnalysis } from '../../engine/analysis/index.ts';
import type { Seat } from '../../engine/game/types.ts';
import { t, type Lang } from '../../i18n/index.ts';
import type { LoadedDeal } from './load.ts';
import { howName, seatName } from './words.ts';

const seats = new WeakMap<LoadedDeal, Map<string, SeatAnalysis | null>>();
const notices = new WeakMap<LoadedDeal, MissedChance[]>();
const noticesBefore = new WeakMap<LoadedDeal, Map<number, MissedChance[]>>();

/** `seat`'s hand at `position` as the engine reads it (null before it is dealt). */
export function seatAnalysis(deal: LoadedDeal, position: number, seat: Seat): SeatAnalysis | null {
  let cache = seats.get(deal);
  if (!cache) seats.set(deal, (cache = new Map()));
  const key = `${position}:${seat}`;
  if (!cache.has(key)) {
    const { replay } = deal;
    cache.set(key, analyseSeat(replay.log.ruleset, replay.machine, replay.states[position], seat));
  }
  return cache.get(key)!;
}

/** Every missed chance of the deal, in step order. */
export function dealNotices(deal: LoadedDeal): MissedChance[] {
  let list = notices.get(deal);
  if (!list) notices.set(deal, (list = missedChances(deal.replay)));
  return list;
}

/**
 * The missed chances the events before `position` tell, none judged on a later move: what the
 * analyzer may show while a predict question is ahead (a chance still open is not yet missed).
 */
export function noticesSoFar(deal: LoadedDeal, position: number): MissedChance[] {
  let cache = noticesBefore.get(deal);
  if (!cache) noticesBefore.set(deal, (cache = new Map()));
  if (!cache.has(position)) {
    const { replay } = deal;
    cache.set(position, missedChances({ log: { ruleset: replay.log.ruleset, events: replay.log.events.slice(0, position) }, machine: replay.machine, states: replay.states.slice(0, position + 1) }));
  }
  return cache.get(position)!;
}

/** The notices with `seat`'s own first, each part kept in step order (the list is not changed). */
export function viewedFirst(list: readonly MissedChance[], seat: Seat): MissedChance[] {
  return [...list.filter((n) => n.seat === seat), ...list.filter((n) => n.seat !== seat)];
}

/** A notice in words: "Lin (South) could have won by self-draw." */
export function noticeText(lang: Lang, notice: MissedChance, deal: LoadedDeal): string {
  const dealer = deal.replay.log.dealer;
  const name = (seat: Seat) => seatName(lang, seat, deal.names, dealer);
  const words = deal.replay.log.ruleset.words;
  if (notice.kind === 'win') return t(lang, 'replay.analyzer.notice.win', { seat: name(notice.seat), how: howName(lang, words, notice.how), words });
  return t(lang, 'replay.analyzer.notice.outranked', {
    seat: name(notice.seat),
    claim: t(lang, `deal.claim.${notice.claim}`, { words }),
    other: name(notice.other),
    otherClaim: t(lang, `deal.claim.${notice.otherClaim}`, { words }),
  });
}
