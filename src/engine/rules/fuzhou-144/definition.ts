// How `fuzhou-144` registers: its name, its place in lists, its option table and its
// constructor. Found by the registry (../registry.ts).
import { defineRuleset } from '../define.ts';
import { createFuzhou144, FUZHOU_144_OPTIONS } from './index.ts';

export const definition = defineRuleset({ name: 'fuzhou-144', order: 10, options: FUZHOU_144_OPTIONS, create: createFuzhou144 });
