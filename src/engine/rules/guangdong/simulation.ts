// The simulator's stacked walls for Guangdong, attached to the rule set by the registry (never in the browser).
import { GD_SCENARIOS } from './sim/scenarios.ts';

export const scenarios = () => GD_SCENARIOS;
