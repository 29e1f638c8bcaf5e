// Chances a deal's log let pass, read against the rule set's own legal events: notices for a
// player to look at, not verdicts (a seat may have passed a small win on purpose). Two kinds:
// a seat that could have won while the log goes on without its win, and a claim made while
// another seat could have made one the rule set ranks higher (by kind, or by seat between wins).

import type { ClaimKind, DealEvent, DealMachine, Seat, TableState, WinHow } from '../game/types.ts';
import type { Ruleset } from '../rules/types.ts';

export type MissedChance =
  /** At `step` (the state before event `step`), `seat` could have won `how`; the log shows another event. */
  | { kind: 'win'; step: number; seat: Seat; how: WinHow }
  /** At `step`, `seat` made `claim` while `other` could have made `otherClaim`, which ranks higher. */
  | { kind: 'outranked'; step: number; seat: Seat; claim: ClaimKind; other: Seat; otherClaim: ClaimKind };

/** What the scan needs of a replay: the rule set, the machine, the states and the events. */
export interface ReplayLike {
  log: { ruleset: Ruleset; events: readonly DealEvent[] };
  machine: DealMachine;
  /** `states[i + 1]` is after `events[i]`. */
  states: readonly TableState[];
}

const CLAIMS: ReadonlySet<string> = new Set<ClaimKind>(['win', 'kong', 'pong', 'chow']);

/** The claim kind an event makes on a discard (a `kong` event there is an exposed kong), or null. */
function claimOf(event: DealEvent): ClaimKind | null {
  return CLAIMS.has(event.type) ? (event.type as ClaimKind) : null;
}

/** Each seat's ways to win among the legal events, the first listed first. */
function winsOf(events: readonly DealEvent[]): Map<Seat, WinHow[]> {
  const out = new Map<Seat, WinHow[]>();
  for (const e of events) if (e.type === 'win') out.set(e.seat, [...(out.get(e.seat) ?? []), e.how]);
  return out;
}

/** Whether `event` is `seat` taking its win: the win itself or the call that declares it. */
const takes = (event: DealEvent, seat: Seat) => (event.type === 'win' || (event.type === 'call' && event.claim === 'win')) && event.seat === seat;

/** Every notice of the deal, in step order. Each step's legal events are asked once. */
export function missedChances(replay: ReplayLike): MissedChance[] {
  const { machine, states } = replay;
  const { ruleset, events } = replay.log;
  const out: MissedChance[] = [];
  const legalAt = (i: number) => (i < states.length && states[i].result === null ? machine.legalEvents(states[i]) : []);
  let legal = legalAt(0);
  // Chances carried over calls: while seats declare claims the window is still open, even where
  // a rule set lists only the callers' wins once someone has called.
  let carried = new Map<Seat, { hows: WinHow[]; step: number }>();
  // The last state has no applied event after it: what the log meant there is not known.
  for (let i = 0; i + 1 < states.length; i++) {
    const event = events[i];
    const next = legalAt(i + 1);
    const chances = new Map(carried);
    for (const [seat, hows] of winsOf(legal)) chances.set(seat, { hows, step: i });
    carried = new Map();
    const still = winsOf(next);
    for (const [seat, chance] of chances) {
      // One seat's win ends a deal where only one may win, so the others had no chance left.
      if (takes(event, seat) || (event.type === 'win' && !ruleset.claims.multipleWinners)) continue;
      if (event.type === 'call') {
        carried.set(seat, chance);
        continue;
      }
      // A chance still open after this event is judged when it closes; a new one (a self-draw
      // after a discard passed) is another chance, told on its own.
      const open = still.get(seat) ?? [];
      if (chance.hows.some((how) => open.includes(how))) continue;
      out.push({ kind: 'win', step: chance.step, seat, how: chance.hows[0] });
    }
    const outranked = outrankedAt(replay, i, legal);
    if (outranked) out.push(outranked);
    legal = next;
  }
  return out;
}

/** The claim made at step `i` while another seat could have made a higher one (its legal events given), or null. */
function outrankedAt(replay: ReplayLike, i: number, legal: readonly DealEvent[]): Extract<MissedChance, { kind: 'outranked' }> | null {
  const event = replay.log.events[i];
  const claim = claimOf(event);
  if (!claim || !('seat' in event) || replay.machine.view(replay.states[i]).decision.kind !== 'claims') return null;
  const rank = replay.log.ruleset.claims.rank;
  let best: { seat: Seat; claim: ClaimKind } | null = null;
  for (const e of legal) {
    const other = claimOf(e);
    if (!other || !('seat' in e) || e.seat === event.seat) continue;
    if (rank[other] > rank[claim] && (!best || rank[other] > rank[best.claim])) best = { seat: e.seat, claim: other };
  }
  return best && { kind: 'outranked', step: i, seat: event.seat, claim, other: best.seat, otherClaim: best.claim };
}

/**
 * The claim made at step `i` that a call of another seat would have outranked, as the machine
 * itself ranks calls: each other seat's possible claim is called first, then the logged event
 * replayed on that; refused as outranked, that seat came first. This covers what the kinds alone
 * cannot: a win against a win by seat order, a farther seat's gold grab, a grab while the dealer's
 * own 17 tiles win.
 */
function outrankedByCall(replay: ReplayLike, i: number, legal: readonly DealEvent[]): Extract<MissedChance, { kind: 'outranked' }> | null {
  const event = replay.log.events[i];
  const claim = claimOf(event);
  if (!claim || !('seat' in event)) return null;
  const asked = new Set<string>();
  for (const e of legal) {
    const other = claimOf(e);
    if (!other || !('seat' in e) || e.seat === event.seat || asked.has(`${e.seat}:${other}`)) continue;
    asked.add(`${e.seat}:${other}`);
    const called = replay.machine.apply(replay.states[i], { type: 'call', seat: e.seat, claim: other });
    if (!called.ok) continue;
    const after = replay.machine.apply(called.state, event);
    if (!after.ok && after.violation.code === 'claim-outranked') return { kind: 'outranked', step: i, seat: event.seat, claim, other: e.seat, otherClaim: other };
  }
  return null;
}

/**
 * Claims a log makes with no calls before them while another seat could have made a higher one:
 * the log need not record passes, so they stand, but the verdict says so. Only claim steps are asked.
 */
export function unrankedClaims(replay: ReplayLike): Extract<MissedChance, { kind: 'outranked' }>[] {
  const out: Extract<MissedChance, { kind: 'outranked' }>[] = [];
  const { events } = replay.log;
  for (let i = 0; i + 1 < replay.states.length; i++) {
    if (!claimOf(events[i]) || events[i - 1]?.type === 'call') continue;
    const legal = replay.machine.legalEvents(replay.states[i]);
    const found = outrankedAt(replay, i, legal) ?? outrankedByCall(replay, i, legal);
    if (found) out.push(found);
  }
  return out;
}
