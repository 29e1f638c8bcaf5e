// How `fuzhou-144` registers: its name, options schema and constructor (see ../registry.ts).
import { defineRuleset } from '../define.ts';
import { createFuzhou144, fuzhou144OptionsSchema } from './index.ts';

export const definition = defineRuleset('fuzhou-144', fuzhou144OptionsSchema, createFuzhou144);
