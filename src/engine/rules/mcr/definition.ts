// How `mcr` registers: its name, its place in lists, its option table and its constructor.
// Found by the registry (../registry.ts).
import { defineRuleset } from '../define.ts';
import { MCR_OPTIONS } from './options.ts';
import { createMcr } from './ruleset.ts';

export const definition = defineRuleset({ name: 'mcr', order: 20, options: MCR_OPTIONS, create: createMcr });
