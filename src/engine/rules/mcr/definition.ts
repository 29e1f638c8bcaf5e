// How `mcr` registers: its name, options schema and constructor (see ../registry.ts).
import { defineRuleset } from '../define.ts';
import { createMcr, mcrOptionsSchema } from './index.ts';

export const definition = defineRuleset('mcr', mcrOptionsSchema, createMcr);
