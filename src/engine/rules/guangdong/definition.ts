// How `guangdong` registers: its name, options schema and constructor (see ../registry.ts).
import { defineRuleset } from '../define.ts';
import { createGuangdong, gdOptionsSchema } from './index.ts';

export const definition = defineRuleset('guangdong', gdOptionsSchema, createGuangdong);
