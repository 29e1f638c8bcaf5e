// Reading a deal for the viewer: parse and replay with the engine, keep what the viewer needs
// (the replay, its verdict, the reading problem if any, the key moments), or say why not.
// A log whose event N is malformed still opens with the events before it; one that breaks a
// rule at event N opens and plays up to N.

import { InternalStepError, replayText, type Replay } from '../../engine/replay/replay.ts';
import { verdictOf, type Verdict } from '../../engine/replay/verify.ts';
import { readLogText, sizeProblem } from '../../engine/deal/parse.ts';
import type { JsonRead } from '../../engine/deal/json-read.ts';
import { rulesetNamedIn } from '../../engine/rules/index.ts';
import { withZodParts } from '#engine/zod-parts';
import type { Problem } from '../../engine/schema/problem.ts';
import { findMoments, type Moments } from './moments.ts';
import type { EngineCache } from './view-model.ts';
import { t, type Lang } from '../../i18n/index.ts';

/** A bundled sample deal as the importer lists it. */
export interface Sample {
  id: string;
  title: string;
  description: string;
  /** The rule set's short name, for a sample not of the default rule set. */
  ruleset?: string;
}

export type Source = 'file' | 'paste' | 'sample' | 'link' | 'library';

export interface LoadedDeal {
  /** The document as given (downloaded again as it was). */
  text: string;
  /** A stable id of the content, for the library. */
  id: string;
  /**
   * What the id and the share code are taken from: a whole, checked log written again (the same
   * deal with other spacing is one entry), or, when reading stopped early, the text as read
   * (never the unread rest of the document written again, which may be anything).
   */
  canonical: string;
  replay: Replay;
  verdict: Verdict;
  /** Why reading stopped early (a malformed event); the events before it are replayed. */
  problem: Problem | null;
  names: string[];
  /** Positions of the last position: `replay.states.length - 1`. */
  last: number;
  moments: Moments;
  source: Source;
  sample?: string;
  /** The name of the file it was opened from. */
  file?: string;
  /** The engine's waits and markers, asked once per position and seat. */
  cache: EngineCache;
}

export type LoadResult = { ok: true; deal: LoadedDeal } | { ok: false; problem: Problem };

/** cyrb53: a fast 53-bit string hash; ids only need to tell deals apart, not resist attack. */
export function contentId(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The problem for a file too big to read, checked before reading it (the engine's limit). */
export { sizeProblem };

/**
 * Why opening a deal threw (loadDeal never should): an internal error, never "unreadable", and
 * the step when the engine was applying an event.
 */
export function openFailure(lang: Lang, error: unknown): string {
  if (error instanceof InternalStepError) return t(lang, 'replay.import.internal-step', { n: error.index + 1, index: error.index });
  return t(lang, 'replay.import.internal');
}

/** The document a deal's text holds, read once: for the rule set to load first, then for the deal. */
export function readDocument(text: string): JsonRead {
  return readLogText(text);
}

/** The rule set a document read by {@link readDocument} names (its own field, not a pattern in the text). */
export function rulesetToLoad(read: JsonRead): string | null {
  return read.ok ? rulesetNamedIn(read.value) : null;
}

/**
 * {@link loadDeal}, with the checks' zod parts loaded first when this deal needs them: a right deal
 * is read by hand, a wrong or unusual one by the schema, which names the field (the page loads zod then).
 */
export function loadDealChecked(text: string, source: Source, sample?: string, file?: string, read: JsonRead = readDocument(text)): Promise<LoadResult> {
  return withZodParts(() => loadDeal(text, source, sample, file, read));
}

export function loadDeal(text: string, source: Source, sample?: string, file?: string, read: JsonRead = readDocument(text)): LoadResult {
  if (!read.ok) return { ok: false, problem: read.problem };
  const outcome = replayText(read.value);
  const replay = outcome.ok ? outcome.replay : outcome.replay;
  if (!replay) return { ok: false, problem: (outcome as { problem: Problem }).problem };
  const problem = outcome.ok ? null : outcome.problem;
  return { ok: true, deal: openedDeal(text, replay, verdictOf(replay), problem, source, sample, file) };
}

/** A deal on the viewer's table, from its text and its replay (and verdict) made already. */
export function openedDeal(text: string, replay: Replay, verdict: Verdict, problem: Problem | null, source: Source, sample?: string, file?: string): LoadedDeal {
  const written = problem ? text : JSON.stringify(replay.log.json);
  // Kept with the deal: one copy when the text was written that way already (a shared link's is).
  const canonical = written === text ? text : written;
  const last = replay.states.length - 1;
  return {
    text,
    id: contentId(canonical),
    canonical,
    replay,
    verdict,
    problem,
    names: replay.log.seats.map((s) => s.name),
    last,
    moments: findMoments(replay.log.events, last),
    source,
    sample,
    ...(file ? { file: file.slice(0, 200) } : {}),
    cache: new Map(),
  };
}

/**
 * A record of another platform (Botzone's text or judge log) as our log's text, its first deal
 * opened; a message when it is in such a format but cannot be read; null when the text is in none
 * (our own log, or anything else, is then read as before). The importers load only here.
 */
export async function importedRecord(text: string, read: JsonRead, lang: Lang): Promise<{ text: string } | { error: string } | null> {
  if (read.ok && typeof read.value === 'object' && read.value !== null && Object.hasOwn(read.value, 'format')) return null;
  const [{ importRecord }, { importProblemText }] = await Promise.all([import('../../engine/import/index.ts'), import('../../i18n/import-format.ts')]);
  const outcome = await importRecord(text);
  if (!outcome.ok) return outcome.format === null ? null : { error: importProblemText(lang, outcome.problem) };
  const first = outcome.deals[0];
  if (!first) return outcome.problems[0] ? { error: importProblemText(lang, outcome.problems[0]) } : null;
  return { text: JSON.stringify(first.log) };
}
