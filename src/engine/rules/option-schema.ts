// The zod schema of a rule set's options, derived from its option table: what names the field
// when a log's options are wrong (option-table.ts checks the right ones by hand, without zod).

import * as z from 'zod/mini';
import type { OptionRow, OptionTable, OptionsOf } from './option-table.ts';

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
