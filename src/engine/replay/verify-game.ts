// Checking a game: each deal verified as it would be alone, then the ties between the deals
// (game-ties.ts). A deal that cannot be read is invalid with its path under `deals[i]`; every
// other deal is still checked.

import type { DealLog, ParsedLog } from '../deal/parse.ts';
import { type GameLog, parseRecord } from '../deal/parse-game.ts';
import type { Problem } from '../schema/problem.ts';
import { replay } from './replay.ts';
import { type GameBreak, gameBreaks } from './game-ties.ts';
import { verdictOf, type Verdict } from './verify.ts';

export interface DealCheck {
  number: number;
  verdict: Verdict;
  /** The deal's log when its envelope could be read. */
  log: DealLog | null;
}

export interface GameVerdict {
  /** Consistent: every deal consistent and no tie broken. */
  status: 'consistent' | 'broken';
  deals: DealCheck[];
  breaks: GameBreak[];
}

/** A deal as read, verified as verifyLog verifies it: the events read before a problem still replay. */
function checkParsed(parsed: ParsedLog): { verdict: Verdict; log: DealLog | null } {
  if (parsed.ok) return { verdict: verdictOf(replay(parsed.log, { narrate: false })), log: parsed.log };
  if (!parsed.log) return { verdict: { status: 'invalid', problem: parsed.problem }, log: null };
  return { verdict: verdictOf(replay(parsed.log, { narrate: false, invalid: parsed.problem })), log: parsed.log };
}

export function verifyGame(game: GameLog): GameVerdict {
  const deals = game.deals.map(({ number, parsed }): DealCheck => ({ number, ...checkParsed(parsed) }));
  const breaks = gameBreaks(
    game,
    deals.map((d) => d.log),
  );
  const status = breaks.length === 0 && deals.every((d) => d.verdict.status === 'consistent') ? 'consistent' : 'broken';
  return { status, deals, breaks };
}

/** A record of either kind verified: a deal as verifyLog does, a game deal by deal; never throws on bad input. */
export type RecordCheck = { kind: 'deal'; verdict: Verdict; log: DealLog | null } | { kind: 'game'; game: GameLog; verdict: GameVerdict } | { kind: 'game'; game: null; problem: Problem };

export function verifyRecord(input: unknown, options: Record<string, unknown> = {}): RecordCheck {
  const read = parseRecord(input, options);
  if (read.kind === 'deal') return { kind: 'deal', ...checkParsed(read.parsed) };
  if (!read.parsed.ok) return { kind: 'game', game: null, problem: read.parsed.problem };
  return { kind: 'game', game: read.parsed.game, verdict: verifyGame(read.parsed.game) };
}
