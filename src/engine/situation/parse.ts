// From untrusted JSON to a checked situation: schema, notation, then the rule set's own checks.
// The first problem found is returned with its field path; nothing throws.

import { parseTile, parseTiles, sortTiles } from '../tiles/index.ts';
import { getRuleset } from '../rules/index.ts';
import type { Meld, MeldType, Ruleset, Situation, WinBy } from '../rules/types.ts';
import { type Problem, problemFromNotation, problemFromZod } from '../schema/problem.ts';
import { situationJsonSchema } from './schema.ts';

export type SituationResult =
  | { ok: true; situation: Situation; ruleset: Ruleset<any> }
  | { ok: false; problem: Problem };

const fail = (problem: Problem): SituationResult => ({ ok: false, problem });

/** Parses JSON text (or an already parsed value) into a situation and its rule set. */
export function parseSituation(input: unknown, options: Record<string, unknown> = {}): SituationResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      return fail({ path: [], code: 'bad-json', params: { detail: (error as Error).message } });
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail({ path: [], code: 'not-an-object', params: {} });
  }
  const parsed = situationJsonSchema.safeParse(value);
  if (!parsed.success) return fail(problemFromZod(parsed.error));
  const json = parsed.data;

  const found = getRuleset(json.ruleset, options);
  if (!found.ok) return fail(found.problem);
  const ruleset = found.ruleset;

  const gold = parseTile(json.gold);
  if (!gold.ok) return fail(problemFromNotation(['gold'], gold.error));
  const concealed = parseTiles(json.concealed, { nonEmpty: true });
  if (!concealed.ok) return fail(problemFromNotation(['concealed'], concealed.error));
  const winningTile = parseTile(json.winningTile);
  if (!winningTile.ok) return fail(problemFromNotation(['winningTile'], winningTile.error));
  const flowers = parseTiles(json.flowers);
  if (!flowers.ok) return fail(problemFromNotation(['flowers'], flowers.error));
  const melds: Meld[] = [];
  for (let i = 0; i < json.melds.length; i++) {
    const tiles = parseTiles(json.melds[i].tiles, { nonEmpty: true });
    if (!tiles.ok) return fail(problemFromNotation(['melds', i, 'tiles'], tiles.error));
    melds.push({ type: json.melds[i].type as MeldType, tiles: sortTiles(tiles.value) });
  }

  const situation: Situation = {
    gold: gold.value,
    concealed: concealed.value,
    melds,
    winningTile: winningTile.value,
    winBy: json.winBy as WinBy,
    flowers: flowers.value,
    streak: json.streak,
    goldDiscarded: json.goldDiscarded,
  };
  const problems = ruleset.checkSituation(situation);
  if (problems.length > 0) return fail(problems[0]);
  return { ok: true, situation, ruleset };
}
