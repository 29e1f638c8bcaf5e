// The situation format a Fuzhou-style table reads (`fzmj score`, the score checker, worked
// examples): one winning moment in tile notation, read field by field (what cannot happen is
// situation.ts's). zod/mini, from the zod parts once they are in: the rule set travels to the
// browser with the replay viewer, which reads no situation.

import type * as Z from 'zod/mini';
import { type ZodParts, zodParts } from '#engine/zod-parts';
import { parseTile, parseTiles } from '../../tiles/index.ts';
import { type Problem, problemFromNotation } from '../../schema/problem.ts';
import { readMelds } from '../read-melds.ts';
import { MELD_TYPES, type MeldType, type Situation, type WinBy } from '../types.ts';

/** The fields, for a table whose ways of winning are `winBy`, made with the zod parts' kit. */
function goldSituationSchema(z: ZodParts['kit'], winBy: readonly WinBy[]) {
  const meldJsonSchema = z.strictObject({
    type: z.enum(MELD_TYPES as [MeldType, ...MeldType[]]),
    tiles: z.string(),
  });
  return z.strictObject({
    ruleset: z.string(),
    gold: z.string(),
    concealed: z.string(),
    melds: z._default(z.array(meldJsonSchema), []),
    winningTile: z.string(),
    winBy: z.enum(winBy as [WinBy, ...WinBy[]]),
    flowers: z._default(z.string(), ''),
    streak: z._default(z.number().check(z.multipleOf(1), z.gte(0), z.lte(1000)), 0),
    goldDiscarded: z._default(z.boolean(), false),
  });
}

export type GoldSituationJson = Z.input<ReturnType<typeof goldSituationSchema>>;

/** A winning moment at a Fuzhou-style table: the wild is the gold, with two circumstances of its own. */
export interface GoldSituation extends Situation {
  /** Deals the dealer has kept the seat (a bonus where the table scores one). */
  streak: number;
  /** The winner discarded a gold earlier in the deal. */
  goldDiscarded: boolean;
}

/** A situation with the gold family's fields, their defaults where one was built without them. */
export function asGold(s: Situation): GoldSituation {
  const g = s as Partial<GoldSituation> & Situation;
  // Its own parser and deal machine give both: no copy on the scoring path.
  if (g.streak !== undefined && g.goldDiscarded !== undefined) return g as GoldSituation;
  return { ...s, streak: g.streak ?? 0, goldDiscarded: g.goldDiscarded ?? false };
}

type Parsed = { ok: true; situation: GoldSituation } | { ok: false; problem: Problem };

/** A parser of situations for a table whose ways of winning are `winBy`. */
export function goldSituationParser(winBy: readonly WinBy[]): (json: Record<string, unknown>) => Parsed {
  let schema: ReturnType<typeof goldSituationSchema> | null = null;
  return (value) => {
    schema ??= goldSituationSchema(zodParts().kit, winBy);
    // With the input reported, a wrong type names what it got.
    const parsed = schema.safeParse(value, { reportInput: true });
    if (!parsed.success) return { ok: false, problem: zodParts().problemFromZod(parsed.error) };
    const json = parsed.data;
    const gold = parseTile(json.gold);
    if (!gold.ok) return { ok: false, problem: problemFromNotation(['gold'], gold.error) };
    const concealed = parseTiles(json.concealed, { nonEmpty: true });
    if (!concealed.ok) return { ok: false, problem: problemFromNotation(['concealed'], concealed.error) };
    const winningTile = parseTile(json.winningTile);
    if (!winningTile.ok) return { ok: false, problem: problemFromNotation(['winningTile'], winningTile.error) };
    const flowers = parseTiles(json.flowers);
    if (!flowers.ok) return { ok: false, problem: problemFromNotation(['flowers'], flowers.error) };
    const read = readMelds(json.melds);
    if (!read.ok) return read;
    return {
      ok: true,
      situation: {
        wild: gold.value,
        concealed: concealed.value,
        melds: read.melds,
        winningTile: winningTile.value,
        winBy: json.winBy,
        flowers: flowers.value,
        streak: json.streak,
        goldDiscarded: json.goldDiscarded,
      },
    };
  };
}
