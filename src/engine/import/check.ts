// An imported deal checked like any log: replayed and its result recomputed, a broken rule named
// by its step and the source line it came from, and the fans the source counted compared, fan by
// fan, with the ones the engine finds.

import { parseDealLog } from '../deal/parse.ts';
import { replay } from '../replay/replay.ts';
import { verdictOf, type Verdict } from '../replay/verify.ts';
import type { ImportedDeal } from './types.ts';

/** A fan counted differently: by the source `recorded` times, by the engine `found` times. */
export interface FanDifference {
  id: string;
  recorded: number;
  found: number;
}

export interface ImportCheck {
  verdict: Verdict;
  /** The source line of the step a broken rule stopped at (from 1), when it stopped at one. */
  line: number | null;
  /** Fans the source and the engine count differently (only when the source counts fans and the deal is won). */
  fans: FanDifference[];
}

/** Each fan's count in a list of counted lines. */
function counts(items: readonly { id: string; count?: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(item.id, (out.get(item.id) ?? 0) + (item.count ?? 1));
  return out;
}

/** The recorded fans against the engine's, in the record's order, then the engine's others. */
export function fanDifferences(recorded: readonly { id: string; count?: number }[], found: readonly { id: string; count?: number }[]): FanDifference[] {
  const mine = counts(recorded);
  const engine = counts(found);
  const out: FanDifference[] = [];
  for (const [id, n] of mine) if (engine.get(id) !== n) out.push({ id, recorded: n, found: engine.get(id) ?? 0 });
  for (const [id, n] of engine) if (!mine.has(id)) out.push({ id, recorded: 0, found: n });
  return out;
}

export function checkImported(deal: ImportedDeal): ImportCheck {
  const parsed = parseDealLog(deal.log);
  if (!parsed.ok && !parsed.log) return { verdict: { status: 'invalid', problem: parsed.problem }, line: null, fans: [] };
  const r = replay(parsed.ok ? parsed.log : parsed.log!, { narrate: false, ...(parsed.ok ? {} : { invalid: parsed.problem }) });
  const verdict = verdictOf(r);
  const line = verdict.status === 'illegal' ? (deal.lines[verdict.step] ?? deal.lines.at(-1) ?? null) : null;
  const items = deal.log.result.breakdown?.items;
  const score = verdict.status === 'consistent' || verdict.status === 'mismatch' ? verdict.result.score : null;
  const fans = items && score ? fanDifferences(items, score.items) : [];
  return { verdict, line, fans };
}
