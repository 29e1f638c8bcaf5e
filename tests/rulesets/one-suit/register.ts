// Registers the one-suit table from a test, with no edit to src/: its definition through the
// engine's hook (`registerRuleset`), its words through the catalogue's (`provideMessages`).

import { registerRuleset, rulesetNames } from '../../../src/engine/rules/index.ts';
import { provideMessages } from '../../../src/i18n/index.ts';
import { definition } from './definition.ts';
import words from './words.ts';

export function registerOneSuit(): void {
  if (rulesetNames().includes(definition.name)) return;
  registerRuleset(definition);
  for (const lang of ['en', 'zh'] as const) {
    const messages = Object.fromEntries(Object.entries(words.messages[lang]).map(([key, message]) => [`${words.name}.${key}`, String(message)]));
    provideMessages(lang, messages);
  }
}
