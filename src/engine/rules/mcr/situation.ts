// The winning situation an MCR table scores (`fzmj score` with `"ruleset": "mcr"`): its JSON,
// read with zod/mini (unknown fields refused with their path) and tile notation, then checked for
// what cannot happen at a 144-tile table (mcr rulings 1 and 8), each problem with its field path.

import * as z from 'zod/mini';
import { parseTile, parseTiles, tileCode, type Tile } from '../../tiles/index.ts';
import { type Problem, problemFromNotation, problemFromZod } from '../../schema/problem.ts';
import { readMelds } from '../read-melds.ts';
import { hasMeldShape, isKong } from '../melds.ts';
import { MELD_TYPES, type MeldType, type Situation } from '../types.ts';
import { EAST, NORTH } from './tiles.ts';

export type McrWinBy = 'self-draw' | 'discard' | 'rob-kong';
export const MCR_WIN_BY: readonly McrWinBy[] = ['self-draw', 'discard', 'rob-kong'];

/** A winning moment at an MCR table. The shared fields keep their meaning; there is no gold. */
export interface McrSituation extends Situation {
  gold: null;
  winBy: McrWinBy;
  /** The winner's seat wind, `1z`–`4z`. */
  seatWind: Tile;
  /** The round's (prevalent) wind, `1z`–`4z`. */
  roundWind: Tile;
  /** The winning tile is the wall's last: 妙手回春 self-drawn, 海底捞月 on a discard. */
  lastTile: boolean;
  /** The winning tile is the last copy not yet visible (和绝张). */
  lastCopy: boolean;
  /** Self-drawn on a kong's replacement tile (杠上开花); a flower's replacement is not one. */
  kongReplacement: boolean;
}

export const mcrMeldSchema = z.strictObject({
  type: z.enum(MELD_TYPES as [MeldType, ...MeldType[]]),
  tiles: z.string(),
});

export const mcrSituationSchema = z.strictObject({
  ruleset: z.literal('mcr'),
  concealed: z.string(),
  melds: z._default(z.array(mcrMeldSchema), []),
  winningTile: z.string(),
  winBy: z.enum(MCR_WIN_BY as [McrWinBy, ...McrWinBy[]]),
  flowers: z._default(z.string(), ''),
  seatWind: z._default(z.string(), '1z'),
  roundWind: z._default(z.string(), '1z'),
  lastTile: z._default(z.boolean(), false),
  lastCopy: z._default(z.boolean(), false),
  kongReplacement: z._default(z.boolean(), false),
});

export type McrSituationJson = z.input<typeof mcrSituationSchema>;

export type McrParsed = { ok: true; situation: McrSituation } | { ok: false; problem: Problem };

/** Reads the JSON: fields and tile notation only (see `checkMcrSituation` for what cannot happen). */
export function parseMcrSituation(value: unknown): McrParsed {
  // With the input reported, a wrong type names what it got.
  const parsed = mcrSituationSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) return { ok: false, problem: problemFromZod(parsed.error) };
  const json = parsed.data;
  const concealed = parseTiles(json.concealed, { nonEmpty: true });
  if (!concealed.ok) return { ok: false, problem: problemFromNotation(['concealed'], concealed.error) };
  const read = readMelds(json.melds);
  if (!read.ok) return read;
  const single: Record<'winningTile' | 'seatWind' | 'roundWind', Tile> = { winningTile: 0, seatWind: 0, roundWind: 0 };
  for (const field of ['winningTile', 'seatWind', 'roundWind'] as const) {
    const tile = parseTile(json[field]);
    if (!tile.ok) return { ok: false, problem: problemFromNotation([field], tile.error) };
    single[field] = tile.value;
  }
  const flowers = parseTiles(json.flowers);
  if (!flowers.ok) return { ok: false, problem: problemFromNotation(['flowers'], flowers.error) };
  return {
    ok: true,
    situation: {
      gold: null,
      concealed: concealed.value,
      melds: read.melds,
      winningTile: single.winningTile,
      winBy: json.winBy,
      flowers: flowers.value,
      streak: 0,
      goldDiscarded: false,
      seatWind: single.seatWind,
      roundWind: single.roundWind,
      lastTile: json.lastTile,
      lastCopy: json.lastCopy,
      kongReplacement: json.kongReplacement,
    },
  };
}

const FLOWER_FIRST = 34;
const isFlower = (t: Tile) => t >= FLOWER_FIRST;
const HAND_SIZE = 14;

/** What makes a situation impossible (not merely a non-win); the first problem found, or none. */
export function checkMcrSituation(s: McrSituation): Problem[] {
  const problem = (path: Problem['path'], code: string, params: Problem['params'] = {}): Problem[] => [{ path, code, params }];

  for (const t of s.concealed) if (isFlower(t)) return problem(['concealed'], 'flower-in-hand', { tile: tileCode(t) });
  if (isFlower(s.winningTile)) return problem(['winningTile'], 'flower-in-hand', { tile: tileCode(s.winningTile) });
  for (const t of s.flowers) if (!isFlower(t)) return problem(['flowers'], 'not-a-flower', { tile: tileCode(t) });
  for (const field of ['seatWind', 'roundWind'] as const) {
    if (s[field] < EAST || s[field] > NORTH) return problem([field], 'not-a-wind', { tile: tileCode(s[field]) });
  }
  for (let i = 0; i < s.melds.length; i++) {
    const meld = s.melds[i];
    if (meld.tiles.some(isFlower) || !hasMeldShape(meld.type, meld.tiles)) {
      return problem(['melds', i, 'tiles'], 'meld-shape', { type: meld.type, tiles: meld.tiles.map(tileCode).join(' ') });
    }
  }

  // Copies (ruling 1): four of each suited tile and honor, one of each flower.
  const seen = new Uint8Array(42);
  const fields: [Problem['path'], readonly Tile[]][] = [
    [['concealed'], s.concealed],
    ...s.melds.map((m, i): [Problem['path'], readonly Tile[]] => [['melds', i, 'tiles'], m.tiles]),
    [['flowers'], s.flowers],
  ];
  for (const [path, tiles] of fields) {
    for (const t of tiles) {
      const max = isFlower(t) ? 1 : 4;
      if (++seen[t] > max) return problem(path, 'too-many-copies', { tile: tileCode(t), count: seen[t], max });
    }
  }

  const expected = HAND_SIZE - 3 * s.melds.length;
  if (s.melds.length > 4 || s.concealed.length !== expected) {
    return problem(['concealed'], 'tile-count', { count: s.concealed.length, melds: s.melds.length, expected: Math.max(expected, 2) });
  }
  const win = s.winningTile;
  if (!s.concealed.includes(win)) return problem(['winningTile'], 'winning-tile-missing', { tile: tileCode(win) });

  // The circumstances (ruling 8).
  const held = seen[win];
  if (s.winBy === 'rob-kong') {
    // The robbed tile is the fourth of a pung shown by the player adding it: the winner holds no other.
    if (held !== 1) return problem(['winningTile'], 'rob-kong-copies', { tile: tileCode(win), count: held });
    if (s.lastTile) return problem(['lastTile'], 'last-tile-rob-kong', {});
  }
  // The last copy not yet visible: three are shown (discarded, or melded by anyone, the winner
  // too), so the winner holds no other copy concealed.
  let concealedCopies = 0;
  for (const t of s.concealed) if (t === win) concealedCopies++;
  if (s.lastCopy && concealedCopies !== 1) return problem(['lastCopy'], 'last-copy-held', { tile: tileCode(win), count: concealedCopies });
  if (s.kongReplacement) {
    if (s.winBy !== 'self-draw') return problem(['kongReplacement'], 'kong-replacement-not-self-draw', { winBy: s.winBy });
    if (!s.melds.some((m) => isKong(m.type))) return problem(['kongReplacement'], 'kong-replacement-without-kong', {});
  }
  return [];
}

/** Parses and checks: a situation the scorer can take, or the first problem with its path. */
export function readMcrSituation(value: unknown): McrParsed {
  const parsed = parseMcrSituation(value);
  if (!parsed.ok) return parsed;
  const problems = checkMcrSituation(parsed.situation);
  return problems.length > 0 ? { ok: false, problem: problems[0] } : parsed;
}
