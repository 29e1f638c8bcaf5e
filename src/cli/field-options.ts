// An option that is also a field of the situation (mcr's `roundWind`): one reading, the
// situation's own field when it gives one, else the option's value put in its place, and a note
// of which was used so the output never echoes an option as used when it was not.

import { getRuleset, type OptionValue } from '../engine/index.ts';

export interface FieldOption {
  name: string;
  /** The option's value as given. */
  value: OptionValue;
  /** The value scored with. */
  used: unknown;
  from: 'option' | 'situation';
}

/** The situation to parse (with the options put in the fields it leaves out) and the notes of each overlap. */
export function fieldOptions(value: unknown, options: Record<string, OptionValue>): { value: unknown; options: Record<string, OptionValue>; notes: FieldOption[] } {
  const none = { value, options, notes: [] };
  // No option given (a batch, mostly): nothing can overlap, and the rule set need not be looked up.
  let given = false;
  for (const _ in options) {
    given = true;
    break;
  }
  if (!given) return none;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return none;
  const json = value as Record<string, unknown>;
  if (typeof json.ruleset !== 'string') return none;
  const found = getRuleset(json.ruleset);
  if (!found.ok) return none;
  const fields = new Set(found.ruleset.situationForm.map((f) => f.id));
  const shared = found.ruleset.optionSpecs.filter((o) => fields.has(o.id) && Object.hasOwn(options, o.id)).map((o) => o.id);
  if (shared.length === 0) return none;
  const copy: Record<string, unknown> = { ...json };
  const notes: FieldOption[] = [];
  for (const name of shared) {
    if (Object.hasOwn(json, name)) notes.push({ name, value: options[name], used: json[name], from: 'situation' });
    else {
      copy[name] = options[name];
      notes.push({ name, value: options[name], used: options[name], from: 'option' });
    }
  }
  return { value: copy, options, notes };
}
