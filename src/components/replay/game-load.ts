// Reading a game for the viewer: the game verified once (each deal and the ties between them), and
// for each deal what the list of deals shows (its result and verdict) and the text that opens it.
// The deal on the table is opened from that text as any deal is (load.ts).

// A game's deals open at once (Controller.openDeal), each read with the zod parts of the checks in:
// they load with the game's reader.
import '../../engine/schema/zod-ready.ts';
import { parseGameLog, type GameLog } from '../../engine/deal/parse-game.ts';
import { runningTotals } from '../../engine/replay/game-ties.ts';
import { verifyGame, type GameVerdict } from '../../engine/replay/verify-game.ts';
import { replay } from '../../engine/replay/replay.ts';
import type { Verdict } from '../../engine/replay/verify.ts';
import type { Problem } from '../../engine/schema/problem.ts';
import type { Seat } from '../../engine/game/types.ts';
import { contentId, loadDeal, openedDeal, type LoadedDeal, type Source } from './load.ts';

/** One deal of the game as the list shows it. */
export interface GameDealEntry {
  number: number;
  /** The deal as a log of its own, to open; null when its envelope cannot be read. */
  text: string | null;
  verdict: Verdict;
  dealer: Seat | null;
  /** The recorded winner's name, or null for a draw (or a deal that cannot be read). */
  winner: string | null;
  /** Each seat's recorded score change. */
  deltas: readonly number[] | null;
}

export interface LoadedGame {
  text: string;
  id: string;
  /** The game written again (one entry for the same game with other spacing), for its share code. */
  canonical: string;
  log: GameLog;
  verdict: GameVerdict;
  deals: GameDealEntry[];
}

export type GameLoadResult = { ok: true; game: LoadedGame } | { ok: false; problem: Problem };

export function loadGame(text: string, value: unknown): GameLoadResult {
  const read = parseGameLog(value);
  if (!read.ok) return { ok: false, problem: read.problem };
  const log = read.game;
  const verdict = verifyGame(log);
  const docs = log.json.deals as unknown[];
  const deals = verdict.deals.map((check, i): GameDealEntry => {
    const dealLog = check.log;
    const winner = dealLog?.result.winner;
    return {
      number: check.number,
      text: dealLog ? JSON.stringify(docs[i]) : null,
      verdict: check.verdict,
      dealer: dealLog?.dealer ?? null,
      winner: dealLog && winner !== undefined && winner !== null ? (dealLog.seats[winner]?.name ?? null) : null,
      deltas: dealLog?.result.deltas ?? null,
    };
  });
  const canonical = JSON.stringify(log.json);
  return { ok: true, game: { text, id: contentId(canonical), canonical, log, verdict, deals } };
}

/** The deal to open first: the one asked for if it can be opened, else the first that can. */
export function firstOpenable(game: LoadedGame, asked: number | undefined): number | null {
  const wanted = asked !== undefined ? game.deals.find((d) => d.number === asked && d.text !== null) : undefined;
  return (wanted ?? game.deals.find((d) => d.text !== null))?.number ?? null;
}

/** Each player's total after the last deal, as the running score says; null for an empty game. */
export function gameTotals(game: LoadedGame): number[] | null {
  const rows = runningTotals(
    game.log,
    game.verdict.deals.map((d) => d.log),
  );
  return rows.length ? rows[rows.length - 1] : null;
}

/** The deals of a game opened so far, kept with the game: going back to one is immediate. */
const opened = new WeakMap<LoadedGame, Map<number, LoadedDeal>>();

/**
 * Deal `number` of the game as the viewer opens it, or null when it cannot be. The game's check
 * already read and verified it: it is replayed once more with its narration, not read or verified
 * again (a deal read only in part goes the long way, loadDeal, for its problem).
 */
export function gameDeal(game: LoadedGame, number: number, source: Source): LoadedDeal | null {
  let kept = opened.get(game);
  if (!kept) opened.set(game, (kept = new Map()));
  const known = kept.get(number);
  if (known) return known.source === source ? known : { ...known, source };
  const text = game.deals[number - 1]?.text;
  const check = game.verdict.deals[number - 1];
  if (!text || !check) return null;
  let deal: LoadedDeal | null;
  if (!check.log || check.verdict.status === 'invalid') {
    const loaded = loadDeal(text, source);
    deal = loaded.ok ? loaded.deal : null;
  } else {
    deal = openedDeal(text, replay(check.log), check.verdict, null, source);
  }
  if (deal) kept.set(number, deal);
  return deal;
}
