// The registered rule sets, the default first. One line per rule set folder.

import { defineRuleset, type RulesetDefinition } from './define.ts';
import { createFuzhou, fuzhouOptionsSchema } from './fuzhou/index.ts';
import fuzhouWords from './fuzhou/words.ts';
import { createFuzhou144, fuzhou144OptionsSchema } from './fuzhou-144/index.ts';
import fuzhou144Words from './fuzhou-144/words.ts';

export const DEFINITIONS: readonly RulesetDefinition[] = [
  defineRuleset('fuzhou', fuzhouOptionsSchema, createFuzhou, fuzhouWords),
  defineRuleset('fuzhou-144', fuzhou144OptionsSchema, createFuzhou144, fuzhou144Words),
];

export const DEFAULT_RULESET = DEFINITIONS[0].name;

/** Every rule set's words, for the i18n catalogue. */
export const RULESET_WORDS = DEFINITIONS.map((d) => d.words);
