// The events a machine lists as legal next, in the order the bots read them; deals and draws
// are named only when the wall's order is known. Which of them a table allows is its own.

import type { Tile } from '../tiles/index.ts';
import { countOf } from './seat.ts';
import { type ClaimKind, type DealEvent, type Seat, SEATS, type SeatState, type Violation, type WinHow } from './types.ts';

export const distinct = (tiles: readonly Tile[]): Tile[] => [...new Set(tiles)];

/** `seat`'s draw of `tile`, when the wall's order names it (null: unknown). */
export function drawOf(seat: Seat, tile: Tile | null): DealEvent[] {
  return tile === null ? [] : [{ type: 'draw', seat, tile }];
}

/** The deal of `size` tiles to `seat` from the wall's front, when its order is known. */
export function dealOf(wall: readonly Tile[] | null, front: number, seat: Seat, size: number): DealEvent[] {
  return wall ? [{ type: 'deal', seat, tiles: wall.slice(front, front + size) }] : [];
}

/** What a table allows a seat on its own turn. */
export interface TurnAllows {
  /** The self-drawn wins the seat holds now. */
  wins: readonly WinHow[];
  concealedKong(tile: Tile): boolean;
  addedKong: boolean;
  discard(tile: Tile): boolean;
}

/** A seat's own-turn choices: its wins, then its kongs, then a discard of each kind it holds. */
export function turnChoices(seat: Seat, s: SeatState, allows: TurnAllows): DealEvent[] {
  const out: DealEvent[] = allows.wins.map((how) => ({ type: 'win', seat, how }));
  const kinds = distinct(s.hand);
  for (const t of kinds) if (allows.concealedKong(t) && countOf(s.hand, t) === 4) out.push({ type: 'concealed-kong', seat, tile: t });
  if (allows.addedKong) for (const m of s.melds) if (m.type === 'pong' && s.hand.includes(m.tiles[0])) out.push({ type: 'added-kong', seat, tile: m.tiles[0] });
  for (const t of kinds) if (allows.discard(t)) out.push({ type: 'discard', seat, tile: t });
  return out;
}

/** The claims on `discarder`'s `tile`, seat by seat: a win, a kong, a pong, then each chow (`problem`: why a seat may not). */
export function claimChoices(discarder: Seat, tile: Tile, problem: (seat: Seat, claim: ClaimKind) => Violation | null, chows: (seat: Seat) => readonly [Tile, Tile][]): DealEvent[] {
  const out: DealEvent[] = [];
  for (const seat of SEATS) {
    if (seat === discarder) continue;
    if (!problem(seat, 'win')) out.push({ type: 'win', seat, how: 'discard', tile });
    if (!problem(seat, 'kong')) out.push({ type: 'kong', seat });
    if (!problem(seat, 'pong')) out.push({ type: 'pong', seat });
    for (const tiles of chows(seat)) out.push({ type: 'chow', seat, tiles });
  }
  return out;
}

/** The robbing wins on `konger`'s added kong of `tile`, by the seats that may rob it now. */
export function robChoices(konger: Seat, tile: Tile, mayRob: (seat: Seat) => boolean): DealEvent[] {
  const out: DealEvent[] = [];
  for (const seat of SEATS) if (seat !== konger && mayRob(seat)) out.push({ type: 'win', seat, how: 'rob-kong', tile });
  return out;
}
