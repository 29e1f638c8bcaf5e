// The fuzzing campaign as a function: seeded cases, each a mutated deal log, situation or share
// link put through the engine's own doors (parse and verify, parse and score, decode and load),
// counted by door, kind and outcome. An exception escaping a door is a crash, with its seed.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { derive, seeded, type Random } from '../../src/engine/bots/rng.ts';
import { readSituationInput, verifyLog } from '../../src/engine/index.ts';
import { replayText } from '../../src/engine/replay/replay.ts';
import { problemMessage } from '../../src/i18n/problem.ts';
import { verdictText } from '../../src/i18n/deal-format.ts';
import { loadDeal } from '../../src/components/replay/load.ts';
import { decodeShare, encodeShare } from '../../src/components/replay/share.ts';
import type { Problem } from '../../src/engine/schema/problem.ts';
import { MUST_REFUSE, MUTATION_KINDS, mutate } from './mutate.ts';

export type Outcome = 'refused' | 'verified' | 'crash';
export type Door = 'log' | 'situation' | 'link';

export interface Crash {
  door: Door;
  kind: string;
  /** The run's seed and the case's index in it: the same two replay the case. */
  seed: number;
  index: number;
  message: string;
}

export interface FuzzReport {
  seed: number;
  count: number;
  /** `door/kind` → outcome → cases. */
  counts: Record<string, Record<Outcome, number>>;
  crashes: Crash[];
}

// A link is a mutated log packed as a link, or a sound link damaged as a code.
const LINK_KINDS = [...MUTATION_KINDS, 'code-flip-char', 'code-truncate', 'code-garbage', 'inflates-too-far'];

/** The bundled sample deals, and the winners' situations replayed from them: every rule set's. */
function sources(): { logs: string[]; situations: string[] } {
  const dir = join(import.meta.dirname, '../../content/deals');
  const logs = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  const situations: string[] = [];
  for (const text of logs) {
    const r = replayText(text, {}, { narrate: false });
    const situation = r.replay?.result?.situation;
    if (r.replay && situation) situations.push(JSON.stringify(r.replay.log.ruleset.situationJson(situation)));
  }
  return { logs, situations };
}

// A message with a key left in it (no words for a code) or a parameter left unfilled is not a message.
const UNWORDED = /\b(?:engine|deal|replay)\.(?:problem|rule|verdict)\.|\{\w+\}/;

function worded(problem: Problem): void {
  for (const lang of ['en', 'zh'] as const) {
    const words = problemMessage(lang, problem);
    if (!words || UNWORDED.test(words)) throw new Error(`no words for ${problem.code} (${lang}): ${words.slice(0, 120)}`);
  }
}

function logDoor(text: string): Outcome {
  const { verdict, log } = verifyLog(text);
  if (verdict.status === 'invalid') {
    worded(verdict.problem);
    return 'refused';
  }
  const names = log?.seats.map((s) => s.name) ?? [];
  for (const lang of ['en', 'zh'] as const) verdictText(lang, verdict, names, log?.ruleset.words);
  return 'verified';
}

function situationDoor(text: string): Outcome {
  const parsed = readSituationInput(text);
  if (!parsed.ok) {
    for (const problem of parsed.problems) worded(problem);
    return 'refused';
  }
  parsed.ruleset.score(parsed.situation);
  return 'verified';
}

async function linkDoor(code: string): Promise<Outcome> {
  let text: string;
  try {
    text = await decodeShare(code);
  } catch {
    // A damaged or oversized link: the viewer says so (replay.import.link-*).
    return 'refused';
  }
  const loaded = loadDeal(text, 'link');
  if (!loaded.ok) {
    worded(loaded.problem);
    return 'refused';
  }
  return 'verified';
}

let bomb: Promise<string> | undefined;

async function linkCase(random: Random, kind: string, logs: string[]): Promise<string> {
  if (MUTATION_KINDS.includes(kind)) return encodeShare(mutate(random, kind, pick(random, logs)));
  const code = await encodeShare(pick(random, logs));
  switch (kind) {
    case 'code-flip-char': {
      const at = Math.floor(random() * code.length);
      return `${code.slice(0, at)}${pick(random, ['A', '_', '-', '=', '+', '/', '!'])}${code.slice(at + 1)}`;
    }
    case 'code-truncate':
      return code.slice(0, Math.floor(random() * code.length));
    case 'code-garbage':
      return Array.from({ length: 1 + Math.floor(random() * 200) }, () => pick(random, [...'ABCxyz019-_'])).join('');
    default:
      // 21 MB of zeros packs into a few kilobytes: the decoder must stop at its limit.
      bomb ??= encodeShare('0'.repeat(21 * 1024 * 1024));
      return bomb;
  }
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Runs `count` cases from `seed`, in turn a log, a situation and a link; never throws. */
export async function fuzz(options: { seed: number; count: number; onCase?: (index: number) => void }): Promise<FuzzReport> {
  const { seed, count } = options;
  const { logs, situations } = sources();
  const report: FuzzReport = { seed, count, counts: {}, crashes: [] };
  const doors: Door[] = ['log', 'situation', 'link'];
  for (let index = 0; index < count; index++) {
    const random = seeded(derive(seed, index));
    const door = doors[index % doors.length];
    const kind = door === 'link' ? pick(random, LINK_KINDS) : pick(random, MUTATION_KINDS);
    let outcome: Outcome;
    try {
      if (door === 'log') outcome = logDoor(mutate(random, kind, pick(random, logs)));
      else if (door === 'situation') outcome = situationDoor(mutate(random, kind, pick(random, situations)));
      else outcome = await linkDoor(await linkCase(random, kind, logs));
      // A text that must be refused and was not is a fault like a crash (say, a JSON string read as the log it holds).
      // (A link's decoder drops a leading byte-order mark, as every UTF-8 decoder does.)
      if (outcome === 'verified' && MUST_REFUSE.has(kind) && !(door === 'link' && kind === 'byte-order-mark')) throw new Error(`verified a ${kind} text, which must be refused`);
    } catch (error) {
      outcome = 'crash';
      report.crashes.push({ door, kind, seed, index, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
    const counts = (report.counts[`${door}/${kind}`] ??= { refused: 0, verified: 0, crash: 0 });
    counts[outcome]++;
    options.onCase?.(index);
  }
  return report;
}
