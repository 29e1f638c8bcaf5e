// A one-suit situation (`fzmj score` with `"ruleset": "one-suit"`): read with zod/mini and tile
// notation, checked for what the 36-tile table cannot hold, and what the checker's form asks.

import * as z from 'zod/mini';
import { formatTiles, parseTile, parseTiles, tileCode } from '../../../src/engine/tiles/index.ts';
import { readMelds } from '../../../src/engine/rules/read-melds.ts';
import { hasMeldShape } from '../../../src/engine/rules/melds.ts';
import { type Problem, problemFromNotation } from '../../../src/engine/schema/problem.ts';
import { problemFromZod } from '../../../src/engine/schema/zod-problem.ts';
import type { HandAnalysis, Meld, Situation, SituationField } from '../../../src/engine/rules/types.ts';
import { tilesShort, waitingTiles } from '../../../src/engine/hand/index.ts';
import { isWhole, type OneSuitSituation } from './score.ts';
import { COPIES, KINDS, SETS } from './tiles.ts';

const schema = z.strictObject({
  ruleset: z.literal('one-suit'),
  concealed: z.string(),
  melds: z._default(z.array(z.strictObject({ type: z.enum(['pong']), tiles: z.string() })), []),
  winningTile: z.string(),
  winBy: z.enum(['self-draw', 'discard']),
  omen: z.string(),
});

export const FORM: readonly SituationField[] = [
  { id: 'winBy', kind: 'choice', values: ['self-draw', 'discard'], default: 'self-draw' },
  { id: 'omen', kind: 'tile', tiles: KINDS, default: 0 },
];

type Parsed = { ok: true; situation: OneSuitSituation } | { ok: false; problem: Problem };

export function parseOneSuit(json: unknown): Parsed {
  const parsed = schema.safeParse(json, { reportInput: true });
  if (!parsed.success) return { ok: false, problem: problemFromZod(parsed.error) };
  const concealed = parseTiles(parsed.data.concealed, { nonEmpty: true });
  if (!concealed.ok) return { ok: false, problem: problemFromNotation(['concealed'], concealed.error) };
  const melds = readMelds(parsed.data.melds);
  if (!melds.ok) return melds;
  const winning = parseTile(parsed.data.winningTile);
  if (!winning.ok) return { ok: false, problem: problemFromNotation(['winningTile'], winning.error) };
  const omen = parseTile(parsed.data.omen);
  if (!omen.ok) return { ok: false, problem: problemFromNotation(['omen'], omen.error) };
  const { winBy } = parsed.data;
  return { ok: true, situation: { wild: null, concealed: concealed.value, melds: melds.melds, winningTile: winning.value, winBy, flowers: [], omen: omen.value } };
}

/** What the table cannot hold: a tile of another suit, a meld that is no pong, a fifth copy (the omen counts), a wrong count. */
export function checkOneSuit(s: OneSuitSituation): Problem[] {
  const problem = (path: Problem['path'], code: string, params: Problem['params'] = {}): Problem[] => [{ path, code, params }];
  const fields: [Problem['path'], readonly number[]][] = [
    [['concealed'], s.concealed],
    [['winningTile'], [s.winningTile]],
    [['omen'], [s.omen]],
    ...s.melds.map((m, i): [Problem['path'], readonly number[]] => [['melds', i, 'tiles'], m.tiles]),
  ];
  for (const [path, tiles] of fields) for (const t of tiles) if (COPIES[t] === 0) return problem(path, 'not-in-set', { tile: tileCode(t) });
  for (const [i, m] of s.melds.entries()) if (!hasMeldShape(m.type, m.tiles)) return problem(['melds', i, 'tiles'], 'meld-shape', { type: m.type, tiles: formatTiles(m.tiles) });
  const seen = new Uint8Array(34);
  for (const [path, tiles] of [fields[0], fields[2], ...fields.slice(3)])
    for (const t of tiles) if (++seen[t] > COPIES[t]) return problem(path, 'too-many-copies', { tile: tileCode(t), count: seen[t], max: COPIES[t] });
  const expected = 3 * SETS + 2 - 3 * s.melds.length;
  if (s.melds.length > SETS || s.concealed.length !== expected) return problem(['concealed'], 'tile-count', { count: s.concealed.length, melds: s.melds.length, expected: Math.max(expected, 2) });
  if (!s.concealed.includes(s.winningTile)) return problem(['winningTile'], 'winning-tile-missing', { tile: tileCode(s.winningTile) });
  return [];
}

/** A situation with the table's own field, the first kind standing in where a generic one lacks it. */
export const asOneSuit = (s: Situation): OneSuitSituation => ({ ...s, winBy: s.winBy === 'discard' ? 'discard' : 'self-draw', omen: (s as Partial<OneSuitSituation>).omen ?? 0 });

export function situationJson(situation: Situation): Record<string, unknown> {
  const s = asOneSuit(situation);
  const melds = s.melds.map((m) => ({ type: m.type, tiles: formatTiles(m.tiles) }));
  return { ruleset: 'one-suit', concealed: formatTiles(s.concealed), melds, winningTile: tileCode(s.winningTile), winBy: s.winBy, omen: tileCode(s.omen) };
}

const counted = (tiles: readonly number[]): Uint8Array => {
  const counts = new Uint8Array(34);
  for (const t of tiles) counts[t]++;
  return counts;
};

/** The kinds that complete a hand one tile short. */
export const waitsOf = (concealed: readonly number[]): number[] => waitingTiles(counted(concealed), 0, null, KINDS);

export function analyse(concealed: readonly number[], melds: readonly Meld[]): HandAnalysis {
  const size = 3 * SETS + 2 - 3 * melds.length;
  if (concealed.length === size) return { short: isWhole(concealed, melds.length) ? 0 : Math.max(1, tilesShort(counted(concealed), 0, SETS - melds.length)), waits: [], size };
  if (concealed.length === size - 1) {
    const waits = waitsOf(concealed);
    return { short: waits.length ? 1 : 2, waits, size };
  }
  return { short: tilesShort(counted(concealed), 0, SETS - melds.length), waits: [], size };
}
