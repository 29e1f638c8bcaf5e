// The zod side of the engine's checks: the schemas that name the exact field when input is
// wrong. The hand-written readers accept right input without them; they ask for these through
// '#engine/zod-parts' (zod-loader.ts), which in the browser loads this module only when asked.

import { _default, array, boolean, enum as oneOf, gte, lte, multipleOf, number, strictObject, string } from 'zod/mini';

export { envelopeBoundsProblem } from '../deal/envelope-bounds.ts';
export { logSchemasOf } from '../deal/schema.ts';
export { optionsSchema } from '../rules/option-schema.ts';
export { problemFromZod } from './zod-problem.ts';

/** The zod/mini functions a rule set's own schema is built with, once the parts are in. */
export const kit = { _default, array, boolean, enum: oneOf, gte, lte, multipleOf, number, strictObject, string };
