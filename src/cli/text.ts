// What the command line echoes of its input: never more than about 60 characters of it, with
// the position, and never a control character (a name or a quoted tile string could otherwise
// move the cursor, clear the screen or reverse the text on the user's terminal).

import { printable } from '../engine/schema/quote.ts';

// The quoting itself is the engine's, shared with the viewer.
export { cleanName, clip, clipAround, printable, QUOTE, quoteText, quoteValue, safeJson, safePath, safeProblem } from '../engine/schema/quote.ts';

// ---- JSON: where the first syntax error is (the character found shown printable) ----

import { jsonSyntaxError as locateJsonError, type JsonSyntax } from '../engine/deal/json-syntax.ts';
export type { JsonSyntax } from '../engine/deal/json-syntax.ts';

export function jsonSyntaxError(text: string): JsonSyntax {
  const at = locateJsonError(text);
  return at.kind === 'unexpected' ? { ...at, token: printable(at.token) } : at;
}
