// The registered rule sets, found by their folders: every `<name>/definition.ts` (the default's
// is `built-in.ts`), with the simulator's stacked walls of `<name>/simulation.ts`, and every
// `<name>/words.ts`, in the order their definitions give, the default (order 0) first. Adding a
// rule set adds a folder, nothing here. In the browser, registry.browser.ts stands in for this file (package.json "imports"): there
// only the default is built in and the others load when a deal, a hand or a page asks for them.
// `import.meta.glob` is Vite's (Vitest, the site); the CLI's and the benchmarks' esbuild bundles
// and scripts run by tsx read it through scripts/import-glob.mjs.

import type { Namespace } from '../../i18n/define.ts';
import { type RulesetDefinition, withScenarios } from './define.ts';
import type { Scenario } from './types.ts';
import type { Importer } from '../import/types.ts';

type Words = { name: string; messages: Namespace };
type Scenarios = (options: never) => readonly Scenario[];

// Written with casts, not type arguments: scripts/import-glob.mjs reads these calls outside Vite.
const builtIn = import.meta.glob('./*/built-in.ts', { eager: true, import: 'definition' }) as Record<string, RulesetDefinition>;
const others = import.meta.glob('./*/definition.ts', { eager: true, import: 'definition' }) as Record<string, RulesetDefinition>;
const definitions = { ...builtIn, ...others };
const simulations = import.meta.glob('./*/simulation.ts', { eager: true, import: 'scenarios' }) as Record<string, Scenarios>;
const importerGlob = import.meta.glob('./*/importers.ts', { eager: true, import: 'importers' }) as Record<string, readonly Importer[]>;
const words = import.meta.glob('./*/words.ts', { eager: true, import: 'default' }) as Record<string, Words>;

/** A file beside the one at `path`, in the same folder (whatever root the glob was written from). */
const beside = (path: string, file: string) => path.replace(/[^/]*$/, file);
const byOrder = Object.entries(definitions).sort(([, a], [, b]) => a.order - b.order);

export const DEFINITIONS: RulesetDefinition[] = byOrder.map(([path, definition]) => {
  const scenarios = simulations[beside(path, 'simulation.ts')];
  return scenarios ? withScenarios(definition, scenarios) : definition;
});

/** Loaders of the rule sets not built in (none here: every one is). */
export const LAZY: Readonly<Record<string, () => Promise<RulesetDefinition>>> = {};

export const DEFAULT_RULESET = DEFINITIONS[0].name;

/** Every rule set's words, for the i18n catalogue, in the rule sets' order. */
export const RULESET_WORDS: Words[] = byOrder.flatMap(([path]) => words[beside(path, 'words.ts')] ?? []);

/** Every rule set's importers of other platforms' records (`<name>/importers.ts`), in name order. */
export const loadImporters = async (): Promise<Importer[]> => Object.values(importerGlob).flat();
