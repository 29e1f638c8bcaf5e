// The registered rule sets, the default first: one line per rule set folder in each list (its
// definition with the simulator's stacked walls, and its words for the i18n catalogue). In the browser, registry.browser.ts stands
// in for this file (package.json "imports"): there only the default is built in and the others
// load when a deal, a hand or a page asks for them, so a page carries one rule set's code.

import { type RulesetDefinition, withScenarios } from './define.ts';
import { definition as fuzhou } from './fuzhou/definition.ts';
import { definition as fuzhou144 } from './fuzhou-144/definition.ts';
import { definition as mcr } from './mcr/definition.ts';
import { definition as guangdong } from './guangdong/definition.ts';
import { scenarios as fuzhouScenarios } from './fuzhou/simulation.ts';
import { scenarios as fuzhou144Scenarios } from './fuzhou-144/simulation.ts';
import { scenarios as mcrScenarios } from './mcr/simulation.ts';
import { scenarios as guangdongScenarios } from './guangdong/simulation.ts';
import fuzhouWords from './fuzhou/words.ts';
import fuzhou144Words from './fuzhou-144/words.ts';
import mcrWords from './mcr/words.ts';
import guangdongWords from './guangdong/words.ts';

export const DEFINITIONS: RulesetDefinition[] = [
  withScenarios(fuzhou, fuzhouScenarios),
  withScenarios(fuzhou144, fuzhou144Scenarios),
  withScenarios(mcr, mcrScenarios),
  withScenarios(guangdong, guangdongScenarios),
];

/** Every rule set's name, in order, loaded or not. */
export const NAMES: readonly string[] = DEFINITIONS.map((d) => d.name);

/** Loaders of the rule sets not built in (none here: every one is). */
export const LAZY: Readonly<Record<string, () => Promise<RulesetDefinition>>> = {};

export const DEFAULT_RULESET = NAMES[0];

/** Every rule set's words, for the i18n catalogue. */
export const RULESET_WORDS = [fuzhouWords, fuzhou144Words, mcrWords, guangdongWords];
