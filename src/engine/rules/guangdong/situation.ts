// The winning situation a Guangdong table scores (`fzmj score` with `"ruleset": "guangdong"`): its
// JSON read with zod/mini (unknown fields, such as `flowers`, refused with their path) and tile
// notation, then checked for what cannot happen at a 136-tile table (guangdong rulings 1–3).

import * as z from 'zod/mini';
import { parseTile, parseTiles, tileCode, type Tile } from '../../tiles/index.ts';
import { type Problem, problemFromNotation } from '../../schema/problem.ts';
import { problemFromZod } from '../../schema/zod-problem.ts';
import { readMelds } from '../read-melds.ts';
import { hasMeldShape, isKong } from '../melds.ts';
import { CORE_WIN_BY, type Situation } from '../types.ts';
import { RED } from './tileset.ts';
import { tooManyCopies } from '../../situation/copies.ts';

/** Four of each tile (ruling 1). */
const MAX_COPIES = new Uint8Array(34).fill(4);

/** Ways a win is claimed here; `discard` is read only to be refused (ruling 3). */
export type GdWinBy = 'self-draw' | 'rob-kong' | 'discard';
export const GD_WIN_BY: readonly GdWinBy[] = ['self-draw', 'rob-kong'];

const GD_MELDS = ['pong', 'kong', 'added-kong', 'concealed-kong'] as const;

/** A winning moment at a Guangdong table: `wild` is the Red dragon, the fixed wild kind. */
export interface GdSituation extends Situation {
  winBy: GdWinBy;
  /** Self-drawn on a kong's replacement tile (杠上开花). */
  kongReplacement: boolean;
}

export const gdSituationSchema = z.strictObject({
  ruleset: z.literal('guangdong'),
  concealed: z.string(),
  melds: z._default(z.array(z.strictObject({ type: z.enum(GD_MELDS), tiles: z.string() })), []),
  winningTile: z.string(),
  winBy: z.enum(['self-draw', 'rob-kong', 'discard']),
  kongReplacement: z._default(z.boolean(), false),
});

export type GdParsed = { ok: true; situation: GdSituation } | { ok: false; problem: Problem };

/** Reads the JSON: fields and tile notation only (see `checkGdSituation` for what cannot happen). */
export function parseGdSituation(value: unknown): GdParsed {
  const parsed = gdSituationSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) return { ok: false, problem: problemFromZod(parsed.error) };
  const json = parsed.data;
  const concealed = parseTiles(json.concealed, { nonEmpty: true });
  if (!concealed.ok) return { ok: false, problem: problemFromNotation(['concealed'], concealed.error) };
  const read = readMelds(json.melds);
  if (!read.ok) return read;
  const winning = parseTile(json.winningTile);
  if (!winning.ok) return { ok: false, problem: problemFromNotation(['winningTile'], winning.error) };
  return {
    ok: true,
    situation: {
      wild: RED,
      concealed: concealed.value,
      melds: read.melds,
      winningTile: winning.value,
      winBy: json.winBy,
      flowers: [],
      kongReplacement: json.kongReplacement,
    },
  };
}

/** What makes a situation impossible (not merely a non-win): the first problem found, or none. */
export function checkGdSituation(s: GdSituation): Problem[] {
  const problem = (path: Problem['path'], code: string, params: Problem['params'] = {}): Problem[] => [{ path, code, params }];
  const flower = (t: Tile) => t >= 34;
  for (const t of s.concealed) if (flower(t)) return problem(['concealed'], 'flower-in-hand', { tile: tileCode(t) });
  if (flower(s.winningTile)) return problem(['winningTile'], 'flower-in-hand', { tile: tileCode(s.winningTile) });
  for (let i = 0; i < s.melds.length; i++) {
    const meld = s.melds[i];
    const tiles = meld.tiles.map(tileCode).join(' ');
    if (meld.type === 'chow') return problem(['melds', i, 'type'], 'no-chow', { tiles });
    // Ruling 2: a Red dragon is never ponged or konged.
    if (meld.tiles.includes(RED)) return problem(['melds', i, 'tiles'], 'wild-meld', { type: meld.type, tiles });
    if (meld.tiles.some(flower) || !hasMeldShape(meld.type, meld.tiles)) return problem(['melds', i, 'tiles'], 'meld-shape', { type: meld.type, tiles });
  }
  const seen = new Uint8Array(34);
  const over = tooManyCopies(MAX_COPIES, [[['concealed'], s.concealed], ...s.melds.map((m, i) => [['melds', i, 'tiles'], m.tiles] as const)], null, seen);
  if (over) return [over];
  const expected = 14 - 3 * s.melds.length;
  if (s.melds.length > 4 || s.concealed.length !== expected) {
    return problem(['concealed'], 'tile-count', { count: s.concealed.length, melds: s.melds.length, expected: Math.max(expected, 2) });
  }
  const win = s.winningTile;
  if (!s.concealed.includes(win)) return problem(['winningTile'], 'winning-tile-missing', { tile: tileCode(win) });
  if (s.winBy === 'rob-kong') {
    // The robbed tile is the fourth of another player's pong: never a Red dragon, and the winner holds no other copy.
    if (win === RED || seen[win] !== 1) return problem(['winningTile'], 'rob-kong-copies', { tile: tileCode(win), count: seen[win] });
  }
  if (s.kongReplacement) {
    if (s.winBy !== 'self-draw') return problem(['kongReplacement'], 'kong-replacement-not-self-draw', { winBy: s.winBy });
    if (!s.melds.some((m) => isKong(m.type))) return problem(['kongReplacement'], 'kong-replacement-without-kong', {});
  }
  return [];
}

/** A situation with the Guangdong fields, defaults filled where a generic one lacks them. */
export function asGd(s: Situation): GdSituation {
  const g = s as Partial<GdSituation> & Situation;
  // The door admits only the core ways; another table's own way (none here) reads as a self-draw.
  const winBy = (CORE_WIN_BY as readonly string[]).includes(s.winBy) ? (s.winBy as GdWinBy) : 'self-draw';
  return { ...s, wild: RED, winBy, flowers: [], kongReplacement: g.kongReplacement ?? false };
}
