// The registered rule sets, the default first: one line per rule set folder in each list (its
// rules, and its words for the i18n catalogue, kept apart so a page that replays deals does not
// carry every rule set's words in both languages; the page hands them over in its own language).

import { defineRuleset, type RulesetDefinition } from './define.ts';
import { createFuzhou, fuzhouOptionsSchema } from './fuzhou/index.ts';
import fuzhouWords from './fuzhou/words.ts';
import { createFuzhou144, fuzhou144OptionsSchema } from './fuzhou-144/index.ts';
import fuzhou144Words from './fuzhou-144/words.ts';
import { createMcr, mcrOptionsSchema } from './mcr/index.ts';
import mcrWords from './mcr/words.ts';

export const DEFINITIONS: readonly RulesetDefinition[] = [
  defineRuleset('fuzhou', fuzhouOptionsSchema, createFuzhou),
  defineRuleset('fuzhou-144', fuzhou144OptionsSchema, createFuzhou144),
  defineRuleset('mcr', mcrOptionsSchema, createMcr),
];

export const DEFAULT_RULESET = DEFINITIONS[0].name;

/** Every rule set's words, for the i18n catalogue. */
export const RULESET_WORDS = [fuzhouWords, fuzhou144Words, mcrWords];
