// Plays whole deals with the bots on a given wall: every event goes through the rule set's
// state machine, so a simulated log is legal by construction and verifies. The bots ask the
// machine what kind of decision is due and which events are legal; they know no rule set.

import { formatTiles, type Tile } from '../tiles/index.ts';
import type { DealEvent, DealMachine, Seat, TableState } from '../game/types.ts';
import type { MeldType } from '../vocabulary.ts';
import { distance } from '../game/seat.ts';
import type { Persona, Ruleset } from '../rules/types.ts';
import { DEAL_FORMAT, DEAL_VERSION, type DealLogJson } from '../deal/schema.ts';
import { eventToJson, resultToJson } from '../deal/serialize.ts';
import { registeredEvents } from '../deal/registered.ts';
import { chooseOwnTurn, claimHelps } from './policy.ts';
import { strongClaimHelps, strongOwnTurn } from './strong.ts';
import type { Random } from './rng.ts';

export interface DealPlan {
  dealer: Seat;
  streak: number;
  wall: readonly Tile[];
  personas?: Partial<Record<Seat, Persona>>;
}

export interface PlayedDeal {
  events: DealEvent[];
  final: TableState;
}

type Desire = { seat: Seat; event: DealEvent; rank: number; order: number };

const claimOf = (e: DealEvent): 'win' | 'kong' | 'pong' | 'chow' => (e.type === 'win' ? 'win' : (e.type as 'kong' | 'pong' | 'chow'));

function bestWin(options: readonly DealEvent[], seat: Seat): DealEvent | undefined {
  const wins = options.filter((e) => e.type === 'win' && e.seat === seat) as Extract<DealEvent, { type: 'win' }>[];
  // The way of winning the bots prefer, as the event tables rank them.
  const prefer = registeredEvents().prefer;
  const rank = (how: string) => prefer.get(how) ?? Number.MAX_SAFE_INTEGER;
  return wins.sort((a, b) => rank(a.how) - rank(b.how))[0];
}

/**
 * Several seats want something: each calls, then the claims are tried best first (rank, then
 * seat order) and the first the machine accepts is made. The machine decides priority, so the
 * bots need not know it; a single desire is made without a call.
 */
function resolve(machine: DealMachine, state: TableState, desires: Desire[]): { events: DealEvent[]; state: TableState } | null {
  if (!desires.length) return null;
  desires.sort((a, b) => b.rank - a.rank || a.order - b.order);
  let s = state;
  const events: DealEvent[] = [];
  if (desires.length > 1) {
    for (const d of [...desires].sort((a, b) => a.order - b.order)) {
      const call: DealEvent = { type: 'call', seat: d.seat, claim: claimOf(d.event) };
      const applied = machine.apply(s, call);
      if (!applied.ok) continue;
      s = applied.state;
      events.push(call);
    }
  }
  for (const d of desires) {
    const applied = machine.apply(s, d.event);
    if (applied.ok) return { events: [...events, d.event], state: applied.state };
  }
  throw new Error(`no claim accepted among ${desires.map((d) => d.event.type).join(', ')}`);
}

function claimDesires(ruleset: Ruleset, state: TableState, wild: Tile | null, options: readonly DealEvent[], from: Seat, tile: Tile, personas: DealPlan['personas']): Desire[] {
  const rank = ruleset.claims.rank;
  const desires: Desire[] = [];
  for (const seat of [0, 1, 2, 3] as Seat[]) {
    if (seat === from) continue;
    const order = distance(from, seat);
    const win = personas?.[seat]?.declines ? undefined : bestWin(options, seat);
    const mine = options.filter((e) => 'seat' in e && e.seat === seat);
    const kong = mine.find((e) => e.type === 'kong');
    const pong = mine.find((e) => e.type === 'pong');
    const chow = mine.filter((e) => e.type === 'chow') as Extract<DealEvent, { type: 'chow' }>[];
    const keepsWait = personas?.[seat]?.keepsWait === true;
    if (win) desires.push({ seat, event: win, rank: rank.win, order });
    else if (kong && !keepsWait) desires.push({ seat, event: kong, rank: rank.kong, order });
    const eager = personas?.[seat]?.eager === true;
    if (win || kong || keepsWait) continue;
    const strong = personas?.[seat]?.level === 'strong';
    const helps = (type: MeldType, fromHand: readonly Tile[]) => (strong ? strongClaimHelps(ruleset, state, wild, seat, type, tile, fromHand) : claimHelps(state, wild, seat, fromHand));
    if (pong && tile !== wild && (eager || helps('pong', [tile, tile]))) desires.push({ seat, event: pong, rank: rank.pong, order });
    else {
      const helpful = chow.find((c) => eager || helps('chow', c.tiles));
      if (helpful) desires.push({ seat, event: helpful, rank: rank.chow, order });
    }
  }
  return desires;
}

/** A seat's own choice where the bots would otherwise decide for it: an event, or null to pass. */
export interface Override {
  seat: Seat;
  event: DealEvent | null;
}

/**
 * The events of one decision at `state`: the bots decide for every seat, except `override.seat`,
 * whose choice is given (a claim or a pass while claims are open, its own move on its turn).
 * `random` breaks the bots' ties.
 */
export function botStep(ruleset: Ruleset, machine: DealMachine, state: TableState, plan: Pick<DealPlan, 'personas'>, random: Random, override?: Override): { events: DealEvent[]; state: TableState } {
  let s = state;
  const events: DealEvent[] = [];
  const apply = (event: DealEvent) => {
    const applied = machine.apply(s, event);
    if (!applied.ok) throw new Error(`bot chose an illegal ${event.type}: ${applied.violation.code}`);
    s = applied.state;
    events.push(event);
    return { events, state: s };
  };
  const options = machine.legalEvents(state);
  const facts = machine.view(state);
  const wild = facts.wilds[0] ?? null;
  const d = facts.decision;
  const persona = (seat: Seat) => plan.personas?.[seat] ?? {};
  const mine = (seat: Seat) => override?.seat === seat;
  if (d.kind === 'claims' || d.kind === 'window') {
    const bots =
      d.kind === 'claims'
        ? claimDesires(ruleset, state, wild, options, d.from, d.tile, plan.personas)
        : ([0, 1, 2, 3] as Seat[]).flatMap((seat) => {
            const win = plan.personas?.[seat]?.passesWindow ? undefined : bestWin(options, seat);
            return win ? [{ seat, event: win, rank: 1, order: windowOrder(d.seat, seat, win) }] : [];
          });
    const desires = bots.filter((x) => !mine(x.seat));
    const own = override?.event;
    if (override && own && (own.type === 'win' || d.kind === 'claims')) {
      const rank = d.kind === 'claims' ? ruleset.claims.rank[claimOf(own)] : 1;
      const order = d.kind === 'claims' ? distance(d.from, override.seat) : windowOrder(d.seat, override.seat, own);
      desires.push({ seat: override.seat, event: own, rank, order });
    }
    const resolved = resolve(machine, state, desires);
    if (resolved) return resolved;
    if (d.kind === 'window') {
      if (mine(d.seat) && own) return apply(own);
      const choices = options.filter((e) => e.type !== 'win');
      return apply(ownTurn(ruleset, machine, state, wild, d.seat, choices, random, persona(d.seat)));
    }
    const pass = options.find((e) => !('seat' in e) || e.type === 'draw');
    if (!pass) throw new Error('no event to pass with');
    return apply(pass);
  }
  if (d.kind === 'turn') {
    if (mine(d.seat) && override?.event) return apply(override.event);
    return apply(ownTurn(ruleset, machine, state, wild, d.seat, options, random, persona(d.seat)));
  }
  const first = options[0];
  if (!first) throw new Error('no legal event');
  return apply(first.type === 'win' ? (bestWin(options, first.seat) ?? first) : first);
}

/** The dealer's own win first, then the nearest seat after the dealer; the machine has the last word. */
function windowOrder(dealer: Seat, seat: Seat, win: DealEvent): number {
  return seat === dealer ? (win.type === 'win' && win.how === 'self-draw' ? -1 : 4) : distance(dealer, seat);
}

/** A bot's own turn, as its level plays it. */
function ownTurn(ruleset: Ruleset, machine: DealMachine, state: TableState, wild: Tile | null, seat: Seat, options: readonly DealEvent[], random: Random, persona: Persona): DealEvent {
  if (persona.level === 'strong') return strongOwnTurn(ruleset, machine, state, wild, seat, options);
  return chooseOwnTurn(state, wild, seat, options, random, persona);
}

/** Plays one deal to its end. `random` breaks the bots' ties. */
export function playDeal(ruleset: Ruleset, plan: DealPlan, random: Random): PlayedDeal {
  const machine = ruleset.deal({ dealer: plan.dealer, streak: plan.streak, wall: plan.wall });
  let state = machine.initial;
  const events: DealEvent[] = [];
  for (let guard = 0; state.result === null; guard++) {
    if (guard > 4000) throw new Error('simulation did not end');
    const step = botStep(ruleset, machine, state, plan, random);
    events.push(...step.events);
    state = step.state;
  }
  return { events, final: state };
}

export interface LogInfo {
  names: readonly string[];
  meta: NonNullable<DealLogJson['meta']>;
  notes?: string;
}

/** The rule set's options that differ from their defaults, or undefined when none do. */
function changedOptions(ruleset: Ruleset): Record<string, string | number | boolean> | undefined {
  const changed = ruleset.optionSpecs.filter((o) => ruleset.options[o.id] !== o.default);
  return changed.length ? Object.fromEntries(changed.map((o) => [o.id, ruleset.options[o.id]])) : undefined;
}

/** The deal as a log, with the engine's own result recorded. */
export function dealLog(ruleset: Ruleset, plan: DealPlan, played: PlayedDeal, info: LogInfo): DealLogJson {
  return {
    format: DEAL_FORMAT,
    version: DEAL_VERSION,
    ruleset: ruleset.name,
    // The readings played under, where they differ from the defaults, so the log verifies as played.
    ...(changedOptions(ruleset) ? { options: changedOptions(ruleset) } : {}),
    seats: info.names.map((name) => ({ name })) as DealLogJson['seats'],
    dealer: plan.dealer,
    streak: plan.streak,
    wall: formatTiles(plan.wall),
    meta: info.meta,
    ...(info.notes ? { notes: info.notes } : {}),
    events: played.events.map(eventToJson),
    result: resultToJson(played.final.result!),
  };
}
