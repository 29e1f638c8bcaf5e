// How `fuzhou` registers: its name, its place (first: the default rule set), its option table
// and its constructor. Named built-in.ts, not definition.ts, because the default is built into
// every page: the browser's registry takes this file whole and loads only the others' definitions.
import { defineRuleset } from '../define.ts';
import { createFuzhou, FUZHOU_OPTIONS } from './index.ts';

export const definition = defineRuleset({ name: 'fuzhou', order: 0, options: FUZHOU_OPTIONS, create: createFuzhou });
