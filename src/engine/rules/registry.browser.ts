// The registry as the browser has it: the default rule set built in, the others loaded on
// demand (each its own chunk), in the same order as registry.ts. Words reach a page from the
// page itself (pageMessages), so none are listed here.

import type { RulesetDefinition } from './define.ts';
import { definition as fuzhou } from './fuzhou/definition.ts';

export const DEFINITIONS: RulesetDefinition[] = [fuzhou];

export const LAZY: Readonly<Record<string, () => Promise<RulesetDefinition>>> = {
  'fuzhou-144': async () => (await import('./fuzhou-144/definition.ts')).definition,
  mcr: async () => (await import('./mcr/definition.ts')).definition,
  guangdong: async () => (await import('./guangdong/definition.ts')).definition,
};

export const NAMES: readonly string[] = [fuzhou.name, ...Object.keys(LAZY)];

export const DEFAULT_RULESET = NAMES[0];
