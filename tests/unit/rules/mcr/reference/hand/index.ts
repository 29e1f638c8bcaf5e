// Frozen copy (issue 28) of the win check and waits the MCR scorer used before its fast path:
// the differential test compares the new scorer against this one.
export * from './complete.ts';
export * from './waits.ts';
export type { Decomposition } from '../../../../../../src/engine/hand/decompose.ts';
