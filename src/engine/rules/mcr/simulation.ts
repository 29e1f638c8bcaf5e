// The simulator's stacked walls for MCR, attached to the rule set by the registry (never in the browser).
import { MCR_SCENARIOS } from './sim/scenarios.ts';

export const scenarios = () => MCR_SCENARIOS;
