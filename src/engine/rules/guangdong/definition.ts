// How `guangdong` registers: its name, its place in lists, its option table and its
// constructor. Found by the registry (../registry.ts).
import { defineRuleset } from '../define.ts';
import { GD_OPTIONS } from './options.ts';
import { createGuangdong } from './ruleset.ts';

export const definition = defineRuleset({ name: 'guangdong', order: 30, options: GD_OPTIONS, create: createGuangdong });
