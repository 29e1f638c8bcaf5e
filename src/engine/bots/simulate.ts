// Plays whole deals with the bots on a given wall: every event goes through the rule set's
// state machine, so a simulated log is legal by construction and verifies.

import { formatTiles, type Tile } from '../tiles/index.ts';
import type { DealEvent, GameState, Seat } from '../game/types.ts';
import { distance } from '../game/seat.ts';
import type { Ruleset } from '../rules/types.ts';
import { DEAL_FORMAT, DEAL_VERSION, type DealLogJson } from '../deal/schema.ts';
import { eventToJson, resultToJson } from '../deal/serialize.ts';
import { CLAIM_RANK } from '../rules/fuzhou/game/claims.ts';
import { chooseOwnTurn, claimHelps, type Persona } from './policy.ts';
import type { Random } from './rng.ts';

export interface DealPlan {
  dealer: Seat;
  streak: number;
  wall: readonly Tile[];
  personas?: Partial<Record<Seat, Persona>>;
}

export interface PlayedDeal {
  events: DealEvent[];
  final: GameState;
}

const HOW_ORDER = ['self-draw', 'three-golds', 'gold-grab', 'discard', 'rob-kong'];

type Desire = { seat: Seat; event: DealEvent; rank: number; order: number };

/** Several seats want the same thing: each calls, then the one with priority claims. */
function resolve(desires: Desire[]): DealEvent[] {
  if (!desires.length) return [];
  desires.sort((a, b) => b.rank - a.rank || a.order - b.order);
  if (desires.length === 1) return [desires[0].event];
  const calls: DealEvent[] = [...desires]
    .sort((a, b) => a.order - b.order)
    .map((d) => ({ type: 'call', seat: d.seat, claim: d.event.type === 'win' ? 'win' : (d.event.type as 'kong' | 'pong' | 'chow') }));
  return [...calls, desires[0].event];
}

function bestWin(options: readonly DealEvent[], seat: Seat): DealEvent | undefined {
  const wins = options.filter((e) => e.type === 'win' && e.seat === seat) as Extract<DealEvent, { type: 'win' }>[];
  return wins.sort((a, b) => HOW_ORDER.indexOf(a.how) - HOW_ORDER.indexOf(b.how))[0];
}

function claims(state: GameState, options: readonly DealEvent[], discarder: Seat, personas: DealPlan['personas']): DealEvent[] {
  const desires: Desire[] = [];
  const gold = state.gold;
  for (const seat of [0, 1, 2, 3] as Seat[]) {
    if (seat === discarder) continue;
    const order = distance(discarder, seat);
    const win = bestWin(options, seat);
    const mine = options.filter((e) => 'seat' in e && e.seat === seat);
    const expect = state.expect;
    const tile = expect.kind === 'claims' ? expect.tile : -1;
    const kong = mine.find((e) => e.type === 'kong');
    const pong = mine.find((e) => e.type === 'pong');
    const chow = mine.filter((e) => e.type === 'chow') as Extract<DealEvent, { type: 'chow' }>[];
    const keepsWait = personas?.[seat]?.keepsWait === true;
    if (win) desires.push({ seat, event: win, rank: CLAIM_RANK.win, order });
    else if (kong && !keepsWait) desires.push({ seat, event: kong, rank: CLAIM_RANK.kong, order });
    const eager = personas?.[seat]?.eager === true;
    if (win || kong || keepsWait) continue;
    if (pong && tile !== gold && (eager || claimHelps(state, seat, [tile, tile]))) desires.push({ seat, event: pong, rank: CLAIM_RANK.pong, order });
    else {
      const helpful = chow.find((c) => eager || claimHelps(state, seat, c.tiles));
      if (helpful) desires.push({ seat, event: helpful, rank: CLAIM_RANK.chow, order });
    }
  }
  const chosen = resolve(desires);
  if (chosen.length) return chosen;
  const pass = options.find((e) => e.type === 'draw' || e.type === 'draw-game');
  return pass ? [pass] : [];
}

/** Plays one deal to its end. `random` breaks the bots' ties. */
export function playDeal(ruleset: Ruleset<any>, plan: DealPlan, random: Random): PlayedDeal {
  const machine = ruleset.deal({ dealer: plan.dealer, streak: plan.streak, wall: plan.wall });
  let state = machine.initial;
  const events: DealEvent[] = [];
  const goldDiscardable = ruleset.options.goldDiscardable !== false;
  for (let guard = 0; state.result === null; guard++) {
    if (guard > 2000) throw new Error('simulation did not end');
    const options = machine.legalEvents(state);
    const e = state.expect;
    let chosen: DealEvent[];
    if (e.kind === 'claims') chosen = claims(state, options, e.discarder, plan.personas);
    else if (e.kind === 'opening' || e.kind === 'rob') {
      const order = (s: Seat) => (e.kind === 'rob' ? distance(e.konger, s) : s === state.dealer ? 4 : distance(state.dealer, s));
      const desires: Desire[] = [];
      for (const seat of [0, 1, 2, 3] as Seat[]) {
        const win = bestWin(options, seat);
        if (win) desires.push({ seat, event: win, rank: win.type === 'win' && win.how === 'self-draw' ? 5 : 4, order: order(seat) });
      }
      chosen = resolve(desires);
      if (!chosen.length) {
        chosen = e.kind === 'rob'
          ? options.filter((o) => o.type !== 'win').slice(0, 1)
          : [chooseOwnTurn(state, state.dealer, options, random, plan.personas?.[state.dealer] ?? {}, goldDiscardable)];
      }
    } else if (e.kind === 'act' || e.kind === 'discard') {
      chosen = [chooseOwnTurn(state, e.seat, options, random, plan.personas?.[e.seat] ?? {}, goldDiscardable)];
    } else {
      chosen = options.slice(0, 1).map((o) => (o.type === 'win' ? (bestWin(options, o.seat) ?? o) : o));
    }
    if (!chosen.length) throw new Error(`no event for ${e.kind}`);
    for (const event of chosen) {
      const applied = machine.apply(state, event);
      if (!applied.ok) throw new Error(`bot chose an illegal ${event.type}: ${applied.violation.code}`);
      state = applied.state;
      events.push(event);
    }
  }
  return { events, final: state };
}

export interface LogInfo {
  names: readonly string[];
  meta: NonNullable<DealLogJson['meta']>;
  notes?: string;
}

/** The deal as a version 1 log, with the engine's own result recorded. */
export function dealLog(ruleset: Ruleset<any>, plan: DealPlan, played: PlayedDeal, info: LogInfo): DealLogJson {
  return {
    format: DEAL_FORMAT,
    version: DEAL_VERSION,
    ruleset: ruleset.name,
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
