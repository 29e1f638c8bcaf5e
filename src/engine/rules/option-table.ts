// A rule set's options declared once: one row per option (its ruling, the values the rules pages
// list, its default), from which the check of a log's options (by hand here, by zod in
// option-schema.ts) and the list the pages, the CLI and the what-if panel show are derived.

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

/**
 * A log's options checked by hand against the table: the options with defaults filled when the
 * schema (option-schema.ts) would accept them, in its order, or null when it must look (it names
 * what is wrong). Never accepts what the schema refuses; the schema, with zod, loads only then.
 */
export function optionsByHand<T extends OptionTable>(table: T, options: unknown): OptionsOf<T> | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  // A plain object only: the schema would read another's inherited fields too.
  const proto = Object.getPrototypeOf(options);
  if (proto !== Object.prototype && proto !== null) return null;
  const given = options as Record<string, unknown>;
  for (const key in given) if (Object.hasOwn(given, key) && !Object.hasOwn(table, key)) return null;
  if (Object.getOwnPropertySymbols(given).length) return null;
  const out: Record<string, unknown> = {};
  for (const [id, row] of Object.entries(table)) {
    const value = Object.hasOwn(given, id) ? given[id] : undefined;
    if (value === undefined) out[id] = row.default;
    else if (fits(row, value)) out[id] = value;
    else return null;
  }
  return out as OptionsOf<T>;
}

/** Whether a value is one the row's schema takes as it is. */
function fits(row: OptionRow, value: unknown): boolean {
  if (row.range) return Number.isSafeInteger(value) && (value as number) >= row.range[0] && (value as number) <= row.range[1];
  if (typeof row.default === 'boolean') return typeof value === 'boolean';
  return (row.values as readonly unknown[]).includes(value) && typeof value === typeof row.default;
}

/** What the rules pages list: each option, the ruling it stands for, its values and its default. */
export function optionSpecs(table: OptionTable): readonly OptionSpec[] {
  return Object.entries(table).map(([id, row]) => ({ id, ruling: row.ruling, values: row.values, default: row.default }));
}
