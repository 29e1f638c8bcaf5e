// The simulator's stacked walls for MCR, attached to the rule set by the registry (never in the browser).
// They lay out the standard wall's front and tail: Botzone's quartered wall (ruling 10) plays shuffled walls only.
import type { McrOptions } from './options.ts';
import { MCR_SCENARIOS } from './sim/scenarios.ts';

export const scenarios = (options: McrOptions) => (options.wall === 'botzone' ? [] : MCR_SCENARIOS);
