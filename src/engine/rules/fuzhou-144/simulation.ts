// The simulator's stacked walls for the classic table, attached to the rule set by the registry
// (never in the browser, which only replays and scores).
import type { Fuzhou144Options } from './options.ts';
import { fuzhou144Table } from './index.ts';
import { onTable } from '../gold-family/sim/scenarios.ts';
import { FUZHOU_144_STACKS } from './sim/scenarios.ts';

export const scenarios = (options: Fuzhou144Options) => onTable(fuzhou144Table(options), FUZHOU_144_STACKS);
