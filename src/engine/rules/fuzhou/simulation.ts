// The simulator's stacked walls for the house rules, attached to the rule set by the registry
// (never in the browser, which only replays and scores).
import type { FuzhouOptions } from './options.ts';
import { fuzhouTable } from './index.ts';
import { FUZHOU_STACKS, IDLE_GOLD, onTable } from '../gold-family/sim/scenarios.ts';

export const scenarios = (options: FuzhouOptions) => onTable(fuzhouTable(options), [...FUZHOU_STACKS, IDLE_GOLD]);
