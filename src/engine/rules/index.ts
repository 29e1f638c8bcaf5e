// Rule sets by name. Callers ask for a name and options and get a Ruleset; adding a rule set
// means adding its folder (the registry finds it), nothing in the callers.

import { zodParts } from '#engine/zod-parts';
import type { Problem } from '../schema/problem.ts';
import type { EventTable, Ruleset } from './types.ts';
import type { RulesetDefinition } from './define.ts';
// '#rules/registry' is registry.ts, or registry.browser.ts in a browser build (package.json "imports").
import { DEFINITIONS, DEFAULT_RULESET, LAZY } from '#rules/registry';

export * from './types.ts';
export { hasMeldShape, isKong, handTiles } from './melds.ts';
export { isBaseItem, isMultiplierItem, subtotalFigure } from './score-lines.ts';
export { winnerGain } from '../game/settle.ts';
export { DEFAULT_RULESET } from '#rules/registry';

/** Every rule set's name: those loaded in their order (all of them outside the browser), then those still to load. */
export function rulesetNames(): string[] {
  const loaded = DEFINITIONS.map((d) => d.name);
  return [...loaded, ...Object.keys(LAZY).filter((name) => !loaded.includes(name))];
}

/**
 * Makes a rule set ready to use: in the browser every rule set but the default is its own chunk,
 * loaded here once; elsewhere every one is built in and this resolves at once. Unknown names
 * resolve too (getRuleset then says the name is unknown).
 */
export async function loadRuleset(name: string): Promise<void> {
  if (DEFINITIONS.some((d) => d.name === name) || !Object.hasOwn(LAZY, name)) return;
  const definition = await LAZY[name]();
  if (DEFINITIONS.some((d) => d.name === name)) return;
  registerRuleset(definition);
}

/**
 * Registers one more rule set beside those the registry found in the folders here, in its order: a rule
 * set kept outside `src/` (a test's own table) joins the same lists, logs, checks and bots as the
 * folders do. A name already registered is refused: it would read its logs two ways.
 */
export function registerRuleset(definition: RulesetDefinition): void {
  if (DEFINITIONS.some((d) => d.name === definition.name)) throw new Error(`rule set ${definition.name} is registered already`);
  const at = DEFINITIONS.findIndex((d) => d.order > definition.order);
  DEFINITIONS.splice(at < 0 ? DEFINITIONS.length : at, 0, definition);
}

/**
 * The rule set a parsed deal log or situation names: its own top-level `ruleset` (never one
 * inside `meta`, and escapes already read), or null.
 */
export function rulesetNamedIn(doc: unknown): string | null {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || !Object.hasOwn(doc, 'ruleset')) return null;
  const name = (doc as { ruleset: unknown }).ruleset;
  return typeof name === 'string' && name.length <= 40 ? name : null;
}

export type RulesetResult = { ok: true; ruleset: Ruleset } | { ok: false; problem: Problem };

/** The rule set of that name with those options (defaults for the rest), or why not. */
// Made rule sets are immutable, so one made for a name and its options serves again: a batch of
// thousands of situations (fzmj score) would otherwise check the options and build the table anew
// for each. Small option sets only, and a few of them, so hostile input cannot grow it.
const made = new Map<string, RulesetResult>();
const MADE_KEPT = 64;
const MADE_KEY_CHARS = 2_000;

export function getRuleset(name: string, options: Record<string, unknown> = {}): RulesetResult {
  let key: string | undefined;
  try {
    key = `${String(name).slice(0, 100)}\u0000${JSON.stringify(options)}`;
  } catch {
    key = undefined; // not JSON (a cycle, a BigInt): made, not kept
  }
  if (key !== undefined && key.length <= MADE_KEY_CHARS) {
    const kept = made.get(key);
    if (kept) return kept;
    const result = makeRuleset(name, options);
    // Only what was made: a name unknown now may be registered later (a rule set loaded on demand).
    if (!result.ok) return result;
    if (made.size >= MADE_KEPT) made.clear();
    made.set(key, result);
    return result;
  }
  return makeRuleset(name, options);
}

function makeRuleset(name: string, options: Record<string, unknown>): RulesetResult {
  const definition = DEFINITIONS.find((d) => d.name === name);
  if (!definition) return { ok: false, problem: { path: ['ruleset'], code: 'unknown-ruleset', params: { name: String(name).slice(0, 60), known: rulesetNames().join(', ') } } };
  const made = definition.make(options);
  if (!made.ok) {
    const problem = zodParts().problemFromZod(made.error);
    return { ok: false, problem: { ...problem, path: ['options', ...problem.path] } };
  }
  return { ok: true, ruleset: made.ruleset };
}

/** For code that knows the name is right (tests, the bundled samples). */
export function ruleset(name = DEFAULT_RULESET, options: Record<string, unknown> = {}): Ruleset {
  const found = getRuleset(name, options);
  if (!found.ok) throw new Error(`rule set ${name}: ${found.problem.code}`);
  return found.ruleset;
}

/** The event tables of the rule sets loaded so far (in the browser: the default, and those asked for). */
// Rule sets are only ever added (loadRuleset), so the count says whether the list is still right.
let tables: { count: number; list: readonly EventTable[] } | null = null;
export function loadedEventTables(): readonly EventTable[] {
  if (tables?.count !== DEFINITIONS.length) tables = { count: DEFINITIONS.length, list: DEFINITIONS.map((d) => ruleset(d.name).events) };
  return tables.list;
}

/** Every registered rule set with its defaults, for tests that cover each one on arrival. */
export function allRulesets(): Ruleset[] {
  return rulesetNames().map((name) => ruleset(name));
}
