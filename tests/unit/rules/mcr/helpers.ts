// Shorthands for the mcr suites: a situation from a few strings, scored through the same path as
// `fzmj score` (parse, check, score), and a score's fans as `{ id: count }`.
import { expect } from 'vitest';
import { readMcrSituation, scoreMcr, type McrNoWin, type McrScore, type McrSituationJson } from '../../../../src/engine/rules/mcr/index.ts';

export type Json = McrSituationJson;

const MELD_WORDS = { chow: 'chow', pong: 'pong', kong: 'kong', added: 'added-kong', ckong: 'concealed-kong' } as const;

/**
 * A situation: `concealed` (the winning tile included), the winning tile, then options; `melds`
 * as words: `pong 777z`, `chow 234m`, `kong 2222p` (exposed), `added 5555s`, `ckong 7777m` (concealed).
 * Wins on a discard with East seat and round unless told otherwise.
 */
export function sit(concealed: string, winningTile: string, more: Partial<Omit<Json, 'melds'>> & { melds?: string[] } = {}): Json {
  const { melds = [], ...rest } = more;
  return {
    ruleset: 'mcr',
    concealed,
    winningTile,
    winBy: 'discard',
    melds: melds.map((m) => {
      const [word, tiles] = m.split(' ');
      const type = MELD_WORDS[word as keyof typeof MELD_WORDS];
      if (!type || !tiles) throw new Error(`bad meld shorthand ${m}`);
      return { type, tiles };
    }),
    ...rest,
  };
}

export function outcome(json: Json): McrScore | McrNoWin {
  const read = readMcrSituation(json);
  if (!read.ok) throw new Error(`not a possible situation: ${JSON.stringify(read.problem)}`);
  return scoreMcr(read.situation);
}

export function won(json: Json): McrScore {
  const result = outcome(json);
  if (!result.ok) throw new Error(`not a win: ${JSON.stringify(result)}`);
  return result;
}

/** The fans counted, flowers included, as `{ id: count }`. */
export function fansOf(json: Json): Record<string, number> {
  return Object.fromEntries(won(json).fans.map((f) => [f.id, f.count]));
}

/** Asserts the exact fans and their points (written by hand beside each expectation). */
export function expectFans(json: Json, fans: Record<string, number>, points: number): McrScore {
  const score = won(json);
  expect(Object.fromEntries(score.fans.map((f) => [f.id, f.count]))).toEqual(fans);
  expect(score.fanPoints).toBe(points);
  return score;
}

export function problemOf(value: unknown) {
  const read = readMcrSituation(value);
  if (read.ok) throw new Error('expected a problem');
  return read.problem;
}
