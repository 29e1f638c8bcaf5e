// A rule set's options declared once: one row per option (its ruling, the values the rules pages
// list, its default), from which both the zod schema that checks a log's options and the list the
// pages, the CLI and the what-if panel show are derived. zod/mini: the replay page reads options.

import * as z from 'zod/mini';
import type { OptionSpec } from './types.ts';

/** One option: the ruling it stands for, the values a table may pick, and this site's reading. */
export interface OptionRow<V extends string | number | boolean = string | number | boolean> {
  ruling: number;
  /** What the rules pages offer, in their order; the schema accepts exactly these unless `range`. */
  values: readonly V[];
  default: V;
  /** A whole number in this range (inclusive) is accepted, beyond the values listed. */
  range?: readonly [min: number, max: number];
}

export type OptionTable = Readonly<Record<string, OptionRow>>;

/** The options a table's rows describe, as the rule set's constructor receives them. */
export type OptionsOf<T extends OptionTable> = {
  [K in keyof T]: T[K] extends { range: readonly [number, number] } ? number : T[K]['values'][number] extends boolean ? boolean : T[K]['values'][number];
};

/** Keeps a table's literal values, so the options it gives are typed by them. */
export function optionTable<const T extends OptionTable>(table: T): T {
  return table;
}

// Each kind as today's hand-written schemas had it, so a log is accepted or refused as before:
// a range an integer check, booleans z.boolean, strings an enum, numbers a union of literals.
function rowSchema(row: OptionRow): z.ZodMiniType {
  const fallback = row.default as never;
  if (row.range) return z._default(z.int().check(z.gte(row.range[0]), z.lte(row.range[1])), fallback);
  if (typeof row.default === 'boolean') return z._default(z.boolean(), fallback);
  if (typeof row.default === 'string') return z._default(z.enum(row.values as [string, ...string[]]), fallback);
  const literals = row.values.map((v) => z.literal(v as number));
  return z._default(z.union(literals as [z.ZodMiniLiteral<number>, ...z.ZodMiniLiteral<number>[]]), fallback);
}

/** The schema of a log's `options`: no unknown key, each option one of its values, defaults filled. */
export function optionsSchema<T extends OptionTable>(table: T): z.ZodMiniType<OptionsOf<T>> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [id, row] of Object.entries(table)) shape[id] = rowSchema(row);
  return z.strictObject(shape) as unknown as z.ZodMiniType<OptionsOf<T>>;
}

/** What the rules pages list: each option, the ruling it stands for, its values and its default. */
export function optionSpecs(table: OptionTable): readonly OptionSpec[] {
  return Object.entries(table).map(([id, row]) => ({ id, ruling: row.ruling, values: row.values, default: row.default }));
}
