// The mark of a situation known to be possible. Only two kinds of code may give it: the door
// (`readSituation`, after the rule set's checks) and a deal machine, which builds its winner's
// situation from a table whose every move it has checked. tests/unit/engine/door.test.ts holds
// the rest of the code to that.

import type { CheckedSituation, Situation } from '../rules/types.ts';

/** Marks a situation as checked: for the door and the deal machines only. */
export function asChecked<S extends Situation>(situation: S): CheckedSituation<S> {
  return situation as CheckedSituation<S>;
}
