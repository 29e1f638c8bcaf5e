// The winning situation an MCR table scores (`fzmj score` with `"ruleset": "mcr"`): its JSON,
// read with zod/mini (unknown fields refused with their path) and tile notation, then checked for
// what cannot happen at a 144-tile table (mcr rulings 1 and 8), each problem with its field path.

import * as z from 'zod/mini';
import { parseTile, parseTiles, tileCode, type Tile } from '../../tiles/index.ts';
import { type Problem, problemFromNotation } from '../../schema/problem.ts';
import { problemFromZod } from '../../schema/zod-problem.ts';
import { readMelds } from '../read-melds.ts';
import { hasMeldShape, isKong } from '../melds.ts';
import { MELD_TYPES, type MeldType, type Situation } from '../types.ts';
import { EAST, NORTH } from './tiles.ts';
import { type TileFields, tooManyCopies } from '../../situation/copies.ts';

export type McrWinBy = 'self-draw' | 'discard' | 'rob-kong';
export const MCR_WIN_BY: readonly McrWinBy[] = ['self-draw', 'discard', 'rob-kong'];
export const isMcrWinBy = (winBy: string): winBy is McrWinBy => (MCR_WIN_BY as readonly string[]).includes(winBy);

/** A winning moment at an MCR table. The shared fields keep their meaning; there is no wild. */
export interface McrSituation extends Situation {
  wild: null;
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

type McrSituationData = z.output<typeof mcrSituationSchema>;

const FIELDS = new Set(Object.keys(mcrSituationSchema.def.shape));
const optional = (v: unknown, type: 'string' | 'boolean') => v === undefined || typeof v === type;

/**
 * The schema's own reading of a well-formed situation, checked by hand: what a batch of thousands
 * costs is then the fields' reading, not zod's. Anything it does not accept goes to the schema,
 * which says what is wrong and where (or accepts it: the schema has the last word).
 */
export function quickData(value: unknown): McrSituationData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  for (const key in v) if (!FIELDS.has(key)) return null;
  if (v.ruleset !== 'mcr' || typeof v.concealed !== 'string' || typeof v.winningTile !== 'string') return null;
  if (!MCR_WIN_BY.includes(v.winBy as McrWinBy)) return null;
  if (!optional(v.flowers, 'string') || !optional(v.seatWind, 'string') || !optional(v.roundWind, 'string')) return null;
  if (!optional(v.lastTile, 'boolean') || !optional(v.lastCopy, 'boolean') || !optional(v.kongReplacement, 'boolean')) return null;
  const melds: McrSituationData['melds'] = [];
  if (v.melds !== undefined) {
    if (!Array.isArray(v.melds)) return null;
    for (const m of v.melds as unknown[]) {
      if (typeof m !== 'object' || m === null || Array.isArray(m)) return null;
      const meld = m as Record<string, unknown>;
      for (const key in meld) if (key !== 'type' && key !== 'tiles') return null;
      if (!MELD_TYPES.includes(meld.type as MeldType) || typeof meld.tiles !== 'string') return null;
      melds.push({ type: meld.type as MeldType, tiles: meld.tiles });
    }
  }
  return {
    ruleset: 'mcr',
    concealed: v.concealed,
    melds,
    winningTile: v.winningTile,
    winBy: v.winBy as McrWinBy,
    flowers: (v.flowers as string | undefined) ?? '',
    seatWind: (v.seatWind as string | undefined) ?? '1z',
    roundWind: (v.roundWind as string | undefined) ?? '1z',
    lastTile: (v.lastTile as boolean | undefined) ?? false,
    lastCopy: (v.lastCopy as boolean | undefined) ?? false,
    kongReplacement: (v.kongReplacement as boolean | undefined) ?? false,
  };
}

/** Reads the JSON: fields and tile notation only (see `checkMcrSituation` for what cannot happen). */
export function parseMcrSituation(value: unknown): McrParsed {
  let json = quickData(value);
  if (!json) {
    // With the input reported, a wrong type names what it got.
    const parsed = mcrSituationSchema.safeParse(value, { reportInput: true });
    if (!parsed.success) return { ok: false, problem: problemFromZod(parsed.error) };
    json = parsed.data;
  }
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
      wild: null,
      concealed: concealed.value,
      melds: read.melds,
      winningTile: single.winningTile,
      winBy: json.winBy,
      flowers: flowers.value,
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
/** Copies in play (ruling 1): four of each suited tile and honor, one of each flower. */
const MAX_COPIES = Uint8Array.from({ length: 42 }, (_, t) => (isFlower(t) ? 1 : 4));
/** Copies seen per tile id, reused by every check. */
const copies = new Uint8Array(42);

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

  // Copies (ruling 1): four of each suited tile and honor, one of each flower; the first field
  // (concealed, each meld, flowers) where one too many shows is the one named.
  const seen = copies;
  const fields: TileFields = [[['concealed'], s.concealed], ...s.melds.map((m, i) => [['melds', i, 'tiles'], m.tiles] as const), [['flowers'], s.flowers]];
  const over = tooManyCopies(MAX_COPIES, fields, null, seen);
  if (over) return [over];

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

/**
 * Parses and checks, for this rule set's own code (the simulator's stacked walls) and its tests;
 * everyone else goes through the shared door (`readSituation`).
 */
export function readMcrSituation(value: unknown): McrParsed {
  const parsed = parseMcrSituation(value);
  if (!parsed.ok) return parsed;
  const problems = checkMcrSituation(parsed.situation);
  return problems.length > 0 ? { ok: false, problem: problems[0] } : parsed;
}
