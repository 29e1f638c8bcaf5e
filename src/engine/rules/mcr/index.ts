// The `mcr` rule set (Mahjong Competition Rules, 国标麻将): its fan table, situations, scorer,
// deal machine and stacked scenarios, as one Ruleset (`createMcr`).
export * from './fans.ts';
export * from './situation.ts';
export * from './score.ts';
export type { McrGroup, McrReading, McrShape } from './reading-view.ts';
export { createMcr, MCR_WINS } from './ruleset.ts';
export { MCR_OPTIONS, type McrOptions } from './options.ts';
export { analyseMcrHand, isMcrShape, mcrReadings, mcrSituationJson, shapeWaits } from './checker.ts';
export type { McrState } from './game/index.ts';
