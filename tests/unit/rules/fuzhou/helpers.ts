// Builders for tests: a situation from notation, scored by a rule set with options.
import { readSituationInput, type ScoreOutcome } from '../../../../src/engine/index.ts';
import type { GoldSituationJson as SituationJson } from '../../../../src/engine/rules/gold-family/situation-json.ts';

export const base: SituationJson = {
  ruleset: 'fuzhou',
  gold: '5p',
  concealed: '',
  winningTile: '',
  winBy: 'self-draw',
};

/** Scores a situation given as JSON fields; fails the test if the input itself is invalid. */
export function score(fields: Partial<SituationJson>, options: Record<string, unknown> = {}): ScoreOutcome {
  const parsed = readSituationInput({ ...base, ...fields }, options);
  if (!parsed.ok) throw new Error(`invalid test situation: ${JSON.stringify(parsed.problems[0])}`);
  return parsed.ruleset.score(parsed.situation);
}

/** The problem code a situation is rejected with, or null. */
export function problemOf(fields: Partial<SituationJson> & Record<string, unknown>): string | null {
  const parsed = readSituationInput({ ...base, ...fields });
  return parsed.ok ? null : parsed.problems[0].code;
}

export function win(outcome: ScoreOutcome): string {
  return outcome.ok ? outcome.win : `no:${outcome.reason}`;
}
