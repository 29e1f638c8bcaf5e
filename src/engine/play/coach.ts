// The coach of a practice deal: for the seat about to discard, each discard it may make ranked by
// the analyzer (tiles from winning, then useful tiles that seat cannot see); whether a chosen
// discard is worse than the best by that measure; and which wins and claims are open now.
// It reads only what the seat can know: its hand, the melds, the ponds and face-up tiles.

import type { ClaimKind, DealEvent, DealMachine, Seat, TableState, WinHow } from '../game/types.ts';
import type { Ruleset } from '../rules/types.ts';
import type { Tile } from '../tiles/index.ts';
import { analyseSeat, type DiscardOption } from '../analysis/hand.ts';

/** The seat's discards, best first, when it is that seat's turn to let a tile go; null otherwise. */
export function rankedDiscards(ruleset: Ruleset, machine: DealMachine, state: TableState, seat: Seat): DiscardOption[] | null {
  return analyseSeat(ruleset, machine, state, seat)?.discards ?? null;
}

/** The hint: the best discard by tiles from winning, then unseen useful tiles (the lowest tile among equals). */
export function hint(ranked: readonly DiscardOption[]): DiscardOption | null {
  return ranked[0] ?? null;
}

export interface DiscardVerdict {
  chosen: DiscardOption;
  best: DiscardOption;
  /** The chosen discard leaves the hand farther from winning, or as far with fewer unseen useful tiles. */
  worse: boolean;
}

/** How `tile` compares with the best discard; null when it is not among the ranked ones. */
export function judgeDiscard(ranked: readonly DiscardOption[], tile: Tile): DiscardVerdict | null {
  const chosen = ranked.find((d) => d.tile === tile);
  const best = ranked[0];
  if (!chosen || !best) return null;
  const worse = chosen.short > best.short || (chosen.short === best.short && chosen.unseen < best.unseen);
  return { chosen, best, worse };
}

export interface Chances {
  /** Ways the seat may win now. */
  wins: WinHow[];
  /** Claims it may make on the tile just offered (kong, pong, chow), highest first as listed. */
  claims: ClaimKind[];
  /** Kongs it may declare on its own turn. */
  kongs: Tile[];
}

const CLAIMS: readonly ClaimKind[] = ['kong', 'pong', 'chow'];

/** The wins, claims and kongs among the seat's legal events (from `humanChoice`). */
export function chancesOf(events: readonly DealEvent[]): Chances {
  const wins: WinHow[] = [];
  const claims: ClaimKind[] = [];
  const kongs: Tile[] = [];
  for (const e of events) {
    if (e.type === 'win' && !wins.includes(e.how)) wins.push(e.how);
    else if ((CLAIMS as readonly string[]).includes(e.type) && !claims.includes(e.type as ClaimKind)) claims.push(e.type as ClaimKind);
    else if ((e.type === 'concealed-kong' || e.type === 'added-kong') && !kongs.includes(e.tile)) kongs.push(e.tile);
  }
  claims.sort((a, b) => CLAIMS.indexOf(a) - CLAIMS.indexOf(b));
  return { wins, claims, kongs };
}
