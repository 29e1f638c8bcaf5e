// The engine's public surface: tiles, hand analysis, rule sets, situations. Pure TypeScript.
export * from './tiles/index.ts';
export * from './hand/index.ts';
export * from './rules/index.ts';
export * from './schema/problem.ts';
export { parseSituation, type SituationResult } from './situation/parse.ts';
export type { GoldSituationJson as SituationJson } from './rules/gold-family/situation-json.ts';
export * from './game/types.ts';
export { nextSeat, distance } from './game/seat.ts';
export * from './deal/schema.ts';
export * from './deal/json-schema.ts';
export * from './deal/parse.ts';
export * from './replay/index.ts';
export * from './deal/serialize.ts';
export type { GameState } from './rules/gold-family/game/state.ts';
