// Reading a game log from untrusted text or a parsed value: its envelope (checked by the schema),
// then each deal by the deal reader, as if it stood alone. A bad deal is kept with its problem,
// its path under `deals[i]`, and the deals around it are read and usable all the same.

import { getRuleset, type Ruleset } from '../rules/index.ts';
import type { Problem } from '../schema/problem.ts';
import { problemFromZod } from '../schema/zod-problem.ts';
import { GAME_FORMAT, GAME_VERSION, type GameEnvelope, gameEnvelopeSchema, isGameDocument } from './game-schema.ts';
import { type ParsedLog, parseDealLog, readLogText } from './parse.ts';

/** One deal of a game as read: its number (1 for the first) and the deal reader's outcome. */
export interface GameDeal {
  number: number;
  parsed: ParsedLog;
}

export interface GameLog {
  /** The game's rule set with its options (each deal carries its own as well). */
  ruleset: Ruleset;
  players: readonly { name: string }[];
  meta: GameEnvelope['meta'];
  notes?: string;
  deals: readonly GameDeal[];
  /** The running totals after each deal, by player (in `players` order), when the log records them. */
  totals: readonly (readonly number[])[] | null;
  /** The document as read, for export. */
  json: Record<string, unknown>;
}

export type ParsedGame = { ok: true; game: GameLog } | { ok: false; problem: Problem };

/** A deal's problem as the game reports it: under `deals[i]`. */
const underDeal = (index: number, problem: Problem): Problem => ({ ...problem, path: ['deals', index, ...problem.path] });

export function parseGameLog(input: unknown, options: Record<string, unknown> = {}): ParsedGame {
  let value = input;
  if (typeof input === 'string') {
    const read = readLogText(input);
    if (!read.ok) return read;
    value = read.value;
  }
  const doc = value as Record<string, unknown>;
  if (!isGameDocument(doc)) return { ok: false, problem: { path: ['format'], code: 'wrong-format', params: { expected: GAME_FORMAT, got: JSON.stringify(doc?.format ?? null).slice(0, 60) } } };
  if (doc.version !== GAME_VERSION) {
    if (typeof doc.version === 'number' && !Number.isFinite(doc.version)) return { ok: false, problem: { path: ['version'], code: 'number-too-large', params: {} } };
    return { ok: false, problem: { path: ['version'], code: 'unsupported-game-version', params: { version: JSON.stringify(doc.version ?? null).slice(0, 20), supported: GAME_VERSION } } };
  }
  const envelope = gameEnvelopeSchema.safeParse(doc, { reportInput: true });
  if (!envelope.success) return { ok: false, problem: problemFromZod(envelope.error) };
  const json = envelope.data;
  const found = getRuleset(json.ruleset, { ...(json.options ?? {}), ...options });
  if (!found.ok) return found;
  const names = json.players.map((p) => p.name);
  const twice = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (twice >= 0) return { ok: false, problem: { path: ['players', twice, 'name'], code: 'duplicate-player', params: { name: names[twice] } } };
  const deals = json.deals.map((deal, index): GameDeal => {
    const parsed = parseDealLog(deal, options);
    return { number: index + 1, parsed: parsed.ok ? parsed : { ...parsed, problem: underDeal(index, parsed.problem) } };
  });
  return {
    ok: true,
    game: {
      ruleset: found.ruleset,
      players: json.players,
      meta: json.meta,
      ...(json.notes !== undefined ? { notes: json.notes } : {}),
      deals,
      totals: json.totals ?? null,
      json: doc,
    },
  };
}

/** A log of either kind, read through one door: a game log, or a deal log as before. */
export type ParsedRecord = { kind: 'game'; parsed: ParsedGame } | { kind: 'deal'; parsed: ParsedLog };

export function parseRecord(input: unknown, options: Record<string, unknown> = {}): ParsedRecord {
  let value = input;
  if (typeof input === 'string') {
    const read = readLogText(input);
    if (!read.ok) return { kind: 'deal', parsed: read };
    value = read.value;
  }
  return isGameDocument(value) ? { kind: 'game', parsed: parseGameLog(value, options) } : { kind: 'deal', parsed: parseDealLog(value, options) };
}
