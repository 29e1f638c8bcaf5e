// What every deal machine's handlers answer with: the next state, or the rule an event breaks.
// One spelling of a broken rule, so its code and parameters read alike at every table.

import type { ApplyResult, TableState, Violation } from './types.ts';

export const violation = (code: string, params: Violation['params'] = {}): Violation => ({ code, params });

export const ok = <S extends TableState>(state: S): ApplyResult<S> => ({ ok: true, state });

/** A refusal: it fits the result of any machine, whatever its state. */
export const fail = (code: string, params: Violation['params'] = {}): { ok: false; violation: Violation } => ({ ok: false, violation: { code, params } });
