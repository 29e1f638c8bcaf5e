// Imported by the parts of the site that check input as it is typed or chosen (the score
// checker, the Play and Learn pages, the what-if panel, a game's reader): the zod parts of the
// checks load with them, so their checks never wait.

import { provideZodParts } from '#engine/zod-parts';
import * as parts from './zod-parts.ts';

provideZodParts(parts);
