// How `fuzhou` registers: its name, options schema and constructor (see ../registry.ts).
import { defineRuleset } from '../define.ts';
import { createFuzhou, fuzhouOptionsSchema } from './index.ts';

export const definition = defineRuleset('fuzhou', fuzhouOptionsSchema, createFuzhou);
