// How `fuzhou` registers: its name, its place (first: the default rule set, built into every
// page by built-in.ts), its option table and its constructor. Found by the registry (../registry.ts).
import { defineRuleset } from '../define.ts';
import { createFuzhou, FUZHOU_OPTIONS } from './index.ts';

export const definition = defineRuleset({ name: 'fuzhou', order: 0, options: FUZHOU_OPTIONS, create: createFuzhou });
