// The registry as the browser has it: the default rule set built in (its folder registers it in
// `built-in.ts`), the others loaded on demand from their `definition.ts` (each its own chunk),
// placed in the definitions' order as they arrive. Words reach a page from the page itself
// (pageMessages), so none are listed here.

import type { RulesetDefinition } from './define.ts';
import type { Importer } from '../import/types.ts';

const builtIn = import.meta.glob('./*/built-in.ts', { eager: true, import: 'definition' }) as Record<string, RulesetDefinition>;
const loaders = import.meta.glob('./*/definition.ts', { import: 'definition' }) as Record<string, () => Promise<RulesetDefinition>>;

/** Loaded definitions, kept in their order (loadRuleset inserts by it). */
export const DEFINITIONS: RulesetDefinition[] = Object.values(builtIn).sort((a, b) => a.order - b.order);

/** The folder a file is in: its rule set's name (whatever root the glob was written from). */
const folder = (path: string) => path.split('/').at(-2)!;

export const LAZY: Readonly<Record<string, () => Promise<RulesetDefinition>>> = Object.fromEntries(Object.entries(loaders).map(([path, load]) => [folder(path), load]));

export const DEFAULT_RULESET = DEFINITIONS[0].name;

const importerLoaders = import.meta.glob('./*/importers.ts', { import: 'importers' }) as Record<string, () => Promise<readonly Importer[]>>;

/** Every rule set's importers, loaded when a record of another platform is opened (each its own chunk). */
export const loadImporters = async (): Promise<Importer[]> => (await Promise.all(Object.values(importerLoaders).map((load) => load()))).flat();
