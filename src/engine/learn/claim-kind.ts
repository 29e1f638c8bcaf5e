// Who takes a discard when several seats call it, settled as the table settles it: the table's
// own ranking (`outranked`, which a deal's claims pass through) with the rank the table plays by
// (the rule set's `claims.rank` is that constant), and between equal ranks the seat nearest after
// the discarder in turn order. A chow is only ever called by the seat right after the discarder.

import { pick, shuffle, type Random } from '../bots/rng.ts';
import { outranked } from '../game/claims.ts';
import { distance } from '../game/seat.ts';
import type { ClaimKind, Seat } from '../game/types.ts';
import type { Ruleset } from '../rules/types.ts';
import type { Tile } from '../tiles/index.ts';
import type { Exercise, ExerciseSource, Level } from './types.ts';

type Call = { seat: Seat; claim: ClaimKind };

/** Copies of the discarded kind each claim needs in the caller's hand. */
const NEEDS: Record<ClaimKind, number> = { win: 0, kong: 3, pong: 2, chow: 0 };

/** The seat whose call takes the discard. */
export function claimWinner(rules: Ruleset, discarder: Seat, calls: readonly Call[]): Seat {
  const order = (seat: Seat) => distance(discarder, seat);
  // The one call no other outranks (there is exactly one: equal ranks are ordered by seat).
  const taker = calls.find((c) => outranked(rules.claims.rank, calls, c.seat, c.claim, order) === null);
  if (!taker) throw new Error('no call takes the discard');
  return taker.seat;
}

export function claimExercise(rules: Ruleset, level: Level, source: ExerciseSource, discarder: Seat, tile: Tile, calls: Call[]): Exercise {
  const explain = calls.map((c) => ({ ...c, rank: rules.claims.rank[c.claim], distance: distance(discarder, c.seat) }));
  const choices = [1, 2, 3].map((d) => ((discarder + d) % 4) as Seat);
  return { kind: 'claim', ruleset: rules.name, level, source, discarder, tile, calls, choices, answer: claimWinner(rules, discarder, calls), explain: { calls: explain } };
}

/** Level 1: two calls; level 2 and 3: up to three (level 3 tries for three). Calls fit the copies of the tile. */
export function makeClaim(rules: Ruleset, level: Level, random: Random, source: ExerciseSource): Exercise | null {
  const discarder = Math.floor(random() * 4) as Seat;
  const tile = pick(rules.handKinds, random);
  const wanted = level === 1 ? 2 : level === 2 ? 2 + Math.floor(random() * 2) : 3;
  const kinds: ClaimKind[] = [
    ...(rules.winBy.includes('discard') ? (['win'] as const) : []),
    ...rules.claims.melds.flatMap((m): ClaimKind[] => (m === 'chow' || m === 'pong' || m === 'kong' ? [m] : [])),
  ];
  const seats = shuffle(
    [1, 2, 3].map((d) => ((discarder + d) % 4) as Seat),
    random,
  );
  let copiesLeft = rules.copies[tile] - 1;
  let wins = 0;
  const calls: Call[] = [];
  for (const seat of seats.slice(0, wanted)) {
    const possible = kinds.filter(
      (k) =>
        NEEDS[k] <= copiesLeft &&
        (k !== 'chow' || (distance(discarder, seat) === 1 && tile < 27)) &&
        // With several winners allowed there would be no single answer.
        (k !== 'win' || !rules.claims.multipleWinners || wins === 0),
    );
    if (!possible.length) continue;
    // A win would decide most questions at once: it is called one time in four.
    const melds = possible.filter((k) => k !== 'win');
    // A seat left with nothing but a win mostly stays quiet, or every third call would be a win.
    if (melds.length === 0 && calls.length >= 2 && random() < 0.6) continue;
    const claim = possible.includes('win') && (melds.length === 0 || random() < 0.25) ? 'win' : pick(melds, random);
    copiesLeft -= NEEDS[claim];
    if (claim === 'win') wins++;
    calls.push({ seat, claim });
  }
  if (calls.length < 2) return null;
  return claimExercise(
    rules,
    level,
    source,
    discarder,
    tile,
    calls.sort((a, b) => distance(discarder, a.seat) - distance(discarder, b.seat)),
  );
}
