// The hand situation format read by `fzmj score`: one winning moment, in tile notation.

import { z } from 'zod';
import { MELD_TYPES, WIN_BY } from '../rules/types.ts';

export const meldJsonSchema = z.strictObject({
  type: z.enum(MELD_TYPES as [string, ...string[]]),
  tiles: z.string(),
});

export const situationJsonSchema = z.strictObject({
  ruleset: z.string(),
  gold: z.string(),
  concealed: z.string(),
  melds: z.array(meldJsonSchema).default([]),
  winningTile: z.string(),
  winBy: z.enum(WIN_BY as [string, ...string[]]),
  flowers: z.string().default(''),
  streak: z.number().int().min(0).max(1000).default(0),
  goldDiscarded: z.boolean().default(false),
});

export type SituationJson = z.input<typeof situationJsonSchema>;
