// The `mcr` rule set (Mahjong Competition Rules, 国标麻将): its fan table, situations and scorer.
// Not registered yet: the deal machine comes later (see issue 9).
export * from './fans.ts';
export * from './situation.ts';
export * from './score.ts';
export type { McrGroup, McrReading, McrShape } from './reading-view.ts';
