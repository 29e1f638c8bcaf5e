// The engine's public surface: tiles, hand analysis, rule sets, situations. Pure TypeScript.
export * from './tiles/index.ts';
export * from './hand/index.ts';
export * from './rules/index.ts';
export * from './schema/problem.ts';
export { readSituationInput, type SituationResult } from './situation/input.ts';
export { readSituation, type SituationRead } from './situation/read.ts';
export { tooManyCopies, type TileFields } from './situation/copies.ts';
export * from './game/types.ts';
export { nextSeat, distance } from './game/seat.ts';
export * from './deal/schema.ts';
export * from './deal/registered.ts';
export { CORE_EVENTS, CORE_HOWS, type LogEvents } from './deal/events.ts';
export * from './deal/json-schema.ts';
export * from './deal/parse.ts';
export * from './replay/index.ts';
export * from './deal/serialize.ts';
